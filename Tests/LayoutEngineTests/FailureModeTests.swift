import Testing

@testable import LayoutEngine

/// What readers of the seed posts ran into, and what the engine reports for each.
@Suite("Scroll view failure modes")
struct FailureModeTests {
  /// A scroll view filling the root, a content view pinned to its edges (no width source),
  /// and a text field `email` 20 inside the content on every side: the seed posts' form,
  /// one field long.
  static func oneFieldForm(_ name: String, field configure: (inout View) -> Void = { _ in })
    throws -> Scene
  {
    var scene = Scene(name: name)
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let field = try scene.add(.textField, "email", in: content, configure: configure)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(field.leading == content.leading + 20, content.trailing == field.trailing + 20)
    scene.add(field.top == content.top + 20, content.bottom == field.bottom + 20)
    return scene
  }

  @Test("a content view with no width source and fields without intrinsic width: ambiguous")
  func noWidthSource() throws {
    // A custom field that reports no intrinsic width (`UIView.noIntrinsicMetric`).
    let scene = try Self.oneFieldForm("No width") {
      $0.intrinsicContentSize = IntrinsicSize(width: nil, height: 34)
    }
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let sizeAmbiguity = result.diagnostics(.scrollableContentSizeAmbiguity)
    #expect(sizeAmbiguity.map(\.views) == [["scroll"]])
    #expect(sizeAmbiguity.first?.message.contains("width") == true)
    #expect(sizeAmbiguity.first?.message.contains("height") == false)
    let ambiguous = Set(result.diagnostics(.ambiguousLayout).flatMap(\.views))
    #expect(ambiguous == ["content", "email"])
    // The height is determined: a text field is 34 pt high.
    #expect(result[scrollView: "scroll"]?.contentSize.height == 74)
  }

  @Test("an empty UITextField gives the content its 14 pt padding width: the form collapses")
  func emptyFieldCollapses() throws {
    let scene = try Self.oneFieldForm("Collapsed")
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    // A rounded-rect field is its text plus 7 pt of padding each side: 14 pt when empty.
    #expect(result[view: "email"]?.frame == Rect(x: 20, y: 20, width: 14, height: 34))
    #expect(result[scrollView: "scroll"]?.contentSize == Size(width: 54, height: 74))
  }

  @Test("a content view pinned to the edges with nothing inside: content size ambiguity both ways")
  func emptyContent() throws {
    var scene = Scene(name: "Empty content")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let diagnostic = try #require(result.diagnostics(.scrollableContentSizeAmbiguity).first)
    #expect(
      diagnostic.message
        == "scrollable content size ambiguity in scroll: the content's constraints do not determine its width and height"
    )
    #expect(result.diagnostics(.ambiguousLayout).flatMap(\.views) == ["content"])
  }

  /// IB post (003): lines = 0, vertical compression resistance 1000, and a `>=` bottom
  /// constraint; the content view otherwise wants the frame's height (priority 250).
  static func growingLabel(_ text: String) throws -> Scene {
    var scene = Scene(name: "Growing label")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let label = try scene.add(.label, "label", in: content) {
      $0.text = TextContent(text, numberOfLines: 0)
      $0.compressionResistance = AxisPriorities(750, 1000)
    }
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scroll.width, (content.height == scroll.height).priority(250))
    scene.add(label.leading == content.leading + 20, label.trailing == content.trailing - 20)
    scene.add(label.top == content.top + 20, content.bottom >= label.bottom + 20)
    return scene
  }

  @Test("a multi-line label with compression resistance 1000 grows the content past the screen")
  func growingContent() throws {
    let text = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 60).joined(
      separator: " ")
    var engine = try AutoLayoutEngine(scene: Self.growingLabel(text))
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let label = try #require(result[view: "label"])
    let scroll = try #require(result[scrollView: "scroll"])
    // The label wraps at its width (335) and is as tall as its lines; the content follows.
    let measurer = TextMeasurer(metrics: try SystemFontMetrics.standard, scale: 2)
    let expected = IntrinsicSize.label(
      text, numberOfLines: 0, preferredMaxLayoutWidth: 335, using: measurer)
    #expect(label.frame.width == 335)
    #expect(label.frame.height == expected.height)
    #expect(label.frame.height > 20.5 * 10)
    #expect(scroll.contentSize.height == label.frame.height + 40)
    #expect(scroll.contentSize.height > 667 && scroll.scrollsVertically)
  }

  @Test("a short multi-line label leaves the content at the frame's height")
  func shortContent() throws {
    var engine = try AutoLayoutEngine(scene: Self.growingLabel("Hello"))
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result[scrollView: "scroll"]?.contentSize.height == 667)
    #expect(result[view: "label"]?.frame.height == 20.5)
  }

  @Test("a text view with scrolling disabled sizes to its text like a label (plus its insets)")
  func textViewWithoutScrolling() throws {
    let text = Array(repeating: "Lorem ipsum dolor sit amet.", count: 30).joined(separator: " ")
    var scene = Scene(name: "Nested")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let textView = try scene.add(.textView, "notes", in: content) {
      $0.text = TextContent(text, numberOfLines: 0)
      $0.isScrollEnabled = false
      $0.compressionResistance = AxisPriorities(750, 1000)
    }
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scroll.width)
    scene.add(textView.leading == content.leading + 20, textView.trailing == content.trailing - 20)
    scene.add(textView.top == content.top + 20, content.bottom == textView.bottom + 20)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let measurer = TextMeasurer(metrics: try SystemFontMetrics.standard, scale: 2)
    // The text view's font is system 17 (as given); its text wraps 10 pt narrower than the
    // view (line fragment padding), with 8 pt of inset above and below.
    let label = IntrinsicSize.label(
      text, numberOfLines: 0, preferredMaxLayoutWidth: 325, using: measurer)
    #expect(result[view: "notes"]?.frame.height == label.height! + 16)
    #expect(result[scrollView: "scroll"]?.contentSize.height == label.height! + 56)
    #expect(label.height! > 20.5 * 5)
    #expect(result.diagnostics(.scrollableContentSizeAmbiguity).isEmpty)
  }
}
