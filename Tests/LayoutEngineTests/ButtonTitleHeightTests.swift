import Testing

@testable import LayoutEngine

@Suite("Classic button heights")
struct ButtonTitleHeightTests {
  @Test("a title's line counts in whole points rounded up, plus 6 above and below")
  func titleHeights() throws {
    let measurer = TextMeasurer(metrics: try SystemFontMetrics.standard, scale: 3)
    // Corpus: 16 pt (line 19.09) makes a 32-high button in `20-tinode`, 17 pt body (20.29)
    // a 33-high one in `19-openfoodfacts`; 15 pt (17.9) the usual 30.
    for (size, height) in [(14.0, 29.0), (15, 30), (16, 32), (17, 33), (20, 36)] {
      let button = IntrinsicSize.button(
        title: "Forgot password?", font: .system(size: size, weight: .light), using: measurer)
      #expect(button.height == height, "\(size) pt")
    }
  }
}
