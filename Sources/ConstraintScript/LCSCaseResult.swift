/// The outcome of one test case: passed, or failed with a message that names the line.
public struct LCSCaseResult: Hashable, Sendable, CustomStringConvertible {
  /// The name after `test`, or the file name of a workload.
  public var name: String
  /// The tags after the name (see ``LCSTestCase/tags``).
  public var tags: [String]
  /// Why the case failed, e.g. `line 12: expect x 10: got 9.5`; nil when it passed.
  public var failure: String?

  /// A passed result, or a failed one when `failure` is given.
  public init(name: String, tags: [String] = [], failure: String? = nil) {
    self.name = name
    self.tags = tags
    self.failure = failure
  }

  /// Whether the case passed.
  public var isPassed: Bool { failure == nil }

  /// `PASS name` or `FAIL name: why`, one line.
  public var description: String {
    guard let failure else { return "PASS \(name)" }
    return "FAIL \(name): \(failure)"
  }
}
