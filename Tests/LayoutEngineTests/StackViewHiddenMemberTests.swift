import Testing

@testable import LayoutEngine

/// A hidden arranged view collapses along the stack's axis ("UISV-hiding"), but the collapse
/// gives way to the view's own required length: Xcode stores such members at that length.
@Suite("Hidden members of stack views")
struct StackViewHiddenMemberTests {
  /// A vertical fill stack with spacing 8 of a 30-point member, a hidden one, and another
  /// 30-point member; `pinHeight` gives the hidden one a required height of 50.
  static func layout(pinHeight: Bool) throws -> LayoutResult {
    var scene = Scene(name: "Hidden member")
    let stack = try scene.add(.stackView, "stack", in: scene.root) {
      $0.stack = StackConfiguration(
        axis: .vertical, distribution: .fill, alignment: .fill, spacing: 8)
    }
    scene.add(stack.leading == scene.root.leading + 20, stack.trailing == scene.root.trailing - 20)
    scene.add(stack.top == scene.root.top + 100)
    try scene.add(.view, "first", in: stack) {
      $0.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
    }
    let hidden = try scene.add(.view, "hidden", in: stack) {
      $0.isHidden = true
      $0.intrinsicContentSize = IntrinsicSize(width: 100, height: 40)
    }
    if pinHeight { scene.add(hidden.height == 50) }
    try scene.add(.view, "last", in: stack) {
      $0.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
    }
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: TestEnvironments.iPhoneSE())
  }

  @Test("a hidden member sized only by its content collapses to 0 and leaves the arrangement")
  func collapses() throws {
    let result = try Self.layout(pinHeight: false)
    #expect(result[view: "hidden"]?.frame.height == 0)
    #expect(result[view: "last"]?.frame.minY == 38)
    #expect(result[view: "stack"]?.frame.height == 68)
  }

  @Test("a hidden member with a required height of its own keeps it; the others close up")
  func keepsRequiredHeight() throws {
    // Corpus-2 `188-cometchat` (a hidden row whose text field is 50 high) and `185-cometchat`
    // (a hidden view with `height == 60`): Xcode stores both at their own height.
    let result = try Self.layout(pinHeight: true)
    #expect(result[view: "hidden"]?.frame.height == 50)
    #expect(result[view: "last"]?.frame.minY == 38)
    #expect(result[view: "stack"]?.frame.height == 68)
  }
}
