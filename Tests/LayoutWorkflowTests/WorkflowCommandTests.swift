import CommandLineTesting
import Foundation
import LayoutStore
import TestSupport
import Testing

/// End to end, as a user does it: the real `layoutdb` binary, real scene files and a real
/// database in a temporary folder. Record, break a scene, check (exit 1, the sentence, JUnit),
/// approve, check again (exit 0); bad input exits 2 and writes nothing.
@Suite(
  "The CI workflow (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct WorkflowCommandTests {
  /// A regression: the form's content view loses its width source.
  static let widthConstraint = "  - content.width == root.width\n"
  static let narrowerSentence =
    "content (view) became 284 pt narrower on iPhone SE (2nd generation), portrait, keyboard hidden"
  /// The same finding as check's summary prints it: under the header naming the environment
  /// (landscape comes first), without repeating it; the other three environments in one line.
  static let summaryFinding = "\n  error: content (view) became 576 pt narrower\n"
  static let sameFindings =
    "\n  same findings on 3 other environments: iphone-se-2nd-gen/landscape/keyboard-shown, "
    + "iphone-se-2nd-gen/portrait/keyboard-hidden, iphone-se-2nd-gen/portrait/keyboard-shown\n"

  /// A folder with the form example as `form.yaml` and a database path in it.
  struct Workspace {
    let folder: URL
    var scene: URL { folder.appendingPathComponent("form.yaml") }
    var database: String { folder.appendingPathComponent("layouts.sqlite").path }

    init() throws {
      folder = try LayoutDBCommand.temporaryFolder("layoutdb-workflow")
      let example = TestPackage.root.appendingPathComponent("Examples/form.yaml")
      try FileManager.default.copyItem(at: example, to: scene)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws
      -> LayoutDBCommand.Outcome
    {
      try LayoutDBCommand.run(arguments + ["--db", database], in: folder, environment: environment)
    }

    func breakScene() throws {
      let text = try String(contentsOf: scene, encoding: .utf8)
      #expect(text.contains(WorkflowCommandTests.widthConstraint))
      try text.replacingOccurrences(of: WorkflowCommandTests.widthConstraint, with: "")
        .write(to: scene, atomically: true, encoding: .utf8)
    }

    func runCount() throws -> Int {
      try LayoutDatabase(path: database, mode: .readOnly).runs.list().count
    }
  }

  @Test("a file named twice is read once")
  func fileNamedTwice() throws {
    let workspace = try Workspace()
    let recorded = try workspace.run(["record", "form.yaml", "./form.yaml"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("recorded 4 layout(s) of 1 scene(s)"))
  }

  @Test("a frame dump checked against solver baselines calls nothing gone that it did not capture")
  func frameDumpAgainstSolverBaselines() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let dump = TestPackage.root.appendingPathComponent(
      "Tests/FrameDumpTests/Fixtures/dumps/form-iphone-se-landscape.json")
    let check = try workspace.run(["check", dump.path, "--record", "never"])
    #expect(!check.stdout.contains("GONE"), "\(check.stdout)")
    #expect(check.status <= 1, "\(check.stderr)")
  }

  @Test("history answers when a view last moved, what changes often, what scrolls, what hides")
  func historyQuestions() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)
    try workspace.breakScene()
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)

    let moves = try workspace.run(["history", "--moves", "--view", "content", "--limit", "1"])
    #expect(moves.status == 0, "\(moves.stderr)")
    let lines = moves.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.last?.hasSuffix("content  576 pt narrower") == true)
    #expect(lines.last?.contains("Form   iphone-se-2nd-gen/landscape/keyboard-hidden") == true)

    let churn = try workspace.run(["history", "--churn", "--limit", "2"])
    #expect(churn.stdout.split(separator: "\n").count == 5)  // the header and 4 layouts
    #expect(churn.stdout.contains("iphone-se-2nd-gen/portrait/keyboard-shown    1"))

    let scrolling = try workspace.run(["history", "--scrolling", "--env", "*/keyboard-hidden"])
    #expect(scrolling.stdout.contains("iphone-se-2nd-gen/landscape/keyboard-hidden  scroll"))
    #expect(!scrolling.stdout.contains("portrait/keyboard-hidden"))

    let under = try workspace.run(["history", "--under-keyboard"])
    #expect(under.status == 0)
    #expect(under.stdout == "no text field was left under the keyboard\n")
    // With no layout of the keyboard shown at all, the empty answer says why
    let hiddenOnly = try Workspace()
    #expect(try hiddenOnly.run(["record", "form.yaml", "--keyboard", "hidden"]).status == 0)
    let never = try hiddenOnly.run(["history", "--under-keyboard"])
    #expect(never.status == 0)
    #expect(
      never.stdout
        == "no text field was left under the keyboard: no run laid anything out with the "
        + "keyboard shown; record with --keyboard shown (and --device NAME for storyboards and "
        + "xibs, whose canvas has no keyboard)\n")

    let negative = try workspace.run(["check", "form.yaml", "--tolerance", "-1"])
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("--tolerance must be a finite number of points, 0 or more"))

    let typo = try workspace.run(["history", "--moves", "--view", "contnt"])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("no view 'contnt' in any stored layout"))
    let frames = try workspace.run(["history", "--scene", "Form", "--view", "contnt"])
    #expect(frames.status == 2)
    #expect(
      frames.stderr.contains("no view 'contnt' in any stored layout of scene 'Form'"),
      "\(frames.stderr)")

    let misuse = try workspace.run(["history", "--churn", "--view", "content"])
    #expect(misuse.status == 2)
    #expect(misuse.stderr.contains("--view goes with --moves, not --churn"))
  }

  @Test(
    "record --baseline, break the form, check exits 1 with the sentence and JUnit, approve, check exits 0"
  )
  func recordCheckApprove() throws {
    let workspace = try Workspace()
    let recorded = try workspace.run(["record", "form.yaml", "--baseline"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("4 baseline(s) of track main approved"))

    let clean = try workspace.run(["check", "form.yaml"])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(clean.stdout.contains("Result: clean"))

    try workspace.breakScene()
    let junit = workspace.folder.appendingPathComponent("junit.xml")
    let drift = try workspace.run(["check", "form.yaml", "--junit", junit.path])
    #expect(drift.status == 1)
    #expect(drift.stdout.contains(Self.summaryFinding))
    #expect(drift.stdout.contains(Self.sameFindings))
    // The cause, from the baseline's stored file and this one
    #expect(drift.stdout.contains("  cause: form.yaml: removed `content.width == root.width`"))
    #expect(drift.stdout.contains("Result: drift"))
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="4" failures="4""#))
    #expect(xml.contains(Self.narrowerSentence))
    // Each case carries the time its layout took: real, so not all zero.
    let times = xml.split(separator: "<testcase ").dropFirst().compactMap { element in
      element.firstRange(of: #"time=""#).map { range in
        Double(element[range.upperBound...].prefix { $0 != "\"" }) ?? -1
      }
    }
    #expect(times.count == 4 && times.allSatisfy { $0 >= 0 } && times.contains { $0 > 0 })

    let approved = try workspace.run(["approve", "--latest", "--reason", "the form may shrink"])
    #expect(approved.status == 0, "\(approved.stderr)")
    #expect(approved.stdout.contains("approved 4 changed layout(s) of run "))

    let again = try workspace.run(["check", "form.yaml"])
    #expect(again.status == 0, "\(again.stdout)")
    // Without inputs, check takes the files the baselines were recorded from.
    let implicit = try workspace.run(["check"])
    #expect(implicit.status == 0, "\(implicit.stdout)\(implicit.stderr)")
    #expect(implicit.stdout.contains("Checked 4 layouts of 1 scene"))
    #expect(try workspace.runCount() == 5)
  }

  @Test("layoutdb alone prints the help to standard error and exits 2; --help succeeds")
  func bareCommand() throws {
    let bare = try LayoutDBCommand.run([])
    #expect(bare.status == 2)
    #expect(bare.stdout.isEmpty)
    #expect(bare.stderr.contains("USAGE: layoutdb <subcommand>"))
    let help = try LayoutDBCommand.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: layoutdb <subcommand>"))
  }

  @Test("a mistyped command is named as such, with the closest command; options keep theirs")
  func mistypedCommand() throws {
    let typo = try LayoutDBCommand.run(["chekc", "--device", "iphone-16"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr
        == "Error: unknown command 'chekc' (did you mean 'check'?); `layoutdb --help` lists "
        + "the commands\n")
    let unknown = try LayoutDBCommand.run(["frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: unknown command 'frobnicate'; "), "\(unknown.stderr)")
    let option = try LayoutDBCommand.run(["check", "--devcie", "iphone-16"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("Did you mean '--device'?"), "\(option.stderr)")
  }

  @Test("Bad input exits 2 with file:line:column and writes nothing, not even the database")
  func badInputWritesNothing() throws {
    let workspace = try Workspace()
    let broken = workspace.folder.appendingPathComponent("broken.yaml")
    try "name: Broken\nviews:\n  - {id: a, kind: bogus}\n".write(
      to: broken, atomically: true, encoding: .utf8)
    let first = try workspace.run(["check", "broken.yaml"])
    #expect(first.status == 2)
    #expect(first.stderr.contains("broken.yaml:3:19: unknown view kind 'bogus'"))
    #expect(!FileManager.default.fileExists(atPath: workspace.database))

    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    for arguments in [
      ["check", "form.yaml", "broken.yaml"], ["record", "broken.yaml"],
      ["check", "form.yaml", "--device", "iphone-99"], ["check", "missing.yaml"],
    ] {
      let outcome = try workspace.run(arguments)
      #expect(outcome.status == 2, "\(arguments): \(outcome.stdout)")
      #expect(!outcome.stderr.isEmpty)
    }
    #expect(try workspace.runCount() == 1)
  }

  @Test("Missing baselines: recorded locally (exit 1, then clean); never recorded when CI is set")
  func recordModes() throws {
    let workspace = try Workspace()
    let inCI = try workspace.run(["check", "form.yaml"], environment: ["CI": "true"])
    #expect(inCI.status == 1)
    #expect(inCI.stdout.contains("4 baselines missing on track main and not recorded"))
    // The record command it suggests names the file (record without inputs is a usage error)
    #expect(
      inCI.stdout.contains("Record them on main with `layoutdb record form.yaml --baseline "),
      "\(inCI.stdout)")
    let local = try workspace.run(["check", "form.yaml"])
    #expect(local.status == 1)
    #expect(local.stdout.contains("recorded 4 baselines"))
    let rerun = try workspace.run(["check", "form.yaml"], environment: ["CI": "true"])
    #expect(rerun.status == 0, "\(rerun.stdout)")
  }

  @Test("GitHub Actions annotations name the scene file; --format json is machine-readable")
  func annotationsAndJSON() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    try workspace.breakScene()
    let annotated = try workspace.run(
      ["check", "form.yaml", "--format", "json"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(annotated.status == 1)
    // Annotations go to stderr with JSON, so stdout stays one JSON document.
    #expect(
      annotated.stderr.split(separator: "\n").contains {
        // Line 20 of form.yaml writes `content`, the first view the broken width moved.
        $0.hasPrefix(
          "::error file=form.yaml,line=20,title=Layout drift%3A Form @ iphone-se-2nd-gen/")
      })
    let object =
      try JSONSerialization.jsonObject(with: Data(annotated.stdout.utf8)) as? [String: Any]
    #expect(object?["status"] as? String == "drift")
    #expect(object?["exitCode"] as? Int == 1)
    #expect(object?["schemaVersion"] as? Int == 2)
    #expect((object?["comparisons"] as? [Any])?.count == 4)
    // In text mode they lead stdout, where the runner reads them.
    let text = try workspace.run(["check", "form.yaml"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(text.stdout.hasPrefix("::error file=form.yaml,"))
  }

  @Test(
    "A scene removed from its file, or an environment dropped, is drift; --device narrowing is not")
  func vanishedLayouts() throws {
    let workspace = try Workspace()
    let twoScenes = workspace.folder.appendingPathComponent("labels.yaml")
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/multiline-label.yaml"),
      to: twoScenes)
    #expect(try workspace.run(["record", "form.yaml", "labels.yaml", "--baseline"]).status == 0)

    let narrowed = try workspace.run(["check", "form.yaml", "--orientation", "portrait"])
    #expect(narrowed.status == 0, "\(narrowed.stdout)")

    var form = try String(contentsOf: workspace.scene, encoding: .utf8)
    form = form.replacingOccurrences(
      of: "orientations: [portrait, landscape]", with: "orientations: [portrait]")
    try form.write(to: workspace.scene, atomically: true, encoding: .utf8)
    let dropped = try workspace.run(["check", "form.yaml"])
    #expect(dropped.status == 1)
    #expect(dropped.stdout.contains("GONE  Form @ iphone-se-2nd-gen/landscape/keyboard-hidden"))

    let labels = try String(contentsOf: twoScenes, encoding: .utf8)
    let growing = try #require(labels.range(of: "  - name: Short label"))
    try String(labels[..<growing.lowerBound]).write(
      to: twoScenes, atomically: true, encoding: .utf8)
    let removed = try workspace.run(["check", "labels.yaml"])
    #expect(removed.status == 1, "\(removed.stdout)")
    #expect(removed.stdout.contains("GONE  Short label @ "))
  }

  @Test("Outputs that cannot be written fail the check before it stores anything")
  func unwritableOutputs() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    for arguments in [
      ["check", "form.yaml", "--junit", workspace.folder.path],
      ["check", "form.yaml", "--junit", "/nonexistent-folder/junit.xml"],
      ["check", "form.yaml", "--report", workspace.scene.path],
    ] {
      let outcome = try workspace.run(arguments)
      #expect(outcome.status == 2)
      #expect(outcome.stderr.hasPrefix("cannot write "), "\(outcome.stderr)")
      #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
    }
    #expect(try workspace.runCount() == 1)
    let nothing = try workspace.run(["show", "latest", "--env", "nowhere"])
    #expect(nothing.status == 2)
    #expect(
      nothing.stderr.hasPrefix(
        "no environment matches --env 'nowhere'; the environments (--env takes a key, a prefix "
          + "of one or a glob): iphone-se-2nd-gen/landscape/keyboard-hidden, "),
      "\(nothing.stderr)")
  }

  @Test("history, diff, show and report read the stored runs back")
  func reviewCommands() throws {
    let workspace = try Workspace()
    let first = try workspace.run(["record", "form.yaml", "--baseline"])
    let firstID = try #require(first.stdout.split(separator: "\n").first.map(String.init))
    try workspace.breakScene()
    let second = try workspace.run(["record", "form.yaml"])
    let secondID = try #require(second.stdout.split(separator: "\n").first.map(String.init))

    let diff = try workspace.run(["diff", firstID, secondID, "--env", "iphone-se-2nd-gen/portrait"])
    #expect(diff.status == 1)
    // Headed by the environment's key, as check prints it, so the sentence does not repeat it.
    #expect(
      diff.stdout.contains(
        "DRIFT  Form @ iphone-se-2nd-gen/portrait/keyboard-hidden  (14 errors, 2 warnings, 0 infos)\n"
          + "  error: content (view) became 284 pt narrower"), "\(diff.stdout)")

    let history = try workspace.run(
      [
        "history", "--scene", "Form", "--view", "field0", "--env",
        "iphone-se-2nd-gen/portrait/keyboard-hidden",
      ])
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.contains("(20, 152.5, 51, 34)"), "\(history.stdout)")
    #expect(history.stdout.contains("(20, 152.5, 335, 34)"))
    #expect(history.stdout.contains("284 pt narrower"))

    let runs = try workspace.run(["history"])
    #expect(runs.stdout.contains("4 of 4 drifted"))
    #expect(runs.stdout.contains("clean"))

    let show = try workspace.run(["show", String(secondID.prefix(8)), "--format", "json"])
    #expect(show.status == 0)
    #expect(show.stdout.contains(#""runs""#))
    #expect(show.stdout.hasPrefix("{\n  \"schemaVersion\": 2,\n"))

    let out = workspace.folder.appendingPathComponent("report")
    let report = try workspace.run(["report", "--out", out.path])
    #expect(report.status == 0, "\(report.stderr)")
    let page = try String(
      contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    // Under the heading naming the environment, the sentence without it.
    #expect(page.contains("iPhone SE (2nd generation), portrait, keyboard hidden</span>"))
    #expect(page.contains("<span class=\"sentence\">content (view) became 284 pt narrower</span>"))
    // Above the changes, the constraint removed from the file since the baseline, as in check
    #expect(page.contains("<p class=\"cause\">cause: form.yaml: removed `"), "\(page.prefix(300))")

    let unknown = try workspace.run(["show", "ffffffff"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no run 'ffffffff'"))
  }

  /// Whether commands can be run as another user (root with util-linux's setpriv, as in CI).
  static let canDropPrivileges =
    getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

  @Test(
    "A database in a folder the user cannot write (a checkout, a cache) can still be read",
    .enabled(if: canDropPrivileges, "needs root and /usr/bin/setpriv to run as another user"))
  func readOnlyFolder() throws {
    let workspace = try Workspace()
    let recorded = try workspace.run(["record", "form.yaml", "--baseline"])
    #expect(recorded.status == 0)
    let runID = try #require(recorded.stdout.split(separator: "\n").first.map(String.init))
    let binary = try #require(LayoutDBCommand.binary).path
    func asNobody(_ arguments: [String]) throws -> LayoutDBCommand.Outcome {
      try LayoutDBCommand.run(
        executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=65534", "--regid=65534", "--clear-groups", binary]
          + arguments + ["--db", workspace.database],
        in: FileManager.default.temporaryDirectory)
    }
    let history = try asNobody(["history"])
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.contains(String(runID.prefix(8))))
    let show = try asNobody(["show", "latest"])
    #expect(show.status == 0, "\(show.stderr)")
    let doctor = try asNobody(["doctor"])
    #expect(doctor.status == 0, "\(doctor.stderr)")
    #expect(doctor.stdout.contains("healthy"))
    // Writing still fails, clearly, and leaves the database as it was.
    let record = try asNobody(["record", workspace.scene.path])
    #expect(record.status == 2)
    #expect(record.stderr.contains("it is read-only for this user"), "\(record.stderr)")
    #expect(try workspace.runCount() == 1)
    // A new database in that folder: the cause, not SQLite's "unable to open database file".
    let fresh = workspace.folder.appendingPathComponent("fresh.sqlite").path
    let create = try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary, "record", workspace.scene.path,
        "--db", fresh,
      ],
      in: FileManager.default.temporaryDirectory)
    #expect(create.status == 2)
    #expect(
      create.stderr.contains("cannot create it: its folder \(workspace.folder.path)"),
      "\(create.stderr)")
    #expect(create.stderr.contains("is read-only for this user"), "\(create.stderr)")
    #expect(!FileManager.default.fileExists(atPath: fresh))
  }

  /// The files beside the database (`layouts.sqlite-wal`, `-shm`, …), by name.
  static func sideFiles(of workspace: Workspace) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path)
      .filter { $0.hasPrefix("layouts.sqlite-") }.sorted()
  }

  @Test("commands that only read the database, succeeding or failing, leave no -wal or -shm")
  func readOnlyCommandsLeaveNoSideFiles() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    #expect(try Self.sideFiles(of: workspace) == [])
    for arguments in [
      ["history"], ["show", "latest"], ["doctor"], ["history", "--scene", "nope"],
      ["diff", "aaaaaaaa", "bbbbbbbb"],
    ] {
      let outcome = try workspace.run(arguments)
      #expect([0, 1, 2].contains(outcome.status), "\(arguments): \(outcome.stderr)")
      #expect(try Self.sideFiles(of: workspace) == [], "\(arguments)")
    }
  }

  @Test("a command that fails before writing creates no database and no side files")
  func failedCommandsCreateNothing() throws {
    let workspace = try Workspace()
    let missing = workspace.folder.appendingPathComponent("new/layouts.sqlite").path
    for arguments in [
      ["merge", "absent.sqlite"], ["record", "absent.yaml"],
      ["approve", "ffffffff", "--reason", "x"],
      ["history"],
    ] {
      let outcome = try LayoutDBCommand.run(
        arguments + ["--db", missing], in: workspace.folder)
      #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
      #expect(
        !FileManager.default.fileExists(
          atPath: workspace.folder.appendingPathComponent("new").path),
        "\(arguments)")
    }
    // On an existing database, a failed write leaves its runs as they were, and no side files.
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)
    for arguments in [["approve", "ffffffff", "--reason", "x"], ["merge", "absent.sqlite"]] {
      #expect(try workspace.run(arguments).status == 2, "\(arguments)")
      #expect(try Self.sideFiles(of: workspace) == [], "\(arguments)")
    }
    #expect(try workspace.runCount() == 1)
    #expect(try Self.sideFiles(of: workspace) == [])
  }

  @Test(
    "another user's commands on a shared database never lock its owner out",
    .enabled(if: canDropPrivileges, "needs root and /usr/bin/setpriv to run as other users"))
  func sharedDatabase() throws {
    // Given a shared folder (world-writable and sticky, as /tmp) and a database user 1001 owns
    let workspace = try Workspace()
    let shared = workspace.folder.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
    chmod(shared.path, 0o1777)
    chmod(workspace.folder.path, 0o755)
    chmod(workspace.scene.path, 0o644)
    let database = shared.appendingPathComponent("layouts.sqlite").path
    let binary = try #require(LayoutDBCommand.binary).path
    func run(as user: Int, _ arguments: [String]) throws -> LayoutDBCommand.Outcome {
      try LayoutDBCommand.run(
        executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", binary]
          + arguments + ["--db", database],
        in: shared)
    }
    let recorded = try run(as: 1001, ["record", workspace.scene.path, "--baseline"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // When user 1002 reads it, and tries to write it
    #expect(try run(as: 1002, ["history"]).status == 0)
    #expect(try run(as: 1002, ["show", "latest"]).status == 0)
    let write = try run(as: 1002, ["record", workspace.scene.path])
    #expect(write.status == 2)
    #expect(write.stderr.contains("it is read-only for this user"), "\(write.stderr)")
    #expect(try run(as: 1002, ["approve", "latest", "--reason", "x"]).status == 2)
    // Then user 1002 owns nothing there, and the owner still records
    let files = try FileManager.default.contentsOfDirectory(atPath: shared.path)
    #expect(files == ["layouts.sqlite"])
    let again = try run(as: 1001, ["record", workspace.scene.path])
    #expect(again.status == 0, "\(again.stderr)")
  }

  /// What `layoutdb demo`'s check finds first: the form's fields, named by their placeholders.
  static let demoKeyboardFinding =
    "  error: 6 text fields (\"Name\" field0, \"Email\" field1, \"Phone\" field2, "
    + "\"Username\" field3, \"Password\" field4, \"Confirm password\" field5) can no longer be "
    + "scrolled above the keyboard"

  @Test("layoutdb demo records, breaks the form's scrolling, finds the keyboard problem first")
  func demo() throws {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-demo")
    let outcome = try LayoutDBCommand.run(["demo"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    // Issue 14: the check's output for the broken example fits on one screen, names the
    // changed constraint and the views by label, and puts the keyboard finding first.
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("Checked ") })
    let end = try #require(lines.firstIndex { $0.hasPrefix("Report: ") })
    #expect(end - start + 1 <= 25, "\(lines[start...end].joined(separator: "\n"))")
    let drift = try #require(lines.firstIndex { $0.hasPrefix("DRIFT ") })
    #expect(drift > start && drift < end)
    #expect(lines[drift].hasPrefix("DRIFT  Form @ iphone-se-2nd-gen/"))
    #expect(lines[drift].contains("/keyboard-shown  ("), "\(lines[drift])")
    #expect(
      lines[drift + 1].hasSuffix("form.yaml: removed `content.bottom == scroll.bottom`"),
      "\(lines[drift + 1])")
    #expect(lines[drift + 1].hasPrefix("  cause: "))
    #expect(lines[drift + 2] == Self.demoKeyboardFinding[...], "\(lines[drift + 2])")
    // A layout whose findings were printed for another says for which, and which it lacks.
    #expect(
      lines.contains(
        "  the same 4 findings as iphone-se-2nd-gen/landscape/keyboard-shown above, all but its "
          + "first"), "\(outcome.stdout)")
    #expect(
      lines.contains(
        "  the same 3 findings as iphone-se-2nd-gen/portrait/keyboard-shown above, all but its "
          + "first 3"), "\(outcome.stdout)")
    // The content's move in the window says why: the scroll view's inset, not a constraint.
    #expect(
      lines.contains(
        "  error: content (view) moved 20 pt up in the window: scroll (scroll view) no longer "
          + "scrolls vertically, so UIKit no longer insets its content 20 pt from the top for the "
          + "safe area"), "\(outcome.stdout)")
    // The check wrote the report (--report): it names the page, not a command to write one.
    #expect(!lines[start...end].contains { $0.contains("See it:") })
    #expect(lines[end].hasSuffix(".layoutdb/demo/report/index.html"), "\(lines[end])")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".layoutdb/demo/report/index.html").path))
    // The demo keeps to its own database: the project's default one is not even created.
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".layoutdb/demo/layouts.sqlite").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(".layoutdb/layouts.sqlite").path))
    // What to do next: fix the regression the demo made, not approve it, and the fix it names
    // makes check clean again.
    let advice = try #require(outcome.stdout.range(of: "4. What to do next"))
    let next = outcome.stdout[advice.lowerBound...]
    let run = try #require(lines[start].split(separator: "(run ").last?.prefix(8))
    #expect(!next.contains("approve \(run)"), "\(next)")
    #expect(
      next.contains(
        "   fix it:            put `content.bottom == scroll.bottom` back under `constraints:` in "
          + ".layoutdb/demo/scenes/form.yaml\n"
          + "                      then `layoutdb check --db .layoutdb/demo/layouts.sqlite` is "
          + "clean again\n"), "\(next)")
    let form = folder.appendingPathComponent(".layoutdb/demo/scenes/form.yaml")
    let broken = try String(contentsOf: form, encoding: .utf8)
    try broken.replacingOccurrences(
      of: "  - content.trailing == scroll.trailing\n",
      with: "  - content.trailing == scroll.trailing\n  - content.bottom == scroll.bottom\n"
    ).write(to: form, atomically: true, encoding: .utf8)
    let fixed = try LayoutDBCommand.run(
      ["check", "--db", ".layoutdb/demo/layouts.sqlite"], in: folder)
    #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
    #expect(fixed.stdout.contains("Result: clean (no drift in 11 comparisons)."))
    // show names the storyboard's views as check does, the IB id after.
    let shown = try LayoutDBCommand.run(
      ["show", "latest", "--scene", "sign-up/Sign Up", "--db", ".layoutdb/demo/layouts.sqlite"],
      in: folder)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(
      shown.stdout.contains("\n      \"Email\" mail-aa-01 [textField] (20, 48.5, 335, 34)\n"),
      "\(shown.stdout)")
    #expect(shown.stdout.contains("\nroot-aa-01 [view] "), "\(shown.stdout)")
    // The content's history says how it moved, as check does, not that anyone scrolled.
    let history = try LayoutDBCommand.run(
      [
        "history", "--scene", "Form", "--view", "content", "--env",
        "iphone-se-2nd-gen/portrait/keyboard-shown", "--db", ".layoutdb/demo/layouts.sqlite",
      ], in: folder)
    #expect(history.status == 0, "\(history.stderr)")
    #expect(
      history.stdout.contains("(0, 0, 375, 539)   20 pt up in the window\n"), "\(history.stdout)")
    // Again: the story repeats (baselines re-recorded from the unbroken examples).
    let again = try LayoutDBCommand.run(["demo"], in: folder)
    #expect(again.status == 0)
    #expect(again.stdout.contains("\n" + Self.demoKeyboardFinding + "\n"))
  }
}

/// `Scripts/ci-check.sh`, as a CI job runs it (with the built binary, `CI` set).
@Suite(
  "Scripts/ci-check.sh",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct CICheckScriptTests {
  func script(in folder: URL, database: String) throws -> LayoutDBCommand.Outcome {
    try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      [
        TestPackage.root.appendingPathComponent("Scripts/ci-check.sh").path, "form.yaml",
      ],
      in: folder,
      environment: [
        "LAYOUTDB_BIN": LayoutDBCommand.binary?.path ?? "", "LAYOUTDB_DB": database, "CI": "true",
      ])
  }

  @Test("exits 0 on a clean check and 1 on drift, writing JUnit and the report each time")
  func cleanThenDrift() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let clean = try script(in: workspace.folder, database: workspace.database)
    #expect(clean.status == 0, "\(clean.stdout)")
    let junit = workspace.folder.appendingPathComponent(".layoutdb/ci/junit.xml")
    #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"failures="0""#))
    try workspace.breakScene()
    let drift = try script(in: workspace.folder, database: workspace.database)
    #expect(drift.status == 1)
    #expect(drift.stdout.contains("/.layoutdb/ci/report/index.html"))
    #expect(drift.stdout.contains("JUnit: .layoutdb/ci/junit.xml"))
    #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"failures="4""#))
  }
}
