/// Measures text the way UILabel and UITextView lay it out, from `SystemFontMetrics` alone:
/// the same string, font and width give the same size on every machine.
///
/// Line breaking follows TextKit's defaults: a single line (`numberOfLines == 1`) is never
/// wrapped and is cut at the maximum width (`byTruncatingTail`); more lines wrap by words
/// (`byWordWrapping`) greedily, breaking after spaces, after a hyphen between letters and
/// around CJK and emoji, and a word longer than a line is broken between characters. Newlines
/// always break. Sizes round up to the pixel grid of `scale`, as UILabel's
/// `intrinsicContentSize` does (Xcode stores 20.5 for a one-line 17 pt label at 2x, 20.333
/// at 3x).
public struct TextMeasurer: Sendable {
  public var metrics: SystemFontMetrics
  /// The screen scale (`UIScreen.scale`: 2 or 3 on current iPhones); sizes round up to
  /// multiples of `1 / scale`.
  public var scale: Double

  public init(metrics: SystemFontMetrics, scale: Double) {
    precondition(scale > 0 && scale.isFinite, "a screen scale is a positive number")
    self.metrics = metrics
    self.scale = scale
  }

  /// The size text takes, rounded up to the pixel grid: the widest line by the number of
  /// lines times the line height. Empty text is 0×0, as an empty UILabel is.
  ///
  /// - Parameters:
  ///   - numberOfLines: at most this many lines; 0 for as many as the text needs.
  ///   - maxWidth: the width to wrap at (multi-line) or to cut at (one line); nil for none.
  public func size(
    of text: String, font: Font, numberOfLines: Int = 1, maxWidth: Double? = nil
  ) -> Size {
    let layout = layout(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
    return Size(width: ceilToPixel(layout.width), height: ceilToPixel(layout.height))
  }

  /// The line height of a font rounded up to the pixel grid: the height of a one-line label.
  public func lineHeight(of font: Font) -> Double {
    ceilToPixel(metrics.lineHeight(of: font))
  }

  /// Rounds up to the next multiple of `1 / scale`. A billionth of a pixel is forgiven, so
  /// that a sum that should land on the grid is not pushed to the next pixel by rounding.
  public func ceilToPixel(_ value: Double) -> Double {
    (value * scale - 1e-9).rounded(.up) / scale
  }

  /// Rounds down to the previous multiple of `1 / scale`, forgiving a billionth of a pixel
  /// the other way.
  public func floorToPixel(_ value: Double) -> Double {
    (value * scale + 1e-9).rounded(.down) / scale
  }

  /// Text broken into lines, in exact points.
  ///
  /// - Parameters:
  ///   - numberOfLines: at most this many lines; 0 for as many as the text needs.
  ///   - maxWidth: the width to wrap at (multi-line) or to cut at (one line); nil for none.
  /// - Complexity: O(n) in the length of the text.
  public func layout(
    of text: String, font: Font, numberOfLines: Int = 0, maxWidth: Double? = nil
  ) -> TextLayout {
    precondition(numberOfLines >= 0, "numberOfLines is 0 (unlimited) or positive")
    precondition(maxWidth.map { $0 >= 0 } ?? true, "a maximum width is not negative")
    let advances = FontAdvances(metrics: metrics, font: font)
    let lineHeight = metrics.lineHeight(of: font)
    let lineSpacing = metrics.lineSpacing(of: font)
    var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // TextKit lays out no line after a final newline (only a text view's insertion point
    // needs one: see `IntrinsicSize.textView`), and empty text has no lines at all.
    if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }

    if numberOfLines == 1 {
      // One line: no wrapping; the first paragraph, cut at the maximum width.
      guard let first = paragraphs.first else {
        return TextLayout(lines: [], lineHeight: lineHeight, isTruncated: false)
      }
      var line = Self.breakLines(of: first, advances: advances, maxWidth: nil)[0]
      var isTruncated = paragraphs.count > 1
      if let maxWidth, line.width > maxWidth {
        line.width = maxWidth
        isTruncated = true
      }
      return TextLayout(
        lines: [line], lineHeight: lineHeight, lineSpacing: lineSpacing, isTruncated: isTruncated)
    }

    var lines: [TextLine] = []
    for paragraph in paragraphs {
      lines += Self.breakLines(of: paragraph, advances: advances, maxWidth: maxWidth)
      if numberOfLines > 0, lines.count > numberOfLines { break }
    }
    guard numberOfLines > 0, lines.count > numberOfLines else {
      return TextLayout(
        lines: lines, lineHeight: lineHeight, lineSpacing: lineSpacing, isTruncated: false)
    }
    lines.removeLast(lines.count - numberOfLines)
    // The last visible line ends in an ellipsis and takes the text that follows as far as
    // the width allows: it is as wide as the label.
    if let maxWidth { lines[lines.count - 1].width = maxWidth }
    return TextLayout(
      lines: lines, lineHeight: lineHeight, lineSpacing: lineSpacing, isTruncated: true)
  }

  /// Greedy line breaking of one paragraph (no newlines in it); at least one line.
  static func breakLines(
    of paragraph: Substring, advances: FontAdvances, maxWidth: Double?
  ) -> [TextLine] {
    let limit = (maxWidth ?? .infinity) + 1e-9
    var lines: [TextLine] = []
    var text = ""
    var x = 0.0  // pen position, spaces included
    var contentWidth = 0.0  // up to the end of the last visible character
    var isEmpty = true

    func finishLine(width: Double) {
      lines.append(TextLine(text: text, width: width))
      text = ""
      x = 0
      contentWidth = 0
      isEmpty = true
    }

    for segment in TextSegment.split(paragraph) {
      let width = segment.content.reduce(0) { $0 + advances.advance(of: $1) }
      if !isEmpty, x + width > limit {
        finishLine(width: contentWidth)  // the spaces before the break hang
      }
      if isEmpty, width > limit {
        // A word longer than the line: break it between characters, one at least per line.
        for character in segment.content {
          let advance = advances.advance(of: character)
          if !text.isEmpty, x + advance > limit { finishLine(width: contentWidth) }
          text.append(character)
          x += advance
          contentWidth = x
        }
      } else {
        text += segment.content
        x += width
        contentWidth = x
      }
      isEmpty = false
      for character in segment.spaces {
        text.append(character)
        x += character == "\t" ? advances.tab(at: x) : advances.advance(of: character)
      }
    }
    // The paragraph's end: its trailing spaces count, but not past the maximum width.
    finishLine(width: maxWidth.map { min(x, max($0, contentWidth)) } ?? x)
    return lines
  }
}

/// A piece of a paragraph that a line cannot break inside: characters, then the spaces that
/// follow them (where a line may break).
struct TextSegment {
  var content: [Character] = []
  var spaces: [Character] = []

  /// Break opportunities after spaces and tabs, after a hyphen or soft hyphen between two
  /// letters, and before and after each CJK character or emoji. No-break spaces (U+00A0,
  /// U+2007, U+202F) are content. A simplified UAX #14, enough for UI text.
  static func split(_ paragraph: Substring) -> [TextSegment] {
    let characters = Array(paragraph)
    var segments: [TextSegment] = []
    var current = TextSegment()

    func close() {
      if !current.content.isEmpty || !current.spaces.isEmpty { segments.append(current) }
      current = TextSegment()
    }

    for (index, character) in characters.enumerated() {
      if isBreakingSpace(character) {
        current.spaces.append(character)
        continue
      }
      if !current.spaces.isEmpty { close() }
      let isWide = FontAdvances.isWide(character)
      if isWide { close() }
      current.content.append(character)
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let isHyphen = character == "-" || character == "\u{2010}" || character == "\u{AD}"
      if isWide || (isHyphen && previous?.isLetter == true && next?.isLetter == true) {
        close()
      }
    }
    close()
    return segments
  }

  static func isBreakingSpace(_ character: Character) -> Bool {
    guard character.isWhitespace, !character.isNewline else { return false }
    return character != "\u{A0}" && character != "\u{2007}" && character != "\u{202F}"
  }
}
