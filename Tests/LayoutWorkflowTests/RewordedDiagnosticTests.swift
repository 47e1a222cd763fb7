import CommandLineTesting
import Foundation
import TestSupport
import Testing

@testable import LayoutStore

/// Upgrading layoutdb must not fail CI: a baseline whose diagnostics an older (or newer)
/// layoutdb worded differently is checked clean by the real binary, and a diagnostic whose
/// subject changed is still drift.
@Suite(
  "Diagnostics reworded between layoutdb versions (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct RewordedDiagnosticTests {
  /// The form example with two real problems: its content lost `content.bottom ==
  /// scroll.bottom` (its scroll view's content height is ambiguous) and the name field is also
  /// 100 wide, which its margins forbid (an unsatisfiable set, broken), recorded as baselines.
  static func brokenFormBaselines() throws -> WorkflowCommandTests.Workspace {
    let workspace = try WorkflowCommandTests.Workspace()
    let text = try String(contentsOf: workspace.scene, encoding: .utf8)
    let bottom = "  - content.bottom == scroll.bottom\n"
    #expect(text.contains(bottom))
    try text.replacingOccurrences(of: bottom, with: "  - field0.width == 100\n")
      .write(to: workspace.scene, atomically: true, encoding: .utf8)
    let recorded = try workspace.run(["record", "form.yaml", "--baseline"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    return workspace
  }

  /// Runs SQL on the workspace's database as an older or newer layoutdb would have left it;
  /// the digests are made up, as another version's words hash to other digests.
  static func rewrite(_ workspace: WorkflowCommandTests.Workspace, _ sql: String) throws {
    let database = try LayoutDatabase(path: workspace.database)
    try database.execute(sql + "; UPDATE snapshot SET digest = randomblob(32);")
    try database.close()
  }

  static func query(_ workspace: WorkflowCommandTests.Workspace, _ sql: String) throws
    -> [[String]]
  {
    try LayoutDatabase(path: workspace.database, mode: .readOnly).rows(sql)
  }

  @Test("a baseline from before subjects were stored, in an older wording: check is clean")
  func databaseBeforeSubjects() throws {
    // Given baselines as layoutdb 10 stored them: no subject column, the broken constraint
    // in that version's words and naming the broken constraint's view only
    let workspace = try Self.brokenFormBaselines()
    let kinds = try Self.query(workspace, "SELECT DISTINCT kind FROM diagnostic ORDER BY kind")
    #expect(
      kinds == [
        ["coveredByKeyboard"], ["outsideSuperviewBounds"], ["scrollableContentSizeAmbiguity"],
        ["unsatisfiableConstraints"],
      ])
    try Self.rewrite(
      workspace,
      """
      UPDATE diagnostic
      SET message = substr(message, 1, instr(message, ' conflicts with ') - 1)
          || ' contradicts the screen size with 3 other required constraint(s); it was broken',
        viewIds = '["field0"]'
      WHERE kind = 'unsatisfiableConstraints';
      ALTER TABLE diagnostic DROP COLUMN subject;
      DELETE FROM schemaMigration WHERE identifier = '0007_diagnostic_subjects'
      """)
    // When this layoutdb checks the unchanged file
    let check = try workspace.run(["check"])
    // Then the database is migrated, each old row has its subject, and nothing drifted
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(!check.stdout.contains("appeared"), "\(check.stdout)")
    #expect(!check.stdout.contains("resolved"), "\(check.stdout)")
    #expect(check.stdout.contains("clean  4 layouts unchanged"), "\(check.stdout)")
    let subjects = try Self.query(
      workspace,
      """
      SELECT DISTINCT diagnostic.kind, diagnostic.subject FROM diagnostic
      JOIN layout ON layout.snapshotId = diagnostic.snapshotId
      JOIN baseline ON baseline.layoutId = layout.id
      WHERE diagnostic.subject IS NOT NULL
      ORDER BY 1, 2
      """)
    #expect(
      subjects == [
        ["scrollableContentSizeAmbiguity", "height"],
        ["unsatisfiableConstraints", "field0.trailing == content.trailing - 20"],
      ])
  }

  @Test("a newer layoutdb's words for the same findings are not drift; a new subject is")
  func rewordedThenMoved() throws {
    // Given baselines whose every diagnostic reads differently from what this layoutdb writes
    let workspace = try Self.brokenFormBaselines()
    try Self.rewrite(workspace, "UPDATE diagnostic SET message = 'In other words: ' || message")
    // Then check is clean
    let check = try workspace.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(!check.stdout.contains("appeared"), "\(check.stdout)")
    #expect(!check.stdout.contains("resolved"), "\(check.stdout)")
    // But when the conflict moves to another field, it is drift, both ways
    let text = try String(contentsOf: workspace.scene, encoding: .utf8)
    try text.replacingOccurrences(of: "field0.width == 100", with: "field1.width == 100")
      .write(to: workspace.scene, atomically: true, encoding: .utf8)
    let moved = try workspace.run(["check"])
    #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
    #expect(moved.stdout.contains("unsatisfiable constraints appeared"), "\(moved.stdout)")
    #expect(moved.stdout.contains("unsatisfiable constraints resolved"), "\(moved.stdout)")
  }
}
