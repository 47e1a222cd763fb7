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
    #expect(made.approved.count == results.count)
    let current = try database.baselines.current()
    #expect(current.count == results.count)
    #expect(Set(current.map(\.result)) == Set(results))
    #expect(current.allSatisfy { $0.approvedBy == "ana" && $0.reason == "first baseline" })
    #expect(current.first?.approvedAt == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(try database.baselines.current(track: "feature").isEmpty)
    #expect(try database.baselines.sourceFiles() == ["Examples/form.yaml"])
    #expect(try database.baselines.sourceFiles(track: "feature") == [])
    // Approving the same run again changes nothing
    let again = try database.baselines.approve(
      run: run.uuid.uuidString, approvedBy: "bo", reason: "x")
    #expect(again.isEmpty && again.unchanged == results.count)
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
      made.approved.map(\.environment.rawValue) == [
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

  @Test(
    "a later run with identical layouts keeps their baselines (approval and reason); only changed ones are approved"
  )
  func unchangedLayoutsKeepTheirBaselines() throws {
    let database = try StoreTesting.database()
    let first = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000))
    let second = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_500))
    try database.runs.record(
      try StoreTesting.results(fields: 6), metadata: first,
      approving: [BaselineApproval(approvedBy: "ana", reason: "start")])
    // The second run changes the form (4 layouts), not the pure-approach scene (4 layouts).
    try database.runs.record(try StoreTesting.results(fields: 4), metadata: second)
    let changes = try database.baselines.approve(
      run: second.uuid.uuidString, approvedBy: "bo", reason: "two fields fewer")
    #expect(changes.approved.count == 4)
    #expect(Set(changes.approved.map(\.scene)) == ["Form"])
    #expect(changes.unchanged == 4)
    #expect(changes.retired.isEmpty)
    let current = try database.baselines.current()
    #expect(current.filter { $0.reason == "start" }.count == 4)
    #expect(current.filter { $0.reason == "two fields fewer" }.count == 4)
    #expect(try database.scalar("SELECT COUNT(*) FROM baseline") == "12")
  }

  @Test(
    "approving a run retires what its files no longer lay out; a narrowed run retires only removed scenes"
  )
  func approvingRetiresGone() throws {
    let database = try StoreTesting.database()
    let all = try StoreTesting.results()
    let source = SceneSource(file: "./screens.yaml", contentHash: nil)
    let sources = Dictionary(uniqueKeysWithValues: Set(all.map(\.scene)).map { ($0, source) })
    try database.runs.record(
      all, metadata: StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000)),
      sources: sources, approving: [BaselineApproval(approvedBy: "ana", reason: "start")])
    let scenes = Array(Set(all.map(\.scene))).sorted()
    #expect(scenes.count == 2)

    // Narrowed (portrait only) and without the second scene: the scene is retired, the
    // landscape baselines of the first are kept (the run says nothing about them).
    var narrowed = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_100))
    narrowed.allEnvironments = false
    let portrait = all.filter {
      $0.scene == scenes[0] && $0.environment.orientation == .portrait
    }
    let first = try database.runs.record(
      portrait, metadata: narrowed,
      sources: [scenes[0]: SceneSource(file: "screens.yaml", contentHash: nil)],
      approving: [BaselineApproval(approvedBy: "bo", reason: "second scene removed")])
    #expect(
      first.baselineChanges.retired.map(\.scene) == [scenes[1], scenes[1], scenes[1], scenes[1]])
    #expect(first.baselineChanges.unchanged == 2)
    #expect(first.baselineChanges.retired.allSatisfy { $0.retiredBy == "bo" })
    #expect(try database.baselines.current().count == 4)

    // The same layouts from a run that laid out everything its file asks for: landscape is gone.
    var complete = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_200))
    complete.allEnvironments = true
    let second = try database.runs.record(
      portrait, metadata: complete,
      sources: [scenes[0]: SceneSource(file: "screens.yaml", contentHash: nil)],
      approving: [BaselineApproval(approvedBy: "bo", reason: "portrait only")])
    #expect(second.baselineChanges.retired.count == 2)
    #expect(
      second.baselineChanges.retired.allSatisfy { $0.environment.rawValue.contains("/landscape/") })
    #expect(try database.baselines.current().count == 2)
    // History keeps every row and every run; the SQL views show only current baselines.
    #expect(try database.scalar("SELECT COUNT(*) FROM baseline") == "8")
    #expect(try database.scalar("SELECT COUNT(*) FROM baseline WHERE retiredBy IS NOT NULL") == "6")
    #expect(try database.scalar("SELECT COUNT(*) FROM currentBaseline") == "2")
    #expect(try database.runs.list().count == 3)
    let history = try database.baselines.history(
      scene: scenes[0],
      environment: EnvironmentKey(rawValue: "iphone-se-2nd-gen/landscape/keyboard-hidden"))
    #expect(history.first?.retiredReason?.hasSuffix("portrait only") == true)
    #expect(try DoctorReport.examine(path: database.path).isHealthy)
  }

  @Test(
    "retire takes scenes or files and environment filters; it refuses a selection that matches nothing"
  )
  func retire() throws {
    let database = try StoreTesting.database()
    let results = try StoreTesting.results()
    let scenes = Array(Set(results.map(\.scene))).sorted()
    try database.runs.record(
      results, metadata: StoreTesting.metadata(),
      sources: [
        scenes[0]: SceneSource(file: "a.yaml", contentHash: nil),
        scenes[1]: SceneSource(file: "b.yaml", contentHash: nil),
      ], approving: [BaselineApproval(approvedBy: "ana", reason: "start")])
    let landscape = try database.baselines.retire(
      scenes: [scenes[0]], environments: ["*/landscape/*"], retiredBy: "bo", reason: "portrait only"
    )
    #expect(landscape.count == 2)
    let file = try database.baselines.retire(
      files: ["./b.yaml"], retiredBy: "bo", reason: "deleted")
    #expect(file.map(\.scene) == Array(repeating: scenes[1], count: 4))
    #expect(try database.baselines.current().count == 2)
    #expect(try database.baselines.sourceFiles() == ["a.yaml"])
    #expect(
      throws: LayoutStoreError.nothingToRetire(
        track: "main", selection: "file(s) b.yaml", scenes: [scenes[0]])
    ) {
      try database.baselines.retire(files: ["b.yaml"], retiredBy: "bo", reason: "again")
    }
  }
}
