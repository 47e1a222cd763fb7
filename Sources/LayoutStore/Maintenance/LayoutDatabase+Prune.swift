import GRDB

/// What a prune removed.
public struct PruneSummary: Sendable, Hashable {
  public var runsDeleted: Int
  /// Runs kept because a baseline (current or earlier) points at them, beyond the newest N.
  public var runsKeptForBaselines: Int
  /// Snapshots no layout used any more, deleted with their frames.
  public var snapshotsDeleted: Int
}

extension LayoutDatabase {
  /// Deletes all but the newest `keepRuns` runs (by `recordedAt`), except runs a baseline points
  /// at (current or earlier: baselines and their runs are never pruned), then the snapshots,
  /// view paths, scenes and environments nothing uses any more. One transaction.
  ///
  /// - Parameter vacuum: also rebuild the file afterwards so it shrinks on disk (SQLite reuses
  ///   freed pages without it).
  public func prune(keepRuns: Int, vacuum: Bool = false) throws(LayoutStoreError) -> PruneSummary {
    let summary = try write("pruning runs") { db in
      let keep = max(0, keepRuns)
      try db.execute(
        sql: """
          CREATE TEMP TABLE pruned AS
          SELECT id FROM run
          WHERE id NOT IN (SELECT id FROM run ORDER BY recordedAt DESC, id DESC LIMIT ?)
          """, arguments: [keep])
      defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.pruned") }
      let protected =
        try Int.fetchOne(
          db,
          sql: """
            SELECT COUNT(*) FROM temp.pruned WHERE id IN (
              SELECT layout.runId FROM baseline JOIN layout ON layout.id = baseline.layoutId)
            """) ?? 0
      try db.execute(
        sql: """
          DELETE FROM run WHERE id IN temp.pruned AND id NOT IN (
            SELECT layout.runId FROM baseline JOIN layout ON layout.id = baseline.layoutId)
          """)
      let runsDeleted = db.changesCount
      try db.execute(
        sql: "DELETE FROM snapshot WHERE id NOT IN (SELECT snapshotId FROM layout)")
      let snapshotsDeleted = db.changesCount
      try db.execute(
        sql: """
          DELETE FROM viewPath WHERE id NOT IN (SELECT DISTINCT viewPathId FROM viewFrame);
          DELETE FROM environment WHERE id NOT IN (SELECT environmentId FROM layout);
          DELETE FROM scene WHERE id NOT IN (SELECT sceneId FROM layout)
            AND id NOT IN (SELECT sceneId FROM runScene)
            AND id NOT IN (SELECT sceneId FROM baseline);
          """)
      return PruneSummary(
        runsDeleted: runsDeleted, runsKeptForBaselines: protected,
        snapshotsDeleted: snapshotsDeleted)
    }
    if vacuum {
      do {
        try pool.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
      } catch {
        throw Self.storeError(error, path: path, operation: "vacuum")
      }
    }
    return summary
  }
}
