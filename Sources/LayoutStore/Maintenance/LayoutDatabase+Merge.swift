import Foundation
import GRDB

/// What a merge added.
public struct MergeSummary: Sendable, Hashable {
  /// Runs copied from the source.
  public var runsAdded: Int
  /// Runs the target already had (same UUID): skipped.
  public var runsSkipped: Int
  /// Baseline approvals copied (current or earlier).
  public var baselinesAdded: Int
}

extension LayoutDatabase {
  /// Folds another database (a sharded CI job's) into this one, in one transaction: runs it
  /// does not have (by UUID) with their layouts, and baseline approvals it does not have; the
  /// newest approval of each track × scene × environment becomes the current baseline. Merging
  /// the same file again changes nothing. The source is opened read-only.
  ///
  /// - Throws: ``LayoutStoreError`` for a source that is not a layoutdb database of this
  ///   schema, or SQLite's errors (the target is then unchanged).
  public func merge(from sourcePath: String) throws(LayoutStoreError) -> MergeSummary {
    let source = try LayoutDatabase(path: sourcePath, mode: .readOnly)
    defer { try? source.close() }
    let sourceRuns = try source.read("listing runs") { db in
      try String.fetchAll(db, sql: "SELECT uuid FROM run ORDER BY recordedAt, id")
    }
    let sourceBaselines = try source.read("listing baselines") { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT baseline.track, scene.name, baseline.environmentKey, run.uuid,
            baseline.approvedBy, baseline.approvedAt, baseline.reason, baseline.replacedAt,
            baseline.retiredBy, baseline.retiredReason, baseline.gitCommit
          FROM baseline
          JOIN scene ON scene.id = baseline.sceneId
          JOIN layout ON layout.id = baseline.layoutId
          JOIN run ON run.id = layout.runId
          ORDER BY baseline.approvedAt, baseline.id
          """)
    }
    return try write("merging \(sourcePath)") { db in
      var summary = MergeSummary(runsAdded: 0, runsSkipped: 0, baselinesAdded: 0)
      var writer = RunWriter(db)
      for uuidText in sourceRuns {
        guard let uuid = UUID(uuidString: uuidText) else { continue }
        if try RunStore.runID(db, uuid: uuid) != nil {
          summary.runsSkipped += 1
          continue
        }
        let run = try source.runs.load(uuidText, sourceTexts: true)
        _ = try writer.write(run.results, metadata: run.metadata, sources: run.sources)
        summary.runsAdded += 1
      }
      for row in sourceBaselines {
        let track: String = try row.at(0)
        let scene: String = try row.at(1)
        let key: String = try row.at(2)
        let runUUID: String = try row.at(3)
        let approvedAt: String = try row.at(5)
        guard
          let layout = try Row.fetchOne(
            db,
            sql: """
              SELECT layout.id, layout.sceneId FROM layout
              JOIN run ON run.id = layout.runId
              JOIN scene ON scene.id = layout.sceneId
              JOIN environment ON environment.id = layout.environmentId
              WHERE run.uuid = ? AND scene.name = ? AND environment.key = ?
              """, arguments: [runUUID, scene, key])
        else { continue }
        let layoutID: Int64 = try layout.at(0)
        let sceneID: Int64 = try layout.at(1)
        let replacedAt: String? = try row.at(7)
        let retiredBy: String? = try row.at(8)
        let retiredReason: String? = try row.at(9)
        let existing = try Row.fetchOne(
          db,
          sql: """
            SELECT id, retiredBy FROM baseline WHERE track = ? AND sceneId = ?
              AND environmentKey = ? AND layoutId = ? AND approvedAt = ?
            """, arguments: [track, sceneID, key, layoutID, approvedAt])
        if let existing {
          // Retired in the source since an earlier merge: the retirement comes along.
          if let retiredBy, try existing.at(1) as String? == nil {
            try db.execute(
              sql: """
                UPDATE baseline SET replacedAt = ?, replacedById = NULL, retiredBy = ?,
                  retiredReason = ?
                WHERE id = ?
                """,
              arguments: [replacedAt, retiredBy, retiredReason, try existing.at(0) as Int64])
            try Self.normalizeBaselines(db, track: track, sceneID: sceneID, environmentKey: key)
          }
          continue
        }
        // Inserted as replaced (the partial unique index allows one current row); the
        // normalization below decides which one is current.
        try db.execute(
          sql: """
            INSERT INTO baseline (track, sceneId, environmentKey, layoutId, approvedBy,
              approvedAt, reason, replacedAt, retiredBy, retiredReason, gitCommit)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            track, sceneID, key, layoutID, try row.at(4) as String, approvedAt,
            try row.at(6) as String, replacedAt ?? approvedAt, retiredBy, retiredReason,
            try row.at(10) as String?,
          ])
        summary.baselinesAdded += 1
        try Self.normalizeBaselines(db, track: track, sceneID: sceneID, environmentKey: key)
      }
      return summary
    }
  }

  /// Orders the approvals of one track × scene × environment by time: each is replaced by the
  /// next, and the newest is current, unless retired (a retired row keeps when it was retired,
  /// and a newest one that is retired leaves the key without a current baseline).
  static func normalizeBaselines(
    _ db: Database, track: String, sceneID: Int64, environmentKey: String
  ) throws {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT id, approvedAt, retiredBy IS NOT NULL FROM baseline
        WHERE track = ? AND sceneId = ? AND environmentKey = ?
        ORDER BY approvedAt, id
        """, arguments: [track, sceneID, environmentKey])
    guard let newest = rows.last else { return }
    for (index, row) in rows.dropLast().enumerated() where !(try row.at(2) as Bool) {
      let next = rows[index + 1]
      try db.execute(
        sql: "UPDATE baseline SET replacedAt = ?, replacedById = ? WHERE id = ?",
        arguments: [try next.at(1) as String, try next.at(0) as Int64, try row.at(0) as Int64])
    }
    if try newest.at(2) as Bool { return }
    try db.execute(
      sql: "UPDATE baseline SET replacedAt = NULL, replacedById = NULL WHERE id = ?",
      arguments: [try newest.at(0) as Int64])
  }
}
