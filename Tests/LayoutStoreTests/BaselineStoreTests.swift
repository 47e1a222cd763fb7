import Foundation
import LayoutEngine
import Testing

@testable import LayoutStore

@Suite("Baselines")
struct BaselineStoreTests {
  @Test("approving a run makes its layouts the current baselines, with who, when and why")
  func approve() throws {
    let database = try StoreTesting.database()
    let run = StoreTesting.metadata()
    let results = try StoreTesting.results()
    try database.runs.record(
      results, metadata: run,
      sources: ["Form": SceneSource(file: "Examples/form.yaml", contentHash: nil)])
    let made = try database.baselines.approve(
      run: run.uuid.uuidString, approvedBy: "ana", reason: "first baseline",
      at: Date(timeIntervalSince1970: 1_700_000_000))
    #expect(made.count == results.count)
    let current = try database.baselines.current()
    #expect(current.count == results.count)
    #expect(Set(current.map(\.result)) == Set(results))
    #expect(current.allSatisfy { $0.approvedBy == "ana" && $0.reason == "first baseline" })
    #expect(current.first?.approvedAt == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(try database.baselines.current(track: "feature").isEmpty)
    #expect(try database.baselines.sourceFiles() == ["Examples/form.yaml"])
    #expect(try database.baselines.sourceFiles(track: "feature") == [])
    // Approving the same run again changes nothing
    #expect(
      try database.baselines.approve(run: run.uuid.uuidString, approvedBy: "bo", reason: "x")
        .isEmpty)
  }

  @Test("approving part of a later run replaces only those baselines and keeps the history")
  func partialApproveAndHistory() throws {
    let database = try StoreTesting.database()
    let first = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000))
    let second = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_500))
    try database.runs.record(try StoreTesting.results(fields: 6), metadata: first)
    try database.runs.record(try StoreTesting.results(fields: 4), metadata: second)
    try database.baselines.approve(
      run: first.uuid.uuidString, approvedBy: "ana", reason: "start",
      at: Date(timeIntervalSince1970: 1_700_000_010))
    let made = try database.baselines.approve(
      run: second.uuid.uuidString, scenes: ["Form"], environments: ["*/landscape/*"],
      approvedBy: "bo", reason: "two fields fewer", at: Date(timeIntervalSince1970: 1_700_000_600))
    #expect(
      made.map(\.environment.rawValue) == [
        "iphone-se-2nd-gen/landscape/keyboard-hidden", "iphone-se-2nd-gen/landscape/keyboard-shown",
      ])
    let current = try database.baselines.current(scenes: ["Form"])
    #expect(current.filter { $0.runUUID == second.uuid }.count == 2)
    #expect(current.filter { $0.runUUID == first.uuid }.count == 2)
    let history = try database.baselines.history(
      scene: "Form",
      environment: EnvironmentKey(rawValue: "iphone-se-2nd-gen/landscape/keyboard-shown"))
    #expect(history.map(\.reason) == ["two fields fewer", "start"])
    #expect(history[0].replacedAt == nil)
    #expect(history[1].replacedAt == Date(timeIntervalSince1970: 1_700_000_600))
    #expect(history[0].result.views.count == 12)
    #expect(throws: LayoutStoreError.self) {
      try database.baselines.approve(
        run: second.uuid.uuidString, scenes: ["Nope"], approvedBy: "bo", reason: "x")
    }
  }

  @Test("a run recorded with approvals stores its baselines in the same transaction, or nothing")
  func recordApprovingAtomically() throws {
    let database = try StoreTesting.database()
    let results = try StoreTesting.results()
    let portrait: Set<EnvironmentKey> = [
      EnvironmentKey(rawValue: "iphone-se-2nd-gen/portrait/keyboard-hidden")
    ]
    let summary = try database.runs.record(
      results, metadata: StoreTesting.metadata(),
      approving: [BaselineApproval(approvedBy: "ci", reason: "missing", only: ["Form": portrait])])
    #expect(summary.approved.map(\.environment) == Array(portrait))
    #expect(try database.baselines.current().map(\.scene) == ["Form"])

    // An approval that selects nothing fails the whole record: no run, no baseline.
    let failed = StoreTesting.metadata()
    #expect(throws: LayoutStoreError.self) {
      try database.runs.record(
        results, metadata: failed,
        approving: [BaselineApproval(approvedBy: "ci", reason: "typo", scenes: ["Fomr"])])
    }
    #expect(try database.runs.list().count == 1)
    #expect(throws: LayoutStoreError.unknownRun(failed.uuid.uuidString)) {
      try database.runs.load(failed.uuid.uuidString)
    }
  }
}
