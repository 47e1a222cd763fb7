import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Where Xcode's canvas leaves a view it marked ambiguous (issue 12).
@Suite("Interface Builder ambiguous views")
struct InterfaceBuilderAmbiguityTests {
  @Test("an ambiguous view nothing places across keeps its stored position on the canvas")
  func ambiguousPositionHeld() throws {
    // Two buttons in a bar, pinned to its top and bottom but to nothing across (corpus-2
    // `041-fusuma`): Xcode stores them at x 138 and 276, where the designer left them.
    func button(_ id: String, x: Double, title: String) -> IBNode {
      .view(
        "button", id: id, frame: (x, 0, 138, 50), attributes: [("ambiguous", "YES")],
        extra: [.element("state", [("key", "normal"), ("title", title)])])
    }
    let document = IBDocument.xib(
      toolsVersion: "14088", device: "retina5_5", root: 414, 50,
      subviews: [button("middle", x: 138, title: "Photo"), button("last", x: 276, title: "Video")],
      constraints: [
        .constraint("middle.top = root.top", id: "mt"),
        .constraint("bottom = middle.bottom", id: "mb"),
        .constraint("last.top = root.top", id: "lt"),
        .constraint("bottom = last.bottom", id: "lb"),
      ])
    let canvas = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "bar.xib", options: .canvas
    ).canvasLayout()
    #expect(canvas[view: "middle"]?.frame == Rect(x: 138, y: 0, width: 138, height: 50))
    #expect(canvas[view: "last"]?.frame == Rect(x: 276, y: 0, width: 138, height: 50))
  }
}
