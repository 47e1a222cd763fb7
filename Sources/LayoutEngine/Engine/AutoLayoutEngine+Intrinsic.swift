import Cassowary

/// Intrinsic content sizes and how UIKit turns them into constraints: for each dimension with
/// an intrinsic size `s`, `size <= s` at the content hugging priority and `size >= s` at the
/// compression resistance priority. Multi-line text is measured again at its solved width
/// (UIKit's second layout pass), and the constraints are replaced when the size changes.
extension AutoLayoutEngine {
  /// The intrinsic size of a view, as UIKit's classes define it (see `IntrinsicSize`'s
  /// control sizes): `width` is the width multi-line text wraps at (UIKit's second pass).
  /// `position` is the view's position in `order`.
  mutating func intrinsicSize(
    of view: View, at position: Int, width: Double?, measurer: TextMeasurer,
    category: ContentSizeCategory
  ) -> IntrinsicSize? {
    if let explicit = view.intrinsicContentSize { return explicit }
    // Text does not change between environments: measure it once per width, scale and size.
    let scale = measurer.scale
    for cached in measurements[position]
    where cached.width == width && cached.scale == scale && cached.category == category {
      return cached.size
    }
    let size = measuredIntrinsicSize(of: view, width: width, measurer: measurer, category: category)
    measurements[position].append(
      Measurement(width: width, scale: scale, category: category, size: size))
    return size
  }

  /// One entry of a view's measurement cache: where its intrinsic size was measured, and the
  /// size.
  struct Measurement {
    var width: Double?
    var scale: Double
    var category: ContentSizeCategory
    var size: IntrinsicSize?
  }

  private func measuredIntrinsicSize(
    of view: View, width: Double?, measurer: TextMeasurer, category: ContentSizeCategory
  ) -> IntrinsicSize? {
    let text = view.text
    let font = (text?.font ?? .label).scaled(to: category)
    var size: IntrinsicSize
    switch view.kind {
    case .view, .scrollView, .stackView:
      return nil
    case .imageView:
      size = .imageView(imageSize: view.imageSize)
    case .switchControl:
      // `switchSize` is the frame; constraints hold the alignment rectangle inside it.
      let insets = view.effectiveAlignmentRectInsets
      size = .switchControl
      size.width = size.width.map { $0 - insets.left - insets.right }
      size.height = size.height.map { $0 - insets.top - insets.bottom }
    case .label:
      guard let text else { return IntrinsicSize(width: 0, height: 0) }
      let measurer =
        text.roundsToWholePoints == true
        ? TextMeasurer(metrics: measurer.metrics, scale: 1) : measurer
      // A width correction scales the text's advances: wrap at width / k, then widen by k.
      let correction = text.widthCorrection ?? 1
      // A shadow takes its offset out of the width the text wraps in and adds it to the size
      // (`TextContent.shadowOffset`).
      let shadow = text.text.isEmpty ? nil : text.shadowOffset
      let shadowWidth = abs(shadow?.width ?? 0)
      let boundsWidth = width.map { max(0, $0 - shadowWidth) }
      let wrap = (text.explicitPreferredMaxLayoutWidth ?? boundsWidth).map { $0 / correction }
      size = .label(
        text.text, font: font, numberOfLines: text.numberOfLines,
        preferredMaxLayoutWidth: wrap, using: measurer)
      if correction != 1, let measured = size.width {
        size.width = measurer.ceilToPixel(measured * correction)
      }
      if let style = text.paragraphStyle, style != ParagraphStyle() {
        let layout = measurer.layout(
          of: text.text, font: font, numberOfLines: text.numberOfLines,
          maxWidth: text.numberOfLines == 1 ? nil : wrap)
        size.height = measurer.ceilToPixel(
          style.height(lines: layout.lines.count, naturalLineHeight: layout.lineHeight))
      }
      if let shadow {
        size.width = size.width.map { $0 + abs(shadow.width) }
        size.height = size.height.map { $0 + abs(shadow.height) }
      }
    case .textView:
      size = .textView(
        text?.text ?? "",
        font: text?.font.scaled(to: category) ?? UIKitDefaults.textFieldFont.scaled(to: category),
        isScrollEnabled: view.isScrollEnabled, width: width,
        widthCorrection: text?.widthCorrection ?? 1, using: measurer)
    case .textField:
      size = .textField(
        text: text?.text ?? "", placeholder: text?.placeholder,
        font: text?.font.scaled(to: category) ?? UIKitDefaults.textFieldFont.scaled(to: category),
        borderStyle: view.textFieldBorderStyle ?? .roundedRect,
        minimumHeight: view.textFieldMinimumHeight
          ?? UIKitDefaults.roundedRectTextFieldMinimumHeight,
        borderedPadding: view.textFieldBorderedPadding
          ?? UIKitDefaults.borderedTextFieldVerticalPadding,
        borderlessPadding: view.textFieldBorderlessPadding
          ?? UIKitDefaults.borderlessTextFieldVerticalPadding,
        borderlessRounding: view.textFieldBorderlessRounding ?? .wholePointLine, using: measurer)
    case .button where view.configuration != nil:
      size = .configuredButton(
        title: text?.text, font: (text?.font ?? ButtonConfiguration.titleFont).scaled(to: category),
        imageSize: view.imageSize, configuration: view.configuration!,
        widthCorrection: text?.widthCorrection ?? 1, using: measurer)
    case .button:
      size = .button(
        title: text?.text,
        font: text?.font.scaled(to: category) ?? UIKitDefaults.buttonFont.scaled(to: category),
        imageSize: view.imageSize, contentEdgeInsets: view.contentEdgeInsets ?? .zero,
        backgroundImageSize: view.backgroundImageSize,
        widthCorrection: text?.widthCorrection ?? 1, using: measurer)
    }
    return size.width == nil && size.height == nil ? nil : size
  }

  /// Length of a view's intrinsic size along an axis (for `fillProportionally`).
  mutating func intrinsicLength(of id: String, vertical: Bool) -> Double? {
    guard let view = viewsByID[id], let position = positions[id],
      let size = intrinsicSize(
        of: view, at: position, width: nil, measurer: TextMeasurer(metrics: fontMetrics, scale: 2),
        category: .large)
    else { return nil }
    return vertical ? size.height : size.width
  }

  /// The label of a view's intrinsic size constraints after its id (in UIKit's log; the
  /// screen conflict message reads it back).
  static let intrinsicLabel = " intrinsic content size"

  /// Makes the solver's intrinsic constraints match `size` for a view (no-op when unchanged).
  /// `position` is the view's position in `order`.
  mutating func setIntrinsicSize(_ size: IntrinsicSize?, of view: View, at position: Int) {
    if intrinsic[position]?.size == size { return }
    for constraint in intrinsic[position]?.constraints ?? [] {
      try? solver.remove(constraint)
      forgetOrigin(of: constraint)
    }
    intrinsic[position] = nil
    intrinsicRefusals[view.id] = nil
    guard let size else { return }
    let frame = frames[view.id]!
    let hugging = view.effectiveContentHugging
    let resistance = view.compressionResistance
    var constraints: [Constraint] = []
    if let width = size.width {
      constraints.append((frame.width <= width).withPriority(Priority(hugging.horizontal)))
      constraints.append((frame.width >= width).withPriority(Priority(resistance.horizontal)))
    }
    if let height = size.height {
      constraints.append((frame.height <= height).withPriority(Priority(hugging.vertical)))
      constraints.append((frame.height >= height).withPriority(Priority(resistance.vertical)))
    }
    let refusals = constraints.compactMap {
      addOwn($0, label: "\(view.id)\(Self.intrinsicLabel)", views: [view.id])
    }
    if !refusals.isEmpty { intrinsicRefusals[view.id] = refusals }
    intrinsic[position] = IntrinsicConstraints(size: size, constraints: constraints)
  }
}
