import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// Two `Main.storyboard`s in different folders, end to end through the binary: each keeps its
/// own baselines, JUnit suites, annotations and causes, named by the file's path from the
/// project root (`App/Main/Sign Up`, `Widget/Main/Sign Up`); a database recorded before scene
/// names carried the folder is migrated.
@Suite(
  "Files with the same name in different folders (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct SameNamedFilesTests {
  /// A project folder with the sign-up storyboard as `App/Main.storyboard` and
  /// `Widget/Main.storyboard`.
  struct Project {
    let folder: URL
    var database: String { folder.appendingPathComponent("layouts.sqlite").path }

    init() throws {
      folder = try LayoutDBCommand.temporaryFolder("layoutdb-same-names")
      let example = TestPackage.root.appendingPathComponent(
        "Examples/sign-up.storyboard")
      for app in ["App", "Widget"] {
        let target = folder.appendingPathComponent(app)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          at: example, to: target.appendingPathComponent("Main.storyboard"))
      }
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws
      -> LayoutDBCommand.Outcome
    {
      try LayoutDBCommand.run(arguments + ["--db", database], in: folder, environment: environment)
    }

    /// Moves the widget's title 24 pt down (its top constraint's constant 20 → 44).
    func moveWidgetTitle() throws {
      let file = folder.appendingPathComponent("Widget/Main.storyboard")
      let text = try String(contentsOf: file, encoding: .utf8)
      let constraint = #"secondAttribute="top" constant="20" id="c01-aa-001""#
      #expect(text.contains(constraint))
      try text.replacingOccurrences(
        of: constraint, with: #"secondAttribute="top" constant="44" id="c01-aa-001""#
      ).write(to: file, atomically: true, encoding: .utf8)
    }
  }

  @Test("record both, check, approve, report: each file keeps its own baselines")
  func ownBaselines() throws {
    let project = try Project()
    let recorded = try project.run([
      "record", "App/Main.storyboard", "Widget/Main.storyboard", "--baseline",
    ])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("recorded 2 layout(s) of 2 scene(s)"))

    try project.moveWidgetTitle()
    let junit = project.folder.appendingPathComponent("junit.xml")
    let check = try project.run(
      ["check", "--format", "json", "--junit", junit.path], environment: ["GITHUB_ACTIONS": "true"])
    #expect(check.status == 1, "\(check.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let comparisons = try #require(object["comparisons"] as? [[String: Any]])
    let drift = comparisons.map {
      ($0["scene"] as? String ?? "", ($0["summary"] as? [String: Any])?["errors"] as? Int ?? -1)
    }
    #expect(drift.map(\.0) == ["App/Main/Sign Up", "Widget/Main/Sign Up"])
    #expect(drift[0].1 == 0 && drift[1].1 > 0, "\(drift)")
    // The cause is read from the widget's own file.
    let cause = (object["constraintChanges"] as? [[String: Any]])?.first
    #expect(cause?["file"] as? String == "Widget/Main.storyboard")
    #expect(cause?["added"] as? [String] == ["titl-aa-01.top == cont-aa-01.top + 44"])
    // JUnit: a suite per file's scene; the annotation on the widget's file.
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="App/Main/Sign Up" tests="1" failures="0""#))
    #expect(xml.contains(#"<testsuite name="Widget/Main/Sign Up" tests="1" failures="1""#))
    #expect(
      check.stderr.contains(
        "::error file=Widget/Main.storyboard,line=19,title=Layout drift%3A Widget/Main/Sign Up @"),
      "\(check.stderr)")
    // Both name the views as the designer knows them, the IB id after.
    #expect(check.stderr.contains(#""Create an account" (label titl-aa-01) moved 24 pt down"#))
    #expect(xml.contains("Create an account") && xml.contains("(label titl-aa-01) moved 24 pt"))

    let approved = try project.run([
      "approve", "latest", "--scene", "Widget/Main/Sign Up", "--reason", "title lower",
    ])
    #expect(approved.status == 0, "\(approved.stderr)")
    #expect(approved.stdout.contains("approved  Widget/Main/Sign Up @ iphone-8/portrait"))
    let again = try project.run(["check"])
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    let report = try project.run(["report", "latest", "--out", "report"])
    #expect(report.status == 0, "\(report.stderr)")
    let page = try String(
      contentsOf: project.folder.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(page.contains("App/Main/Sign Up") && page.contains("Widget/Main/Sign Up"))
  }

  @Test("checking one file never compares it with the other's baseline")
  func noSilentPairing() throws {
    let project = try Project()
    #expect(try project.run(["record", "App/Main.storyboard", "--baseline"]).status == 0)
    let check = try project.run(["check", "Widget/Main.storyboard", "--record", "never"])
    #expect(check.status == 1, "\(check.stdout)")
    #expect(check.stdout.contains("Widget/Main/Sign Up"), "\(check.stdout)")
    #expect(check.stdout.contains("missing on track main"), "\(check.stdout)")
  }

  @Test("a database from before keeps its baselines: scene names gain the file's folder")
  func migration() throws {
    let project = try Project()
    #expect(try project.run(["record", "App/Main.storyboard", "--baseline"]).status == 0)
    // As an older layoutdb stored it: the scene named after the file alone, 0006 not applied.
    do {
      let database = try LayoutDatabase(path: project.database)
      try database.execute(
        """
        UPDATE scene SET name = 'Main/Sign Up' WHERE name = 'App/Main/Sign Up';
        DELETE FROM schemaMigration WHERE identifier = '0006_scene_names_from_paths';
        """)
    }
    // Recording once with this layoutdb migrates the file (check refuses an older schema).
    let recorded = try project.run(["record", "App/Main.storyboard"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let check = try project.run(["check", "App/Main.storyboard", "--record", "never"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("Result: clean"), "\(check.stdout)")
    let database = try LayoutDatabase(path: project.database, mode: .readOnly)
    #expect(try database.scalar("SELECT group_concat(name) FROM scene") == "App/Main/Sign Up")
  }
}
