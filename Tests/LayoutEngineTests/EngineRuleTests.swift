import Foundation
import Testing

@testable import LayoutEngine

@Suite("UIKit layout rules")
struct EngineRuleTests {
  @Test("safe area and layout margins of the root view: status bar and 16 pt margins")
  func safeAreaAndMargins() throws {
    var scene = Scene(name: "Guides")
    let banner = try scene.add(.view, "banner", in: scene.root)
    scene.add(banner.top == scene.root.safeArea.top, banner.height == 44)
    scene.add(
      banner.leading == scene.root.layoutMargins.leading,
      banner.trailing == scene.root.layoutMargins.trailing)
    var engine = try AutoLayoutEngine(scene: scene)
    #expect(
      try engine.layout(in: TestEnvironments.iPhoneSE())[view: "banner"]?.frame
        == Rect(x: 16, y: 20, width: 343, height: 44))
    // iPhone 16 Pro in landscape: safe area 0 top, 62 left and right; regular width → 20.
    let landscape = Environment(
      deviceID: "iphone-16-pro", orientation: .landscape, screenSize: Size(width: 874, height: 402),
      scale: 3,
      safeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
      horizontalSizeClass: .regular,
      verticalSizeClass: .compact)
    #expect(
      try engine.layout(in: landscape)[view: "banner"]?.frame
        == Rect(x: 82, y: 0, width: 710, height: 44))
  }

  @Test("right-to-left layout flips leading and trailing, not left and right")
  func rightToLeft() throws {
    var scene = Scene(name: "RTL")
    let badge = try scene.add(.view, "badge", in: scene.root)
    let pin = try scene.add(.view, "pin", in: scene.root)
    scene.add(
      badge.leading == scene.root.leading + 10, badge.width == 50, badge.top == scene.root.top,
      badge.height == 10)
    scene.add(
      pin.left == scene.root.left + 10, pin.width == 50, pin.top == scene.root.top, pin.height == 10
    )
    var engine = try AutoLayoutEngine(scene: scene)
    var environment = TestEnvironments.iPhoneSE()
    #expect(try engine.layout(in: environment)[view: "badge"]?.frame.x == 10)
    environment.direction = .rightToLeft
    let result = try engine.layout(in: environment)
    #expect(result[view: "badge"]?.frame == Rect(x: 315, y: 0, width: 50, height: 10))
    #expect(result[view: "pin"]?.frame.x == 10)
  }

  @Test("a view translating its autoresizing mask keeps its frame (TN2154's mixed approach)")
  func autoresizingMask() throws {
    var scene = Scene(name: "Mixed")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    try scene.add(.view, "content", in: scroll) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 0, y: 0, width: 375, height: 1200)
    }
    scene.add(scroll.pinEdges(to: scene.root))
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result[view: "content"]?.frame == Rect(x: 0, y: 0, width: 375, height: 1200))
    // The content size is not set by constraints here (the app sets it in code).
    #expect(result.diagnostics(.scrollableContentSizeAmbiguity).count == 1)
  }

  @Test("frames snap to the pixel grid of the screen: each edge to the nearest 1/scale")
  func pixelSnapping() throws {
    var scene = Scene(name: "Thirds")
    var previous = scene.root.leading
    for index in 0..<3 {
      let column = try scene.add(.view, "column\(index)", in: scene.root)
      scene.add(column.leading == previous, column.width == (1.0 / 3.0) * scene.root.width)
      scene.add(column.top == scene.root.top, column.height == 10)
      previous = column.trailing
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // 375 / 3 = 125 exactly; at 320 (iPhone SE 1st gen) a third is 106.667: edges at 106.5 and 213.5.
    #expect(result[view: "column1"]?.frame == Rect(x: 125, y: 0, width: 125, height: 10))
    let narrow = Environment(
      deviceID: "iphone-se-1st-gen", screenSize: Size(width: 320, height: 568), scale: 2)
    let snapped = try engine.layout(in: narrow)
    #expect(snapped[view: "column0"]?.frame == Rect(x: 0, y: 0, width: 106.5, height: 10))
    #expect(snapped[view: "column1"]?.frame == Rect(x: 106.5, y: 0, width: 107, height: 10))
    #expect(snapped[view: "column2"]?.frame == Rect(x: 213.5, y: 0, width: 106.5, height: 10))
  }

  @Test("an unsatisfiable constraint is broken and reported in UIKit's console format")
  func unsatisfiable() throws {
    var scene = Scene(name: "Conflict")
    let box = try scene.add(.view, "box", in: scene.root)
    scene.add(box.leading == scene.root.leading, box.trailing == scene.root.trailing)
    scene.add(box.top == scene.root.top, box.height == 10)
    scene.add((box.width == 100).identifier("fixed-width"))
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result[view: "box"]?.frame.width == 375)
    let diagnostic = try #require(result.diagnostics(.unsatisfiableConstraints).first)
    let log = try #require(diagnostic.log)
    #expect(log.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(
      log.contains(
        "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600000000004 'fixed-width' UIView:0x7f"
      ))
    #expect(log.contains("'box'.width == 100   (active)>"))
    #expect(log.contains("UIViewAlertForUnsatisfiableConstraints"))
    #expect(
      diagnostic.message
        == "box.width == 100 conflicts with box.leading == root.leading and box.trailing == "
        + "root.trailing on this device (its screen width); it was broken"
    )
    #expect(log.contains("'UIView-Encapsulated-Layout-Width' UIView:0x7f"))
    // The views of every constraint in the set, as the log names them, not the broken one's
    // alone; and the broken constraint as the subject that pairs it with a baseline's.
    #expect(diagnostic.views == ["box", "root"])
    #expect(diagnostic.subject == "box.width == 100")
    // On another device it is broken again, and reported again.
    let again = try engine.layout(in: TestEnvironments.iPhoneSE(.landscape))
    #expect(again[view: "box"]?.frame.width == 667)
    #expect(again.diagnostics(.unsatisfiableConstraints).count == 1)
  }

  @Test("constraints at odds only through the safe area are named, with the safe area")
  func conflictThroughSafeArea() throws {
    // Centred, yet 48 from the safe area's leading edge and 32 from its trailing one: no
    // screen width satisfies all three where the safe area is as wide on both sides. The
    // message names the constraints to fix, not "the screen size".
    var scene = Scene(name: "Centred")
    let box = try scene.add(.view, "box", in: scene.root)
    scene.add(box.top == scene.root.top, box.height == 10, box.centerX == scene.root.centerX)
    scene.add(box.leading == scene.root.safeArea.leading + 48)
    scene.add(scene.root.safeArea.trailing == box.trailing + 32)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let diagnostic = try #require(result.diagnostics(.unsatisfiableConstraints).first)
    #expect(
      diagnostic.message
        == "root.safeArea.trailing == box.trailing + 32 conflicts with box.centerX == root.centerX"
        + " and box.leading == root.safeArea.leading + 48 on this device (its safe area); it was"
        + " broken")
    #expect(result[view: "box"]?.frame.x == 48)
  }

  @Test("constraints UIKit refuses are errors naming the constraint")
  func refusedConstraints() throws {
    var scene = Scene(name: "Bad")
    let a = try scene.add(.view, "a", in: scene.root)
    scene.constraints = [a.leading == scene.root.left]
    #expect(throws: SceneError.mixedDirectionalAttributes(a.leading == scene.root.left)) {
      try AutoLayoutEngine(scene: scene)
    }
    scene.constraints = [a.top == scene.root.width]
    #expect(throws: SceneError.incompatibleAttributes(a.top == scene.root.width)) {
      try AutoLayoutEngine(scene: scene)
    }
    scene.constraints = [a.top == 20]
    #expect(throws: SceneError.incompatibleAttributes(a.top == 20)) {
      try AutoLayoutEngine(scene: scene)
    }
    scene.constraints = [a.top == a.contentLayoutGuide.top]
    #expect(
      throws: SceneError.guideUnavailable(a.top == a.contentLayoutGuide.top, .contentLayout, .view)
    ) {
      try AutoLayoutEngine(scene: scene)
    }
    scene.constraints = [a.top == ViewRef("ghost").top]
    #expect(throws: SceneError.unknownItem(a.top == ViewRef("ghost").top, "ghost")) {
      try AutoLayoutEngine(scene: scene)
    }
    #expect(throws: SceneError.duplicateView("a")) { try scene.add(.view, "a", in: scene.root) }
  }

  @Test("a stack view fills equally with spacing and centres its members across")
  func stackView() throws {
    var scene = Scene(name: "Stack")
    let stack = try scene.add(.stackView, "stack", in: scene.root) {
      $0.stack = StackConfiguration(
        axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 10)
    }
    scene.add(stack.leading == scene.root.leading + 20, stack.trailing == scene.root.trailing - 20)
    scene.add(stack.top == scene.root.safeArea.top)
    for (index, height) in [30.0, 50, 40].enumerated() {
      try scene.add(.view, "item\(index)", in: stack) {
        $0.intrinsicContentSize = IntrinsicSize(width: nil, height: height)
      }
    }
    try scene.add(.view, "gone", in: stack) {
      $0.isHidden = true
      $0.intrinsicContentSize = IntrinsicSize(width: 80, height: 80)
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // (335 - 2 × 10) / 3 = 105 wide each; the stack is as tall as its tallest member (50).
    #expect(result[view: "stack"]?.frame == Rect(x: 20, y: 20, width: 335, height: 50))
    #expect(result[view: "item0"]?.frame == Rect(x: 0, y: 10, width: 105, height: 30))
    #expect(result[view: "item1"]?.frame == Rect(x: 115, y: 0, width: 105, height: 50))
    #expect(result[view: "item2"]?.frame == Rect(x: 230, y: 5, width: 105, height: 40))
    #expect(result[view: "gone"]?.frame.width == 0)
    #expect(result[view: "gone"]?.isHidden == true)
  }

  @Test("hidden members rest collapsed mid-gap, at the start or the end, aligned across")
  func stackViewHiddenMembers() throws {
    var scene = Scene(name: "Hidden")
    let stack = try scene.add(.stackView, "stack", in: scene.root) {
      $0.stack = StackConfiguration(axis: .vertical, spacing: 10)
    }
    scene.add(stack.leading == scene.root.leading, stack.trailing == scene.root.trailing)
    scene.add(stack.top == scene.root.top)
    for (id, hidden) in [
      ("before", true), ("a", false), ("between", true), ("b", false), ("after", true),
    ] {
      try scene.add(.view, id, in: stack) {
        $0.isHidden = hidden
        $0.intrinsicContentSize = IntrinsicSize(width: 40, height: 30)
      }
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // a: 0…30, b: 40…70; hidden ones 0 high, as wide as the stack (Xcode's stored frames).
    #expect(result[view: "stack"]?.frame == Rect(x: 0, y: 0, width: 375, height: 70))
    #expect(result[view: "before"]?.frame == Rect(x: 0, y: 0, width: 375, height: 0))
    #expect(result[view: "between"]?.frame == Rect(x: 0, y: 35, width: 375, height: 0))
    #expect(result[view: "after"]?.frame == Rect(x: 0, y: 70, width: 375, height: 0))
    #expect(result[view: "b"]?.frame == Rect(x: 0, y: 40, width: 375, height: 30))
  }

  @Test("fill-proportionally shares by natural size, first views first (Xcode's frames)")
  func stackViewFillProportionally() throws {
    // The Settings scene of FloatingPanel's storyboard (corpus file 01): a 149.5 pt vertical
    // stack (spacing 16) of two nested fill-proportionally stacks, natural 51.5 and 78 tall.
    var scene = Scene(name: "Proportional")
    let outer = try scene.add(.stackView, "outer", in: scene.root) {
      $0.stack = StackConfiguration(axis: .vertical, distribution: .fillProportionally, spacing: 16)
    }
    scene.add(outer.leading == scene.root.leading + 32, outer.width == 311)
    scene.add(outer.top == scene.root.safeArea.top, outer.height == 149.5)
    let header = try scene.add(.stackView, "header", in: outer) {
      $0.stack = StackConfiguration(
        axis: .vertical, distribution: .fillProportionally, alignment: .center, spacing: 8)
    }
    for (name, size) in [("version", (74.5, 17.0)), ("title", (154.5, 26.5))] {
      try scene.add(.view, name, in: header) {
        $0.intrinsicContentSize = IntrinsicSize(width: size.0, height: size.1)
      }
    }
    let rows = try scene.add(.stackView, "rows", in: outer) {
      $0.stack = StackConfiguration(axis: .vertical, distribution: .fillProportionally, spacing: 16)
    }
    for name in ["row1", "row2"] {
      try scene.add(.view, name, in: rows) {
        $0.intrinsicContentSize = IntrinsicSize(width: nil, height: 31)
      }
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // Each share is size / (sizes + spacing) of the whole stack, at priority 999, 998, …:
    // header 149.5 × 51.5 / 145.5 = 52.9; rows take the rest (80.6), not their 79.5 share.
    #expect(result[view: "header"]?.frame == Rect(x: 0, y: 0, width: 311, height: 53))
    #expect(result[view: "rows"]?.frame == Rect(x: 0, y: 69, width: 311, height: 80.5))
    #expect(result[view: "version"]?.frame == Rect(x: 118.5, y: 0, width: 74.5, height: 17.5))
    #expect(result[view: "title"]?.frame == Rect(x: 78.5, y: 25.5, width: 154.5, height: 27.5))
    #expect(result[view: "row1"]?.frame == Rect(x: 0, y: 0, width: 311, height: 32))
    #expect(result[view: "row2"]?.frame == Rect(x: 0, y: 48, width: 311, height: 32.5))
  }

  @Test("the keyboard layout guide follows the keyboard, or the safe area bottom when hidden")
  func keyboardGuide() throws {
    var scene = Scene(name: "Toolbar")
    let bar = try scene.add(.view, "bar", in: scene.root)
    scene.add(bar.leading == scene.root.leading, bar.trailing == scene.root.trailing)
    scene.add(bar.bottom == scene.root.keyboard.top, bar.height == 44)
    var engine = try AutoLayoutEngine(scene: scene)
    let island = TestEnvironments.iPhoneWithIsland(width: 402, height: 874, id: "iphone-16-pro")
    #expect(try engine.layout(in: island)[view: "bar"]?.frame.maxY == 840)
    var shown = island
    shown.keyboard = .shown
    shown.keyboardHeight = 336
    #expect(try engine.layout(in: shown)[view: "bar"]?.frame.maxY == 538)
  }

  @Test("views outside their superview and overlapping siblings are reported")
  func boundsAndOverlap() throws {
    var scene = Scene(name: "Overflow")
    let card = try scene.add(.view, "card", in: scene.root)
    let wide = try scene.add(.view, "wide", in: card) { $0.reportsOverlap = true }
    let other = try scene.add(.view, "other", in: card)
    scene.add(
      card.leading == scene.root.leading + 10, card.top == scene.root.top + 30, card.width == 100,
      card.height == 100)
    scene.add(
      wide.leading == card.leading, wide.top == card.top, wide.width == 150, wide.height == 20)
    scene.add(
      other.leading == card.leading + 10, other.top == card.top + 10, other.width == 20,
      other.height == 20)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result.diagnostics(.outsideSuperviewBounds).map(\.views) == [["wide", "card"]])
    #expect(result.diagnostics(.overlappingSiblings).map(\.views) == [["wide", "other"]])
  }
}

@Suite("More UIKit layout rules")
struct MoreEngineRuleTests {
  @Test("the readable content guide is the margins on a phone and 672 pt centred on an iPad")
  func readableContent() throws {
    var scene = Scene(name: "Article")
    let text = try scene.add(.view, "text", in: scene.root)
    scene.add(
      text.leading == scene.root.readableContent.leading,
      text.trailing == scene.root.readableContent.trailing)
    scene.add(text.top == scene.root.safeArea.top, text.height == 100)
    var engine = try AutoLayoutEngine(scene: scene)
    #expect(try engine.layout(in: TestEnvironments.iPhoneSE())[view: "text"]?.frame.width == 343)
    let iPad = Environment(
      deviceID: "ipad-pro-13-inch-m4", orientation: .landscape,
      screenSize: Size(width: 1376, height: 1032),
      scale: 2, safeAreaInsets: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
      verticalSizeClass: .regular)
    #expect(
      try engine.layout(in: iPad)[view: "text"]?.frame
        == Rect(x: 352, y: 24, width: 672, height: 100))
  }

  @Test("nested scroll views: the inner one scrolls inside the outer one's content")
  func nestedScrollViews() throws {
    var scene = Scene(name: "Nested")
    let outer = try scene.add(.scrollView, "outer", in: scene.root)
    let content = try scene.add(.view, "content", in: outer)
    let inner = try scene.add(.scrollView, "inner", in: content)
    let strip = try scene.add(.view, "strip", in: inner)
    scene.add(outer.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: outer))
    scene.add(content.width == outer.width, content.height == 1000)
    scene.add(inner.leading == content.leading, inner.trailing == content.trailing)
    scene.add(inner.top == content.top + 300, inner.height == 120)
    scene.add(strip.pinEdges(to: inner))
    scene.add(strip.height == inner.height, strip.width == 2000)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let outerMetrics = try #require(result[scrollView: "outer"])
    let innerMetrics = try #require(result[scrollView: "inner"])
    #expect(outerMetrics.contentSize == Size(width: 375, height: 1000))
    #expect(outerMetrics.scrollsVertically && !outerMetrics.scrollsHorizontally)
    #expect(innerMetrics.contentSize == Size(width: 2000, height: 120))
    #expect(innerMetrics.scrollsHorizontally && !innerMetrics.scrollsVertically)
    #expect(innerMetrics.maximumContentOffset == Point(x: 1625, y: 0))
    #expect(result[view: "inner"]?.frame == Rect(x: 0, y: 300, width: 375, height: 120))
    // The outer scroll view rests at -20 (its status bar inset): the strip shows 20 lower.
    #expect(result[view: "strip"]?.windowFrame == Rect(x: 0, y: 320, width: 2000, height: 120))
  }

  @Test("a larger text size makes labels taller (Dynamic Type)")
  func dynamicType() throws {
    var scene = Scene(name: "Type")
    let label = try scene.add(.label, "title", in: scene.root) {
      $0.text = TextContent("Hello", font: .preferred(.body))
    }
    scene.add(
      label.leading == scene.root.layoutMargins.leading, label.top == scene.root.safeArea.top)
    var engine = try AutoLayoutEngine(scene: scene)
    var environment = TestEnvironments.iPhoneSE()
    let large = try #require(try engine.layout(in: environment)[view: "title"]?.frame.height)
    environment.contentSizeCategory = "accessibilityExtraExtraExtraLarge"
    let huge = try #require(try engine.layout(in: environment)[view: "title"]?.frame.height)
    // Body is 17 pt at Large and 53 pt at AX5; line height 1.193359375 × size, on the 2x grid.
    #expect(large == 20.5)
    #expect(huge == 63.5)
    environment.contentSizeCategory = "gigantic"
    #expect(throws: SceneError.invalidEnvironment("unknown content size category 'gigantic'")) {
      try engine.layout(in: environment)
    }
  }

  @Test("preferredMaxLayoutWidth 0 is automatic: a multi-line label wraps at its solved width")
  func automaticPreferredMaxLayoutWidth() throws {
    // Given a centred multi-line label held 8 pt inside the root, once with UILabel's default
    // preferredMaxLayoutWidth (0, Interface Builder's "automatic") and once without one.
    func wrappedFrame(preferred: Double?) throws -> Rect? {
      var scene = Scene(name: "Wrap")
      let label = try scene.add(.label, "note", in: scene.root) {
        var text = TextContent(
          "Currently we do not support authentication flows defined by this homeserver",
          font: .system(size: 14), numberOfLines: 0)
        text.preferredMaxLayoutWidth = preferred
        $0.text = text
      }
      scene.add(label.centerX == scene.root.centerX, label.top == scene.root.top + 8)
      scene.add(label.leading >= scene.root.leading + 8, scene.root.trailing >= label.trailing + 8)
      var engine = try AutoLayoutEngine(scene: scene)
      return try engine.layout(in: TestEnvironments.iPhoneSE())[view: "note"]?.frame
    }
    // Then both wrap at the 359 pt the constraints leave, into the same two lines (wrapping at
    // 0 pt would give a line per word).
    let automatic = try #require(try wrappedFrame(preferred: 0))
    #expect(automatic == (try wrappedFrame(preferred: nil)))
    #expect(automatic.width > 300 && automatic.width <= 359)
    #expect(automatic.height < 40)
  }

  @Test("the result encodes to JSON and prints as a listing")
  func encoding() throws {
    var engine = try AutoLayoutEngine(
      scene: SeedScenes.pureApproach(imageSize: Size(width: 300, height: 200)))
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let data = try JSONEncoder().encode(result)
    let decoded = try JSONDecoder().decode(LayoutResult.self, from: data)
    #expect(decoded == result)
    #expect(
      result.description == """
        TN2154 pure approach @ iphone-se-2nd-gen/portrait/keyboard-hidden
        root [view] (0, 0, 375, 667)
          scrollView [scrollView] (0, 0, 375, 667)
            imageView [imageView] (0, 0, 300, 200)
        scroll scrollView: content 300×200, inset {0, 0, 0, 0}, does not scroll
        """)
  }
}

@Suite("Safe area of subviews")
struct SubviewSafeAreaTests {
  /// A header view spanning the top of the screen and a card lower down, each with a child on
  /// its `safeAreaLayoutGuide.top`: UIKit insets only the part under the status bar.
  static func scene() throws -> Scene {
    var scene = Scene(name: "Subview safe area")
    let header = try scene.add(.view, "header", in: scene.root)
    let title = try scene.add(.view, "title", in: header)
    let card = try scene.add(.view, "card", in: scene.root)
    let badge = try scene.add(.view, "badge", in: card)
    scene.add(header.top == scene.root.top, header.leading == scene.root.leading)
    scene.add(header.trailing == scene.root.trailing, header.height == 100)
    scene.add(
      title.top == header.safeArea.top, title.leading == header.leading, title.width == 50,
      title.height == 10)
    scene.add(
      card.top == scene.root.top + 300, card.leading == scene.root.leading, card.width == 100,
      card.height == 100)
    scene.add(
      badge.top == card.safeArea.top, badge.leading == card.leading, badge.width == 10,
      badge.height == 10)
    return scene
  }

  @Test("a view under the status bar gets its safe area; one below it does not")
  func insets() throws {
    var engine = try AutoLayoutEngine(scene: Self.scene())
    let portrait = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(portrait[view: "title"]?.frame.y == 20)
    #expect(portrait[view: "badge"]?.frame.y == 0)
    let island = try engine.layout(
      in: TestEnvironments.iPhoneWithIsland(width: 402, height: 874, id: "iphone-16-pro"))
    #expect(island[view: "title"]?.frame.y == 62)
    let landscape = try engine.layout(in: TestEnvironments.iPhoneSE(.landscape))
    #expect(landscape[view: "title"]?.frame.y == 0)
  }
}

@Suite("Layout margins follow the safe area")
struct SafeAreaMarginTests {
  /// iPhone 16 in landscape: the sensor housing's 59 points on both sides, 21 at the bottom.
  static let landscape = Environment(
    deviceID: "iphone-16", orientation: .landscape, screenSize: Size(width: 852, height: 393),
    scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    horizontalSizeClass: .compact, verticalSizeClass: .compact)

  @Test(
    "a full-width view's margins are its safe area inset plus 8 (insetsLayoutMarginsFromSafeArea)")
  func fullWidthBar() throws {
    var scene = Scene(name: "Bar")
    let bar = try scene.add(.view, "bar", in: scene.root)
    let item = try scene.add(.view, "item", in: bar)
    scene.add(
      bar.leading == scene.root.leading, bar.trailing == scene.root.trailing,
      bar.top == scene.root.top + 100, bar.height == 44)
    scene.add(
      item.leading == bar.layoutMargins.leading, item.top == bar.layoutMargins.top,
      item.width == 10, item.height == 10)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: Self.landscape)
    #expect(result[view: "item"]?.frame == Rect(x: 59 + 8, y: 8, width: 10, height: 10))
    // Turned off, the margins are the view's own 8.
    try scene.update(bar) { $0.insetsLayoutMarginsFromSafeArea = false }
    var plain = try AutoLayoutEngine(scene: scene)
    #expect(try plain.layout(in: Self.landscape)[view: "item"]?.frame.x == 8)
    // In portrait nothing overlaps the sides: 8.
    #expect(try engine.layout(in: TestEnvironments.iPhoneSE())[view: "item"]?.frame.x == 8)
  }

  @Test("a scroll view's content keeps its own margins: the scroll view absorbs the safe area")
  func scrollViewContent() throws {
    var scene = Scene(name: "List")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let item = try scene.add(.view, "item", in: content)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll.contentLayoutGuide))
    scene.add(content.width == scroll.frameLayoutGuide.width, content.height == 100)
    scene.add(
      item.leading == content.layoutMargins.leading, item.top == content.layoutMargins.top,
      item.width == 10, item.height == 10)
    var engine = try AutoLayoutEngine(scene: scene)
    #expect(try engine.layout(in: Self.landscape)[view: "item"]?.frame.x == 8)
  }
}
