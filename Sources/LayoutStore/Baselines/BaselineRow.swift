import GRDB
import LayoutEngine

/// A `baseline` row with the names it is known by outside its database (its scene's name, its
/// run's UUID), its layout's rows and the file its run read the scene from: what loading turns
/// into a ``Baseline``, retiring marks, and merging copies from one file into another.
struct BaselineRow: Decodable, FetchableRecord {
  var id: Int64
  /// The track the row is on (another one's when a track inherits it from history).
  var track: String
  var sceneId: Int64
  var scene: String
  var environmentKey: String
  var runUuid: String
  var approvedBy: String
  var approvedAt: String
  var reason: String
  var replacedAt: String?
  var retiredBy: String?
  var retiredReason: String?
  /// Where the approval joined its track's history when not at its run's commit.
  var approvalCommit: String?
  var runCommit: String?
  var layoutId: Int64
  var environmentId: Int64
  var snapshotId: Int64
  /// The file the run read the scene from, and the SHA-256 of its content.
  var sourceFile: String?
  var contentHash: String?

  /// The columns above and the joins that give them; callers add `WHERE` and `ORDER BY`.
  static let query = """
    SELECT baseline.id, baseline.track, baseline.sceneId, scene.name AS scene,
      baseline.environmentKey, run.uuid AS runUuid, baseline.approvedBy, baseline.approvedAt,
      baseline.reason, baseline.replacedAt, baseline.retiredBy, baseline.retiredReason,
      baseline.gitCommit AS approvalCommit, run.gitCommit AS runCommit, layout.id AS layoutId,
      layout.environmentId, layout.snapshotId, runScene.sourceFile, runScene.contentHash
    FROM baseline
    JOIN scene ON scene.id = baseline.sceneId
    JOIN layout ON layout.id = baseline.layoutId
    JOIN run ON run.id = layout.runId
    LEFT JOIN runScene ON runScene.runId = run.id AND runScene.sceneId = baseline.sceneId
    """

  var environment: EnvironmentKey { EnvironmentKey(rawValue: environmentKey) }

  /// The commit the baseline belongs to in git history: the approval's, else its run's.
  var gitCommit: String? { approvalCommit ?? runCommit }

  var layout: LayoutReader.LayoutRow {
    LayoutReader.LayoutRow(
      layoutID: layoutId, scene: scene, environmentID: environmentId, snapshotID: snapshotId)
  }
}
