import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// End to end: the built `layoutdb` binary recording into real files, killed and run
/// concurrently. It must have been built first (`swift build`, which `swift test` does).
@Suite("layoutdb record, merge, doctor, prune (the binary)", .serialized)
struct RecordCommandTests {
  static let binary = LayoutDBCommand.binary

  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func process(_ arguments: [String], binary: URL? = binary, in directory: URL? = nil)
    throws -> (Process, Pipe, Pipe)
  {
    guard let binary else { throw CocoaError(.fileNoSuchFile) }  // tests skip before this
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? TestPackage.root
    var environment = ProcessInfo.processInfo.environment
    environment["LAYOUTDB_DB"] = nil
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    return (process, out, err)
  }

  static func run(_ arguments: [String], binary: URL? = binary, in directory: URL? = nil) throws
    -> Outcome
  {
    let (process, out, err) = try process(arguments, binary: binary, in: directory)
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A scene file with `rows` labelled rows in a scroll view, on `devices` devices × both
  /// orientations × both keyboard states: big enough that recording it takes a while.
  static func bigScene(rows: Int, devices: [String], spacing: Int = 8) throws -> String {
    var lines = [
      "name: Big",
      "environments:",
      "  devices: [\(devices.joined(separator: ", "))]",
      "  orientations: [portrait, landscape]",
      "  keyboards: [hidden, shown]",
      "views:",
      "  - id: scroll",
      "    kind: scrollView",
      "    children:",
      "      - id: content",
      "        children:",
    ]
    for row in 0..<rows {
      lines.append(
        "          - {id: row\(row), kind: \(row % 5 == 0 ? "textField" : "label"), text: Row \(row)}"
      )
    }
    lines += [
      "constraints:", "  - H:|[scroll]|", "  - V:|[scroll]|",
      "  - content.top == scroll.top", "  - content.leading == scroll.leading",
      "  - content.bottom == scroll.bottom", "  - content.trailing == scroll.trailing",
      "  - content.width == root.width",
    ]
    for row in 0..<rows {
      let above = row == 0 ? "content.top" : "row\(row - 1).bottom"
      lines += [
        "  - row\(row).leading == content.leading + 16",
        "  - row\(row).trailing == content.trailing - 16",
        "  - row\(row).top == \(above) + \(spacing)",
      ]
    }
    lines.append("  - content.bottom == row\(rows - 1).bottom + 8")
    let url = try StoreTesting.temporaryFolder().appendingPathComponent("big.yaml")
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let devices = [
    "iphone-se-2nd-gen", "iphone-16", "iphone-16-pro-max", "iphone-4s", "ipad-pro-13-inch-m4",
    "iphone-15", "iphone-14", "iphone-13-mini",
  ]

  @Test(
    "record stores a run and prints its UUID; --baseline approves it; doctor is happy",
    .enabled(if: binary != nil, "build layoutdb first"))
  func record() throws {
    let folder = try StoreTesting.temporaryFolder()
    let db = folder.appendingPathComponent("nested/layouts.sqlite").path
    let outcome = try Self.run(["record", "Examples/form.yaml", "--baseline", "--db", db])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let uuid = try #require(lines.first)
    #expect(UUID(uuidString: uuid) != nil)
    #expect(lines[1].hasPrefix("recorded 4 layout(s) of 1 scene(s) into \(db)"))
    #expect(lines[1].hasSuffix("; 4 baseline(s) of track main approved"))
    let database = try LayoutDatabase(path: db, mode: .readOnly)
    let run = try database.runs.load(uuid)
    #expect(run.results.count == 4)
    #expect(run.sources["Form"]?.file == "Examples/form.yaml")
    #expect(run.sources["Form"]?.contentHash?.count == 64)
    #expect(run.metadata.gitCommit?.count == 40, "the package is a git repository")
    #expect(try database.baselines.current().count == 4)
    let doctor = try Self.run(["doctor", "--db", db])
    #expect(doctor.status == 0)
    #expect(doctor.stdout.hasSuffix("\(db): healthy\n"))
  }

  @Test(
    "bad input exits 2 with the file's message and creates no database file",
    .enabled(if: binary != nil, "build layoutdb first"))
  func badInput() throws {
    let folder = try StoreTesting.temporaryFolder()
    let db = folder.appendingPathComponent("layouts.sqlite").path
    let missing = try Self.run(["record", "Examples/missing.yaml", "--db", db])
    #expect(missing.status == 2)
    #expect(missing.stderr == "Examples/missing.yaml: cannot read the file: no such file\n")
    let device = try Self.run(["record", "Examples/form.yaml", "--device", "iphone-99", "--db", db])
    #expect(device.status == 2)
    #expect(!FileManager.default.fileExists(atPath: db))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".layoutdb").path))
    let notADatabase = folder.appendingPathComponent("notes.txt").path
    try "hello".write(toFile: notADatabase, atomically: true, encoding: .utf8)
    let refused = try Self.run(["record", "Examples/form.yaml", "--db", notADatabase])
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("\(notADatabase) is not an SQLite database"))
    #expect(try String(contentsOfFile: notADatabase, encoding: .utf8) == "hello")
  }

  @Test(
    "a bad file after good ones: the layouts stored meanwhile are rolled back",
    .enabled(if: binary != nil, "build layoutdb first"))
  func badInputAfterStreamedLayouts() throws {
    // Given a good file, then a broken one: it is read only after the good file's layouts
    // were written into the run's open transaction
    let folder = try StoreTesting.temporaryFolder()
    let db = folder.appendingPathComponent("deep/er/layouts.sqlite").path
    let broken = folder.appendingPathComponent("broken.yaml")
    try "name: Broken\nviews:\n  - {id: a, kind: bogus}\n".write(
      to: broken, atomically: true, encoding: .utf8)
    let examples = TestPackage.root.appendingPathComponent("Examples").path

    // When it is recorded into a new database
    let fresh = try Self.run(["record", "\(examples)/form.yaml", broken.path, "--db", db])

    // Then nothing is left behind, not even the folders the database would have been in
    #expect(fresh.status == 2)
    #expect(fresh.stderr.contains("broken.yaml:3:19: unknown view kind 'bogus'"))
    #expect(!FileManager.default.fileExists(atPath: db))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("deep").path))

    // And into an existing one, the database keeps only what it had
    let first = try Self.run(["record", "\(examples)/settings.yaml", "--db", db])
    #expect(first.status == 0, "\(first.stderr)")
    let before = try LayoutDatabase(path: db, mode: .readOnly).rows("SELECT COUNT(*) FROM layout")
    let again = try Self.run(
      [
        "record", "\(examples)/form.yaml", "\(examples)/sign-up.storyboard", broken.path, "--db",
        db,
      ])
    #expect(again.status == 2)
    let database = try LayoutDatabase(path: db, mode: .readOnly)
    #expect(try database.runs.list().count == 1)
    #expect(try database.rows("SELECT COUNT(*) FROM layout") == before)
  }

  @Test(
    "the binary copied alone to another folder creates and migrates a database",
    .enabled(if: binary != nil, "build layoutdb first"))
  func carriesMigrations() throws {
    let folder = try StoreTesting.temporaryFolder()
    let copy = folder.appendingPathComponent("layoutdb")
    try FileManager.default.copyItem(at: try #require(Self.binary), to: copy)
    let scene = folder.appendingPathComponent("form.yaml")
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/form.yaml"), to: scene)
    let outcome = try Self.run(["record", "form.yaml"], binary: copy, in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let database = try LayoutDatabase(
      path: folder.appendingPathComponent(".layoutdb/layouts.sqlite").path, mode: .readOnly)
    #expect(try database.appliedMigrations() == LayoutDatabase.migrationIdentifiers)
    #expect(try database.runs.list().first?.metadata.gitCommit == nil, "not in a repository")
  }

  @Test(
    "a run recorded with uncommitted changes is marked dirty in the database, record and history",
    .enabled(if: binary != nil, "build layoutdb first"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "needs git"))
  func dirtyTree() throws {
    // Given a repository whose scene file is committed
    let folder = try StoreTesting.temporaryFolder()
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/form.yaml"),
      to: folder.appendingPathComponent("form.yaml"))
    for arguments in [
      ["init", "-q"], ["add", "form.yaml"],
      ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "form"],
    ] {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
      git.arguments = arguments
      git.currentDirectoryURL = folder
      try git.run()
      git.waitUntilExit()
      try #require(git.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
    let db = folder.appendingPathComponent("layouts.sqlite").path
    // When it is recorded clean, then after an uncommitted edit
    let clean = try Self.run(["record", "form.yaml", "--db", db], in: folder)
    let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("form.yaml"))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("# an uncommitted edit\n".utf8))
    try handle.close()
    let dirty = try Self.run(["record", "form.yaml", "--db", db], in: folder)
    // Then
    #expect(clean.status == 0 && dirty.status == 0, "\(clean.stderr)\(dirty.stderr)")
    #expect(clean.stdout.contains(" at ") && !clean.stdout.contains("-dirty"), "\(clean.stdout)")
    #expect(dirty.stdout.contains("-dirty"), "\(dirty.stdout)")
    let database = try LayoutDatabase(path: db, mode: .readOnly)
    #expect(Set(try database.runs.list().map(\.metadata.gitDirty)) == [false, true])
    let history = try Self.run(["history", "--db", db], in: folder)
    #expect(history.stdout.split(separator: "\n").filter { $0.contains("-dirty") }.count == 1)
  }

  @Test(
    "SIGKILL at any moment of a large record leaves complete runs only",
    .enabled(if: binary != nil, "build layoutdb first"))
  func killed() throws {
    // Given a scene of 120 rows on 8 devices x 2 orientations x 2 keyboard states (32 layouts)
    let scene = try Self.bigScene(rows: 120, devices: Self.devices)
    let db = try StoreTesting.temporaryFolder().appendingPathComponent("killed.sqlite").path
    // A full run first, to learn how long one takes
    let clock = ContinuousClock()
    let start = clock.now
    let full = try Self.run(["record", scene, "--db", db])
    #expect(full.status == 0, "\(full.stderr)")
    let duration = start.duration(to: clock.now)
    // When runs are killed at moments spread over that duration
    var killedRuns = 0
    for attempt in 0..<6 {
      // A new spacing each time: every layout is new, so each killed run writes all its rows.
      let changed = try Self.bigScene(rows: 120, devices: Self.devices, spacing: 9 + attempt)
      let (process, _, _) = try Self.process(["record", changed, "--db", db])
      try process.run()
      let fraction = (Double(attempt) + Double.random(in: 0..<1)) / 6
      Thread.sleep(
        forTimeInterval: Double(duration.components.seconds) * fraction
          + Double(duration.components.attoseconds) / 1e18 * fraction)
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killedRuns += 1
      }
      process.waitUntilExit()
    }
    // Then every stored run is whole, and the file is healthy
    let database = try LayoutDatabase(path: db)
    for run in try database.runs.list() {
      #expect(run.layoutCount == 32)
      #expect(
        try database.runs.load(run.metadata.uuid.uuidString).results.allSatisfy {
          $0.views.count == 123
        })
    }
    #expect(try DoctorReport.examine(path: db).problems == [])
    #expect(killedRuns > 0)
  }

  @Test(
    "8 processes recording into one new file at once all succeed, and every run is kept",
    .enabled(if: binary != nil, "build layoutdb first"))
  func concurrentWriters() throws {
    let scene = try Self.bigScene(rows: 60, devices: Array(Self.devices.prefix(4)))
    let db = try StoreTesting.temporaryFolder().appendingPathComponent("shared.sqlite").path
    var processes: [(Process, Pipe, Pipe)] = []
    for _ in 0..<8 {
      let started = try Self.process(["record", scene, "--db", db])
      try started.0.run()
      processes.append(started)
    }
    var uuids: Set<String> = []
    for (process, out, err) in processes {
      let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(stderr)")
      if let uuid = stdout.split(separator: "\n").first { uuids.insert(String(uuid)) }
    }
    let database = try LayoutDatabase(path: db, mode: .readOnly)
    let runs = try database.runs.list()
    #expect(uuids.count == 8)
    #expect(Set(runs.map { $0.metadata.uuid.uuidString.lowercased() }) == uuids)
    #expect(runs.allSatisfy { $0.layoutCount == 16 })
    #expect(try DoctorReport.examine(path: db).problems == [])
  }

  @Test(
    "merge folds shard files in once; prune keeps baselines; both from the CLI",
    .enabled(if: binary != nil, "build layoutdb first"))
  func mergeAndPrune() throws {
    let folder = try StoreTesting.temporaryFolder()
    let shardA = folder.appendingPathComponent("a.sqlite").path
    let shardB = folder.appendingPathComponent("b.sqlite").path
    let target = folder.appendingPathComponent("all.sqlite").path
    #expect(
      try Self.run(["record", "Examples/form.yaml", "--baseline", "--db", shardA]).status == 0)
    #expect(try Self.run(["record", "Examples/form.yaml", "--db", shardB]).status == 0)
    #expect(
      try Self.run(["record", "Examples/scrollable-controller.yaml", "--db", shardB]).status == 0)
    let merged = try Self.run(["merge", shardA, shardB, "--db", target])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(
      merged.stdout == """
        \(shardA): 1 run(s) added, 0 already present, 4 baseline approval(s) added
        \(shardB): 2 run(s) added, 0 already present, 0 baseline approval(s) added

        """)
    let again = try Self.run(["merge", shardA, shardB, "--db", target])
    #expect(again.stdout.contains("\(shardB): 0 run(s) added, 2 already present"))
    let negative = try Self.run(["prune", "--keep-runs", "-1", "--db", target])
    #expect(negative.status == 2)
    #expect(negative.stderr == "Error: --keep-runs must be 0 or more\n")
    let pruned = try Self.run(["prune", "--keep-runs", "1", "--db", target])
    #expect(pruned.status == 0)
    #expect(
      pruned.stdout
        == "deleted 1 run(s) and 0 unused snapshot(s); kept 1 older run(s) that baselines use\n")
    let database = try LayoutDatabase(path: target, mode: .readOnly)
    #expect(try database.runs.list().count == 2)
    let itself = try Self.run(["merge", target, "--db", target])
    #expect(itself.status == 2)
  }
}
