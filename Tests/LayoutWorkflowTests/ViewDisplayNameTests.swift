import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import Testing

@testable import LayoutWorkflow

/// Scene files' views are named in findings as Interface Builder's are, by what they show,
/// where that says more than the id the author gave them.
@Suite("Names people know views by, in scene files")
struct ViewDisplayNameTests {
  @Test("a label's text names it unless its id already says it")
  func labels() throws {
    let report = try SolveRequest(inputPath: SolveTesting.example("settings.yaml"))
      .run(catalog: SolveTesting.catalog)
    let names = report.viewNames["Settings"] ?? [:]
    #expect(names["sounds"] == "Sounds & Haptics")
    // `Notifications` and `Screen Time` add nothing to `notifications` and `screenTime`.
    #expect(names["notifications"] == nil)
    #expect(names["screenTime"] == nil)
  }

  @Test("a field's placeholder comes before its text; long text is cut at 32 characters")
  func placeholderAndLength() {
    var field = View(id: "field0", kind: .textField, parentID: "root")
    field.text = TextContent("jane@example.com", placeholder: "Email")
    #expect(ViewDisplayName.authored(field) == "Email")
    var label = View(id: "label0", kind: .label, parentID: "root")
    label.text = TextContent("A sentence much longer than thirty-two characters\nand more")
    #expect(ViewDisplayName.authored(label) == "A sentence much longer than thi…")
    var empty = View(id: "spacer", kind: .label, parentID: "root")
    empty.text = TextContent("  ")
    #expect(ViewDisplayName.authored(empty) == nil)
  }
}
