import Testing

@testable import LayoutEngine

/// How long an `equalSpacing` or `equalCentering` stack is when nothing fixes its length:
/// UIKit lets it hug its members at priority 49, so the gaps are the spacing.
@Suite("Stack views whose distribution spreads the gaps")
struct StackViewDistributionFitTests {
  /// A vertical stack of `distribution` with three 40-point members, its top only bounded
  /// below (at least 20 from the root's), centred vertically in the root.
  static func layout(_ distribution: StackDistribution) throws -> LayoutResult {
    var scene = Scene(name: "Spread")
    let stack = try scene.add(.stackView, "stack", in: scene.root) {
      $0.stack = StackConfiguration(
        axis: .vertical, distribution: distribution, alignment: .center, spacing: 20)
    }
    scene.add(stack.leading == scene.root.leading + 20, stack.trailing == scene.root.trailing - 20)
    scene.add(stack.top >= scene.root.top + 20, stack.centerY == scene.root.centerY)
    for index in 0..<3 {
      try scene.add(.view, "member\(index)", in: stack) {
        $0.intrinsicContentSize = IntrinsicSize(width: 100, height: 40)
      }
    }
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: TestEnvironments.iPhoneSE())
  }

  @Test("an equal-spacing stack free to grow is its members and the spacing long")
  func equalSpacingHugs() throws {
    let result = try Self.layout(.equalSpacing)
    // 3 × 40 + 2 × 20 = 160; the second member 40 + 20 into the stack.
    #expect(result[view: "stack"]?.frame.height == 160)
    #expect(result[view: "member1"]?.frame.minY == 60)
  }

  @Test("an equal-centering stack free to grow hugs its members too")
  func equalCenteringHugs() throws {
    let result = try Self.layout(.equalCentering)
    #expect(result[view: "stack"]?.frame.height == 160)
  }

  @Test("a stack whose members are all hidden hugs them unless something sizes it")
  func allMembersHidden() throws {
    var scene = Scene(name: "Hidden")
    let row = try scene.add(.stackView, "row", in: scene.root) {
      $0.stack = StackConfiguration(axis: .horizontal, distribution: .fill, alignment: .fill)
    }
    scene.add(row.leading == scene.root.leading + 20, row.trailing == scene.root.trailing - 20)
    scene.add(row.top == scene.root.top + 100)
    let column = try scene.add(.stackView, "column", in: scene.root) {
      $0.stack = StackConfiguration(axis: .vertical, distribution: .fill, alignment: .top)
    }
    scene.add(column.leading == scene.root.leading, column.top >= scene.root.top + 200)
    scene.add(column.bottom == scene.root.bottom - 100)
    for (index, stack) in [row, row, column, column].enumerated() {
      try scene.add(.view, "hidden\(index)", in: stack) {
        $0.isHidden = true
        $0.intrinsicContentSize = IntrinsicSize(width: 50, height: 30)
      }
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let width = try #require(result[view: "root"]?.frame.width)
    // Pinned at the sides, the row keeps its width and is 0 high; the column, free to be
    // anything from 0 to the room above its bottom, is nothing.
    #expect(result[view: "row"]?.frame.size == Size(width: width - 40, height: 0))
    #expect(result[view: "column"]?.frame.size == Size(width: 0, height: 0))
  }
}
