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
      try RunRecord.order(RunRecord.Columns.recordedAt, RunRecord.Columns.id)
        .select(RunRecord.Columns.uuid, as: String.self).fetchAll(db)
    }
    let sourceBaselines = try source.read("listing baselines") { db in
      try BaselineRow.fetchAll(
        db, sql: "\(BaselineRow.query) ORDER BY baseline.approvedAt, baseline.id")
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
        let (track, key, approvedAt) = (row.track, row.environmentKey, row.approvedAt)
        guard
          let layout = try LayoutRecord.fetchOne(
            db,
            sql: """
              SELECT layout.* FROM layout
              JOIN run ON run.id = layout.runId
              JOIN scene ON scene.id = layout.sceneId
              JOIN environment ON environment.id = layout.environmentId
              WHERE run.uuid = ? AND scene.name = ? AND environment.key = ?
              """, arguments: [row.runUuid, row.scene, key]),
          let layoutID = layout.id
        else { continue }
        let sceneID = layout.sceneId
        let existing = try BaselineRecord.filter(
          BaselineRecord.Columns.track == track && BaselineRecord.Columns.sceneId == sceneID
            && BaselineRecord.Columns.environmentKey == key
            && BaselineRecord.Columns.layoutId == layoutID
            && BaselineRecord.Columns.approvedAt == approvedAt
        ).fetchOne(db)
        if let existing {
          // Retired in the source since an earlier merge: the retirement comes along.
          if let retiredBy = row.retiredBy, existing.retiredBy == nil {
            try BaselineRecord.filter(key: existing.id).updateAll(
              db, BaselineRecord.Columns.replacedAt.set(to: row.replacedAt),
              BaselineRecord.Columns.replacedById.set(to: nil),
              BaselineRecord.Columns.retiredBy.set(to: retiredBy),
              BaselineRecord.Columns.retiredReason.set(to: row.retiredReason))
            try Self.normalizeBaselines(db, track: track, sceneID: sceneID, environmentKey: key)
          }
          continue
        }
        // Inserted as replaced (the partial unique index allows one current row); the
        // normalization below decides which one is current.
        var baseline = BaselineRecord(
          track: track, sceneId: sceneID, environmentKey: key, layoutId: layoutID,
          approvedBy: row.approvedBy, approvedAt: approvedAt, reason: row.reason,
          replacedAt: row.replacedAt ?? approvedAt, retiredBy: row.retiredBy,
          retiredReason: row.retiredReason, gitCommit: row.approvalCommit)
        try baseline.insert(db)
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
    let rows = try BaselineRecord.filter(
      BaselineRecord.Columns.track == track && BaselineRecord.Columns.sceneId == sceneID
        && BaselineRecord.Columns.environmentKey == environmentKey
    ).order(BaselineRecord.Columns.approvedAt, BaselineRecord.Columns.id).fetchAll(db)
    guard let newest = rows.last else { return }
    for (index, row) in rows.dropLast().enumerated() where row.retiredBy == nil {
      let next = rows[index + 1]
      try BaselineRecord.filter(key: row.id).updateAll(
        db, BaselineRecord.Columns.replacedAt.set(to: next.approvedAt),
        BaselineRecord.Columns.replacedById.set(to: next.id))
    }
    if newest.retiredBy != nil { return }
    try BaselineRecord.filter(key: newest.id).updateAll(
      db, BaselineRecord.Columns.replacedAt.set(to: nil),
      BaselineRecord.Columns.replacedById.set(to: nil))
  }
}
