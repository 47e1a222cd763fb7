import LayoutDiff
import LayoutEngine

/// One scene × environment of a report: the current result, its baseline if there is one,
/// and the changes between them.
public struct ReportEntry: Sendable, Hashable {
  public var baseline: LayoutResult?
  public var current: LayoutResult
  /// Nil when there is no baseline (a new scene or environment).
  public var comparison: LayoutComparison?

  public init(baseline: LayoutResult?, current: LayoutResult, comparison: LayoutComparison?) {
    self.baseline = baseline
    self.current = current
    self.comparison = comparison
  }

  /// An entry whose comparison is made here.
  public init(baseline: LayoutResult?, current: LayoutResult, differ: LayoutDiffer) {
    self.init(
      baseline: baseline, current: current,
      comparison: baseline.map { differ.compare(baseline: $0, current: current) })
  }

  public var scene: String { current.scene }
  public var environment: Environment { current.environment }
  public var key: ResultKey { ResultKey(current) }

  /// What the entry's section says about it.
  public enum Status: String, Sendable {
    /// Errors or warnings.
    case drift
    /// Nothing, or only resolved problems.
    case clean
    /// No baseline to compare with.
    case new
  }

  public var status: Status {
    guard let comparison else { return .new }
    return comparison.hasDrift ? .drift : .clean
  }

  /// The entries of a set of results, paired by ``ResultKey`` as the diff pairs them, sorted
  /// by key (the report then puts changed layouts first); baselines with no current result
  /// are left out.
  public static func entries(
    baselines: [LayoutResult], currents: [LayoutResult], differ: LayoutDiffer = LayoutDiffer()
  ) -> [ReportEntry] {
    var waiting: [ResultKey: [LayoutResult]] = [:]
    for baseline in baselines { waiting[ResultKey(baseline), default: []].append(baseline) }
    let entries = currents.map { current in
      let key = ResultKey(current)
      let baseline = waiting[key]?.first
      if baseline != nil { waiting[key]?.removeFirst() }
      return ReportEntry(baseline: baseline, current: current, differ: differ)
    }
    return entries.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
      .map(\.element)
  }
}
