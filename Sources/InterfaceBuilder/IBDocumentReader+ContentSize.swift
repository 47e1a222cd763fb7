import LayoutEngine

/// The Dynamic Type text size of a document's canvas.
///
/// Xcode's canvas can preview any content size category ("Dynamic Type" in the canvas's
/// environment overrides), lays the stored frames out at it, and does not save the choice
/// (corpus `16` is stored at extra small with nothing in the file saying so). What the file
/// does keep is the result: a label with a text-style font whose text fits on one line is
/// exactly one line of its font tall. The category under which the most such labels are is the
/// canvas's; the default (large) wins ties, so a file without evidence, or one whose labels
/// constraints stretched, stays at large.
extension IBDocumentReader {
  static func canvasContentSizeCategory(root: IBElement, scale: Double) -> ContentSizeCategory {
    guard let metrics = try? SystemFontMetrics.standard else { return .large }
    let measurer = TextMeasurer(metrics: metrics, scale: scale)
    let labels = root.descendants().compactMap { element -> (TextStyle, Double)? in
      guard element.name == "label",
        let style = element.font?.textStyle, let height = element.frameRect?.height
      else { return nil }
      return (style, height)
    }
    func matches(_ category: ContentSizeCategory) -> Int {
      labels.filter { style, height in
        abs(measurer.lineHeight(of: .preferred(style, category: category)) - height) < 0.01
      }.count
    }
    var best = ContentSizeCategory.large
    var bestCount = matches(.large)
    for category in ContentSizeCategory.allCases where category != .large {
      let count = matches(category)
      if count > bestCount { (best, bestCount) = (category, count) }
    }
    return best
  }
}
