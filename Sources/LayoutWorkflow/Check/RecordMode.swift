/// What `check` does about a scene × environment without a baseline on its track: the record
/// modes of swift-snapshot-testing, whose rules users already know.
///
/// Recording never passes a check: a layout compared with nothing has not been checked, so a
/// check that records exits 1 and asks for a re-run (as snapshot tests fail after recording).
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record a baseline where there is none; compare the rest.
  case missing
  /// Make this run the baseline everywhere (after showing what it changed).
  case all
  /// Record nothing; a missing baseline fails the check.
  case never

  /// `never` when the `CI` variable is set, so a retried CI job cannot pass by recording its
  /// own baselines; `missing` otherwise.
  public static func `default`(environment: [String: String]) -> RecordMode {
    environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } == true ? .never : .missing
  }
}
