import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// Baselines the inputs no longer lay out (an environment dropped, a scene removed, a file
/// deleted), end to end with the real binary: `check` says GONE and names the command that
/// retires them; each remedy it names makes the next check clean, and the history stays.
@Suite(
  "Gone baselines (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct GoneBaselineTests {
  /// `login.yaml` (the form example: 1 device × 2 orientations × 2 keyboards) and `chat.yaml`
  /// (two scenes, portrait only), recorded as the baselines of main.
  struct Project {
    let workspace: WorkflowCommandTests.Workspace
    var login: URL { workspace.folder.appendingPathComponent("login.yaml") }
    var chat: URL { workspace.folder.appendingPathComponent("chat.yaml") }

    init() throws {
      workspace = try WorkflowCommandTests.Workspace()
      try FileManager.default.moveItem(at: workspace.scene, to: login)
      try FileManager.default.copyItem(
        at: TestPackage.root.appendingPathComponent("Examples/multiline-label.yaml"),
        to: chat)
      let recorded = try run(["record", "login.yaml", "chat.yaml", "--baseline"])
      #expect(recorded.status == 0, "\(recorded.stderr)")
      #expect(recorded.stdout.contains("6 baseline(s) of track main approved"))
    }

    func run(_ arguments: [String]) throws -> LayoutDBCommand.Outcome {
      try workspace.run(arguments)
    }

    /// Drops landscape from the login screen's environments.
    func dropLandscape() throws {
      let text = try String(contentsOf: login, encoding: .utf8)
      #expect(text.contains("orientations: [portrait, landscape]"))
      try text.replacingOccurrences(
        of: "orientations: [portrait, landscape]", with: "orientations: [portrait]"
      ).write(to: login, atomically: true, encoding: .utf8)
    }

    func query(_ sql: String) throws -> [[String]] {
      try LayoutDatabase(path: workspace.database, mode: .readOnly).rows(sql)
    }
  }

  static let goneLandscape = [
    "GONE  Form @ iphone-se-2nd-gen/landscape/keyboard-hidden  (baselined on main, but "
      + "login.yaml no longer lays out this environment)",
    "GONE  Form @ iphone-se-2nd-gen/landscape/keyboard-shown  (baselined on main, but "
      + "login.yaml no longer lays out this environment)",
  ]

  @Test("an environment dropped: GONE with consistent wording; approving the run retires it")
  func droppedEnvironmentRetiredByApprove() throws {
    let project = try Project()
    try project.dropLandscape()
    let check = try project.run(["check"])
    #expect(check.status == 1)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    for line in Self.goneLandscape { #expect(lines.contains(line), "\(check.stdout)") }
    #expect(lines.contains("Result: drift: 2 baselined layouts gone; no drift in 4 comparisons."))
    // "Checked 4 layouts of 3 scenes against track main (run 1a2b3c4d)."
    let header = try #require(lines.first)
    let run = String(header.split(separator: " ").last?.dropLast(2) ?? "")
    let suggestion = try #require(lines.first { $0.hasPrefix("  Retire them: ") })
    #expect(
      suggestion
        == "  Retire them: layoutdb approve \(run) --track main --reason \"why they are gone\" "
        + "--db \(project.workspace.database) (unchanged baselines are kept)")
    #expect(!check.stdout.contains("missing result"))

    let approved = try project.run(["approve", run, "--reason", "portrait only now"])
    #expect(approved.status == 0, "\(approved.stderr)")
    #expect(
      approved.stdout.split(separator: "\n").map(String.init) == [
        "retired   Form @ iphone-se-2nd-gen/landscape/keyboard-hidden  (run \(run) no longer lays it out)",
        "retired   Form @ iphone-se-2nd-gen/landscape/keyboard-shown  (run \(run) no longer lays it out)",
        "approved 0 changed layout(s) of run \(run) on track main; 4 unchanged kept their "
          + "baselines; retired 2 gone baseline(s), kept in the history.",
      ])
    let again = try project.run(["check"])
    #expect(again.status == 0, "\(again.stdout)")
    #expect(again.stdout.contains("Result: clean (no drift in 4 comparisons)."))

    // History is kept: no run deleted, the retired rows say who and why, the views agree.
    #expect(try project.workspace.runCount() == 3)
    #expect(
      try project.query(
        """
        SELECT environmentKey, retiredReason FROM baseline WHERE retiredBy IS NOT NULL
        ORDER BY environmentKey
        """)
        == [
          [
            "iphone-se-2nd-gen/landscape/keyboard-hidden",
            "no longer laid out by run \(run): portrait only now",
          ],
          [
            "iphone-se-2nd-gen/landscape/keyboard-shown",
            "no longer laid out by run \(run): portrait only now",
          ],
        ])
    #expect(
      try project.query("SELECT COUNT(*) FROM currentBaseline WHERE environment LIKE '%landscape%'")
        == [["0"]])
    #expect(try project.query("SELECT COUNT(*) FROM currentBaseline") == [["4"]])
    #expect(
      try project.query(
        """
        SELECT COUNT(*) FROM baselineDrift JOIN run ON run.uuid = baselineDrift.runUuid
        WHERE environment LIKE '%landscape%' AND run.id = (SELECT MAX(id) FROM run)
        """) == [["0"]])
    #expect(
      try project.query("SELECT allEnvironments FROM run ORDER BY id") == [["1"], ["1"], ["1"]])
  }

  @Test("record --baseline and check --record all retire what the files no longer lay out")
  func otherRemediesRetireToo() throws {
    let recordProject = try Project()
    try recordProject.dropLandscape()
    let recorded = try recordProject.run(["record", "login.yaml", "--baseline"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(
      recorded.stdout.contains(
        "0 baseline(s) of track main approved, 2 unchanged kept, 2 retired (no longer laid out; "
          + "kept in the history)"))
    #expect(try recordProject.run(["check"]).status == 0)

    let checkProject = try Project()
    try checkProject.dropLandscape()
    let all = try checkProject.run(["check", "--record", "all"])
    #expect(all.status == 1)
    #expect(
      all.stdout.contains(
        "retired  Form @ iphone-se-2nd-gen/landscape/keyboard-hidden  (no longer laid out; kept "
          + "in the history)"))
    #expect(!all.stdout.contains("GONE"))
    let after = try checkProject.run(["check"])
    #expect(after.status == 0, "\(after.stdout)")

    // A narrowed record is no evidence about the environments it left out: nothing retired.
    let narrowedProject = try Project()
    try narrowedProject.dropLandscape()
    let narrowed = try narrowedProject.run(
      ["record", "login.yaml", "--baseline", "--orientation", "portrait"])
    #expect(narrowed.status == 0)
    #expect(!narrowed.stdout.contains("retired"))
    #expect(try narrowedProject.run(["check"]).status == 1)
    #expect(
      try narrowedProject.query("SELECT allEnvironments FROM run ORDER BY id") == [
        ["1"], ["0"], ["1"],
      ])
  }

  @Test(
    "a deleted scene file: check checks the rest, names the file and the retire command; retire clears it"
  )
  func deletedFile() throws {
    let project = try Project()
    try FileManager.default.removeItem(at: project.chat)
    let check = try project.run(["check"])
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stderr.isEmpty)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Checked 4 layouts of 1 scene against track main") == true)
    #expect(
      lines.contains(
        "GONE  Growing label @ iphone-se-2nd-gen/portrait/keyboard-hidden  (baselined on main, "
          + "but chat.yaml no longer exists)"))
    #expect(lines.contains("Result: drift: 2 baselined layouts gone; no drift in 4 comparisons."))
    #expect(
      lines.contains(
        "  Retire them: layoutdb retire --file chat.yaml --track main --reason \"why the file was "
          + "deleted\" --db \(project.workspace.database) (or restore the file)"))

    let retired = try project.run(
      ["retire", "--file", "chat.yaml", "--track", "main", "--reason", "chat screen removed"])
    #expect(retired.status == 0, "\(retired.stderr)")
    #expect(
      retired.stdout == """
        retired   Growing label @ iphone-se-2nd-gen/portrait/keyboard-hidden
        retired   Short label @ iphone-se-2nd-gen/portrait/keyboard-hidden
        retired 2 baseline(s) of track main; they stay in the history, and check no longer expects them.

        """)
    let clean = try project.run(["check"])
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(
      try project.query("SELECT retiredReason FROM baseline WHERE retiredBy IS NOT NULL")
        == [["chat screen removed"], ["chat screen removed"]])

    // Nothing left to retire: exit 2, naming the track's scenes.
    let nothing = try project.run(["retire", "Chat", "--reason", "x"])
    #expect(nothing.status == 2)
    #expect(
      nothing.stderr
        == "track main has no current baseline of scene(s) 'Chat'; its scenes: 'Form'\n")

    // Every baseline file deleted: exit 2 with the files and the command, nothing written.
    try FileManager.default.removeItem(at: project.login)
    let none = try project.run(["check"])
    #expect(none.status == 2)
    #expect(
      none.stderr.contains(
        "none of the files track 'main' has baselines from exists any more (login.yaml): restore "
          + "them, or retire their baselines with `layoutdb retire --file login.yaml --track main"))
    #expect(try project.workspace.runCount() == 3)
  }

  @Test("a scene removed from its file is retired by approving the run that no longer has it")
  func removedScene() throws {
    let project = try Project()
    let text = try String(contentsOf: project.chat, encoding: .utf8)
    let second = try #require(text.range(of: "  - name: Short label"))
    try String(text[..<second.lowerBound]).write(
      to: project.chat, atomically: true, encoding: .utf8)
    let check = try project.run(["check", "login.yaml", "chat.yaml"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "GONE  Short label @ iphone-se-2nd-gen/portrait/keyboard-hidden  (baselined on main, but "
          + "chat.yaml no longer has this scene)"))
    let approved = try project.run(["approve", "--latest", "--reason", "short label removed"])
    #expect(approved.status == 0)
    #expect(
      approved.stdout.contains("retired   Short label @ iphone-se-2nd-gen/portrait/keyboard-hidden")
    )
    #expect(try project.run(["check"]).status == 0)
  }

  @Test("retiring a file no baseline has names it once, as written, from a subfolder too")
  func retireUnknownFileNamedOnce() throws {
    // Given a project root (a .git folder) and a subfolder to run from, where the file's
    // path from the root (sub/gone.yaml) and from here (gone.yaml) differ
    let project = try Project()
    let folder = project.workspace.folder
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let sub = folder.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    let retired = try LayoutDBCommand.run(
      ["retire", "--file", "gone.yaml", "--reason", "x", "--db", project.workspace.database],
      in: sub)
    #expect(retired.status == 2)
    #expect(
      retired.stderr
        == "track main has no current baseline of file(s) gone.yaml; its scenes: 'Form', "
        + "'Growing label', 'Short label'\n")
  }
}
