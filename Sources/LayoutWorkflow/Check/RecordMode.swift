/// What `check` does about a scene × environment without a baseline on its track: the record
/// modes of swift-snapshot-testing, whose rules users already know.
///
/// Recording never passes a check: a layout compared with nothing has not been checked, so a
/// check that records exits 1 and asks for a re-run (as snapshot tests fail after recording).
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record a baseline where there is none; compare the rest.
  case missing
  /// Make this run the baseline everywhere (after showing what it changed); a check that
  /// changed no baseline this way passes.
  case all
  /// Record the layouts that drifted and those without a baseline; compare the rest.
  case failed
  /// Record nothing; a missing baseline fails the check.
  case never

  /// The variable that sets the mode when `--record` is not given, with the same values, as
  /// swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` sets its `record:` default.
  public static let environmentVariable = "LAYOUTDB_RECORD"

  /// `never` when the `CI` variable is set, so a retried CI job cannot pass by recording its
  /// own baselines; `missing` otherwise.
  public static func `default`(environment: [String: String]) -> RecordMode {
    ContinuousIntegration.isRunning(environment: environment) ? .never : .missing
  }

  /// The mode `check` uses without `--record`: ``environmentVariable`` when set (empty counts
  /// as unset), else ``default(environment:)``.
  /// - Throws: ``WorkflowError/usage(_:)`` for a value that is no mode.
  public static func resolved(environment: [String: String]) throws(WorkflowError) -> RecordMode {
    guard let value = environment[environmentVariable], !value.isEmpty else {
      return .default(environment: environment)
    }
    guard let mode = RecordMode(rawValue: value) else {
      throw .usage(
        "\(environmentVariable)=\(value) is not a record mode; use one of "
          + allCases.map(\.rawValue).joined(separator: ", "))
    }
    return mode
  }
}
