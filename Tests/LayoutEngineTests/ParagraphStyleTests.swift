import Testing

@testable import LayoutEngine

/// Line heights of attributed text with a paragraph style, as TextKit sizes line fragments.
/// Expected sizes are frames Xcode stored in the corpus (`09`, `10` of
/// `shared/corpus/storyboards`).
@Suite("Paragraph styles")
struct ParagraphStyleTests {
  @Test("lineHeightMultiple scales every line: two 17 pt lines at 1.1 are 44.667 at 3x")
  func lineHeightMultiple() throws {
    // Given a two-line 17 pt label with lineHeightMultiple 1.1 (corpus `09`)
    var scene = Scene(name: "paragraph")
    try scene.add(.label, "text", in: scene.root)
    try scene.update(ViewRef("text")) {
      var text = TextContent(
        "Find DuckDuckGo in the list and choose a widget.", font: .system(size: 17),
        numberOfLines: 0)
      text.paragraphStyle = ParagraphStyle(lineHeightMultiple: 1.1)
      $0.text = text
    }
    scene.add(
      ViewRef("text").leading == scene.root.leading + 72, ViewRef("text").width == 310,
      ViewRef("text").top == scene.root.top)
    var engine = try AutoLayoutEngine(scene: scene)
    let environment = Environment(
      deviceID: "414x896", screenSize: Size(width: 414, height: 896), scale: 3)
    let result = try engine.layout(in: environment)
    // Then the label is 2 × 20.287 × 1.1 = 44.63, rounded up to 44.667 (Xcode stored 44.667)
    let frame = try #require(result[view: "text"]?.frame)
    #expect(abs(frame.height - 44.666_667) < 0.001)
  }

  @Test("minimum and maximum line heights clamp; line spacing goes between lines only")
  func clampsAndSpacing() {
    let natural = 20.287109375
    #expect(ParagraphStyle(minimumLineHeight: 22).lineHeight(natural: natural) == 22)
    #expect(ParagraphStyle(maximumLineHeight: 18).lineHeight(natural: natural) == 18)
    #expect(
      ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 30).lineHeight(natural: natural)
        == 30)
    let spaced = ParagraphStyle(lineSpacing: 4)
    #expect(spaced.height(lines: 1, naturalLineHeight: 10) == 10)
    #expect(spaced.height(lines: 3, naturalLineHeight: 10) == 38)
    #expect(spaced.height(lines: 0, naturalLineHeight: 10) == 0)
  }
}
