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
    for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
      let table: String = try row.at(0)
      let rowID: Int64? = try row.at(1)
      let parent: String = try row.at(2)
      report.problems.append(
        "\(table) row \(rowID.map(String.init) ?? "?") points at a missing \(parent) row")
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
    let counts = try Row.fetchAll(
      db,
      sql: """
        SELECT snapshot.id, snapshot.viewCount, COUNT(viewFrame.position),
          COALESCE(MAX(viewFrame.position), -1)
        FROM snapshot LEFT JOIN viewFrame ON viewFrame.snapshotId = snapshot.id
        GROUP BY snapshot.id
        """)
    for row in counts {
      let id: Int64 = try row.at(0)
      let expected: Int = try row.at(1)
      let stored: Int = try row.at(2)
      let last: Int = try row.at(3)
      if expected != stored {
        report.problems.append("snapshot \(id) counts \(expected) views but holds \(stored)")
      } else if last != stored - 1 {
        report.problems.append("snapshot \(id) has gaps in its view positions")
      }
    }
    // Each snapshot read back must still have the digest it was stored under: a frame edited
    // by hand would otherwise be shared silently by every run that finds it.
    var reader = LayoutReader(db)
    let layouts = try Row.fetchAll(
      db,
      sql: """
        SELECT MIN(layout.id), scene.name, layout.environmentId, layout.snapshotId, snapshot.digest
        FROM layout JOIN scene ON scene.id = layout.sceneId
        JOIN snapshot ON snapshot.id = layout.snapshotId
        GROUP BY layout.snapshotId
        """)
    for row in layouts {
      let snapshotID: Int64 = try row.at(3)
      let stored: Data = try row.at(4)
      do {
        let result = try reader.result(
          LayoutReader.LayoutRow(
            layoutID: try row.at(0), scene: try row.at(1), environmentID: try row.at(2),
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
    for row in try Row.fetchAll(
      db,
      sql: """
        SELECT baseline.id, baseline.track, scene.name, baseline.environmentKey, environment.key,
          layout.sceneId = baseline.sceneId
        FROM baseline
        JOIN layout ON layout.id = baseline.layoutId
        JOIN environment ON environment.id = layout.environmentId
        LEFT JOIN scene ON scene.id = baseline.sceneId
        WHERE baseline.environmentKey != environment.key OR layout.sceneId != baseline.sceneId
        """)
    {
      let id: Int64 = try row.at(0)
      let track: String = try row.at(1)
      report.problems.append(
        "baseline \(id) on track \(track) names another scene or environment than its layout")
    }
    for row in try Row.fetchAll(
      db,
      sql: """
        SELECT track, sceneId, environmentKey, COUNT(*) FROM baseline WHERE replacedAt IS NULL
        GROUP BY track, sceneId, environmentKey HAVING COUNT(*) > 1
        """)
    {
      let track: String = try row.at(0)
      let key: String = try row.at(2)
      report.problems.append("track \(track) has several current baselines for \(key)")
    }
  }
}
