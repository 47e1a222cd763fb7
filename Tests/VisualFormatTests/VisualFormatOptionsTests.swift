import Testing

@testable import VisualFormat

@Suite("Format options")
struct VisualFormatOptionsTests {
  @Test("alignment and direction options combine as UIKit's bit masks do")
  func bits() {
    let options: VisualFormatOptions = [.alignAllTop, .directionRightToLeft]
    #expect(options.rawValue == (1 << 3) | (2 << 16))
    #expect(VisualFormatOptions.directionLeadingToTrailing.isEmpty)
  }
}
