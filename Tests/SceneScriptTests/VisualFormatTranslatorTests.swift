import LayoutEngine
import SceneReading
import TestSupport
import Testing
import VisualFormat

@testable import SceneScript

@Suite("Visual format translator")
struct VisualFormatTranslatorTests {
  /// A root view with a `content` view, and in it the siblings `a`, `b`, `c`, `greenView`,
  /// `whiteView`; `other` sits directly in the root.
  let scene: Scene
  let views: [String: ViewRef]

  init() throws {
    var scene = Scene(name: "VFL")
    let content = try scene.add(.view, "content", in: scene.root)
    var views = ["content": content, "root": scene.root]
    for name in ["a", "b", "c", "greenView", "whiteView"] {
      views[name] = try scene.add(.view, name, in: content)
    }
    views["other"] = try scene.add(.view, "other", in: scene.root)
    self.scene = scene
    self.views = views
  }

  /// The constraints of a format, in the anchor notation of scene files.
  func translate(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]
  ) throws -> [String] {
    try VisualFormatTranslator.constraints(
      fromFormat: format, options: options, metrics: metrics, views: views, in: scene
    ).map(\.description)
  }

  // MARK: - The seed layouts

  @Test(
    "the seed layouts give UIKit's constraints: the far edge of a spacing is the first item",
    arguments: [
      (
        "H:|-15-[greenView]-15-|",
        [
          "greenView.leading == content.leading + 15",
          "content.trailing == greenView.trailing + 15",
        ]
      ),
      (
        "V:|-15-[greenView(400)]", ["greenView.top == content.top + 15", "greenView.height == 400"]
      ),
      (
        "V:[greenView]-15-[whiteView(500)]-15-|",
        [
          "whiteView.top == greenView.bottom + 15", "whiteView.height == 500",
          "content.bottom == whiteView.bottom + 15",
        ]
      ),
      (
        "H:|-0-[content]-0-|",
        ["content.leading == root.leading", "root.trailing == content.trailing"]
      ),
      ("V:[a]-(>=8@750)-[b(==a)]", ["b.top >= a.bottom + 8 @750", "b.height == a.height"]),
    ])
  func seeds(format: String, expected: [String]) throws {
    #expect(try translate(format) == expected)
  }

  // MARK: - Spacing, sizes, metrics

  @Test("a lone '-' is 8 between siblings and 20 to the superview's edge (Apple's values)")
  func standardSpacing() throws {
    #expect(
      try translate("H:|-[a]-[b]-|") == [
        "a.leading == content.leading + 20", "b.leading == a.trailing + 8",
        "content.trailing == b.trailing + 20",
      ])
    #expect(try translate("V:|-[a]") == ["a.top == content.top + 20"])
  }

  @Test("no connection means adjacent edges, constant 0")
  func adjacency() throws {
    #expect(
      try translate("|[a][b]|") == [
        "a.leading == content.leading", "b.leading == a.trailing", "content.trailing == b.trailing",
      ])
  }

  @Test("metrics stand for constants and priorities, by name")
  func metrics() throws {
    let metrics = ["margin": 16.0, "width": 100, "low": 250, "gap": 12]
    #expect(
      try translate("H:|-margin-[a(width@low)]-(>=gap)-|", metrics: metrics) == [
        "a.leading == content.leading + 16", "a.width == 100 @250",
        "content.trailing >= a.trailing + 12",
      ])
  }

  @Test("several predicates give several constraints; negative spacings need parentheses")
  func predicates() throws {
    #expect(try translate("H:[a(>=70,<=100@999)]") == ["a.width >= 70", "a.width <= 100 @999"])
    #expect(try translate("H:[a]-(-5)-[b]") == ["b.leading == a.trailing - 5"])
    #expect(
      try translate("V:[a]-(>=8,<=20@250)-[b]") == [
        "b.top >= a.bottom + 8", "b.top <= a.bottom + 20 @250",
      ])
  }

  @Test("a view named in a predicate may live anywhere; a name that is both is the metric")
  func viewPredicates() throws {
    // `H:[contentView(==view)]` of the ScrollableController: a view against its grandparent.
    #expect(try translate("H:[a(==root)]") == ["a.width == root.width"])
    #expect(try translate("V:[a(<=other@500)]") == ["a.height <= other.height @500"])
    #expect(try translate("H:[a(==b)]", metrics: ["b": 40]) == ["a.width == 40"])
  }

  // MARK: - Options

  @Test("alignment options relate each consecutive pair across the orientation")
  func alignment() throws {
    #expect(
      try translate("H:[a]-[b][c]", options: [.alignAllTop, .alignAllBottom]) == [
        "b.leading == a.trailing + 8", "b.top == a.top", "b.bottom == a.bottom",
        "c.leading == b.trailing", "c.top == b.top", "c.bottom == b.bottom",
      ])
    #expect(
      try translate("V:[a]-[b]", options: .alignAllCenterX) == [
        "b.top == a.bottom + 8", "b.centerX == a.centerX",
      ])
    #expect(
      try translate("H:[a][b]", options: .alignAllLastBaseline) == [
        "b.leading == a.trailing", "b.lastBaseline == a.lastBaseline",
      ])
  }

  @Test("direction options: leading to trailing by default, left/right, right/left mirrored")
  func direction() throws {
    let format = "H:|-[a]-8-[b]-|"
    #expect(
      try translate(format, options: .directionLeftToRight) == [
        "a.left == content.left + 20", "b.left == a.right + 8", "content.right == b.right + 20",
      ])
    // Right to left, the views run from the right edge: a spacing is `earlier.left -
    // later.right`, so the earlier view's edge is the first item.
    #expect(
      try translate(format, options: .directionRightToLeft) == [
        "content.right == a.right + 20", "a.left == b.right + 8", "b.left == content.left + 20",
      ])
    // A vertical string has no direction.
    #expect(try translate("V:|[a]", options: .directionRightToLeft) == ["a.top == content.top"])
  }

  // MARK: - Errors

  @Test(
    "errors render the string with a caret under the name or option at fault",
    arguments: translationErrorCases)
  fileprivate func errors(_ errorCase: TranslationErrorCase) {
    do throws(VisualFormatTranslationError) {
      _ = try VisualFormatTranslator.constraints(
        fromFormat: errorCase.format, options: errorCase.options, metrics: errorCase.metrics,
        views: views, in: scene)
      Issue.record("'\(errorCase.format)' translated without an error")
    } catch {
      #expect(error.description == errorCase.rendering)
      #expect(error.format == errorCase.format)
    }
  }

  @Test("a syntax error is wrapped, not flattened, and a view missing from the scene is named")
  func errorCases() {
    #expect(
      throws: VisualFormatTranslationError.syntax(
        .missingView(orSuperview: true, column: 6, format: "H:[a]-"))
    ) {
      try VisualFormatTranslator.constraints(fromFormat: "H:[a]-", views: views, in: scene)
    }
    #expect(
      throws: VisualFormatTranslationError.viewNotInScene(
        "x", id: "ghost", column: 3, format: "H:[x]")
    ) {
      try VisualFormatTranslator.constraints(
        fromFormat: "H:[x]", views: ["x": ViewRef("ghost")], in: scene)
    }
  }

  // MARK: - Real outcomes

  /// The ScrollableController of seed 004, built from its VFL strings only: the scroll view
  /// fills the root, the content view fills the scroll view with the root's width, and the
  /// two children stack 15 pt apart inside 15 pt margins.
  @Test("the ScrollableController from its VFL strings: greenView 15,15 345×400, content 945 high")
  func scrollableController() throws {
    // Given the scene of the seed, with constraints only from its format strings
    var scene = Scene(name: "ScrollableController", rootID: "view")
    let scrollView = try scene.add(.scrollView, "scrollView", in: scene.root)
    let contentView = try scene.add(.view, "contentView", in: scrollView)
    let greenView = try scene.add(.view, "greenView", in: contentView)
    let whiteView = try scene.add(.view, "whiteView", in: contentView)
    let formats: [(String, [String: ViewRef])] = [
      ("H:|-0-[scrollView]-0-|", ["scrollView": scrollView]),
      ("V:|-0-[scrollView]-0-|", ["scrollView": scrollView]),
      ("H:|-0-[contentView]-0-|", ["contentView": contentView, "view": scene.root]),
      ("V:|-0-[contentView]-0-|", ["contentView": contentView, "view": scene.root]),
      ("H:[contentView(==view)]", ["contentView": contentView, "view": scene.root]),
      ("H:|-15-[greenView]-15-|", ["greenView": greenView, "whiteView": whiteView]),
      ("V:|-15-[greenView(400)]", ["greenView": greenView, "whiteView": whiteView]),
      ("H:|-15-[whiteView]-15-|", ["greenView": greenView, "whiteView": whiteView]),
      ("V:[greenView]-15-[whiteView(500)]-15-|", ["greenView": greenView, "whiteView": whiteView]),
    ]
    for (format, views) in formats {
      scene.add(try VisualFormatTranslator.constraints(fromFormat: format, views: views, in: scene))
    }

    // When it is laid out on a 375×667 screen
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(
      in: Environment(deviceID: "t", screenSize: Size(width: 375, height: 667)))

    // Then the frames and content size are the seed's
    try expectFrame(result, "greenView", Rect(x: 15, y: 15, width: 345, height: 400))
    try expectFrame(result, "whiteView", Rect(x: 15, y: 430, width: 345, height: 500))
    try expectFrame(result, "contentView", Rect(x: 0, y: 0, width: 375, height: 945))
    let scroll = try #require(result[scrollView: "scrollView"])
    expectNear(scroll.contentSize.width, 375)
    expectNear(scroll.contentSize.height, 945)
    #expect(scroll.scrollsVertically && !scroll.scrollsHorizontally)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("a toolbar row: standard spacing, a fixed width, top and bottom aligned")
  func toolbarRow() throws {
    // Given a 100-wide 44-high button and a field filling the rest of the row
    var scene = Scene(name: "Toolbar")
    let button = try scene.add(.view, "button", in: scene.root)
    let field = try scene.add(.view, "field", in: scene.root)
    let views = ["button": button, "field": field]
    scene.add(
      try VisualFormatTranslator.constraints(
        fromFormat: "H:|-[button(100)]-[field]-|", options: [.alignAllTop, .alignAllBottom],
        views: views, in: scene))
    scene.add(
      try VisualFormatTranslator.constraints(
        fromFormat: "V:|-40-[button(44)]", views: views, in: scene))

    // When laid out
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(
      in: Environment(deviceID: "t", screenSize: Size(width: 375, height: 667)))

    // Then the field starts 8 after the button and ends 20 before the edge, at the same height
    try expectFrame(result, "button", Rect(x: 20, y: 40, width: 100, height: 44))
    try expectFrame(result, "field", Rect(x: 128, y: 40, width: 227, height: 44))
  }

  @Test(
    "leading follows the environment's direction; left-to-right pins to the left regardless",
    arguments: [
      (VisualFormatOptions.directionLeadingToTrailing, LayoutDirection.leftToRight, 10.0),
      (.directionLeadingToTrailing, .rightToLeft, 265),
      (.directionLeftToRight, .rightToLeft, 10),
      (.directionRightToLeft, .leftToRight, 265),
    ])
  func directionFrames(options: VisualFormatOptions, direction: LayoutDirection, x: Double) throws {
    var scene = Scene(name: "Direction")
    let box = try scene.add(.view, "box", in: scene.root)
    scene.add(
      try VisualFormatTranslator.constraints(
        fromFormat: "H:|-10-[box(100)]", options: options, views: ["box": box], in: scene))
    scene.add(
      try VisualFormatTranslator.constraints(
        fromFormat: "V:|[box(50)]", views: ["box": box], in: scene))
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(
      in: Environment(
        deviceID: "t", direction: direction, screenSize: Size(width: 375, height: 667)))
    try expectFrame(result, "box", Rect(x: x, y: 0, width: 100, height: 50))
  }

  // MARK: - Helpers

  func expectFrame(
    _ result: LayoutResult, _ id: String, _ expected: Rect,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let frame = try #require(result[view: id]?.frame, sourceLocation: sourceLocation)
    for (actual, wanted) in [
      (frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width),
      (frame.height, expected.height),
    ] {
      expectNear(actual, wanted, sourceLocation: sourceLocation)
    }
  }
}

/// A format with its metrics and options, and the error it renders as.
private struct TranslationErrorCase: Sendable, CustomTestStringConvertible {
  var format: String
  var metrics: [String: Double] = [:]
  var options: VisualFormatOptions = []
  var rendering: String

  init(
    _ format: String, metrics: [String: Double] = [:], options: VisualFormatOptions = [],
    rendering: String
  ) {
    self.format = format
    self.metrics = metrics
    self.options = options
    self.rendering = rendering
  }

  var testDescription: String { format }
}

private let translationErrorCases: [TranslationErrorCase] = [
  TranslationErrorCase(
    "H:|-[nope]-|",
    rendering: """
      H:|-[nope]-|
           ^ unknown view 'nope': expected a key of the views dictionary
      """
  ),
  TranslationErrorCase(
    "H:|-gap-[a]",
    rendering: """
      H:|-gap-[a]
          ^ unknown metric 'gap': expected a key of the metrics dictionary
      """
  ),
  TranslationErrorCase(
    "H:[a(==width)]",
    rendering: """
      H:[a(==width)]
             ^ unknown name 'width': expected a key of the metrics or views dictionary
      """
  ),
  TranslationErrorCase(
    "H:[a(10@high)]",
    rendering: """
      H:[a(10@high)]
              ^ unknown metric 'high': expected a key of the metrics dictionary
      """
  ),
  TranslationErrorCase(
    "H:[a]-(b)-[c]",
    rendering: """
      H:[a]-(b)-[c]
             ^ expected a number or metric for a spacing, found view 'b'
      """
  ),
  TranslationErrorCase(
    "H:[a]-[other]",
    rendering: """
      H:[a]-[other]
             ^ expected 'other' in superview 'content' like 'a', found superview 'root'
      """
  ),
  TranslationErrorCase(
    "V:|-[root]",
    rendering: """
      V:|-[root]
           ^ expected a view with a superview for '|' to stand for, found the root 'root'
      """
  ),
  TranslationErrorCase(
    "H:[a(1e999)]",
    rendering: """
      H:[a(1e999)]
           ^ expected a finite number, found inf
      """
  ),
  TranslationErrorCase(
    "H:[a]-big-[b]", metrics: ["big": -Double.infinity],
    rendering: """
      H:[a]-big-[b]
            ^ expected a finite number, found -inf
      """
  ),
  TranslationErrorCase(
    "H:[a(10@2000)]",
    rendering: """
      H:[a(10@2000)]
              ^ expected a priority above 0 and at most 1000, found 2000
      """
  ),
  TranslationErrorCase(
    "V:[a]-(>=8@zero)-[b]", metrics: ["zero": 0],
    rendering: """
      V:[a]-(>=8@zero)-[b]
                 ^ expected a priority above 0 and at most 1000, found 0
      """
  ),
  TranslationErrorCase(
    "H:[a]-[b]", options: .alignAllLeading,
    rendering: """
      H:[a]-[b]
      ^ .alignAllLeading is parallel to 'H:': expected top, bottom, centerY or a baseline alignment
      """
  ),
  TranslationErrorCase(
    "V:[a]-[b]", options: [.alignAllLeft, .alignAllFirstBaseline],
    rendering: """
      V:[a]-[b]
      ^ .alignAllFirstBaseline is parallel to 'V:': \
      expected leading, trailing, left, right or centerX alignment
      """
  ),
  TranslationErrorCase(
    "H:[a]", options: [.directionLeftToRight, .directionRightToLeft],
    rendering: """
      H:[a]
      ^ expected one direction, found .directionLeftToRight and .directionRightToLeft
      """
  ),
  // A syntax error renders as the parser's.
  TranslationErrorCase(
    "H:|-[a(>=50)-|",
    rendering: """
      H:|-[a(>=50)-|
                  ^ expected ']' after view predicates
      """
  ),
]
