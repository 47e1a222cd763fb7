/// The results of running test cases, in the order they ran, with the closing tally.
public struct LCSConformanceReport: Hashable, Sendable, CustomStringConvertible {
  /// One result per case, in the order the cases ran.
  public var results: [LCSCaseResult]

  /// A report of the given results (none by default, to append to).
  public init(results: [LCSCaseResult] = []) {
    self.results = results
  }

  /// How many cases passed.
  public var passedCount: Int { results.count(where: \.isPassed) }
  /// How many cases failed.
  public var failedCount: Int { results.count - passedCount }
  /// Whether no case failed (true for an empty report).
  public var allPassed: Bool { results.allSatisfy(\.isPassed) }

  /// `N passed, M failed`.
  public var summary: String { "\(passedCount) passed, \(failedCount) failed" }

  /// One `PASS`/`FAIL` line per case, then the summary line.
  public var description: String {
    (results.map(\.description) + [summary]).joined(separator: "\n")
  }

  /// Adds the results of another report after these (for several files in one run).
  public mutating func append(_ other: LCSConformanceReport) {
    results += other.results
  }
}
