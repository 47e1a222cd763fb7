/// The comparisons of a set of current results with their baselines, paired by
/// ``ResultKey``, with the pairs found on one side only.
///
/// Results missing on either side are listed, not counted as drift: a check of some scenes
/// leaves the other scenes' baselines unpaired, and what to do with a result that has no
/// baseline (record it, or fail) is the caller's policy (`--record missing|all|never`).
public struct DriftReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Sorted by ``ResultKey`` (scene name, then environment key).
  public var comparisons: [LayoutComparison]
  /// Current results with no baseline, sorted.
  public var missingBaselines: [ResultKey]
  /// Baselines with no current result, sorted.
  public var missingResults: [ResultKey]
  public var summary: DriftSummary

  public init(
    comparisons: [LayoutComparison], missingBaselines: [ResultKey] = [],
    missingResults: [ResultKey] = []
  ) {
    self.comparisons = comparisons
    self.missingBaselines = missingBaselines
    self.missingResults = missingResults
    summary = DriftSummary(
      adding: comparisons.map(\.summary), missingBaselines: missingBaselines.count,
      missingResults: missingResults.count)
  }

  /// Whether any comparison has an error or a warning.
  public var hasDrift: Bool { !summary.isClean }

  /// The scenes with drift in any environment, each once, in the report's order.
  public var driftedScenes: [String] {
    var seen: Set<String> = []
    return comparisons.filter(\.hasDrift).map(\.scene).filter { seen.insert($0).inserted }
  }

  /// The comparison of one scene × environment.
  public subscript(key: ResultKey) -> LayoutComparison? {
    comparisons.first { $0.key == key }
  }

  /// The summary, then each comparison with changes, then the unpaired keys.
  public var description: String {
    var lines = [summary.description]
    for comparison in comparisons where !comparison.changes.isEmpty {
      lines.append(comparison.description)
    }
    for key in missingBaselines { lines.append("no baseline: \(key)") }
    for key in missingResults { lines.append("no current result: \(key)") }
    return lines.joined(separator: "\n")
  }
}
