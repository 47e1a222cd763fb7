import CommandLineTesting
import Foundation
import Testing

/// The text summary puts what users feel first: fields under the keyboard, then scrolling.
@Suite(
  "Findings order (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct FindingsOrderTests {
  @Test("a field the keyboard now hides leads its layout, and such layouts lead the summary")
  func keyboardFirst() throws {
    // Given the form baselined, then its content loses its bottom constraint (the content
    // no longer has a height, so nothing scrolls the fields above the keyboard)
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    let bottom = #"  - {equation: "content.bottom == field5.bottom + margin", id: contentBottom}"#
    let text = try String(contentsOf: workspace.scene, encoding: .utf8)
    #expect(text.contains(bottom))
    try text.replacingOccurrences(of: bottom, with: "")
      .write(to: workspace.scene, atomically: true, encoding: .utf8)
    // When checking
    let check = try workspace.run(["check"])
    #expect(check.status == 1)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    // Then the first layout listed has the keyboard shown, and its first line is a field
    // that can no longer be scrolled above the keyboard
    #expect(lines[1].hasPrefix("DRIFT  Form @ iphone-se-2nd-gen/landscape/keyboard-shown"))
    #expect(lines[2].hasPrefix("  error: field0 (text field) can no longer be scrolled above"))
    // And where no field is hidden, the scroll view that stopped scrolling comes first
    let hidden = try #require(
      lines.firstIndex { $0.hasPrefix("DRIFT  Form @ iphone-se-2nd-gen/landscape/keyboard-hidden") }
    )
    #expect(lines[hidden + 1].contains("scroll (scroll view) no longer scrolls vertically"))
  }
}
