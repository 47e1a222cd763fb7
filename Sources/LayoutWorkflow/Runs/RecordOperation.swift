import LayoutEngine
import LayoutStore
import SceneReading
import SceneSource

/// `layoutdb record INPUT...`: solves the inputs and stores them as one run, each layout as
/// soon as it is solved, in one transaction (bad input writes nothing, and a database the
/// command created is removed again); with `baseline`, the run becomes the track's baseline.
public struct RecordOperation: Sendable {
  public var paths: [String]
  public var environments: EnvironmentChoice
  public var shard: Shard?
  public var track: String
  /// Also approve the run as the baseline of `track`, for `reason`.
  public var baseline: Bool
  public var reason: String
  public var toolVersion: String

  public init(
    paths: [String], environments: EnvironmentChoice, shard: Shard?, track: String,
    baseline: Bool, reason: String, toolVersion: String
  ) {
    self.paths = paths
    self.environments = environments
    self.shard = shard
    self.track = track
    self.baseline = baseline
    self.reason = reason
    self.toolVersion = toolVersion
  }

  /// Records into the database at `location` and returns the lines to print: the run's id,
  /// then what was recorded and approved.
  public func run(_ location: DatabaseLocation, progress: ProgressReporter = .silent)
    throws(WorkflowError) -> [String]
  {
    var request = SceneInputs(paths: paths, environments: environments, shard: shard)
    request.project = try ProjectEnvironments.load()
    let catalog = try DeviceCatalog.compiledIn()
    let provenance = RunProvenance.detect()
    var metadata = RunMetadata(
      provenance: provenance, track: track, toolVersion: toolVersion, solverSeconds: nil,
      source: request.source, allEnvironments: !environments.namesEnvironments)
    metadata.shard = shard?.description
    let approvals =
      baseline ? [BaselineApproval(track: track, approvedBy: provenance.user, reason: reason)] : []
    let summary = try location.removingCreated { () throws(WorkflowError) in
      try request.record(
        into: try location.open(), metadata: metadata, approving: approvals, catalog: catalog,
        progress: progress)
    }
    metadata = summary.metadata
    var line =
      "recorded \(summary.layoutCount) layout(s) of \(summary.scenes.count) scene(s)"
      + " into \(location.path)"
    // As long as history and check print it, so the runs read alike.
    if let commit = metadata.commitLabel() { line += " at \(commit)" }
    let changes = summary.baselineChanges
    if baseline {
      line += "; \(changes.approved.count) baseline(s) of track \(track) approved"
      if changes.unchanged > 0 { line += ", \(changes.unchanged) unchanged kept" }
      if !changes.retired.isEmpty {
        line += ", \(changes.retired.count) retired (no longer laid out; kept in the history)"
      }
    }
    return [metadata.uuid.uuidString.lowercased(), line]
      + changes.retired.map { "retired   \($0.scene) @ \($0.environment)" }
  }
}
