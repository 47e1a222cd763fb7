import LayoutEngine

/// The state of one comparison: both results, the rules in effect for their scene and
/// environment, and the changes found so far.
struct ComparisonContext {
  let baseline: LayoutResult
  let current: LayoutResult
  let configuration: DiffConfiguration
  /// The ignore rules whose scenes and environments select this comparison.
  let rules: [IgnoreRule]
  let tolerance: Double
  let environmentPhrase: String
  /// View paths and kinds by id (first occurrence), from the current result, then the
  /// baseline's for views only it has.
  let paths: [String: String]
  let kinds: [String: ViewKind]

  private(set) var changes: [LayoutChange] = []
  private(set) var ignored = 0
  /// Text fields whose reachability above the keyboard changed, so the `coveredByKeyboard`
  /// diagnostic that says the same thing is not reported twice.
  var keyboardTransitions: Set<String> = []

  init(baseline: LayoutResult, current: LayoutResult, configuration: DiffConfiguration) {
    self.baseline = baseline
    self.current = current
    self.configuration = configuration
    let key = ResultKey(current)
    rules = configuration.ignore.filter {
      $0.applies(scene: key.scene, environment: key.environment)
    }
    tolerance = configuration.effectiveTolerance(scale: current.environment.scale)
    environmentPhrase = EnvironmentPhrase.describe(current.environment)
    var paths: [String: String] = [:]
    var kinds: [String: ViewKind] = [:]
    for view in current.views + baseline.views where paths[view.id] == nil {
      paths[view.id] = view.path
      kinds[view.id] = view.kind
    }
    self.paths = paths
    self.kinds = kinds
  }

  /// Whether two values differ by more than the tolerance.
  func differs(_ before: Double, _ after: Double) -> Bool { abs(after - before) > tolerance }

  /// Whether a rule in effect ignores `attribute` of the view `id`.
  func isIgnored(_ attribute: DiffAttribute, id: String, path: String? = nil) -> Bool {
    let path = path ?? paths[id]
    return rules.contains { $0.ignores(attribute, id: id, path: path) }
  }

  func isIgnored(_ diagnostic: Diagnostic) -> Bool {
    rules.contains { $0.ignores(diagnostic, paths: paths) }
  }

  /// The configured severity of a kind of change, or its default.
  func severity(_ kind: LayoutChange.Kind, default severity: Severity) -> Severity {
    configuration.severities[kind] ?? severity
  }

  /// `error` for a change of at least the minor change limit, else `warning`.
  func severity(ofMagnitude delta: LayoutChange.Delta) -> Severity {
    let largest = max(abs(delta.x), abs(delta.y), abs(delta.width), abs(delta.height))
    return largest >= configuration.minorChangeLimit ? .error : .warning
  }

  /// `email (text field)`
  func subject(_ id: String) -> String { ChangePhrase.subject(id, kind: kinds[id]) }

  /// Adds a change whose sentence is `<predicate> on <environment>`, unless `attribute` of
  /// the view is ignored (then it is only counted).
  mutating func record(_ change: LayoutChange, unlessIgnoring attribute: DiffAttribute) {
    if isIgnored(attribute, id: change.subject, path: change.path) {
      ignored += 1
    } else {
      changes.append(change)
    }
  }

  mutating func append(_ change: LayoutChange) { changes.append(change) }

  mutating func countIgnored() { ignored += 1 }

  /// `<subject> <predicate> on <environment>`.
  func sentence(_ subject: String, _ predicate: String) -> String {
    "\(subject) \(predicate) on \(environmentPhrase)"
  }
}
