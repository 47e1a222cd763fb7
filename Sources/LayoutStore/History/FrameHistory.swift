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
        SELECT run.uuid, run.recordedAt, run.gitCommit, run.gitBranch, environment.key,
          viewPath.viewId, viewPath.path, viewPath.kind, viewFrame.isHidden, snapshot.scale,
          viewFrame.xPixels, viewFrame.yPixels, viewFrame.widthPixels, viewFrame.heightPixels,
          viewFrame.windowXPixels, viewFrame.windowYPixels, viewFrame.windowWidthPixels,
          viewFrame.windowHeightPixels, viewFrame.ulpCorrections, run.id, run.gitDirty
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
      let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try cursor.next() {
        let key = EnvironmentKey(rawValue: try row.at(4))
        if let environments, !environments.contains(where: key.matches) { continue }
        let runID: Int64 = try row.at(19)
        if let limit, !runs.contains(runID), runs.count >= limit { break }
        runs.insert(runID)
        let encoded = EncodedFrame(
          x: try row.at(10), y: try row.at(11), width: try row.at(12), height: try row.at(13),
          windowX: try row.at(14), windowY: try row.at(15), windowWidth: try row.at(16),
          windowHeight: try row.at(17), corrections: try row.at(18))
        let (frame, windowFrame) = PixelEncoding.decode(encoded, scale: try row.at(9))
        let uuid: String = try row.at(0)
        let recordedAt: String = try row.at(1)
        let kind: String = try row.at(7)
        entries.append(
          FrameHistoryEntry(
            runUUID: UUID(uuidString: uuid) ?? UUID(),
            recordedAt: Timestamp.date(recordedAt) ?? Date(), gitCommit: try row.at(2),
            gitBranch: try row.at(3), gitDirty: try row.at(20), scene: scene, environment: key,
            view: ViewLayout(
              id: try row.at(5), path: try row.at(6), kind: ViewKind(rawValue: kind) ?? .view,
              isHidden: try row.at(8), frame: frame, windowFrame: windowFrame)))
      }
      return entries
    }
  }
}
