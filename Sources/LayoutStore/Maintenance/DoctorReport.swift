import Foundation
import GRDB

/// What `layoutdb doctor` found: problems (the file is damaged or inconsistent) and notes
/// (worth knowing, nothing wrong).
public struct DoctorReport: Sendable, Hashable {
  public var problems: [String]
  public var notes: [String]
  public var isHealthy: Bool { problems.isEmpty }

  /// Checks a database without changing it: SQLite's `integrity_check` and
  /// `foreign_key_check`, the schema's migrations, then layoutdb's own rules (each snapshot
  /// holds the views it counts, in positions 0...n-1, and still has the digest of its content;
  /// baselines agree with their layouts; one current baseline per key; no run without layouts).
  ///
  /// - Throws: ``LayoutStoreError`` when the file is missing, not SQLite, or another
  ///   program's database.
  public static func examine(path: String) throws(LayoutStoreError) -> DoctorReport {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .cannotOpen(path: path, reason: "no such file")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(30)
    do {
      let queue = try DatabaseQueue(
        path: LayoutDatabase.immutableURI(for: path) ?? path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in try examine(db, path: path) }
    } catch {
      let failure = LayoutDatabase.storeError(
        error, path: path, operation: "examining the database")
      // Damage is what doctor is for: a finding, not a reason to send the user back to doctor.
      guard case .corrupt(_, let message) = failure else { throw failure }
      return damaged(path: path, message: message, configuration: configuration)
    }
  }

  /// The report on a file SQLite calls damaged: its message, what `integrity_check` can still
  /// say, and the ways out.
  private static func damaged(path: String, message: String, configuration: Configuration)
    -> DoctorReport
  {
    var problems = ["SQLite reports the file damaged: \(message)"]
    let integrity = try? DatabaseQueue(
      path: LayoutDatabase.immutableURI(for: path) ?? path, configuration: configuration
    ).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check(20)") }
    problems += (integrity ?? []).filter { $0 != "ok" }.map { "SQLite integrity check: \($0)" }
    return DoctorReport(
      problems: problems,
      notes: [
        "restore \(path) from a copy (the repository's, or main's CI artifact), or salvage what "
          + "is readable with `sqlite3 \(path) .recover | sqlite3 recovered.sqlite`"
      ])
  }

  private static func examine(_ db: Database, path: String) throws -> DoctorReport {
    var report = DoctorReport(problems: [], notes: [])
    let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
    let tableCount =
      try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'") ?? 0
    if application != LayoutDatabase.applicationID {
      if application != 0 || tableCount > 0 { throw LayoutStoreError.foreignDatabase(path: path) }
      report.notes.append("the database is empty: the first record creates its schema")
      return report
    }
    let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
    if integrity != ["ok"] {
      report.problems += integrity.map { "SQLite integrity check: \($0)" }
    }
    for row in try ForeignKeyViolation.fetchAll(db, sql: "PRAGMA foreign_key_check") {
      report.problems.append(
        "\(row.table) row \(row.rowid.map(String.init) ?? "?") points at a missing \(row.parent) row"
      )
    }
    let applied = try SchemaMigrations.applied(db)
    let known = SchemaMigrations.identifiers
    let unknown = applied.filter { !known.contains($0) }
    if !unknown.isEmpty {
      report.notes.append(
        "written by a newer layoutdb (migrations \(unknown.joined(separator: ", "))): "
          + "only SQLite's checks were run")
      return report
    }
    let missing = known.filter { !applied.contains($0) }
    if !missing.isEmpty {
      report.notes.append(
        "older schema: migrations \(missing.joined(separator: ", ")) apply on the next write")
      if !applied.contains(known[0]) { return report }
    }
    try checkSnapshots(db, into: &report)
    try checkBaselines(db, into: &report)
    for uuid in try String.fetchAll(
      db, sql: "SELECT uuid FROM run WHERE id NOT IN (SELECT runId FROM layout)")
    {
      report.problems.append("run \(uuid) has no layouts")
    }
    let unused =
      try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM snapshot WHERE id NOT IN (SELECT snapshotId FROM layout)")
      ?? 0
    if unused > 0 {
      report.notes.append("\(unused) snapshot(s) used by no layout (prune removes them)")
    }
    let runs = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM run") ?? 0
    let layouts = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM layout") ?? 0
    let frames = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM viewFrame") ?? 0
    report.notes.append("\(runs) run(s), \(layouts) layout(s), \(frames) stored view frame(s)")
    return report
  }

  private static func checkSnapshots(_ db: Database, into report: inout DoctorReport) throws {
    let counts = try SnapshotCount.fetchAll(
      db,
      sql: """
        SELECT snapshot.id, snapshot.viewCount, COUNT(viewFrame.position) AS stored,
          COALESCE(MAX(viewFrame.position), -1) AS last
        FROM snapshot LEFT JOIN viewFrame ON viewFrame.snapshotId = snapshot.id
        GROUP BY snapshot.id
        """)
    for row in counts {
      let (id, expected, stored, last) = (row.id, row.viewCount, row.stored, row.last)
      if expected != stored {
        report.problems.append("snapshot \(id) counts \(expected) views but holds \(stored)")
      } else if last != stored - 1 {
        report.problems.append("snapshot \(id) has gaps in its view positions")
      }
    }
    // Each snapshot read back must still have the digest it was stored under: a frame edited
    // by hand would otherwise be shared silently by every run that finds it.
    var reader = LayoutReader(db)
    let layouts = try LayoutDigest.fetchAll(
      db,
      sql: """
        SELECT MIN(layout.id) AS layoutId, scene.name AS scene, layout.environmentId,
          layout.snapshotId, snapshot.digest
        FROM layout JOIN scene ON scene.id = layout.sceneId
        JOIN snapshot ON snapshot.id = layout.snapshotId
        GROUP BY layout.snapshotId
        """)
    for row in layouts {
      let snapshotID = row.snapshotId
      let stored = row.digest
      do {
        let result = try reader.result(
          LayoutReader.LayoutRow(
            layoutID: row.layoutId, scene: row.scene, environmentID: row.environmentId,
            snapshotID: snapshotID))
        let content = try SnapshotContent(result)
        if Data(content.digest) != stored {
          report.problems.append(
            "snapshot \(snapshotID) (scene '\(result.scene)') no longer matches its digest: "
              + "its rows were changed after recording")
        }
      } catch {
        report.problems.append("snapshot \(snapshotID) cannot be read: \(error)")
      }
    }
  }

  private static func checkBaselines(_ db: Database, into report: inout DoctorReport) throws {
    for row in try BaselineRecord.fetchAll(
      db,
      sql: """
        SELECT baseline.*
        FROM baseline
        JOIN layout ON layout.id = baseline.layoutId
        JOIN environment ON environment.id = layout.environmentId
        LEFT JOIN scene ON scene.id = baseline.sceneId
        WHERE baseline.environmentKey != environment.key OR layout.sceneId != baseline.sceneId
        """)
    {
      report.problems.append(
        "baseline \(row.id ?? 0) on track \(row.track) names another scene or environment than"
          + " its layout")
    }
    for row in try TrackKey.fetchAll(
      db,
      sql: """
        SELECT track, environmentKey FROM baseline WHERE replacedAt IS NULL
        GROUP BY track, sceneId, environmentKey HAVING COUNT(*) > 1
        """)
    {
      report.problems.append(
        "track \(row.track) has several current baselines for \(row.environmentKey)")
    }
  }
}

/// A row of `PRAGMA foreign_key_check` (https://sqlite.org/pragma.html#pragma_foreign_key_check):
/// the table, the rowid (NULL in a WITHOUT ROWID table) and the table it points into.
private struct ForeignKeyViolation: Decodable, FetchableRecord {
  var table: String
  var rowid: Int64?
  var parent: String
}

/// How many views a snapshot counts, how many it holds, and its last position.
private struct SnapshotCount: Decodable, FetchableRecord {
  var id: Int64
  var viewCount: Int
  var stored: Int
  var last: Int
}

/// A track and an environment key that have more than one current baseline.
private struct TrackKey: Decodable, FetchableRecord {
  var track: String
  var environmentKey: String
}

/// The first layout of a snapshot, and the digest the snapshot was stored under.
private struct LayoutDigest: Decodable, FetchableRecord {
  var layoutId: Int64
  var scene: String
  var environmentId: Int64
  var snapshotId: Int64
  var digest: Data
}
