/// The line-height parts of `NSParagraphStyle` that change a text's height.
///
/// TextKit sizes each line fragment from the font's natural line height: "the natural line
/// height of the receiver is multiplied by this factor (if positive) before being constrained
/// by minimum and maximum line height" (`NSParagraphStyle.lineHeightMultiple`), then clamped
/// to `minimumLineHeight` and `maximumLineHeight` (0 = no limit); `lineSpacing` is "the
/// distance in points between the bottom of one line fragment and the top of the next", so
/// it sits between lines, not after the last one.
public struct ParagraphStyle: Sendable, Hashable, Codable {
  public var lineHeightMultiple: Double
  public var lineSpacing: Double
  public var minimumLineHeight: Double
  public var maximumLineHeight: Double

  public init(
    lineHeightMultiple: Double = 0, lineSpacing: Double = 0, minimumLineHeight: Double = 0,
    maximumLineHeight: Double = 0
  ) {
    self.lineHeightMultiple = lineHeightMultiple
    self.lineSpacing = lineSpacing
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
  }

  /// One line fragment's height for a font's natural line height.
  public func lineHeight(natural: Double) -> Double {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }

  /// The height of `lines` lines (exact points, before pixel rounding).
  public func height(lines: Int, naturalLineHeight: Double) -> Double {
    guard lines > 0 else { return 0 }
    return Double(lines) * lineHeight(natural: naturalLineHeight)
      + Double(lines - 1) * max(0, lineSpacing)
  }
}
