import CommandLineTesting
import Foundation
import TestSupport
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
    let junit = workspace.folder.appendingPathComponent("junit.xml")
    let check = try workspace.run(["check", "--junit", junit.path])
    #expect(check.status == 1)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    // Then the first layout listed has the keyboard shown, and its first line is a field
    // that can no longer be scrolled above the keyboard
    #expect(lines[1].hasPrefix("DRIFT  Form @ iphone-se-2nd-gen/landscape/keyboard-shown"))
    // (after the cause: the constraint removed from the file)
    #expect(lines[2] == "  cause: form.yaml: removed `content.bottom == field5.bottom + 20`")
    // (the six fields in one line, by their placeholders)
    #expect(
      lines[3]
        == "  error: 6 text fields (\"Name\" field0, \"Email\" field1, \"Phone\" field2, "
        + "\"Username\" field3, \"Password\" field4, \"Confirm password\" field5) can no longer "
        + "be scrolled above the keyboard")
    // And where no field is hidden, the scroll view that stopped scrolling comes first
    let hidden = try #require(
      lines.firstIndex { $0.hasPrefix("DRIFT  Form @ iphone-se-2nd-gen/landscape/keyboard-hidden") }
    )
    #expect(lines[hidden + 1].contains("scroll (scroll view) no longer scrolls vertically"))
    // And JUnit's one-line failure message, all a CI page shows, leads with the same findings
    let xml = try String(contentsOf: junit, encoding: .utf8).split(separator: "\n")
    func failureMessage(_ environment: String) throws -> Substring {
      let testCase = try #require(xml.firstIndex { $0.contains("name=\"\(environment)\"") })
      return xml[testCase + 1]
    }
    #expect(
      try failureMessage("iphone-se-2nd-gen/landscape/keyboard-shown").contains(
        "&quot;Name&quot; (text field field0) can no longer be scrolled above the keyboard"),
      "\(xml)")
    #expect(
      try failureMessage("iphone-se-2nd-gen/landscape/keyboard-hidden").contains(
        "infos: scroll (scroll view) no longer scrolls vertically"),
      "\(xml)")
  }

  @Test("Interface Builder views are named by label, placeholder or text, the IB id after")
  func viewNames() throws {
    // Given the sign-up storyboard baselined, then its title's top constant changed 20 → 44
    let workspace = try WorkflowCommandTests.Workspace()
    let storyboard = workspace.folder.appendingPathComponent("sign-up.storyboard")
    try FileManager.default.copyItem(
      at: TestPackage.root.appendingPathComponent("Examples/sign-up.storyboard"),
      to: storyboard)
    #expect(try workspace.run(["record", "sign-up.storyboard", "--baseline"]).status == 0)
    let constraint =
      #"firstAttribute="top" secondItem="cont-aa-01" secondAttribute="top" constant="20""#
    let text = try String(contentsOf: storyboard, encoding: .utf8)
    #expect(text.contains(constraint))
    try text.replacingOccurrences(
      of: constraint, with: constraint.replacingOccurrences(of: "\"20\"", with: "\"44\"")
    )
    .write(to: storyboard, atomically: true, encoding: .utf8)
    // When checking
    let junit = workspace.folder.appendingPathComponent("junit.xml")
    let check = try workspace.run(["check", "sign-up.storyboard", "--junit", junit.path])
    // Then the moved views read as a person sees them, without the environment repeated
    #expect(check.status == 1)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    // (the two fields that moved alike in one line; JUnit, for machines, keeps one per view)
    #expect(
      lines.contains(
        #"  error: 2 text fields ("Email" mail-aa-01, "Password" pass-aa-01) moved 24 pt down"#))
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"error: "Email" (text field mail-aa-01) moved 24 pt down"#))
    #expect(
      xml.contains(#"error: "Password" (text field pass-aa-01) moved 24 pt down"#),
      "\(xml)")
    #expect(lines.contains(#"  error: "Sign Up" (button butn-aa-01) moved 24 pt down"#))
    #expect(
      lines.contains(
        "  warning: the content of scrl-aa-01 (scroll view) grew 24 pt taller, to 375×214.5"),
      "\(check.stdout)")
  }
}
