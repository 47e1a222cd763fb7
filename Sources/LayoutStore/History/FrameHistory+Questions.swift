import Foundation
import GRDB
import LayoutEngine

/// A view that moved or resized between a layout and the one before it (SQL view `viewMove`).
public struct ViewMove: Sendable, Hashable, Decodable, FetchableRecord {
  public var runUuid: String
  public var recordedAt: String
  public var gitCommit: String?
  /// Whether the run was recorded with uncommitted changes (`run.gitDirty`, not in the view).
  public var gitDirty: Bool?
  public var scene: String
  public var environment: String
  public var viewId: String
  public var path: String
  /// `moved`, `resized` or `moved and resized`.
  public var change: String
  public var fromX: Double
  public var fromY: Double
  public var fromWidth: Double
  public var fromHeight: Double
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// The commit as people read it, `-dirty` as in `layoutdb history`'s run listing.
  public func commitLabel(length: Int = 10) -> String? {
    RunMetadata.commitLabel(gitCommit, dirty: gitDirty, length: length)
  }
}

/// How often a scene's layout in one environment changed in the newest runs (SQL view
/// `layoutChange`).
public struct LayoutChurn: Sendable, Hashable, Decodable, FetchableRecord {
  public var scene: String
  public var environment: String
  public var changes: Int
  /// The newest change's run and commit.
  public var lastRunUuid: String
  public var lastCommit: String?
  /// Whether that run was recorded with uncommitted changes (`run.gitDirty`).
  public var lastDirty: Bool?

  /// The newest change's commit as people read it, `-dirty` as in the run listing.
  public func lastCommitLabel(length: Int = 10) -> String? {
    RunMetadata.commitLabel(lastCommit, dirty: lastDirty, length: length)
  }
}

/// A scroll view that scrolls in a scene's latest layout (SQL view `scrollingScene`).
public struct ScrollingScene: Sendable, Hashable, Decodable, FetchableRecord {
  public var scene: String
  public var environment: String
  public var deviceId: String
  public var viewId: String
  public var scrollsVertically: Bool
  public var scrollsHorizontally: Bool
  public var contentWidth: Double
  public var contentHeight: Double
}

/// A text field left under the keyboard in a run (SQL view `fieldUnderKeyboard`).
public struct FieldUnderKeyboard: Sendable, Hashable, Decodable, FetchableRecord {
  public var runUuid: String
  public var recordedAt: String
  public var gitCommit: String?
  /// Whether the run was recorded with uncommitted changes (`run.gitDirty`, not in the view).
  public var gitDirty: Bool?
  public var scene: String
  public var environment: String
  public var deviceId: String
  public var viewId: String

  /// The commit as people read it, `-dirty` as in the run listing.
  public func commitLabel(length: Int = 10) -> String? {
    RunMetadata.commitLabel(gitCommit, dirty: gitDirty, length: length)
  }
}

/// The questions `layoutdb history` answers beyond one view's frames, each one SQL view of
/// `Migrations/0005_history_views.sql` (the same views people query with sqlite3).
extension FrameHistory {
  /// Views that moved or resized, newest first: with `view`, the first row is when that view
  /// last moved and in which commit.
  public func moves(
    scene: String?, view: String?, environments: [String]?, limit: Int
  ) throws(LayoutStoreError) -> [ViewMove] {
    try database.read("reading view moves") { db in
      let moves = try ViewMove.fetchCursor(
        db,
        sql: """
          SELECT runUuid, recordedAt, gitCommit,
            (SELECT gitDirty FROM run WHERE run.uuid = viewMove.runUuid) AS gitDirty,
            scene, environment, viewId, path, change,
            fromX, fromY, fromWidth, fromHeight, x, y, width, height
          FROM viewMove
          WHERE (?1 IS NULL OR scene = ?1) AND (?2 IS NULL OR viewId = ?2 OR path = ?2)
          ORDER BY recordedAt DESC, runsAgo, scene, environment, path
          """, arguments: [scene, view])
      return try Self.filtered(moves, environments, limit: limit) { $0.environment }
    }
  }

  /// Whether any stored layout (of `scene`, when given) has a view with this id or path: tells
  /// "never moved" from a name that is not there.
  public func hasView(_ view: String, scene: String?) throws(LayoutStoreError) -> Bool {
    try database.read("looking for view \(view)") { db in
      try Bool.fetchOne(
        db,
        sql: """
          SELECT EXISTS (
            SELECT 1 FROM viewPath WHERE (viewId = ?1 OR path = ?1)
              AND (?2 IS NULL OR EXISTS (
                SELECT 1 FROM layout JOIN scene ON scene.id = layout.sceneId
                JOIN viewFrame ON viewFrame.snapshotId = layout.snapshotId
                WHERE scene.name = ?2 AND viewFrame.viewPathId = viewPath.id)))
          """, arguments: [view, scene]) ?? false
    }
  }

  /// The layouts that changed most often in the newest `runs` runs, most changes first.
  public func churn(runs: Int, scene: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> [LayoutChurn]
  {
    try database.read("reading layout changes") { db in
      let rows = try LayoutChurn.fetchCursor(
        db,
        sql: """
          -- SQLite gives bare columns the values of the row MIN() picks: the newest change.
          SELECT scene, environment, COUNT(*) AS changes, MIN(runsAgo) AS newest,
            runUuid AS lastRunUuid, gitCommit AS lastCommit,
            (SELECT gitDirty FROM run WHERE run.uuid = change.runUuid) AS lastDirty
          FROM layoutChange AS change
          WHERE runsAgo <= ?1 AND (?2 IS NULL OR scene = ?2)
          GROUP BY scene, environment
          ORDER BY changes DESC, scene, environment
          """, arguments: [runs, scene])
      return try Self.filtered(rows, environments, limit: limit) { $0.environment }
    }
  }

  /// The scroll views that scroll in each scene's latest layout per environment.
  public func scrolling(scene: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> [ScrollingScene]
  {
    try database.read("reading scrolling scenes") { db in
      let rows = try ScrollingScene.fetchCursor(
        db,
        sql: """
          SELECT scene, environment, deviceId, viewId, scrollsVertically, scrollsHorizontally,
            contentWidth, contentHeight
          FROM scrollingScene
          WHERE ?1 IS NULL OR scene = ?1
          ORDER BY scene, environment, viewId
          """, arguments: [scene])
      return try Self.filtered(rows, environments, limit: limit) { $0.environment }
    }
  }

  /// Text fields left under the keyboard, newest run first.
  public func fieldsUnderKeyboard(scene: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> [FieldUnderKeyboard]
  {
    try database.read("reading fields under the keyboard") { db in
      let rows = try FieldUnderKeyboard.fetchCursor(
        db,
        sql: """
          SELECT runUuid, recordedAt, gitCommit,
            (SELECT gitDirty FROM run WHERE run.uuid = fieldUnderKeyboard.runUuid) AS gitDirty,
            scene, environment, deviceId, viewId
          FROM fieldUnderKeyboard
          WHERE ?1 IS NULL OR scene = ?1
          ORDER BY recordedAt DESC, runsAgo, deviceId, environment, scene, viewId
          """, arguments: [scene])
      return try Self.filtered(rows, environments, limit: limit) { $0.environment }
    }
  }

  /// The first `limit` records whose environment key matches one of `environments` (all when
  /// nil), with the same matching as everywhere else (``EnvironmentKey/matches(_:)``).
  private static func filtered<Record>(
    _ cursor: RecordCursor<Record>, _ environments: [String]?, limit: Int,
    environment: (Record) -> String
  ) throws -> [Record] {
    var result: [Record] = []
    while result.count < limit, let record = try cursor.next() {
      if let environments,
        !environments.contains(where: EnvironmentKey(rawValue: environment(record)).matches)
      {
        continue
      }
      result.append(record)
    }
    return result
  }
}
