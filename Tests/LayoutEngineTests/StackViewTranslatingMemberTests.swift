import Testing

@testable import LayoutEngine

/// An arranged view that still translates its autoresizing mask (Interface Builder's layout
/// of an arranged view written without `translatesAutoresizingMaskIntoConstraints="NO"`).
@Suite("Stack views with a member that translates its autoresizing mask")
struct StackViewTranslatingMemberTests {
  @Test("the member keeps its frame; the stack sizes around it and gives way where they differ")
  func translatingMembers() throws {
    var scene = Scene(name: "Cells")
    // A fill-equally row centred in the root with nothing sizing it but its two members.
    let row = try scene.add(.stackView, "row", in: scene.root) {
      $0.stack = StackConfiguration(
        axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 20)
    }
    scene.add(row.centerX == scene.root.centerX, row.top == scene.root.top + 100)
    scene.add(row.height == 44)
    for (index, x) in [0.0, 120].enumerated() {
      try scene.add(.label, "cell\(index)", in: row) {
        $0.translatesAutoresizingMaskIntoConstraints = true
        $0.frame = Rect(x: x, y: 12, width: 100, height: 20)
      }
    }
    // A fill-aligned column 375 wide whose member keeps its own 200 points.
    let column = try scene.add(.stackView, "column", in: scene.root) {
      $0.stack = StackConfiguration(axis: .vertical, distribution: .fill, alignment: .fill)
    }
    scene.add(column.leading == scene.root.leading, column.trailing == scene.root.trailing)
    scene.add(column.top == scene.root.top + 200)
    try scene.add(.label, "narrow", in: column) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 0, y: 0, width: 200, height: 26)
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // 100 + 20 + 100 wide, centred on the 375-point screen.
    #expect(result[view: "row"]?.frame == Rect(x: 77.5, y: 100, width: 220, height: 44))
    #expect(result[view: "cell1"]?.frame == Rect(x: 120, y: 12, width: 100, height: 20))
    #expect(result[view: "column"]?.frame == Rect(x: 0, y: 200, width: 375, height: 26))
    #expect(result[view: "narrow"]?.frame == Rect(x: 0, y: 0, width: 200, height: 26))
  }
}
