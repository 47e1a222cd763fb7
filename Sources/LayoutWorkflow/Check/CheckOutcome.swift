import Foundation
import LayoutDiff
import LayoutEngine
import LayoutStore

/// What a check found: the stored run, its comparison with the baselines, and what the record
/// mode did about missing ones. The CLI prints it and exits with ``exitCode``.
public struct CheckOutcome: Sendable {
  /// Where the time went, in seconds (the `check` benchmark prints these).
  public struct Timings: Sendable, Hashable, Codable {
    public var solve = 0.0
    public var store = 0.0
    public var diff = 0.0
    public var report = 0.0
  }

  public enum Status: String, Sendable, Hashable, Codable {
    /// Every layout matches its baseline.
    case clean
    /// A layout changed beyond the tolerances (or a new problem appeared).
    case drift
    /// No drift, but baselines were missing: recorded now (re-run to check) or not (`never`).
    case missingBaselines
  }

  public var run: RunSummary
  public var track: String
  public var recordMode: RecordMode
  public var report: DriftReport
  /// Scene × environment pairs whose baseline this check recorded.
  public var recorded: [ResultKey]
  /// The file each scene came from (for annotations).
  public var sources: [String: SceneSource]
  public var reportFile: URL?
  public var timings: Timings

  public var status: Status {
    if report.hasDrift { return .drift }
    if !report.missingBaselines.isEmpty { return .missingBaselines }
    if recordMode == .all && !recorded.isEmpty { return .missingBaselines }
    return .clean
  }

  /// 0 when clean, 1 on drift or missing baselines (recorded or not): a check that recorded
  /// has compared nothing and must be re-run.
  public var exitCode: Int32 { status == .clean ? 0 : 1 }

  /// The run's UUID in the short form commands accept (unambiguous in practice).
  public var shortRunID: String { String(run.metadata.uuid.uuidString.lowercased().prefix(8)) }

  /// Baselines missing and not recorded.
  public var unrecorded: [ResultKey] {
    let recorded = Set(self.recorded)
    return report.missingBaselines.filter { !recorded.contains($0) }
  }
}
