/// Text broken into lines by `TextMeasurer`, in exact points (not yet on the pixel grid).
public struct TextLayout: Sendable, Hashable, CustomStringConvertible {
  /// The visible lines, at most `numberOfLines` of them.
  public var lines: [TextLine]
  /// `UIFont.lineHeight` of the font: the height of the last line.
  public var lineHeight: Double
  /// Baseline to baseline: the height of every line but the last (`lineHeight` plus a text
  /// style font's leading, see `SystemFontMetrics.lineSpacing(of:)`).
  public var lineSpacing: Double
  /// Whether text was left out: more lines than `numberOfLines`, or a single line cut at the
  /// maximum width (UILabel's `byTruncatingTail`).
  public var isTruncated: Bool

  public init(
    lines: [TextLine], lineHeight: Double, lineSpacing: Double? = nil, isTruncated: Bool
  ) {
    self.lines = lines
    self.lineHeight = lineHeight
    self.lineSpacing = max(lineHeight, lineSpacing ?? lineHeight)
    self.isTruncated = isTruncated
  }

  /// The widest line: what `UILabel.textRect` reports, not the maximum width it was given.
  public var width: Double { lines.map(\.width).max() ?? 0 }

  /// UILabel's height: the line spacing for each line but the last, which is `lineHeight`
  /// tall (a one-line label is as tall as its font's line height, text style or not).
  public var height: Double {
    lines.isEmpty ? 0 : lineHeight + Double(lines.count - 1) * lineSpacing
  }

  /// One line per text line: `20.5  "Hello world"`, then `(truncated)` when text was cut.
  public var description: String {
    let body = lines.map { "\(format($0.width))  \"\($0.text)\"" }
    return (body + (isTruncated ? ["(truncated)"] : [])).joined(separator: "\n")
  }
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
  /// The characters of the line, spaces at a wrap point included.
  public var text: String
  /// The line's width in points. Spaces where the line wraps hang past the edge and do not
  /// count; spaces before the end of a paragraph do (a single-line "Size: " is wider than
  /// "Size:" in Xcode's frames too).
  public var width: Double

  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}
