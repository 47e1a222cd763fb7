import TestSupport
import Testing

@testable import LayoutEngine

/// The form of the seed post "Using UIScrollView with Auto Layout in iOS" (000/001): a scroll
/// view filling the root, one content view pinned to its edges with the root's width, and in
/// it an image and six labelled text fields. The numbers below are worked out by hand.
@Suite("The seed form")
struct FormSceneTests {
  // Heights: a 17 pt label is 20.287 pt of line height, 20.5 on the 2x pixel grid. So each
  // field block (label 8 below the previous view, 34 pt field 4 below its label) is
  // 8 + 20.5 + 4 + 34 = 66.5 and the content is 20 + 100 + 6 × 66.5 + 20 = 539.
  // Field i's top is 120 + 66.5 i + 32.5 = 152.5 + 66.5 i (field 5: 485 to 519).

  @Test("iPhone SE portrait: 539 pt of content fits 667, so it does not scroll")
  func portrait() throws {
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let scroll = try #require(result[scrollView: "scroll"])
    #expect(scroll.contentSize == Size(width: 375, height: 539))
    #expect(!scroll.scrollsVertically && !scroll.scrollsHorizontally)
    #expect(result[view: "image"]?.frame == Rect(x: 137.5, y: 20, width: 100, height: 100))
    #expect(result[view: "label0"]?.frame == Rect(x: 20, y: 128, width: 335, height: 20.5))
    #expect(result[view: "field5"]?.frame == Rect(x: 20, y: 485, width: 335, height: 34))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("iPhone SE landscape: 539 pt of content in a 375 pt frame scrolls vertically only")
  func landscape() throws {
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    let result = try engine.layout(in: TestEnvironments.iPhoneSE(.landscape))
    let scroll = try #require(result[scrollView: "scroll"])
    #expect(scroll.contentSize == Size(width: 667, height: 539))
    #expect(scroll.scrollsVertically && !scroll.scrollsHorizontally)
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 164))
    #expect(result[view: "field0"]?.frame == Rect(x: 20, y: 152.5, width: 627, height: 34))
  }

  /// Portrait, keyboard 260 pt: its top is at 407. The content inset's bottom becomes the
  /// keyboard's overlap with the scroll view (260); 539 + 260 > 667 makes the content
  /// scrollable, which adds the 20 pt status bar at the top: insets (20, 0, 260, 0), offsets
  /// from -20 to 539 + 260 - 667 = 132. The visible content at offset o is [o + 20, o + 407].
  /// Fields 0–3 (field 3 ends at 386) are visible at o = -20; field 4 (418.5–452.5) needs
  /// o = 452.5 - 407 = 45.5; field 5 (485–519) needs o = 112. Each then ends at window y 407
  /// at most. Without any inset handling, fields 4 and 5 (ending at 452.5 and 519) are under
  /// the keyboard.
  @Test("iPhone SE portrait with the keyboard: every field scrolls above it")
  func keyboardPortrait() throws {
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    let result = try engine.layout(in: TestEnvironments.iPhoneSE(keyboard: .shown))
    let scroll = try #require(result[scrollView: "scroll"])
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, bottom: 260))
    #expect(scroll.minimumContentOffset == Point(x: 0, y: -20))
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 132))
    let expectedOffsets: [Double] = [-20, -20, -20, -20, 45.5, 112]
    for (index, expected) in expectedOffsets.enumerated() {
      let field = try #require(result[textField: "field\(index)"])
      #expect(field.scrollView == "scroll")
      expectNear(field.contentOffset?.y, expected)
      #expect(field.isVisibleAboveKeyboard)
      #expect(field.windowFrame.maxY <= 407)
      #expect(field.isCoveredWithoutAdjustment == (index >= 4))
    }
    #expect(result.diagnostics(.coveredByKeyboard).isEmpty)
  }

  /// Landscape, keyboard 200 pt: top at 175, overlap 200, no safe area. Offsets 0 to
  /// 539 + 200 - 375 = 364; visible [o, o + 175]. Field i (152.5 + 66.5 i, 34 high) needs
  /// o = 186.5 + 66.5 i - 175 = 11.5 + 66.5 i and then spans window y 141 to 175.
  @Test("iPhone SE landscape with the keyboard: each field lands just above it")
  func keyboardLandscape() throws {
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    let result = try engine.layout(in: TestEnvironments.iPhoneSE(.landscape, keyboard: .shown))
    let scroll = try #require(result[scrollView: "scroll"])
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 364))
    for index in 0..<6 {
      let field = try #require(result[textField: "field\(index)"])
      expectNear(field.contentOffset?.y, 11.5 + 66.5 * Double(index))
      #expect(field.windowFrame == Rect(x: 20, y: 141, width: 627, height: 34))
      #expect(field.isVisibleAboveKeyboard)
      #expect(field.isCoveredWithoutAdjustment)
    }
  }
}
