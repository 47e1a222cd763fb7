import LayoutEngine

/// The changes between a baseline and a current layout of one scene in one environment.
public struct LayoutComparison: Sendable, Hashable, Codable, CustomStringConvertible {
  public var scene: String
  /// The current result's environment (the baseline's pairs with it by ``ResultKey``).
  public var environment: Environment
  /// In the documented order (see ``LayoutDiffer``).
  public var changes: [LayoutChange]
  public var summary: DriftSummary

  public init(scene: String, environment: Environment, changes: [LayoutChange], ignored: Int) {
    self.scene = scene
    self.environment = environment
    self.changes = changes
    summary = DriftSummary(changes: changes, ignored: ignored)
  }

  public var key: ResultKey {
    ResultKey(scene: scene, environment: environment.key)
  }

  /// Whether any change is an error or a warning.
  public var hasDrift: Bool { !summary.isClean }

  /// The changes of at least `severity`.
  public func changes(atLeast severity: Severity) -> [LayoutChange] {
    changes.filter { $0.severity >= severity }
  }

  /// The ids of the views some change concerns (what a report highlights).
  public var changedViews: Set<String> { Set(changes.flatMap(\.views)) }

  /// A heading line and one line per change, most prominent first as `check` lists them
  /// (`layoutdb diff` printed a hidden view's warnings above the errors they came with).
  public var description: String { described(naming: [:]) }

  /// The comparison as `diff` prints it, in `check`'s words: headed by the scene and the
  /// environment's key (`Form @ iphone-se-2nd-gen/landscape/keyboard-hidden`, what `--env`
  /// takes), the sentences without the environment the heading names, the views named as
  /// people know them (see ``LayoutChange/naming(_:subject:names:)``).
  public func described(naming names: [String: String]) -> String {
    ([
      "\(key): " + (hasDrift ? summary.counts : "no drift")
    ]
      + LayoutChange.prominentFirst(changes).map { change in
        "  \(change.severity): "
          + LayoutChange.withoutEnvironment(change.sentence(naming: names), environment)
      }).joined(separator: "\n")
  }
}
