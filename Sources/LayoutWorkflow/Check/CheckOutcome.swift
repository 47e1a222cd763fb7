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
    /// A layout changed beyond the tolerances, a new problem appeared, or a baselined layout
    /// is no longer produced (a scene removed, an environment dropped).
    case drift
    /// Baselines were recorded (`--record missing`, `failed`, or `all` where it changed one):
    /// nothing was compared for them, run check again.
    case recorded
    /// Baselines are missing and were not recorded (`--record never`).
    case missingBaselines
  }

  public var run: RunSummary
  public var track: String
  public var recordMode: RecordMode
  public var report: DriftReport
  /// Scene × environment pairs whose baseline this check recorded.
  public var recorded: [ResultKey]
  /// Baselines this check no longer produces a layout for (scene removed, environment
  /// dropped from the file): drift.
  public var vanished: [ResultKey]
  /// The file each scene came from (for annotations).
  public var sources: [String: SceneSource]
  public var reportFile: URL?
  public var timings: Timings
  /// Baselines this check retired (`--record all`: the run no longer lays them out).
  public var retired: [ResultKey] = []
  /// Baseline files that no longer exist (see ``CheckOperation/missingFiles``).
  public var missingFiles: [String] = []
  /// The file each removed scene's baseline was recorded from, by scene name: what the
  /// messages about gone layouts name.
  public var baselineFiles: [String: String] = [:]
  /// `--db PATH` for the commands the outcome suggests, when not the default database.
  public var databaseOption: String?
  /// The history baselines were looked up in (nil: the track's own baselines only).
  public var ancestry: BaselineAncestry?
  /// Where the baselines compared with came from: track and commit, with how many layouts.
  public var baselineOrigins: [BaselineOrigin] = []
  /// The share this check laid out (`--shard`), nil for all of it.
  public var shard: Shard?
  /// With ``shard``: the track's baselines this shard did not compare (other shards' share).
  public var otherShardsBaselines = 0
  /// The constraints that changed in the files of scenes that drifted, since their baselines.
  public var constraintChanges: [ConstraintChange] = []
  /// Seconds spent laying out each scene × environment (JUnit's test case times).
  public var layoutSeconds: [ResultKey: Double] = [:]
  /// The line where each view is written in its scene's file, by scene then view id (where
  /// annotations point).
  public var viewLines: [String: [String: Int]] = [:]
  /// Names a person recognises views by, by scene then view id (Interface Builder's
  /// `userLabel`, placeholder or text), which the summary puts before opaque IB ids.
  public var viewNames: [String: [String: String]] = [:]

  public var status: Status {
    if recordMode == .all { return recorded.isEmpty && retired.isEmpty ? .clean : .recorded }
    if !vanished.isEmpty { return .drift }
    // `failed` re-recorded every drifted layout: they wait for the next check.
    if report.hasDrift && recordMode != .failed { return .drift }
    if !unrecorded.isEmpty { return .missingBaselines }
    if !recorded.isEmpty { return .recorded }
    return .clean
  }

  /// 0 when clean, 1 otherwise: on drift, and on missing baselines recorded or not (a check
  /// that recorded has compared nothing for them and must be re-run).
  public var exitCode: Int32 { status == .clean ? 0 : 1 }

  /// The run's UUID in the short form commands accept (unambiguous in practice).
  public var shortRunID: String { String(run.metadata.uuid.uuidString.lowercased().prefix(8)) }

  /// Gone baselines whose file no longer exists: `layoutdb retire --file` retires them (a
  /// run cannot, as it has no such file).
  public var vanishedWithoutFile: [ResultKey] {
    let files = Set(missingFiles)
    return vanished.filter { baselineFiles[$0.scene].map(files.contains) == true }
  }

  /// Baselines missing and not recorded.
  public var unrecorded: [ResultKey] {
    let recorded = Set(self.recorded)
    return report.missingBaselines.filter { !recorded.contains($0) }
  }
}
