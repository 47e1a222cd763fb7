import Foundation
import LayoutEngine
import Testing

@testable import LayoutStore

@Suite("Opening, creating and migrating database files")
struct LayoutDatabaseTests {
  @Test("the shipped migrations are pinned: a new one is added, never one edited or renamed")
  func migrationIdentifiers() throws {
    #expect(
      LayoutDatabase.migrationIdentifiers == [
        "0001_layout_runs", "0002_views_for_people", "0003_run_git_dirty",
        "0004_baseline_retirement", "0005_history_views", "0006_scene_names_from_paths",
        "0007_diagnostic_subjects",
      ])
    let database = try StoreTesting.database()
    #expect(try database.appliedMigrations() == LayoutDatabase.migrationIdentifiers)
  }

  @Test("migration 0007 gives each diagnostic recorded before it its subject, in every wording")
  func diagnosticSubjectsBackfilled() throws {
    // Given diagnostics in each wording layoutdb has written, recorded, then the database as it
    // was before 0007 (no subject column)
    let worded: [(Diagnostic.Kind, String, [String], String?)] = [
      (
        .scrollableContentSizeAmbiguity,
        "scrollable content size ambiguity in scroll: the "
          + "content's constraints do not determine its width and height", ["scroll"],
        "width,height"
      ),
      (
        .scrollableContentSizeAmbiguity,
        "scrollable content size ambiguity in scroll: the "
          + "content's constraints do not determine its height", ["s2"], "height"
      ),
      (
        .ambiguousLayout, "title has ambiguous layout: need constraints for X position, height",
        ["title"], "x,height"
      ),
      (
        .unsatisfiableConstraints,
        "image.width == 100 conflicts with 1 required constraint(s); "
          + "it was broken", ["image"], "image.width == 100"
      ),
      (
        .unsatisfiableConstraints,
        "box.width == 100 contradicts the screen size with 3 other "
          + "required constraint(s); it was broken", ["box"], "box.width == 100"
      ),
      (
        .unsatisfiableConstraints,
        "box.width == 300 cannot hold on this device (its screen "
          + "width); it was broken", ["box"], "box.width == 300"
      ),
      (
        .unsatisfiableConstraints, "root.x: root.x == 0 cannot hold: unsatisfiable", [],
        "root.x"
      ),
      (
        .notModelled,
        "2 constraint(s) not installed at the design size class (compact width, "
          + "regular height)", [], "constraints not installed 2"
      ),
      (
        .notModelled, "3 placeholder constraint(s) removed, as at build time", [],
        "placeholder constraints 3"
      ),
      (
        .notModelled, "constraint c-1 uses g-1, which is not modelled; it was left out", [],
        "constraint left out c-1"
      ),
      (
        .notModelled,
        "constraint c-2 relates v-9 (<view>), which is not in the scene; it was "
          + "left out", [], "constraint left out c-2"
      ),
      (
        .notModelled, "v-1 (view) is not installed at the design size class", ["v-1"],
        "view not installed"
      ),
      (
        .notModelled, "the canvas device 'retina9_9' is not known; laid out on iphone-8", [],
        "unknown device retina9_9"
      ),
      (
        .notModelled,
        "the navigation bar is opaque (or the view starts below the bars): the "
          + "design canvas lays the view out below it; on other devices it fills the screen "
          + "without one", ["r-1"], "canvas below navigation bar"
      ),
      (
        .notModelled, "Sign Up.storyboard:12:7: constraint c-3 skipped: it has no firstAttribute",
        [], "skipped constraint c-3"
      ),
      (
        .notModelled,
        "i-1: SF Symbol 'star' estimated at 20×19 (its glyph metrics are not in "
          + "the file)", ["i-1"], "symbol size star"
      ),
      (
        .notModelled,
        "a.xib:40: i-2: image 'logo' is not in the document's resources; its "
          + "stored frame 10×10 is taken as its size", ["i-2"], "image not in resources logo"
      ),
      (
        .notModelled, "p-1: <pageControl> is not modelled: laid out as a plain view", ["p-1"],
        "approximated class"
      ),
      (
        .outsideSuperviewBounds, "a (0, 0, 1, 1) lies outside b's bounds (0, 0, 0, 0)",
        ["a", "b"], nil
      ),
      // Its views damaged below: the backfill leaves it without a subject, and goes on.
      (.notModelled, "q-1: <gauge> is not modelled: laid out as a plain view", ["q-1"], nil),
    ]
    var result = try #require(try StoreTesting.results().first)
    result.diagnostics = worded.map { Diagnostic(kind: $0.0, message: $0.1, views: $0.2) }
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("old.sqlite").path
    let database = try LayoutDatabase(path: path)
    try database.runs.record([result], metadata: StoreTesting.metadata())
    try database.execute(
      """
      ALTER TABLE diagnostic DROP COLUMN subject;
      DELETE FROM schemaMigration WHERE identifier = '0007_diagnostic_subjects';
      UPDATE diagnostic SET viewIds = '["q-1"' WHERE message LIKE 'q-1: %'
      """)
    try database.close()
    // When this layoutdb opens it
    let migrated = try LayoutDatabase(path: path)
    // Then each has the subject the engine and importer now give it
    let subjects = try migrated.rows("SELECT subject FROM diagnostic ORDER BY position")
    #expect(subjects == worded.map { [$0.3 ?? "NULL"] })
  }

  @Test("the schema the migrations make matches the reviewed snapshot (Fixtures/schema.sql)")
  func schemaSnapshot() throws {
    let database = try StoreTesting.database()
    let dump = try database.schemaDump()
    let url = try #require(Bundle.module.url(forResource: "Fixtures/schema", withExtension: "sql"))
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(dump == expected, "update Fixtures/schema.sql only together with a new migration")
  }

  @Test("a new file is created with its folder, in WAL mode, with foreign keys on")
  func creates() throws {
    let folder = try StoreTesting.temporaryFolder().appendingPathComponent("a/b")
    let path = folder.appendingPathComponent("layouts.sqlite").path
    let database = try LayoutDatabase(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try database.pragma("journal_mode") == "wal")
    #expect(try database.pragma("foreign_keys") == "1")
    #expect(try database.pragma("application_id") == "\(LayoutDatabase.applicationID)")
  }

  @Test("a database with a newer schema is refused, named, and left byte for byte untouched")
  func newerSchema() throws {
    // Given a database a future layoutdb migrated further
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("future.sqlite").path
    let database = try LayoutDatabase(path: path)
    try database.runs.record(try StoreTesting.results(), metadata: StoreTesting.metadata())
    try database.execute(
      "INSERT INTO schemaMigration (identifier, appliedAt) VALUES ('0099_future', 'x')")
    try database.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    // When this binary opens it
    #expect(throws: LayoutStoreError.newerSchema(path: path, unknownMigrations: ["0099_future"])) {
      _ = try LayoutDatabase(path: path)
    }
    // Then nothing changed, and the look (immutable) left no side file
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
  }

  @Test("a file that is not SQLite gives a clear error and is not changed")
  func notSQLite() throws {
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("notes.sqlite").path
    let text = Data(String(repeating: "these are not layouts\n", count: 300).utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect(throws: LayoutStoreError.notADatabase(path: path)) {
      _ = try LayoutDatabase(path: path)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    let error = LayoutStoreError.notADatabase(path: path)
    #expect(error.description.hasPrefix("\(path) is not an SQLite database"))
    #expect(throws: LayoutStoreError.notADatabase(path: path)) {
      _ = try DoctorReport.examine(path: path)
    }
  }

  @Test("another program's SQLite database is refused")
  func foreign() throws {
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("other.sqlite").path
    let other = try LayoutDatabase(path: path)
    try other.execute("PRAGMA application_id = 42")
    try other.close()
    #expect(throws: LayoutStoreError.foreignDatabase(path: path)) {
      _ = try LayoutDatabase(path: path)
    }
  }

  @Test("read-only mode needs an existing file and writes nothing")
  func readOnly() throws {
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("none.sqlite").path
    #expect(throws: LayoutStoreError.cannotOpen(path: path, reason: "no such file")) {
      _ = try LayoutDatabase(path: path, mode: .readOnly)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a read-only look leaves no side file, and refuses a read across a writer's checkpoint")
  func readOnlyImmutable() throws {
    // Given a database with one run, opened read-only (immutable: no writer at work)
    let path = try StoreTesting.temporaryFolder().appendingPathComponent("l.sqlite").path
    let writer = try LayoutDatabase(path: path)
    try writer.runs.record(try StoreTesting.results(), metadata: StoreTesting.metadata())
    try writer.close()
    let reader = try LayoutDatabase(path: path, mode: .readOnly)
    #expect(try reader.runs.list().count == 1)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    // When a writer records and closes (its checkpoint writes the file)
    let second = try LayoutDatabase(path: path)
    try second.runs.record(try StoreTesting.results(), metadata: StoreTesting.metadata())
    try second.close()
    // Then the immutable reader refuses to read on, and a new one sees both runs
    #expect(throws: LayoutStoreError.self) { _ = try reader.runs.list() }
    #expect(try LayoutDatabase(path: path, mode: .readOnly).runs.list().count == 2)
  }

  @Test(
    "environment keys read as written and filters match whole parts or globs",
    arguments: [
      ("iphone-se-2nd-gen", true), ("iphone-se-2nd-gen/landscape", true),
      ("iphone-se-2nd-gen/landscape/keyboard-shown", true), ("iphone-se", false),
      ("*/landscape/*", true), ("*keyboard-hidden", false), ("iphone-se-*", true),
    ])
  func environmentKeys(filter: String, matches: Bool) throws {
    let device = try DeviceCatalog.standard.device(for: "iphone-se-2nd-gen")
    let key = EnvironmentKey(Environment(device: device, orientation: .landscape, keyboard: .shown))
    #expect(key.rawValue == "iphone-se-2nd-gen/landscape/keyboard-shown")
    #expect(key.matches(filter) == matches)
    var other = Environment(
      device: device, direction: .rightToLeft, contentSizeCategory: "extraLarge")
    other.keyboard = .hidden
    #expect(
      EnvironmentKey(other).rawValue
        == "iphone-se-2nd-gen/portrait/keyboard-hidden/right-to-left/text-extraLarge")
  }

  @Test("SHA-256 gives the standard digests")
  func sha256() {
    #expect(
      SHA256Digest.hex(of: Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256Digest.hex(of: [UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    var digest = SHA256Digest()
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    million.withUnsafeBytes { digest.update(buffer: $0) }
    let hex = digest.finish().map { String(format: "%02x", $0) }.joined()
    #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
