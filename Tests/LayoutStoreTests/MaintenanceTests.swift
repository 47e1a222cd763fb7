import Foundation
import LayoutEngine
import Testing

@testable import LayoutStore

@Suite("Merge, prune and doctor")
struct MaintenanceTests {
  @Test("merging shard databases copies their runs and baselines; merging again changes nothing")
  func merge() throws {
    // Given two shards, each with a run; one also approved its run
    let folder = try StoreTesting.temporaryFolder()
    let shardA = try LayoutDatabase(path: folder.appendingPathComponent("a.sqlite").path)
    let shardB = try LayoutDatabase(path: folder.appendingPathComponent("b.sqlite").path)
    let runA = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000))
    let runB = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_100))
    try shardA.runs.record(try StoreTesting.results(fields: 6), metadata: runA)
    try shardB.runs.record(try StoreTesting.results(fields: 5), metadata: runB)
    try shardA.baselines.approve(run: runA.uuid.uuidString, approvedBy: "ci", reason: "main")
    try shardA.close()
    try shardB.close()
    let target = try LayoutDatabase(path: folder.appendingPathComponent("all.sqlite").path)
    // When
    let first = try target.merge(from: folder.appendingPathComponent("a.sqlite").path)
    _ = try target.merge(from: folder.appendingPathComponent("b.sqlite").path)
    let dumpAfterFirst = try target.contentDump()
    let again = try target.merge(from: folder.appendingPathComponent("a.sqlite").path)
    let againB = try target.merge(from: folder.appendingPathComponent("b.sqlite").path)
    // Then
    #expect(first == MergeSummary(runsAdded: 1, runsSkipped: 0, baselinesAdded: 8))
    #expect(again == MergeSummary(runsAdded: 0, runsSkipped: 1, baselinesAdded: 0))
    #expect(againB == MergeSummary(runsAdded: 0, runsSkipped: 1, baselinesAdded: 0))
    #expect(try target.contentDump() == dumpAfterFirst)
    #expect(try target.runs.list().map(\.metadata.uuid) == [runB.uuid, runA.uuid])
    #expect(try target.runs.load(runB.uuid.uuidString).results == StoreTesting.results(fields: 5))
    #expect(try target.baselines.current().count == 8)
    #expect(try DoctorReport.examine(path: target.path).isHealthy)
  }

  @Test("a retirement travels with a merge, also into a database that merged the baseline before")
  func mergeKeepsRetirements() throws {
    let shard = try StoreTesting.database()
    let run = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000))
    try shard.runs.record(
      try StoreTesting.results(), metadata: run,
      approving: [BaselineApproval(approvedBy: "ci", reason: "main")])
    let target = try StoreTesting.database()
    _ = try target.merge(from: shard.path)
    #expect(try target.baselines.current().count == 8)
    try shard.baselines.retire(
      scenes: ["Form"], retiredBy: "ana", reason: "gone",
      at: Date(timeIntervalSince1970: 1_700_000_100))
    _ = try target.merge(from: shard.path)
    #expect(try target.baselines.current().count == 4)
    let fresh = try StoreTesting.database()
    _ = try fresh.merge(from: shard.path)
    #expect(try fresh.baselines.current().map(\.scene).allSatisfy { $0 != "Form" })
    #expect(try fresh.scalar("SELECT COUNT(*) FROM baseline WHERE retiredBy = 'ana'") == "4")
    #expect(try DoctorReport.examine(path: fresh.path).isHealthy)
  }

  @Test("prune keeps the newest runs and every run a baseline uses, and drops unused snapshots")
  func prune() throws {
    let database = try StoreTesting.database()
    var runs: [RunMetadata] = []
    for (index, fields) in [6, 5, 4, 3, 2].enumerated() {
      let run = StoreTesting.metadata(
        at: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
      try database.runs.record(try StoreTesting.results(fields: fields), metadata: run)
      runs.append(run)
    }
    try database.baselines.approve(run: runs[0].uuid.uuidString, approvedBy: "a", reason: "old")
    try database.baselines.approve(run: runs[1].uuid.uuidString, approvedBy: "a", reason: "newer")
    let summary = try database.prune(keepRuns: 2, vacuum: true)
    #expect(summary.runsDeleted == 1)
    #expect(summary.runsKeptForBaselines == 2)
    #expect(summary.snapshotsDeleted == 4)  // the Form's four; the other scene's are shared
    #expect(
      Set(try database.runs.list().map(\.metadata.uuid))
        == Set([runs[0], runs[1], runs[3], runs[4]].map(\.uuid)))
    #expect(try DoctorReport.examine(path: database.path).isHealthy)
  }

  @Test("doctor reports a frame changed by hand, a snapshot missing rows, a wrong baseline")
  func doctor() throws {
    let database = try StoreTesting.database()
    try database.runs.record(try StoreTesting.results(), metadata: StoreTesting.metadata())
    #expect(try DoctorReport.examine(path: database.path).problems == [])
    try database.execute(
      "UPDATE viewFrame SET xPixels = xPixels + 2 WHERE snapshotId = 1 AND position = 4")
    try database.execute("DELETE FROM viewFrame WHERE snapshotId = 2 AND position = 3")
    let latest = try #require(try database.runs.latest())
    try database.baselines.approve(
      run: latest.metadata.uuid.uuidString, approvedBy: "a", reason: "b")
    try database.execute("UPDATE baseline SET environmentKey = 'x' WHERE id = 2")
    let report = try DoctorReport.examine(path: database.path)
    #expect(
      report.problems.contains(
        "baseline 2 on track main names another scene or environment than its layout"))
    #expect(report.problems.contains("snapshot 2 counts 16 views but holds 15"))
    #expect(
      report.problems.contains {
        $0.hasPrefix("snapshot 1 (scene 'Form') no longer matches its digest")
      })
  }
}

extension LayoutDatabase {
  /// Every row of the tables a merge writes, as text, ids included: equal dumps mean nothing
  /// changed.
  func contentDump() throws -> String {
    var text = ""
    let columns = [
      ("run", "id || uuid"), ("scene", "id || name"), ("runScene", "runId || '/' || sceneId"),
      ("environment", "id || key"), ("snapshot", "id || hex(digest)"),
      ("viewPath", "id || path"), ("layout", "id || '/' || snapshotId"),
      ("baseline", "id || approvedAt || coalesce(replacedAt, '-') || coalesce(replacedById, '-')"),
    ]
    for (table, value) in columns {
      text += table + ": " + (try scalar("SELECT group_concat(\(value), ',') FROM \(table)"))
      text += "\n"
    }
    text += try scalar("SELECT COUNT(*) || ' ' || SUM(xPixels) FROM viewFrame")
    return text
  }
}
