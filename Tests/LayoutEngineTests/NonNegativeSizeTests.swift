import Testing

@testable import LayoutEngine

/// Auto Layout never makes a view's width or height negative (Auto Layout Guide: width and
/// height "cannot be negative"); where optional constraints would, they give way.
@Suite("Sizes are never negative")
struct NonNegativeSizeTests {
  @Test("spacers around an aspect-ratio box stay 0 high; the optional aspect gives way")
  func spacersStayEmpty() throws {
    // Corpus-2 `040-fusuma`: a 400 × 500 column of a spacer, a box and a spacer of equal
    // heights; the box is as wide as the column at 999 and 3:4 (plus 1) at 750, which alone
    // would make it 532 high and the spacers -16.
    var scene = Scene(name: "Camera")
    let column = try scene.add(.view, "column", in: scene.root)
    scene.add(column.top == scene.root.top, column.leading == scene.root.leading)
    scene.add(column.width == 400, column.height == 500)
    let top = try scene.add(.view, "top", in: column)
    let box = try scene.add(.view, "box", in: column)
    let bottom = try scene.add(.view, "bottom", in: column)
    for spacer in [top, bottom] {
      scene.add(spacer.leading == column.leading, spacer.trailing == column.trailing)
    }
    scene.add(top.top == column.top, box.top == top.bottom, bottom.top == box.bottom)
    scene.add(bottom.bottom == column.bottom, top.height == bottom.height)
    scene.add(
      (box.leading == column.leading).priority(999), (box.trailing == column.trailing).priority(999)
    )
    scene.add((box.width == 0.75 * box.height + 1).priority(750))
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result[view: "top"]?.frame.height == 0)
    #expect(result[view: "bottom"]?.frame.height == 0)
    #expect(result[view: "box"]?.frame == Rect(x: 0, y: 0, width: 400, height: 500))
  }
}
