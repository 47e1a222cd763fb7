import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import LayoutStore

@Suite("Scripts/queries.sql, the sqlite3 cookbook")
struct QueriesCookbookTests {
  /// The cookbook's statements, in order, without their comments.
  static func queries() throws -> [String] {
    let url = TestPackage.root.appendingPathComponent("Scripts/queries.sql")
    let text = try String(contentsOf: url, encoding: .utf8)
    let code = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
      .joined(separator: "\n")
    return code.components(separatedBy: ";\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// Two runs of the Form (12 fields, then 11, with the last field made to stay under the
  /// keyboard) and TN2154's pure approach on three iPhones; the first run is the baseline.
  static func populated() throws -> LayoutDatabase {
    let catalog = try DeviceCatalog.standard
    let devices = try ["iphone-se-2nd-gen", "iphone-16", "iphone-16-pro-max"].map {
      try catalog.device(for: $0)
    }
    func layouts(fields: Int) throws -> [LayoutResult] {
      var results: [LayoutResult] = []
      for scene in [
        try SeedScenes.form(fields: fields),
        try SeedScenes.pureApproach(imageSize: Size(width: 100, height: 100)),
      ] {
        var engine = try AutoLayoutEngine(scene: scene)
        for environment in Environment.matrix(devices: devices) {
          results.append(try engine.layout(in: environment))
        }
      }
      return results
    }
    let database = try StoreTesting.database()
    let first = StoreTesting.metadata(at: Date(timeIntervalSince1970: 1_700_000_000), commit: "c1")
    try database.runs.record(try layouts(fields: 12), metadata: first)
    try database.baselines.approve(
      run: first.uuid.uuidString, approvedBy: "ana", reason: "first",
      at: Date(timeIntervalSince1970: 1_700_000_001))
    var second = try layouts(fields: 11)
    for index in second.indices
    where EnvironmentKey(second[index].environment).rawValue
      == "iphone-se-2nd-gen/landscape/keyboard-shown" && second[index].scene == "Form"
    {
      for field in second[index].textFields.indices
      where second[index].textFields[field].id == "field5" {
        second[index].textFields[field].isVisibleAboveKeyboard = false
      }
    }
    let secondRun = StoreTesting.metadata(
      at: Date(timeIntervalSince1970: 1_700_000_100), commit: "c2")
    try database.runs.record(second, metadata: secondRun)
    return database
  }

  @Test("the cookbook has fourteen questions and every one runs")
  func everyQueryRuns() throws {
    let queries = try Self.queries()
    #expect(queries.count == 14)
    let database = try Self.populated()
    for query in queries {
      #expect(throws: Never.self, "\(query)") { _ = try database.rows(query) }
    }
  }

  @Test("the answers to questions 1 to 6 are the populated database's")
  func answers() throws {
    let queries = try Self.queries()
    let database = try Self.populated()
    // 1. field5 became covered in the second run
    let covered = try database.rows(queries[0])
    #expect(covered.count == 1)
    #expect(covered.first?.last == "c2")
    // 2. twelve fields scroll on the iPhone 16 (852 pt) but not on the Pro Max (956 pt)
    #expect(try database.rows(queries[1]) == [["Form"]])
    // 3. field3's frame at both commits, newest first
    #expect(
      try database.rows(queries[2]).map { [$0[0]] + $0[2...].map { $0 } } == [
        ["c2", "20.0", "352.0", "335.0", "34.0"], ["c1", "20.0", "352.0", "335.0", "34.0"],
      ])
    // 4. the latest run lost label11 and field11, and the content got shorter
    let drift = try database.rows(queries[3])
    #expect(
      drift.contains([
        "Form", "iphone-se-2nd-gen/portrait/keyboard-hidden", "label11", "removed", "NULL", "NULL",
        "NULL", "NULL",
      ]))
    #expect(
      drift.contains([
        "Form", "iphone-se-2nd-gen/portrait/keyboard-hidden", "content", "resized", "0.0", "0.0",
        "0.0", "-66.5",
      ]))
    #expect(!drift.contains { $0[1].contains("iphone-16") && $0[0] == "TN2154 pure approach" })
    // 5. 24 current baselines, approved by ana
    let baselines = try database.rows(queries[4])
    #expect(baselines.count == 24)
    #expect(baselines.allSatisfy { $0[4] == "ana" && $0[6] == "first" })
    // 6. one approval of the Form on the SE in portrait
    #expect(
      try database.rows(queries[5]).map { [$0[1], $0[2], $0[4]] } == [["ana", "first", "c1"]])
  }

  @Test("the history views answer questions 11 to 14 with the populated database's changes")
  func historyAnswers() throws {
    let queries = try Self.queries()
    let database = try Self.populated()
    // 11. the content lost a field's height at c2 (66.5 pt, 66.33 in whole pixels at 3x)
    let last = try #require(try database.rows(queries[10]).first)
    #expect(
      Array(last[1...]) == [
        "c2", "iphone-16-pro-max/landscape/keyboard-hidden", "resized", "0.0", "0.0", "0.0",
        "-66.33",
      ])
    // 12. each of the Form's 12 layouts changed once; TN2154's did not change
    let churn = try database.rows(queries[11])
    #expect(churn.count == 10)
    #expect(churn.allSatisfy { $0[0] == "Form" && $0[2] == "1" })
    // 13. the latest Form (11 fields, 871.5 pt; 869.67 in whole pixels at 3x) scrolls on every
    // device in landscape and on all but the Pro Max in portrait; TN2154's fits everywhere
    #expect(
      try database.rows(queries[12]) == [
        ["Form", "iphone-16", "landscape", "scroll", "869.67"],
        ["Form", "iphone-16", "portrait", "scroll", "869.67"],
        ["Form", "iphone-16-pro-max", "landscape", "scroll", "869.67"],
        ["Form", "iphone-se-2nd-gen", "landscape", "scroll", "871.5"],
        ["Form", "iphone-se-2nd-gen", "portrait", "scroll", "871.5"],
      ])
    // 14. field5 was left under the keyboard once, on the SE in landscape, at c2
    #expect(
      try database.rows(queries[13]).map { [$0[0], $0[1], $0[3], $0[4], $0[5]] } == [
        ["iphone-se-2nd-gen", "landscape", "c2", "1", "Form field5"]
      ])
  }

  @Test("history --moves/--churn/--scrolling/--under-keyboard read the same views")
  func historyQuestions() throws {
    let history = try Self.populated().history
    let moves = try history.moves(scene: "Form", view: "content", environments: nil, limit: 100)
    #expect(moves.count == 12)
    #expect(
      moves.allSatisfy { $0.change == "resized" && abs($0.height - $0.fromHeight + 66.5) < 0.5 })
    #expect(moves.allSatisfy { $0.gitCommit == "c2" })
    let churn = try history.churn(runs: 1, scene: nil, environments: ["iphone-16/*"], limit: 100)
    #expect(
      churn.map(\.environment).sorted() == [
        "iphone-16/landscape/keyboard-hidden", "iphone-16/landscape/keyboard-shown",
        "iphone-16/portrait/keyboard-hidden", "iphone-16/portrait/keyboard-shown",
      ])
    #expect(churn.allSatisfy { $0.changes == 1 && $0.lastCommit == "c2" })
    let under = try history.fieldsUnderKeyboard(scene: nil, environments: nil, limit: 10)
    #expect(under.map(\.viewId) == ["field5"])
    #expect(under.first?.deviceId == "iphone-se-2nd-gen")
    let scrolling = try history.scrolling(
      scene: "Form", environments: ["*/keyboard-hidden"], limit: 100)
    #expect(scrolling.allSatisfy { $0.scrollsVertically && !$0.scrollsHorizontally })
  }
}
