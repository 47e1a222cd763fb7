import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore
@testable import LayoutWorkflow

/// Stored file paths are relative to the project's root (the git work tree's top level, else
/// the current directory), so `record` and `check` agree from any folder.
@Suite("Paths relative to the project's root")
struct ProjectRootTests {
  /// A folder with `.git` (as `git init` leaves it) and `App/Screens` below it.
  static func repository() throws -> URL {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-root")
    for sub in [".git", "App/Screens"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    return folder
  }

  @Test("the root is the nearest folder up with .git; paths inside it are stored relative")
  func storedPaths() throws {
    let folder = try Self.repository()
    let screens = folder.appendingPathComponent("App/Screens").path
    let root = ProjectRoot.detect(from: screens)
    #expect(root.path == folder.standardizedFileURL.path)
    #expect(root.stored(screens + "/form.yaml") == "App/Screens/form.yaml")
    #expect(root.stored(screens + "/../Screens/./form.yaml") == "App/Screens/form.yaml")
    #expect(root.stored("/elsewhere/form.yaml") == "/elsewhere/form.yaml")
    #expect(root.absolute("App/Screens/form.yaml") == screens + "/form.yaml")
    #expect(root.canonical("./App/../App/Screens/form.yaml") == "App/Screens/form.yaml")
    // Outside any repository the folder itself is the root.
    let plain = try LayoutDBCommand.temporaryFolder("layoutdb-plain")
    #expect(ProjectRoot.detect(from: plain.path).path == plain.standardizedFileURL.path)
  }

  @Test(
    "recorded from the root, checked from a subfolder and from another: one path, clean",
    .enabled(
      if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
  func checkFromAnyFolder() throws {
    // Given a project whose form lives in App/Screens, recorded from the root
    let folder = try Self.repository()
    let screens = folder.appendingPathComponent("App/Screens")
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/form.yaml"),
      to: screens.appendingPathComponent("form.yaml"))
    let database = folder.appendingPathComponent("layouts.sqlite").path
    let recorded = try LayoutDBCommand.run(
      ["record", "App/Screens/form.yaml", "--baseline", "--db", database], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // When checking with no input from the file's folder and from a sibling folder
    for directory in [screens, folder.appendingPathComponent("App")] {
      let check = try LayoutDBCommand.run(["check", "--db", database], in: directory)
      // Then the baselines' file is found and nothing drifted
      #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.contains("Result: clean (no drift in 4 comparisons)."))
    }
    // And a check naming the file from its folder stores the same path
    let named = try LayoutDBCommand.run(["check", "form.yaml", "--db", database], in: screens)
    #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    let files = try LayoutDatabase(path: database, mode: .readOnly)
      .rows("SELECT DISTINCT sourceFile FROM runScene")
    #expect(files == [["App/Screens/form.yaml"]])
  }

  @Test(
    "without --db, a command from a subfolder uses the database and layoutdb.yaml at the root",
    .enabled(
      if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
  func defaultDatabaseAtTheRoot() throws {
    // Given a project recorded from its root with the default database, and a layoutdb.yaml
    // there that asks for landscape only
    let folder = try Self.repository()
    let screens = folder.appendingPathComponent("App/Screens")
    // (a scene file without environments of its own, so the project's apply)
    let example = try String(
      contentsOf: TestPackage.root.appendingPathComponent("Examples/multiline-label.yaml"),
      encoding: .utf8)
    try example.replacingOccurrences(
      of: "environments:\n  devices: [iphone-se-2nd-gen]\n", with: ""
    ).write(to: screens.appendingPathComponent("label.yaml"), atomically: true, encoding: .utf8)
    try "environments:\n  orientations: [landscape]\n".write(
      to: folder.appendingPathComponent("layoutdb.yaml"), atomically: true, encoding: .utf8)
    let recorded = try LayoutDBCommand.run(
      ["record", "App/Screens/label.yaml", "--baseline"], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".layoutdb/layouts.sqlite").path))

    // When checking the file by name from its folder, without --db
    let check = try LayoutDBCommand.run(["check", "label.yaml"], in: screens)

    // Then the root's baselines are found, in the root's environments: clean, and no second
    // database appears in the subfolder
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("Result: clean"), "\(check.stdout)")
    #expect(check.stdout.contains("no drift in 2 comparisons"), "\(check.stdout)")
    #expect(
      !FileManager.default.fileExists(atPath: screens.appendingPathComponent(".layoutdb").path))
    let history = try LayoutDBCommand.run(["history"], in: screens)
    #expect(history.stdout.split(separator: "\n").count == 3, "\(history.stdout)")
    // And a missing default database is named where it is looked for
    let other = try LayoutDBCommand.temporaryFolder("layoutdb-no-db")
    let missing = try LayoutDBCommand.run(["history"], in: other)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains(".layoutdb/layouts.sqlite"), "\(missing.stderr)")
  }
}
