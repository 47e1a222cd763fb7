import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// The same inputs recorded by separate `layoutdb` processes store the same snapshot for every
/// scene × environment. Separate processes matter: Swift seeds dictionary order per process and
/// the allocator hands out other addresses, which is how a conflict log once named a freed
/// constraint's neighbour (3 of 4,768 corpus layouts drifted between identical records).
@Suite(
  "Recording the same inputs twice stores the same snapshots",
  .serialized, .enabled(if: LayoutDBCommand.binary != nil, "build layoutdb first"))
struct RecordDeterminismTests {
  /// The shared corpora of real Interface Builder files beside the checkout (not in a clone).
  static let corpusFolders = ["corpus/storyboards", "corpus-2/storyboards"].map {
    TestPackage.root.deletingLastPathComponent()
      .appendingPathComponent("shared/\($0)")
  }

  static var corpusFiles: [String] {
    corpusFolders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        .map { folder.appendingPathComponent($0).path }
    }
  }

  /// Records `inputs` `times` times into one new database (one process each) and returns it
  /// with the runs' UUIDs.
  static func recordRepeatedly(_ inputs: [String], options: [String] = [], times: Int) throws
    -> (database: LayoutDatabase, path: String, runs: [String])
  {
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("twice.sqlite").path
    var runs: [String] = []
    for _ in 0..<times {
      let outcome = try LayoutDBCommand.run(["record"] + inputs + options + ["--db", path])
      try #require(outcome.status == 0, "\(outcome.stderr)")
      runs.append(String(outcome.stdout.prefix { $0 != "\n" }))
    }
    return (try LayoutDatabase(path: path, mode: .readOnly), path, runs)
  }

  /// Each scene × environment whose runs stored more than one snapshot.
  static func drifting(in database: LayoutDatabase) throws -> [[String]] {
    try database.rows(
      """
      SELECT scene.name, environment.key, COUNT(DISTINCT layout.snapshotId)
      FROM layout
      JOIN scene ON scene.id = layout.sceneId
      JOIN environment ON environment.id = layout.environmentId
      GROUP BY scene.name, environment.key
      HAVING COUNT(DISTINCT layout.snapshotId) > 1
      ORDER BY scene.name, environment.key
      """)
  }

  @Test("the project's own inputs, conflicts included: one snapshot per layout, same JSON")
  func projectInputs() throws {
    // Given the examples and a scene whose broken constraint is logged in every environment
    let inputs =
      [
        "Examples/form.yaml", "Examples/multiline-label.yaml",
        "Examples/scrollable-controller.yaml", "Examples/settings.yaml",
        "Examples/tn2154-pure-approach.yaml", "Examples/sign-up.storyboard",
        "Tests/LayoutStoreTests/Fixtures/conflicting-constraints.yaml",
      ]
    // When each is recorded by three processes
    let (database, path, runs) = try Self.recordRepeatedly(inputs, times: 3)
    // Then every scene × environment has one snapshot, and the runs print the same JSON
    #expect(try Self.drifting(in: database) == [])
    let conflicts = try database.scalar(
      "SELECT COUNT(*) FROM diagnostic WHERE kind = 'unsatisfiableConstraints'")
    #expect(conflicts == "12", "the fixture logs its broken constraint on each of its layouts")
    let shown = try runs.map { run in
      try LayoutDBCommand.run(["show", run, "--format", "json", "--db", path]).stdout
    }
    #expect(shown.count == 3 && !shown[0].isEmpty)
    #expect(Set(shown).count == 1)
    // And two checks of the same inputs print the same JSON but for the run's identity
    let approved = try LayoutDBCommand.run(
      ["approve", runs[0], "--reason", "first baselines", "--db", path])
    try #require(approved.status == 0, "\(approved.stderr)")
    let checks = try (0..<2).map { _ in
      try LayoutDBCommand.run(["check", "--format", "json", "--record", "never", "--db", path])
    }
    #expect(checks.allSatisfy { $0.status == 0 }, "\(checks.map(\.stderr))")
    let withoutRun = checks.map { check in
      check.stdout.split(separator: "\n").filter { !$0.hasPrefix(#"  "run": "#) }
    }
    #expect(withoutRun[0].count > 10)
    #expect(withoutRun[0] == withoutRun[1])
  }

  @Test(
    "both shared corpora, on two iPhones in every orientation and keyboard state",
    .enabled(
      if: !corpusFiles.isEmpty,
      "the corpora (../shared/corpus, ../shared/corpus-2) are not beside this checkout"))
  func corpora() throws {
    let (database, _, _) = try Self.recordRepeatedly(
      Self.corpusFiles,
      options: [
        "--device", "iphone-se-3rd-gen,iphone-16", "--orientation", "all", "--keyboard", "all",
      ],
      times: 2)
    let layouts = try database.scalar("SELECT COUNT(*) FROM layout")
    #expect(Int(layouts) ?? 0 > 2 * 8 * Self.corpusFiles.count / 2, "\(layouts) layouts")
    #expect(try Self.drifting(in: database) == [])
  }
}
