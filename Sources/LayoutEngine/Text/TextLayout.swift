/// Text broken into lines by `TextMeasurer`, in exact points (not yet on the pixel grid).
public struct TextLayout: Sendable, Hashable, CustomStringConvertible {
  /// The visible lines, at most `numberOfLines` of them.
  public var lines: [TextLine]
  /// `UIFont.lineHeight` of the font: every line is this tall.
  public var lineHeight: Double
  /// Whether text was left out: more lines than `numberOfLines`, or a single line cut at the
  /// maximum width (UILabel's `byTruncatingTail`).
  public var isTruncated: Bool

  public init(lines: [TextLine], lineHeight: Double, isTruncated: Bool) {
    self.lines = lines
    self.lineHeight = lineHeight
    self.isTruncated = isTruncated
  }

  /// The widest line: what `UILabel.textRect` reports, not the maximum width it was given.
  public var width: Double { lines.map(\.width).max() ?? 0 }

  /// Lines × line height (no line spacing: UILabel and UITextView add none by default).
  public var height: Double { Double(lines.count) * lineHeight }

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
