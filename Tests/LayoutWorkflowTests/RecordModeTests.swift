import CommandLineTesting
import Foundation
import Testing

@testable import LayoutWorkflow

@Suite("Record modes")
struct RecordModeTests {
  @Test("never when CI is set (so a retried job cannot pass by recording), else missing")
  func defaults() {
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "1"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    #expect(RecordMode.default(environment: [:]) == .missing)
  }
}

/// The record modes end to end, with the real binary.
@Suite(
  "Record modes (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct RecordModeCommandTests {
  @Test("LAYOUTDB_RECORD picks the mode without --record; --record wins; a bad value exits 2")
  func variable() throws {
    #expect(try RecordMode.resolved(environment: ["LAYOUTDB_RECORD": "failed"]) == .failed)
    #expect(try RecordMode.resolved(environment: ["LAYOUTDB_RECORD": "", "CI": "1"]) == .never)
    #expect(try RecordMode.resolved(environment: ["LAYOUTDB_RECORD": "all", "CI": "1"]) == .all)
    let workspace = try WorkflowCommandTests.Workspace()
    let bad = try workspace.run(["check", "form.yaml"], environment: ["LAYOUTDB_RECORD": "some"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr
        == "LAYOUTDB_RECORD=some is not a record mode; use one of missing, all, failed, never\n")
    #expect(!FileManager.default.fileExists(atPath: workspace.database))
    let never = try workspace.run(
      ["check", "form.yaml", "--record", "never"], environment: ["LAYOUTDB_RECORD": "all"])
    #expect(never.status == 1)
    #expect(never.stdout.contains("missing on track main and not recorded"))
  }

  @Test("--record all exits 0 when every layout already is its baseline, 1 when it changed one")
  func allUnchanged() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let same = try workspace.run(["check", "--record", "all"])
    #expect(same.status == 0, "\(same.stdout)")
    #expect(same.stdout.contains("recorded  nothing: every layout is its baseline already"))
    #expect(same.stdout.contains("Result: clean (no drift in 4 comparisons)."))
    try workspace.breakScene()
    let changed = try workspace.run(["check"], environment: ["LAYOUTDB_RECORD": "all"])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("recorded  4 changed layouts as the baselines of main"))
    #expect(try workspace.run(["check"]).status == 0)
  }

  @Test("failed re-records what drifted (and what had no baseline), then the next check passes")
  func failedRecordsDrift() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    try workspace.breakScene()
    let failed = try workspace.run(["check"], environment: ["LAYOUTDB_RECORD": "failed"])
    #expect(failed.status == 1)
    let recorded = failed.stdout.split(separator: "\n").filter {
      $0.hasSuffix("(drifted: re-recorded as the baseline)")
    }
    #expect(recorded.count == 4, "\(failed.stdout)")
    #expect(failed.stdout.contains("Result: re-recorded 4 baselines (drifted or missing"))
    let again = try workspace.run(["check"])
    #expect(again.status == 0, "\(again.stdout)")
  }
}
