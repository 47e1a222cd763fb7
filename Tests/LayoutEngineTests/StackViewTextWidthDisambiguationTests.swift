import Testing

@testable import LayoutEngine

/// UIKit's `UISV-text-width-disambiguation`: in a horizontal stack, two or more arranged views
/// whose width wrapped text decides are each held to at most an equal share of the row (at
/// 950 and above), so a pinned row of them is split equally, not stretched at its last view.
@Suite("Stack views that share their width among wrapping text")
struct StackViewTextWidthDisambiguationTests {
  /// A row pinned 15 from the root's sides (345 wide on the iPhone SE's 375), spacing 15, of
  /// `distribution`, holding the given members.
  static func row(
    _ distribution: StackDistribution = .fill,
    members: [(id: String, configure: (inout View) -> Void)]
  ) throws -> LayoutResult {
    var scene = Scene(name: "Row")
    let row = try scene.add(.stackView, "row", in: scene.root) {
      $0.stack = StackConfiguration(
        axis: .horizontal, distribution: distribution, alignment: .top, spacing: 15)
    }
    scene.add(row.leading == scene.root.leading + 15, row.trailing == scene.root.trailing - 15)
    scene.add(row.top == scene.root.top + 100)
    for member in members {
      let kind: ViewKind = member.id.hasPrefix("button") ? .button : .label
      try scene.add(kind, member.id, in: row, configure: member.configure)
    }
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: TestEnvironments.iPhoneSE())
  }

  static func wrapping(_ text: String) -> (inout View) -> Void {
    { $0.text = TextContent(text, numberOfLines: 0) }
  }

  @Test("wrapping labels of different lengths split a pinned row equally")
  func labelsSplitEqually() throws {
    // Natural widths about 37, 33 and 190: 260 of the 315 left by the spacing. Without the
    // shares the last would stretch to about 245; with them each is (345 - 2 × 15) / 3 = 105,
    // and the long one wraps, giving way on its compression resistance.
    let result = try Self.row(members: [
      ("wind", Self.wrapping("Wind")), ("rain", Self.wrapping("Rain")),
      ("clouds", Self.wrapping("Overcast clouds tonight")),
    ])
    for id in ["wind", "rain", "clouds"] {
      #expect(result[view: id]?.frame.width == 105, "\(id)")
    }
    #expect(result[view: "rain"]?.frame.minX == 120)
    let clouds = try #require(result[view: "clouds"]?.frame)
    let wind = try #require(result[view: "wind"]?.frame)
    #expect(clouds.height > wind.height)
  }

  @Test("buttons with a configuration share the row as wrapping labels do")
  func configuredButtonsSplitEqually() throws {
    let configured: (String) -> (inout View) -> Void = { title in
      {
        $0.text = TextContent(title)
        $0.configuration = ButtonConfiguration()
      }
    }
    let result = try Self.row(members: [
      ("buttonOK", configured("OK")), ("buttonCancel", configured("Cancel")),
    ])
    #expect(result[view: "buttonOK"]?.frame.width == 165)
    #expect(result[view: "buttonCancel"]?.frame.width == 165)
  }

  @Test("one wrapping label is not held to a share: the row stretches by its priorities")
  func oneWrappingLabelKeepsTheSlack() throws {
    let result = try Self.row(members: [
      ("title", Self.wrapping("Wind")),
      (
        "value",
        {
          $0.text = TextContent("12 km/h")
          $0.contentHugging = AxisPriorities(252, 251)
        }
      ),
    ])
    let value = try #require(result[view: "value"]?.frame.width)
    // The one-line value hugs its text; the label takes the rest of 345 - 15.
    #expect(value < 80)
    #expect(result[view: "title"]?.frame.width == 330 - value)
  }
}
