import CommandLineTesting
import Foundation
import Testing

@testable import LayoutStore

/// `approve` on CI: a job that approves its own run could never fail, so there it only lists
/// what it would do until `--yes` says so.
@Suite(
  "approve on CI (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct ApproveCommandTests {
  @Test("with CI set, approve lists what it would approve, changes nothing and exits 2; --yes")
  func ciNeedsYes() throws {
    // Given the form baselined, broken and checked
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    try workspace.breakScene()
    #expect(try workspace.run(["check"]).status == 1)
    let baselines = {
      try LayoutDatabase(path: workspace.database, mode: .readOnly)
        .rows("SELECT COUNT(*) FROM baseline")
    }
    let before = try baselines()
    // When approving on CI without --yes
    let listed = try workspace.run(
      ["approve", "--latest", "--reason", "shrinks"], environment: ["CI": "true"])
    // Then it lists the four layouts, says why it stopped, and the baselines are as they were
    #expect(listed.status == 2)
    #expect(
      listed.stdout.split(separator: "\n").filter { $0.hasPrefix("would approve  Form @ ") }
        .count == 4, "\(listed.stdout)")
    #expect(
      listed.stderr
        == "CI is set: approve lists 4 layout(s) to approve and 0 to retire on track main but "
        + "changes nothing without --yes\n")
    #expect(try baselines() == before)
    // And with --yes it approves them
    let approved = try workspace.run(
      ["approve", "--latest", "--reason", "shrinks", "--yes"], environment: ["CI": "true"])
    #expect(approved.status == 0, "\(approved.stderr)")
    #expect(approved.stdout.contains("approved 4 changed layout(s) of run "))
    #expect(try workspace.run(["check"]).status == 0)
  }
}
