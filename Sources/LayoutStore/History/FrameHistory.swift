import Foundation
import GRDB
import LayoutEngine

/// One view's layout in one stored run.
public struct FrameHistoryEntry: Sendable, Hashable {
  public var runUUID: UUID
  public var recordedAt: Date
  public var gitCommit: String?
  public var gitBranch: String?
  /// Whether the run was recorded with uncommitted changes (``RunMetadata/gitDirty``).
  public var gitDirty: Bool?
  public var scene: String
  public var environment: EnvironmentKey
  /// The view as recorded (frames exactly as the engine gave them).
  public var view: ViewLayout

  /// The commit as people read it, `-dirty` when recorded with uncommitted changes.
  public func commitLabel(length: Int = 10) -> String? {
    RunMetadata.commitLabel(gitCommit, dirty: gitDirty, length: length)
  }
}

/// A view's frames across runs: what `layoutdb history --view` prints.
public struct FrameHistory: Sendable {
  let database: LayoutDatabase

  /// The frames of views with this id (or path) in a scene, newest run first.
  ///
  /// - Parameters:
  ///   - view: a view id (`email`) or path (`root/scroll/content/email`).
  ///   - environments: filters (``EnvironmentKey/matches(_:)``); nil for all.
  ///   - limit: at most this many runs.
  public func frames(
    scene: String, view: String, environments: [String]? = nil, limit: Int? = nil
  ) throws(LayoutStoreError) -> [FrameHistoryEntry] {
    try database.read("reading frame history") { db in
      let sql = """
        SELECT run.id AS runId, run.uuid AS runUuid, run.recordedAt, run.gitCommit,
          run.gitBranch, run.gitDirty, environment.key AS environment, viewPath.viewId,
          viewPath.path, viewPath.kind, viewFrame.isHidden, snapshot.scale, viewFrame.xPixels,
          viewFrame.yPixels, viewFrame.widthPixels, viewFrame.heightPixels,
          viewFrame.windowXPixels, viewFrame.windowYPixels, viewFrame.windowWidthPixels,
          viewFrame.windowHeightPixels, viewFrame.ulpCorrections
        FROM layout
        JOIN run ON run.id = layout.runId
        JOIN scene ON scene.id = layout.sceneId
        JOIN environment ON environment.id = layout.environmentId
        JOIN snapshot ON snapshot.id = layout.snapshotId
        JOIN viewFrame ON viewFrame.snapshotId = layout.snapshotId
        JOIN viewPath ON viewPath.id = viewFrame.viewPathId
        WHERE scene.name = ? AND (viewPath.viewId = ? OR viewPath.path = ?)
        ORDER BY run.recordedAt DESC, run.id DESC, environment.key
        """
      let arguments: StatementArguments = [scene, view, view]
      var entries: [FrameHistoryEntry] = []
      var runs: Set<Int64> = []
      let cursor = try FrameRow.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try cursor.next() {
        let key = EnvironmentKey(rawValue: row.environment)
        if let environments, !environments.contains(where: key.matches) { continue }
        if let limit, !runs.contains(row.runId), runs.count >= limit { break }
        runs.insert(row.runId)
        let encoded = EncodedFrame(
          x: row.xPixels, y: row.yPixels, width: row.widthPixels, height: row.heightPixels,
          windowX: row.windowXPixels, windowY: row.windowYPixels,
          windowWidth: row.windowWidthPixels, windowHeight: row.windowHeightPixels,
          corrections: row.ulpCorrections)
        let (frame, windowFrame) = PixelEncoding.decode(encoded, scale: row.scale)
        entries.append(
          FrameHistoryEntry(
            runUUID: UUID(uuidString: row.runUuid) ?? UUID(),
            recordedAt: Timestamp.date(row.recordedAt) ?? Date(), gitCommit: row.gitCommit,
            gitBranch: row.gitBranch, gitDirty: row.gitDirty, scene: scene, environment: key,
            view: ViewLayout(
              id: row.viewId, path: row.path, kind: ViewKind(rawValue: row.kind) ?? .view,
              isHidden: row.isHidden, frame: frame, windowFrame: windowFrame)))
      }
      return entries
    }
  }
}

/// One stored frame of a view with its run and environment, in the snapshot's pixels.
private struct FrameRow: Decodable, FetchableRecord {
  var runId: Int64
  var runUuid: String
  var recordedAt: String
  var gitCommit: String?
  var gitBranch: String?
  var gitDirty: Bool?
  var environment: String
  var viewId: String
  var path: String
  var kind: String
  var isHidden: Bool
  var scale: Double
  var xPixels: Int64
  var yPixels: Int64
  var widthPixels: Int64
  var heightPixels: Int64
  var windowXPixels: Int64
  var windowYPixels: Int64
  var windowWidthPixels: Int64
  var windowHeightPixels: Int64
  var ulpCorrections: Data?
}
