import LayoutEngine

/// Compares current layouts with their baselines: the diff engine of `layoutdb check`.
///
/// ```swift
/// let differ = LayoutDiffer(configuration: try DiffConfiguration(contentsOf: configURL))
/// let comparison = differ.compare(baseline: approved, current: result)
/// for change in comparison.changes { print(change) }   // error: email (text field) moved …
/// ```
///
/// **Matching.** Views, scroll views and text fields are paired by identity (see
/// `IdentityMatcher`): by `id` when it is unique on both sides, else by path (and rank among
/// equal paths). Whole results pair by ``ResultKey`` (scene name and environment key).
///
/// **Order.** Changes are listed deterministically: first the views, in the current result's
/// order (parents before children) with each view's changes in ``LayoutChange/Kind`` order,
/// then removed views in the baseline's order; then scroll views, then text fields (both in
/// the current result's order); then diagnostics that appeared (current order) and those
/// resolved (baseline order). A report's comparisons are sorted by ``ResultKey``.
///
/// **Cost.** One comparison is O(*v* × *depth* + *s* + *f* + *d*) for *v* views, *s* scroll
/// views, *f* text fields and *d* diagnostics (hashing one string per item; the depth factor
/// is the walk that folds a removed or hidden subtree into its topmost view), times the number
/// of ignore rules in effect for the attributes checked. A report adds O(*n* log *n*) to sort
/// *n* results.
public struct LayoutDiffer: Sendable {
  public var configuration: DiffConfiguration

  public init(configuration: DiffConfiguration = DiffConfiguration()) {
    self.configuration = configuration
  }

  /// The changes from `baseline` to `current`, which should be the same scene in the same
  /// environment (the current result's environment is the one sentences name).
  public func compare(baseline: LayoutResult, current: LayoutResult) -> LayoutComparison {
    var context = ComparisonContext(
      baseline: baseline, current: current, configuration: configuration)
    context.compareViews()
    context.compareScrollViews()
    context.compareTextFields()
    context.compareDiagnostics()
    return LayoutComparison(
      scene: current.scene, environment: current.environment, changes: context.changes,
      ignored: context.ignored)
  }

  /// Compares each current result with the baseline of the same ``ResultKey``; results
  /// without a partner are listed in the report. When a key occurs several times on a side,
  /// the k-th current result pairs with the k-th baseline.
  public func compare(baselines: [LayoutResult], currents: [LayoutResult]) -> DriftReport {
    var waiting: [ResultKey: [Int]] = [:]
    for (index, baseline) in baselines.enumerated() {
      waiting[ResultKey(baseline), default: []].append(index)
    }
    var comparisons: [(key: ResultKey, order: Int, comparison: LayoutComparison)] = []
    var missingBaselines: [ResultKey] = []
    for (order, current) in currents.enumerated() {
      let key = ResultKey(current)
      guard let index = waiting[key]?.first else {
        missingBaselines.append(key)
        continue
      }
      waiting[key]?.removeFirst()
      comparisons.append((key, order, compare(baseline: baselines[index], current: current)))
    }
    let missingResults = waiting.flatMap { key, indices in indices.map { _ in key } }
    comparisons.sort { ($0.key, $0.order) < ($1.key, $1.order) }
    return DriftReport(
      comparisons: comparisons.map(\.comparison), missingBaselines: missingBaselines.sorted(),
      missingResults: missingResults.sorted())
  }
}

extension LayoutResult {
  /// The changes from a baseline to this result, like the standard library's
  /// `difference(from:)`.
  public func drift(
    from baseline: LayoutResult, configuration: DiffConfiguration = DiffConfiguration()
  ) -> LayoutComparison {
    LayoutDiffer(configuration: configuration).compare(baseline: baseline, current: self)
  }
}
