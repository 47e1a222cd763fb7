import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// What the workflow commands say, end to end with the real binary: approve's summary, the
/// demo's own database, doctor on a damaged file, history filters that match nothing, and a
/// frame too large to store.
@Suite(
  "Workflow messages (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct WorkflowMessagesTests {
  typealias Workspace = WorkflowCommandTests.Workspace

  @Test("approve approves only changed layouts and says how many kept their baselines")
  func approveOnlyChanged() throws {
    let workspace = try Workspace()
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/multiline-label.yaml"),
      to: workspace.folder.appendingPathComponent("labels.yaml"))
    #expect(try workspace.run(["record", "form.yaml", "labels.yaml", "--baseline"]).status == 0)
    // Narrowed to portrait: the form's 2 portrait layouts change, the labels' 2 do not.
    try workspace.breakScene()
    let check = try workspace.run(
      ["check", "form.yaml", "labels.yaml", "--orientation", "portrait"])
    #expect(check.status == 1)
    let approved = try workspace.run(["approve", "latest", "--reason", "the form may shrink"])
    #expect(approved.status == 0, "\(approved.stderr)")
    let lines = approved.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(approved.stdout)")
    #expect(lines[0] == "approved  Form @ iphone-se-2nd-gen/portrait/keyboard-hidden")
    #expect(lines[1] == "approved  Form @ iphone-se-2nd-gen/portrait/keyboard-shown")
    #expect(lines[2].hasPrefix("approved 2 changed layout(s) of run "))
    #expect(lines[2].hasSuffix(" on track main; 2 unchanged kept their baselines."))
    // The unchanged baselines keep their rows and their reason; nothing was retired (the run
    // was narrowed, so it is no evidence about landscape).
    let database = try LayoutDatabase(path: workspace.database, mode: .readOnly)
    #expect(
      try database.rows(
        "SELECT reason, COUNT(*) FROM currentBaseline GROUP BY reason ORDER BY reason")
        == [["recorded with --baseline", "4"], ["the form may shrink", "2"]])
    #expect(try database.rows("SELECT COUNT(*) FROM baseline") == [["8"]])

    let again = try workspace.run(["approve", "latest", "--reason", "again"])
    #expect(again.status == 0)
    #expect(
      again.stdout.hasPrefix("nothing to do: the 4 selected layout(s) of run ")
        && again.stdout.hasSuffix(" already match the baselines of track main\n"))
  }

  @Test("demo uses its own database even when LAYOUTDB_DB is set; --db moves it")
  func demoKeepsToItsDatabase() throws {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-demo-db")
    let project = folder.appendingPathComponent("project.sqlite").path
    let demo = try LayoutDBCommand.run(["demo"], in: folder, environment: ["LAYOUTDB_DB": project])
    #expect(demo.status == 0, "\(demo.stderr)")
    #expect(!FileManager.default.fileExists(atPath: project))
    #expect(
      demo.stdout.contains(
        "1. Recording the examples as the baselines of track main (.layoutdb/demo/layouts.sqlite)"))
    // The storyboard's scene is named as the file names it, not after the folder the demo
    // keeps its examples in.
    #expect(demo.stdout.contains(", 'sign-up/Sign Up')\n"), "\(demo.stdout)")
    #expect(!demo.stdout.contains(".layoutdb/demo/scenes/sign-up/"), "\(demo.stdout)")
    #expect(
      demo.stdout.contains(
        "   sqlite3 -header -column .layoutdb/demo/layouts.sqlite \"SELECT scene, environment, "))
    #expect(
      demo.stdout.contains(
        "then `layoutdb check --db .layoutdb/demo/layouts.sqlite` is clean again"))
    // The commands it prints work as printed.
    let history = try LayoutDBCommand.run(
      ["history", "--db", ".layoutdb/demo/layouts.sqlite"], in: folder)
    #expect(history.status == 0)
    #expect(history.stdout.contains("4 of 11 drifted"))

    let elsewhere = folder.appendingPathComponent("mine.sqlite").path
    let moved = try LayoutDBCommand.run(["demo", "--db", elsewhere], in: folder)
    #expect(moved.status == 0)
    #expect(moved.stdout.contains("(\(elsewhere))"))
    #expect(try LayoutDatabase(path: elsewhere, mode: .readOnly).runs.list().count == 2)
  }

  @Test("doctor reports a damaged file itself: a problem, exit 1, and what to do")
  func doctorOnDamage() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    // Pages past the first (the header and schema stay readable) overwritten with garbage.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: workspace.database))
    try handle.seek(toOffset: 4096 * 3)
    handle.write(Data(repeating: 0xFF, count: 4096 * 4))
    try handle.close()
    let doctor = try workspace.run(["doctor"])
    #expect(doctor.status == 1, "\(doctor.stdout)\(doctor.stderr)")
    #expect(doctor.stderr.isEmpty)
    #expect(doctor.stdout.hasPrefix("problem: SQLite reports the file damaged: "))
    #expect(!doctor.stdout.contains("run `layoutdb doctor"))
    #expect(doctor.stdout.contains("note: restore \(workspace.database) from a copy"))
    #expect(
      doctor.stdout.hasSuffix(
        "\(workspace.database): \(doctorProblems(doctor.stdout)) problem(s)\n"))
    // Other commands still send the user to doctor.
    let history = try workspace.run(["history"])
    #expect(history.status == 2)
    #expect(history.stderr.contains("run `layoutdb doctor --db \(workspace.database)`"))
  }

  private func doctorProblems(_ output: String) -> Int {
    output.split(separator: "\n").count { $0.hasPrefix("problem: ") }
  }

  @Test("history says when no run matches, and exits 2 for a filter that matches nothing at all")
  func historyFilters() throws {
    let workspace = try Workspace()
    let empty = try workspace.run(["record", "form.yaml", "--device", "iphone-16"])
    #expect(empty.status == 0)
    let environments = try workspace.run(["history", "--env", "nope/bad"])
    #expect(environments.status == 2)
    #expect(environments.stdout.isEmpty)
    #expect(
      environments.stderr
        == "no environment matches --env 'nope/bad'; the environments (--env takes a key, a "
        + "prefix of one or a glob): iphone-16/landscape/keyboard-hidden, "
        + "iphone-16/landscape/keyboard-shown, "
        + "iphone-16/portrait/keyboard-hidden, iphone-16/portrait/keyboard-shown\n")
    let scene = try workspace.run(["history", "--scene", "Nope"])
    #expect(scene.status == 2)
    #expect(scene.stderr == "no scene 'Nope' in any run; the scenes: 'Form'\n")
    let typo = try workspace.run(["history", "--scene", "From"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr == "no scene 'From' in any run (did you mean 'Form'?); the scenes: 'Form'\n")
    #expect(
      try workspace.run(["record", "form.yaml", "--device", "iphone-se-2nd-gen"]).status == 0)
    let both = try workspace.run(
      ["history", "--scene", "Form", "--env", "iphone-16/portrait", "--env", "*/landscape/*"])
    #expect(both.status == 0)
    #expect(both.stdout.contains("RUN"))
    let view = try workspace.run(
      ["history", "--scene", "Form", "--view", "nope", "--env", "iphone-16/portrait"])
    // A view no stored layout has is a typo, as with --moves: exit 2
    #expect(view.status == 2)
    #expect(
      view.stderr
        == "no view 'nope' in any stored layout of scene 'Form': give a view id or path as "
        + "`layoutdb show RUN` lists them\n")
  }

  @Test("a frame too large to store: one line with scene, environment, view, value and limit")
  func frameTooLarge() throws {
    let workspace = try Workspace()
    let big = workspace.folder.appendingPathComponent("big.yaml")
    try """
    name: Big
    environments:
      devices: [iphone-se-2nd-gen]
      orientations: [portrait]
    views:
      - {id: a, kind: view}
      - {id: b, kind: view}
      - {id: c, kind: view}
    constraints:
      # Each number is within the scene format's ±1e6; chained, they reach 1e16.
      - a.leading == root.leading
      - a.top == root.top
      - c.width == 10000
      - b.width == 1000000 * c.width
      - a.width == 1000000 * b.width
      - a.height == 10
      - b.height == 10
      - c.height == 10
      - H:|[b]
      - H:|[c]
      - V:|[b][c]
    """.write(to: big, atomically: true, encoding: .utf8)
    let record = try workspace.run(["record", "big.yaml"])
    #expect(record.status == 2)
    #expect(
      record.stderr
        == "cannot store scene 'Big' on iphone-se-2nd-gen/portrait/keyboard-hidden: view 'a' has "
        + "width 1e+16 pt; stored frames must be finite and within ±4.5e+15 pt at scale 2\n")
    // Nothing written (the run's transaction rolled back).
    if FileManager.default.fileExists(atPath: workspace.database) {
      #expect(try workspace.runCount() == 0)
    }
  }

  @Test("check and history before any record say what makes a database, and create none")
  func beforeAnyRecord() throws {
    let workspace = try Workspace()
    let missing =
      "cannot open \(workspace.database): no such file (`layoutdb record` creates it; --db PATH "
      + "or LAYOUTDB_DB names another)\n"
    for command in [["check"], ["history"], ["show", "latest"]] {
      let outcome = try workspace.run(command)
      #expect(outcome.status == 2)
      #expect(outcome.stderr == missing, "\(command)")
    }
    #expect(!FileManager.default.fileExists(atPath: workspace.database))
  }

  @Test("a check that recorded one baseline says 'it'")
  func recordedOne() throws {
    let workspace = try Workspace()
    let first = try workspace.run(
      ["check", "form.yaml", "--orientation", "portrait", "--keyboard", "hidden"])
    #expect(first.status == 1)
    #expect(
      first.stdout.contains(
        "Result: recorded 1 baseline; nothing was compared for it: run check again."),
      "\(first.stdout)")
  }

  @Test("check's report is titled with its run and track, as `report` titles it")
  func checkReportTitle() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let check = try workspace.run(["check", "--report", "out"])
    #expect(check.status == 0, "\(check.stderr)")
    let id = try #require(check.stdout.firstMatch(of: /\(run ([0-9a-f]{8})\)/)?.1)
    let page = try String(
      contentsOf: workspace.folder.appendingPathComponent("out/index.html"), encoding: .utf8)
    #expect(page.contains("<h1>layoutdb check: run \(id) against main</h1>"))
    let report = try workspace.run(["report", "latest", "--out", "again"])
    #expect(report.status == 0, "\(report.stderr)")
    let again = try String(
      contentsOf: workspace.folder.appendingPathComponent("again/index.html"), encoding: .utf8)
    #expect(again.contains("<h1>layoutdb: run \(id) against main</h1>"))
  }

  @Test(
    "show and solve head each layout as check does; report prints 'Report:' as check does")
  func oneSpellingOfLayouts() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    // The key `--env` takes, after an `@`, as check's DRIFT lines and diff write a layout.
    let show = try workspace.run(["show", "latest"])
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("\n\nForm @ iphone-se-2nd-gen/landscape/keyboard-shown\n"))
    #expect(!show.stdout.contains(" on iphone-se"), "\(show.stdout)")
    let solve = try LayoutDBCommand.run(
      ["solve", "form.yaml", "--orientation", "portrait"], in: workspace.folder)
    #expect(solve.status == 0, "\(solve.stderr)")
    #expect(solve.stdout.hasPrefix("Form @ iphone-se-2nd-gen/portrait/keyboard-hidden\n"))
    let report = try workspace.run(["report", "latest", "--out", "out"])
    #expect(report.status == 0, "\(report.stderr)")
    let lines = report.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last?.hasPrefix("Report: ") == true, "\(report.stdout)")
    #expect(lines.last?.hasSuffix("/out/index.html") == true, "\(report.stdout)")
  }

  @Test("report names a run's drift, or its cleanness, in the words of check's Result line")
  func reportVerdictAsCheck() throws {
    let workspace = try Workspace()
    // Before any baseline: nothing is compared, and report does not call that clean.
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)
    let unbaselined = try workspace.run(["report", "latest", "--out", "out"])
    #expect(unbaselined.status == 0, "\(unbaselined.stderr)")
    #expect(
      unbaselined.stdout.hasPrefix(
        "Result: 4 baselines missing on track main; nothing was compared.\nReport: "),
      "\(unbaselined.stdout)")

    #expect(try workspace.run(["approve", "latest", "--reason", "first"]).status == 0)
    try workspace.breakScene()
    let check = try workspace.run(["check", "form.yaml", "--record", "never"])
    #expect(check.status == 1, "\(check.stderr)")
    let checkVerdict = try #require(
      check.stdout.split(separator: "\n").first { $0.hasPrefix("Result: ") }, "\(check.stdout)")
    #expect(checkVerdict.hasPrefix("Result: drift: "), "\(check.stdout)")
    let drift = try workspace.run(["report", "latest", "--out", "out"])
    #expect(drift.status == 0, "\(drift.stderr)")
    let lines = drift.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(drift.stdout)")
    #expect(lines.first == checkVerdict, "\(drift.stdout)")
    #expect(lines.first == "Result: drift: 56 errors, 8 warnings, 0 infos in 4 of 4 comparisons.")

    // Approved, the next check is clean, and report says so as check does.
    #expect(try workspace.run(["approve", "latest", "--reason", "narrower"]).status == 0)
    let clean = try workspace.run(["check", "form.yaml", "--record", "never"])
    #expect(clean.status == 0, "\(clean.stdout)")
    let cleanVerdict = try #require(
      clean.stdout.split(separator: "\n").first { $0.hasPrefix("Result: ") }, "\(clean.stdout)")
    let report = try workspace.run(["report", "latest", "--out", "out"])
    #expect(report.stdout.split(separator: "\n").first == cleanVerdict, "\(report.stdout)")
    #expect(cleanVerdict == "Result: clean (no drift in 4 comparisons).")

    // A run narrowed to portrait leaves the landscape baselines out, and report says so in
    // words (check: "outside --device/--orientation/--keyboard not checked").
    let portrait = try workspace.run(["check", "form.yaml", "--orientation", "portrait"])
    #expect(portrait.status == 0, "\(portrait.stdout)")
    let narrowed = try workspace.run(["report", "latest", "--out", "out"])
    #expect(
      narrowed.stdout.hasPrefix(
        "Result: clean (no drift in 2 comparisons; 2 baselined layouts not in this run).\n"),
      "\(narrowed.stdout)")
  }

  @Test("report --out a file or /dev/null says so in one line; a missing input names no line")
  func outputAndInputMistakes() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    try Data("taken".utf8).write(to: workspace.folder.appendingPathComponent("notes.txt"))
    for out in ["notes.txt", "/dev/null"] {
      let report = try workspace.run(["report", "latest", "--out", out])
      #expect(report.status == 2)
      #expect(report.stderr.hasPrefix("cannot write /"), "\(report.stderr)")
      #expect(report.stderr.hasSuffix("\(out): it is a file; name a folder\n"), "\(report.stderr)")
    }
    // A file that is not there has no line to point at: `gone.storyboard:1:1:` would send an
    // editor to a line of a file that does not exist.
    for input in ["gone.storyboard", "gone.yaml"] {
      let check = try workspace.run(["check", input])
      #expect(check.status == 2)
      #expect(check.stderr == "\(input): cannot read the file: no such file\n")
    }
    #expect(try workspace.runCount() == 1)
  }

  @Test("an unknown run names the forms a run takes; 'latest' on a database with no runs says so")
  func unknownRuns() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)
    let typo = try workspace.run(["show", "latst"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr
        == "no run 'latst' in the database (a run UUID, a prefix of one as `layoutdb history` "
        + "lists them, or 'latest')\n")
    #expect(try workspace.run(["prune", "--keep-runs", "0"]).status == 0)
    for command in [["show", "latest"], ["report", "--out", "out"]] {
      let empty = try workspace.run(command)
      #expect(empty.status == 2)
      #expect(
        empty.stderr
          == "no run 'latest': the database has no runs yet (`layoutdb record` or `check` stores "
          + "one)\n", "\(command)")
    }
  }

  @Test("a mistyped --scene gets the run's scene meant and its scenes, in every command")
  func mistypedScene() throws {
    let workspace = try Workspace()
    let record = try workspace.run(["record", "form.yaml"])
    let id = try #require(record.stdout.split(separator: "\n").first?.prefix(8))
    for command in [
      ["approve", "latest", "--scene", "From", "--reason", "x"],
      ["show", "latest", "--scene", "From"],
      ["diff", String(id), "latest", "--scene", "From"],
      ["report", "latest", "--scene", "From", "--out", "out"],
    ] {
      let outcome = try workspace.run(command)
      #expect(outcome.status == 2)
      #expect(
        outcome.stderr
          == "run \(id) has no scene 'From' (did you mean 'Form'?); its scenes: 'Form'\n",
        "\(command)")
    }
  }

  @Test("a mistyped --env gets the environment meant and the stored ones, in every command")
  func mistypedEnvironment() throws {
    let workspace = try Workspace()
    let record = try workspace.run(["record", "form.yaml", "--keyboard", "hidden"])
    let id = try #require(record.stdout.split(separator: "\n").first?.prefix(8))
    let keys =
      "iphone-se-2nd-gen/landscape/keyboard-hidden, iphone-se-2nd-gen/portrait/keyboard-hidden"
    for (filter, meant) in [
      ("iphone-se-2nd-gen/landscap", " (did you mean 'iphone-se-2nd-gen/landscape'?)"),
      (
        "iphone-se-2nd-gen/portrait/keyboard-hiden",
        " (did you mean "
          + "'iphone-se-2nd-gen/portrait/keyboard-hidden'?)"
      ),
      ("iphone-se-3rd-gen", " (did you mean 'iphone-se-2nd-gen'?)"),
      ("*/keyboard-shown", ""),
    ] {
      for command in [
        ["approve", "latest", "--env", filter, "--reason", "x"],
        ["show", "latest", "--env", filter],
        ["diff", String(id), "latest", "--env", filter],
        ["report", "latest", "--env", filter, "--out", "out"],
        ["history", "--env", filter],
        ["retire", "Form", "--env", filter, "--reason", "x"],
      ] {
        let outcome = try workspace.run(command)
        #expect(outcome.status == 2, "\(command)")
        #expect(
          outcome.stderr
            == "no environment matches --env '\(filter)'\(meant); the environments (--env takes "
            + "a key, a prefix of one or a glob): \(keys)\n", "\(command)")
      }
    }
  }

  @Test("diff and report name views and environments as check does")
  func reviewNamesLikeCheck() throws {
    // Given the form's baselines, then the form broken (its content loses its bottom edge)
    let workspace = try Workspace()
    let base = try workspace.run(["record", "form.yaml", "--baseline"])
    let id = try #require(base.stdout.split(separator: "\n").first?.prefix(8))
    let form = workspace.folder.appendingPathComponent("form.yaml")
    let text = try String(contentsOf: form, encoding: .utf8)
    try text.replacingOccurrences(of: "  - content.bottom == scroll.bottom\n", with: "")
      .write(to: form, atomically: true, encoding: .utf8)
    let check = try workspace.run(["check", "form.yaml"])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stdout.contains("\"Password\" field4"), "\(check.stdout)")

    // When diffing the runs and writing the report
    let diff = try workspace.run(["diff", String(id), "latest"])
    let report = try workspace.run(["report", "latest", "--out", "report"])
    #expect(report.status == 0, "\(report.stderr)")
    let page = try String(
      contentsOf: workspace.folder.appendingPathComponent("report/index.html"), encoding: .utf8)

    // Then both name the fields by their placeholders and the environments by key
    #expect(diff.status == 1)
    #expect(
      diff.stdout.contains(
        "\nDRIFT  Form @ iphone-se-2nd-gen/portrait/keyboard-shown  (5 errors, 2 warnings, 0 infos)\n"
          + "  error: 2 text fields (\"Password\" field4, \"Confirm password\" field5) can no "
          + "longer be scrolled above the keyboard\n"), "\(diff.stdout)")
    #expect(!diff.stdout.contains(" on iPhone SE"), "\(diff.stdout)")
    #expect(
      page.contains(
        "<span class=\"sentence\">&quot;Password&quot; (text field field4) can no longer be "
          + "scrolled above the keyboard</span>"))
    #expect(page.contains(">Form @ iphone-se-2nd-gen/portrait/keyboard-shown</a>"))
    // And history lists the fields left under the keyboard by the same names
    let under = try workspace.run(["history", "--under-keyboard", "--env", "*/portrait/*"])
    #expect(under.stdout.contains("  Form   \"Password\" field4\n"), "\(under.stdout)")
    #expect(under.stdout.contains("  Form   \"Confirm password\" field5\n"), "\(under.stdout)")
    // The environment's key names the device: no column of its own repeats it.
    #expect(
      under.stdout.split(separator: "\n").first?.split(separator: " ")
        == ["RUN", "RECORDED", "(UTC)", "COMMIT", "ENVIRONMENT", "SCENE", "FIELD"])
  }

  @Test("history --limit with a negative number says the range, not 'Missing value'")
  func negativeLimit() throws {
    let workspace = try Workspace()
    for limit in ["-1", "0"] {
      let outcome = try workspace.run(["history", "--limit", limit])
      #expect(outcome.status == 2)
      #expect(outcome.stderr.hasPrefix("Error: --limit must be 1 or more\n"), "\(outcome.stderr)")
    }
  }

  @Test("diff names a layout only one run has by that run, not as a missing baseline")
  func diffOnlyInOneRun() throws {
    let workspace = try Workspace()
    let portrait = try workspace.run(
      ["record", "form.yaml", "--orientation", "portrait", "--keyboard", "hidden"])
    let old = try #require(portrait.stdout.split(separator: "\n").first?.prefix(8))
    #expect(
      try workspace.run(
        ["record", "form.yaml", "--orientation", "landscape", "--keyboard", "hidden"]
      ).status == 0)
    let diff = try workspace.run(["diff", String(old), "latest"])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(
      diff.stdout
        == """
        no drift in 0 comparisons; 1 layout(s) only in latest, 1 layout(s) only in \(old)
        only in latest: Form @ iphone-se-2nd-gen/landscape/keyboard-hidden
        only in \(old): Form @ iphone-se-2nd-gen/portrait/keyboard-hidden

        """)
  }

  @Test("show prints the time a run was recorded as history does, in UTC, not with +0000")
  func showTime() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml"]).status == 0)
    let show = try workspace.run(["show", "latest"])
    #expect(show.status == 0, "\(show.stderr)")
    let first = try #require(show.stdout.split(separator: "\n").first.map(String.init))
    #expect(!first.contains("+0000"), "\(first)")
    // history's RECORDED (UTC) column, the same seconds.
    let history = try workspace.run(["history"])
    let row = try #require(history.stdout.split(separator: "\n").dropFirst().first)
    let time = row.split(separator: " ", omittingEmptySubsequences: true)[1...2]
      .joined(separator: " ")
    #expect(
      first.contains(" recorded \(time) UTC (track main, solver"), "\(first)\n\(history.stdout)")
    #expect(time.count == 19, "\(time)")
  }

  @Test("check with no baseline for any layout says it compared nothing, not 'Checked … against'")
  func checkWithoutBaselines() throws {
    let workspace = try Workspace()
    let inCI = try workspace.run(["check", "form.yaml"], environment: ["CI": "true"])
    #expect(inCI.status == 1)
    let header = try #require(inCI.stdout.split(separator: "\n").first.map(String.init))
    #expect(header.hasPrefix("Laid out 4 layouts of 1 scene (run "), "\(inCI.stdout)")
    #expect(
      header.hasSuffix("); track main has no baseline for any of them to compare with."),
      "\(inCI.stdout)")
    let local = try workspace.run(["check", "form.yaml"])
    #expect(local.status == 1)
    #expect(local.stdout.hasPrefix("Laid out 4 layouts of 1 scene (run "), "\(local.stdout)")
    #expect(local.stdout.contains("Result: recorded 4 baselines; nothing was compared"))
    // Now there are baselines: the next check compares.
    let again = try workspace.run(["check", "form.yaml"])
    #expect(again.status == 0, "\(again.stdout)")
    #expect(again.stdout.hasPrefix("Checked 4 layouts of 1 scene against track main (run "))
    // One layout without a baseline: "it", not "them".
    let one = try workspace.run(
      [
        "check", "form.yaml", "--track", "solo", "--orientation", "portrait", "--keyboard",
        "hidden",
      ],
      environment: ["CI": "true"])
    #expect(
      one.stdout.contains("track solo has no baseline for it to compare with."), "\(one.stdout)")
    #expect(
      one.stdout.contains("Record it on solo with `layoutdb record form.yaml"), "\(one.stdout)")
  }

  @Test(
    "diff groups findings as check does: views on one line, environments with the same findings once"
  )
  func diffGroupsFindings() throws {
    let workspace = try Workspace()
    let base = try workspace.run(["record", "form.yaml", "--baseline"])
    let id = try #require(base.stdout.split(separator: "\n").first?.prefix(8))
    try workspace.breakScene()
    #expect(try workspace.run(["check", "form.yaml"]).status == 1)
    let diff = try workspace.run(["diff", String(id), "latest"])
    #expect(diff.status == 1, "\(diff.stderr)")
    let check = try workspace.run(["check", "form.yaml"])
    // The layouts' lines are check's, word for word (check adds its cause, header and verdict).
    let checkLines = check.stdout.split(separator: "\n").filter {
      !$0.hasPrefix("  cause: ") && ($0.hasPrefix("  ") || $0.hasPrefix("DRIFT "))
        && !$0.hasPrefix("  See it:") && !$0.hasPrefix("  Approve it:")
        && !$0.contains("… and ")
    }
    let diffLines = diff.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  ") || $0.hasPrefix("DRIFT ")
    }
    #expect(!diffLines.isEmpty)
    for line in checkLines { #expect(diffLines.contains(line), "\(line)\n\(diff.stdout)") }
    // Findings that differ only by their view print as one line.
    #expect(diff.stdout.contains(" text fields (\"Name\" field0, "), "\(diff.stdout)")
    #expect(!diff.stdout.contains("\n  error: \"Email\" (text field field1)"), "\(diff.stdout)")
  }

  @Test("retire --file on a file still there says what a plain check now does")
  func retireExistingFile() throws {
    let workspace = try Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let narrowed = try workspace.run(
      ["retire", "--file", "form.yaml", "--env", "*/landscape/*", "--reason", "portrait only"])
    #expect(narrowed.status == 0, "\(narrowed.stderr)")
    // Its portrait baselines still make check read it: nothing to add.
    #expect(!narrowed.stdout.contains("note:"), "\(narrowed.stdout)")
    let retire = try workspace.run(["retire", "--file", "form.yaml", "--reason", "moved"])
    #expect(retire.status == 0, "\(retire.stderr)")
    #expect(retire.stdout.contains("retired 2 baseline(s) of track main"), "\(retire.stdout)")
    #expect(
      retire.stdout.hasSuffix(
        "note: form.yaml still exists: a plain `layoutdb check` no longer lays it out, but a "
          + "check or record that names it lays its scenes out again, as layouts without a "
          + "baseline.\n"), "\(retire.stdout)")
  }
}
