import Foundation
import LayoutEngine
import Testing

@testable import LayoutStore

@Suite("Recording and loading runs")
struct RunStoreTests {
  @Test("a run loads back equal to what was recorded, on 1x, 2x and 3x devices")
  func roundTrip() throws {
    // Given layouts on devices of every scale, with keyboards shown (text fields) and hidden
    let results = try StoreTesting.results(devices: [
      "iphone-se-2nd-gen", "iphone-16-pro-max", "iphone-4s", "ipad-pro-13-inch-m4",
    ])
    let database = try StoreTesting.database()
    let metadata = StoreTesting.metadata()
    // When
    try database.runs.record(
      results, metadata: metadata,
      sources: ["Form": SceneSource(file: "form.yaml", contentHash: "ab")])
    let loaded = try database.runs.load(metadata.uuid.uuidString)
    // Then every Double is the same
    #expect(loaded.results.count == results.count)
    for (stored, original) in zip(loaded.results, results) {
      #expect(stored.environment == original.environment)
      #expect(stored.views == original.views)
      #expect(stored.scrollViews == original.scrollViews)
      #expect(stored.textFields == original.textFields)
      #expect(stored.diagnostics == original.diagnostics)
    }
    #expect(loaded.results == results)
    #expect(loaded.sources == ["Form": SceneSource(file: "form.yaml", contentHash: "ab")])
    #expect(loaded.metadata.gitCommit == "0123456789abcdef")
    #expect(loaded.metadata.gitDirty == false)
  }
}

@Suite("Storage details")
struct StorageDetailTests {
  @Test("an unchanged layout recorded again shares its rows: the second run adds no frames")
  func deduplication() throws {
    let database = try StoreTesting.database()
    let results = try StoreTesting.results()
    try database.runs.record(results, metadata: StoreTesting.metadata())
    let frames = try database.pragmaCount("SELECT COUNT(*) FROM viewFrame")
    try database.runs.record(results, metadata: StoreTesting.metadata())
    #expect(try database.pragmaCount("SELECT COUNT(*) FROM viewFrame") == frames)
    #expect(try database.pragmaCount("SELECT COUNT(*) FROM layout") == 2 * results.count)
    #expect(try database.runs.list().count == 2)
  }

  @Test("a scene laid out twice in one environment of a run is refused and nothing is written")
  func duplicateLayout() throws {
    let database = try StoreTesting.database()
    let results = try StoreTesting.results()
    #expect(
      throws: LayoutStoreError.duplicateLayout(
        scene: "Form", environment: "iphone-se-2nd-gen/portrait/keyboard-hidden")
    ) {
      try database.runs.record(results + [results[0]], metadata: StoreTesting.metadata())
    }
    #expect(try database.runs.list().isEmpty)
  }

  @Test("frames off the pixel grid (a device dump's) load back exactly; SQL shows whole pixels")
  func offGrid() throws {
    var result = try StoreTesting.results()[0]
    result.views[3].frame = Rect(x: 10.123456, y: -0.25, width: 1e-9, height: 5000.987654321)
    result.views[3].windowFrame = Rect(x: 1e6 / 7, y: 2, width: 3, height: 4)
    let database = try StoreTesting.database()
    let metadata = StoreTesting.metadata()
    try database.runs.record([result], metadata: metadata)
    #expect(try database.runs.load(metadata.uuid.uuidString).results == [result])
    #expect(
      try database.pragmaCount(
        "SELECT xPixels FROM viewFrame WHERE position = 3") == 20)
  }

  @Test("a NaN frame is refused with the view's name")
  func notFinite() throws {
    var result = try StoreTesting.results()[0]
    result.views[2].frame.x = .nan
    let database = try StoreTesting.database()
    #expect(throws: LayoutStoreError.self) {
      try database.runs.record([result], metadata: StoreTesting.metadata())
    }
    #expect(try database.runs.list().isEmpty)
  }

  @Test("loading filters by scene and environment; runs resolve from a UUID prefix")
  func filters() throws {
    let database = try StoreTesting.database()
    let metadata = StoreTesting.metadata()
    try database.runs.record(try StoreTesting.results(), metadata: metadata)
    let prefix = String(metadata.uuid.uuidString.lowercased().prefix(8))
    let landscape = try database.runs.load(
      prefix, scenes: ["Form"], environments: ["*/landscape/*"])
    #expect(
      landscape.results.map { EnvironmentKey($0.environment).rawValue } == [
        "iphone-se-2nd-gen/landscape/keyboard-hidden", "iphone-se-2nd-gen/landscape/keyboard-shown",
      ])
    #expect(throws: LayoutStoreError.unknownRun("ffffffff")) {
      _ = try database.runs.load("ffffffff")
    }
    #expect(try database.runs.latest()?.metadata.uuid == metadata.uuid)
  }

  @Test("a view's frame history across runs, newest first")
  func frameHistory() throws {
    let database = try StoreTesting.database()
    let old = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000), commit: "old")
    let new = StoreTesting.metadata(
      at: Date(timeIntervalSince1970: 1_700_000_100), commit: "new", dirty: true)
    try database.runs.record(try StoreTesting.results(fields: 6), metadata: old)
    try database.runs.record(try StoreTesting.results(fields: 3), metadata: new)
    let history = try database.history.frames(
      scene: "Form", view: "field2", environments: ["iphone-se-2nd-gen/portrait/keyboard-hidden"])
    #expect(history.map(\.gitCommit) == ["new", "old"])
    #expect(history.map { $0.commitLabel() } == ["new-dirty", "old"])
    #expect(history.map(\.gitDirty) == [true, false])
    // The moves and churn the second run made are filed under its commit, `-dirty` as well,
    // as `layoutdb history` lists that run
    let moves = try database.history.moves(
      scene: "Form", view: nil, environments: nil, limit: 100)
    #expect(!moves.isEmpty)
    #expect(Set(moves.map { $0.commitLabel() }) == ["new-dirty"])
    let churn = try database.history.churn(
      runs: 20, scene: "Form", environments: nil, limit: 100)
    #expect(!churn.isEmpty)
    #expect(Set(churn.map { $0.lastCommitLabel() }) == ["new-dirty"])
    #expect(
      history.map(\.view.frame) == [
        Rect(x: 20, y: 285.5, width: 335, height: 34),
        Rect(x: 20, y: 285.5, width: 335, height: 34),
      ])
    #expect(
      try database.history.frames(scene: "Form", view: "root/scroll/content/field5").count == 4)
  }
}

extension LayoutDatabase {
  func pragmaCount(_ sql: String) throws -> Int {
    Int(try scalar(sql)) ?? -1
  }
}
