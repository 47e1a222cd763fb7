import CommandLineTesting
import Foundation
import Testing

@testable import LayoutStore

/// Baselines remember the environments they were recorded for: a plain `check` lays each file
/// out in exactly those, not in the file's own list, and asking for fewer is not GONE.
@Suite(
  "Remembered environments (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct RememberedEnvironmentTests {
  @Test("record --device X --orientation Y, then a plain check: exit 0, those layouts, no GONE")
  func narrowedRecordThenPlainCheck() throws {
    // Given the form (its file asks for the iPhone SE 2nd gen, both orientations and keyboards)
    // baselined on another device in landscape only
    let workspace = try WorkflowCommandTests.Workspace()
    let recorded = try workspace.run([
      "record", "form.yaml", "--device", "iphone-se-3rd-gen", "--orientation", "landscape",
      "--baseline",
    ])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // When checking with no input and no option
    let check = try workspace.run(["check"])
    // Then the two remembered layouts are compared, nothing is gone and nothing recorded
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let lines = check.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Checked 2 layouts of 1 scene against track main") == true)
    #expect(!check.stdout.contains("GONE"))
    #expect(!check.stdout.contains("recorded"))
    #expect(lines.last == "Result: clean (no drift in 2 comparisons).")
    // And the same with the file named, and with fewer environments asked for
    #expect(try workspace.run(["check", "form.yaml"]).status == 0)
    let fewer = try workspace.run(["check", "--keyboard", "hidden"])
    #expect(fewer.status == 0, "\(fewer.stdout)")
    #expect(!fewer.stdout.contains("GONE"))
    #expect(fewer.stdout.contains("1 baselined layout outside --device/--orientation/--keyboard"))
  }

  @Test("baselines of the file's own list plus a narrowed extra: both are checked")
  func ownListPlusExtra() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let extra = try workspace.run([
      "record", "form.yaml", "--device", "ipad-a16", "--orientation", "landscape", "--keyboard",
      "shown", "--baseline",
    ])
    #expect(extra.status == 0, "\(extra.stderr)")
    let remembered = try LayoutDatabase(path: workspace.database, mode: .readOnly).baselines
      .rememberedEnvironments()
    let memory = try #require(remembered["form.yaml"])
    #expect(memory.followsFile)
    #expect(memory.environments.map(\.key.rawValue) == ["ipad-a16/landscape/keyboard-shown"])

    let check = try workspace.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("Checked 5 layouts of 1 scene against track main"))

    // A scene renamed in the file: every remembered layout of the old name is gone
    let text = try String(contentsOf: workspace.scene, encoding: .utf8)
    try text.replacingOccurrences(of: "name: Form\n", with: "name: Sign Up\n")
      .write(to: workspace.scene, atomically: true, encoding: .utf8)
    let renamed = try workspace.run(["check", "--record", "never"])
    #expect(renamed.status == 1)
    let gone = renamed.stdout.split(separator: "\n").filter { $0.hasPrefix("GONE  Form @ ") }
    #expect(gone.count == 5, "\(renamed.stdout)")
  }

  @Test("--direction and --text-size record RTL and Dynamic Type layouts; check remembers them")
  func directionAndTextSize() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    let recorded = try workspace.run([
      "record", "form.yaml", "--direction", "all", "--text-size", "large,accessibilityLarge",
      "--baseline",
    ])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("recorded 16 layout(s) of 1 scene(s)"))
    let keys = try LayoutDatabase(path: workspace.database, mode: .readOnly)
      .rows("SELECT DISTINCT environmentKey FROM baseline ORDER BY environmentKey").map(\.[0])
    #expect(
      keys.contains(
        "iphone-se-2nd-gen/landscape/keyboard-shown/right-to-left/text-accessibilityLarge"))
    let check = try workspace.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("Checked 16 layouts of 1 scene against track main"))
    let rtl = try workspace.run(["check", "--direction", "rtl"])
    #expect(rtl.status == 0, "\(rtl.stdout)")
    #expect(rtl.stdout.hasPrefix("Checked 8 layouts of 1 scene"))
    let bad = try workspace.run(["check", "--direction", "sideways"])
    #expect(bad.status == 2)
  }

  @Test("layoutdb.yaml's environments apply to files without their own, beside its diff section")
  func projectFile() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    try
      "name: Plain\nviews: [{id: box, kind: label, text: Hi}]\nconstraints: [box.top == root.top]\n"
      .write(
        to: workspace.folder.appendingPathComponent("plain.yaml"), atomically: true,
        encoding: .utf8)
    try "diff:\n  tolerance: 0.5\nenvironments:\n  directions: [ltr, rtl]\n".write(
      to: workspace.folder.appendingPathComponent("layoutdb.yaml"), atomically: true,
      encoding: .utf8)
    let recorded = try workspace.run(["record", "plain.yaml", "form.yaml", "--baseline"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    // plain.yaml in both directions; form.yaml keeps its own four environments.
    #expect(recorded.stdout.contains("recorded 6 layout(s) of 2 scene(s)"))
    let check = try workspace.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("Checked 6 layouts of 2 scenes"))
  }
}
