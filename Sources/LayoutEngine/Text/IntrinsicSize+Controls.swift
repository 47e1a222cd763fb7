/// `intrinsicContentSize` of UIKit's controls as UIKit defines it, from their content. The
/// numbers come from `UIKitDefaults`; text is measured by a `TextMeasurer`, whose screen scale
/// decides the pixel rounding.
extension IntrinsicSize {
  /// `UILabel`: its text's size, rounded up to the pixel grid; 0×0 with no text.
  ///
  /// - Parameters:
  ///   - numberOfLines: 1 (UILabel's default) never wraps, and its width is the whole text's
  ///     whatever `preferredMaxLayoutWidth` says; 0 is as many lines as needed.
  ///   - preferredMaxLayoutWidth: the width a multi-line label wraps at; nil for none
  ///     (before layout, UIKit measures a multi-line label unwrapped too).
  public static func label(
    _ text: String, font: Font = UIKitDefaults.labelFont, numberOfLines: Int = 1,
    preferredMaxLayoutWidth: Double? = nil, using measurer: TextMeasurer
  ) -> IntrinsicSize {
    let wrapWidth = numberOfLines == 1 ? nil : preferredMaxLayoutWidth
    let size = measurer.size(
      of: text, font: font, numberOfLines: numberOfLines, maxWidth: wrapWidth)
    return IntrinsicSize(width: size.width, height: size.height)
  }

  /// `UITextField`: one line of its text, or of its placeholder while the text is empty, plus
  /// the border style's padding (see `TextFieldBorderStyle`; `borderlessPadding` without a
  /// border).
  public static func textField(
    text: String, placeholder: String? = nil, font: Font = UIKitDefaults.textFieldFont,
    borderStyle: TextFieldBorderStyle = .roundedRect,
    minimumHeight: Double = UIKitDefaults.roundedRectTextFieldMinimumHeight,
    borderedPadding: Double = UIKitDefaults.borderedTextFieldVerticalPadding,
    borderlessPadding: Double = UIKitDefaults.borderlessTextFieldVerticalPadding,
    borderlessRounding: BorderlessTextFieldRounding = .wholePointLine,
    using measurer: TextMeasurer
  ) -> IntrinsicSize {
    let shown = text.isEmpty ? placeholder ?? "" : text
    let textWidth = measurer.ceilToPixel(measurer.metrics.width(of: shown, font: font))
    // Fields size their line in whole points, unlike labels (corpus: 22 high, not 21.5,
    // for a borderless 17 pt field).
    let line = measurer.metrics.lineHeight(of: font).rounded(.up)
    switch borderStyle {
    case .none where borderlessRounding == .pixelFloor:
      let exactLine = measurer.metrics.lineHeight(of: font)
      return IntrinsicSize(
        width: textWidth, height: measurer.floorToPixel(exactLine + borderlessPadding))
    case .none:
      return IntrinsicSize(width: textWidth, height: line + borderlessPadding)
    case .line, .bezel, .roundedRect:
      let padding = UIKitDefaults.borderedTextFieldHorizontalPadding
      let height = max(minimumHeight, line + borderedPadding)
      return IntrinsicSize(width: textWidth + 2 * padding, height: height)
    }
  }

  /// `UITextView`. One that scrolls has no intrinsic size (`UIView.noIntrinsicMetric` both
  /// ways). One that does not sizes to its text like a multi-line label, plus
  /// `textContainerInset` (8 above and below) and `lineFragmentPadding` (5 at each side);
  /// empty, or after a final newline, it keeps a line for the insertion point.
  ///
  /// - Parameters:
  ///   - width: the text view's width, which its text wraps in; nil for none.
  ///   - widthCorrection: multiplies the text's advances, as for a label (`TextContent`).
  public static func textView(
    _ text: String, font: Font = UIKitDefaults.textFieldFont, isScrollEnabled: Bool,
    width: Double? = nil, widthCorrection: Double = 1, using measurer: TextMeasurer
  ) -> IntrinsicSize {
    if isScrollEnabled { return IntrinsicSize(width: nil, height: nil) }
    let inset = UIKitDefaults.textViewContainerInset
    let horizontal = inset.left + inset.right + 2 * UIKitDefaults.textViewLineFragmentPadding
    let vertical = inset.top + inset.bottom
    let wrapWidth = width.map { max(0, $0 - horizontal) / widthCorrection }
    let layout = measurer.layout(of: text, font: font, numberOfLines: 0, maxWidth: wrapWidth)
    var lines = layout.lines.count
    if text.isEmpty || text.last?.isNewline == true { lines += 1 }
    // TextKit gives every line fragment, the last too, the font's full line spacing.
    let textHeight = Double(lines) * layout.lineSpacing
    return IntrinsicSize(
      width: measurer.ceilToPixel(layout.width * widthCorrection + horizontal),
      height: measurer.ceilToPixel(textHeight + vertical))
  }

  /// `UIButton` (system type): its title on one line beside its image, if any, plus
  /// `contentEdgeInsets`; with no insets at all (`.zero`), 6 points above and below instead.
  /// Insets set on any side replace that padding (corpus `20-tinode`: an "OK" button in
  /// 20 pt with insets 10 left and right only is 24 high, not 36, stretched to 34 by its
  /// stack view).
  ///
  /// The title's height counts in whole points, rounded up (corpus: 14, 15, 16, 17 and 20 pt
  /// titles make buttons 29, 30, 32, 33 and 36 high: lines of 16.7, 17.9, 19.1, 20.3 and
  /// 23.9 rounded up, plus 12; `20-tinode`'s 16 pt "Forgot password?" and `19`'s body-style
  /// button rule out rounding to the nearest), and its width too (corpus: 39 of the 40 classic
  /// buttons whose width no constraint fixes are a whole number of points wide, at 2x and
  /// 3x; the 40th is stretched by its stack view). Without an image it is at least 30 wide
  /// (`UIKitDefaults.buttonMinimumWidth`); with neither title nor image it is an empty title
  /// 30 wide.
  ///
  /// A background image (`setBackgroundImage(_:for:)`) is drawn stretched over the whole
  /// button, so the button is at least its size in each dimension, whatever its content ("a
  /// button … might combine the text with a background image and some padding", Ray
  /// Wenderlich's Auto Layout tutorial on intrinsic content sizes). Fourth set
  /// `005-0966474398-login-demo` (Xcode 11): three untitled buttons with background images
  /// 84 × 75, 81 × 75 and 77 × 76 in a `fillEqually` row are stored 76 high, the row as tall
  /// as the tallest image, where an empty title alone is 30; corpus-2 `089-opentok-signaling`:
  /// two untitled buttons that no constraint sizes are stored 24 × 24 and 33 × 33, their
  /// images' sizes.
  ///
  /// - Parameters:
  ///   - backgroundImageSize: the normal state's background image, if any.
  ///   - widthCorrection: multiplies the title's measured width before rounding (an
  ///     importer's calibration, as `TextContent.widthCorrection` for labels); 1 for none.
  public static func button(
    title: String?, font: Font = UIKitDefaults.buttonFont, imageSize: Size? = nil,
    contentEdgeInsets: EdgeInsets = .zero, backgroundImageSize: Size? = nil,
    widthCorrection: Double = 1, using measurer: TextMeasurer
  ) -> IntrinsicSize {
    let title = title ?? ""
    var width = 0.0
    var height = 0.0
    if !title.isEmpty || imageSize == nil {
      let measured = measurer.metrics.width(of: title, font: font) * widthCorrection
      width = (measured - 1e-9).rounded(.up)
      height = (measurer.metrics.lineHeight(of: font) - 1e-9).rounded(.up)
    }
    if let imageSize {
      width += imageSize.width
      height = max(height, imageSize.height)
    }
    let insets = contentEdgeInsets
    // The 6 pt above and below belong to the title: an image-only button is its image's size
    // (corpus: 24×24 and 36×36 image-only buttons in 25-swiftentrykit-nibexampleview.xib).
    let hasTitle = !title.isEmpty || imageSize == nil
    let vertical =
      insets == .zero
      ? (hasTitle ? 2 * UIKitDefaults.buttonTitleVerticalPadding : 0) : insets.top + insets.bottom
    var total = width + insets.left + insets.right
    // A button without an image is never narrower than UIKit's minimum (see
    // `UIKitDefaults.buttonMinimumWidth`); an image-only one is its image's width.
    if imageSize == nil { total = max(total, UIKitDefaults.buttonMinimumWidth) }
    var totalHeight = height + vertical
    if let background = backgroundImageSize {
      total = max(total, background.width)
      totalHeight = max(totalHeight, background.height)
    }
    return IntrinsicSize(width: total, height: totalHeight)
  }

  /// A button with a `UIButton.Configuration`: its title, its image, or both side by side (or
  /// one above the other, as `imagePlacement` says) `imagePadding` apart, inside the
  /// configuration's content insets. There is no classic system button padding, minimum
  /// width or rounding to whole points.
  ///
  /// The title is sized as the `UILabel` that shows it: each dimension rounded up to the
  /// pixel grid on its own (`TextMeasurer.size`). The image keeps its size in points, and the
  /// sum is not rounded again, so one sizer serves the three shapes:
  /// - title only: corpus `20-tinode`'s "Show Code" and "Scan Code";
  /// - image only: third set, 014: 32 × 32 images stored 56 × 46;
  /// - image and title: sixth set `008-gajananbidwai` (Xcode 14) stores two such buttons,
  ///   32 × 32 and 30 × 30 images beside 18 pt Avenir Next titles, 46 high (the larger image
  ///   plus 7 + 7, where the classic model gives 44), and corpus-2 `062-lnpopup` (Xcode 15) a
  ///   headline "Next" with an 8-point symbol trailing it 5 apart 34.33 high (the title's
  ///   20.33 plus 7 + 7).
  ///
  /// - Parameters:
  ///   - title: shown when not empty, or when there is no image (an empty title then has the
  ///     font's line height).
  ///   - imageSize: the normal state's image, if any.
  ///   - widthCorrection: multiplies the title's measured width before rounding, as for
  ///     `button(title:…)`; 1 for none.
  public static func configuredButton(
    title: String?, font: Font = ButtonConfiguration.titleFont, imageSize: Size? = nil,
    configuration: ButtonConfiguration, widthCorrection: Double = 1, using measurer: TextMeasurer
  ) -> IntrinsicSize {
    let title = title ?? ""
    var titleSize: Size?
    if !title.isEmpty || imageSize == nil {
      var size = measurer.size(of: title, font: font)
      if widthCorrection != 1 {
        size.width = measurer.ceilToPixel(
          measurer.metrics.width(of: title, font: font) * widthCorrection)
      }
      titleSize = size
    }
    let content: Size
    switch (titleSize, imageSize) {
    case (let titleSize?, let imageSize?):
      let padding = configuration.imagePadding
      content =
        configuration.imagePlacement.isHorizontal
        ? Size(
          width: titleSize.width + padding + imageSize.width,
          height: max(titleSize.height, imageSize.height))
        : Size(
          width: max(titleSize.width, imageSize.width),
          height: titleSize.height + padding + imageSize.height)
    case (let titleSize?, nil): content = titleSize
    case (nil, let imageSize?): content = imageSize
    case (nil, nil): content = Size(width: 0, height: 0)
    }
    let insets = configuration.contentInsets
    return IntrinsicSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// `UIImageView`: its image's size in points; no intrinsic size without an image.
  public static func imageView(imageSize: Size?) -> IntrinsicSize {
    IntrinsicSize(width: imageSize?.width, height: imageSize?.height)
  }

  /// `UISwitch`: 51×31 (see `UIKitDefaults.switchSize`).
  public static let switchControl = IntrinsicSize(size: UIKitDefaults.switchSize)

  /// `UIStepper`: 94×32 (see `UIKitDefaults.stepperSize`).
  public static let stepper = IntrinsicSize(size: UIKitDefaults.stepperSize)

  /// `UIActivityIndicatorView` of a style: 20×20 medium, 37×37 large.
  public static func activityIndicator(_ style: ActivityIndicatorStyle) -> IntrinsicSize {
    switch style {
    case .medium: IntrinsicSize(size: UIKitDefaults.activityIndicatorMediumSize)
    case .large: IntrinsicSize(size: UIKitDefaults.activityIndicatorLargeSize)
    }
  }

  init(size: Size) { self.init(width: size.width, height: size.height) }
}

/// `UITextField.BorderStyle`; raw values are Interface Builder's `borderStyle="…"`.
///
/// Heights: a field without a border is its line height in whole points plus 1 (iOS 26: see
/// `BorderlessTextFieldRounding`); a bordered one adds 12 to that line height (8 before iOS
/// 13) and is at least 34 high (30 before iOS 13). Only the rounded rect (the default, and the only bordered style in
/// the corpus) is checked against Xcode's frames; `line` and `bezel` are assumed to size the
/// same way.
public enum TextFieldBorderStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case none, line, bezel, roundedRect
}

/// How a text field without a border turns its font's line height into its own height.
public enum BorderlessTextFieldRounding: String, Sendable, Hashable, Codable, CaseIterable {
  /// Up to iOS 18: the line rounded up to whole points, plus the padding.
  case wholePointLine
  /// iOS 26: the exact line plus the padding, rounded down to the pixel grid (see
  /// `UIKitDefaults.borderlessTextFieldVerticalPaddingIOS26`).
  case pixelFloor
}

/// `UIActivityIndicatorView.Style`: `medium` and `large` (iOS 13 names; Interface Builder's
/// older `gray` and `white` are medium, `whiteLarge` is large).
public enum ActivityIndicatorStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case medium, large

  /// A style from its Interface Builder name, old or new.
  public init?(interfaceBuilderName name: String) {
    switch name {
    case "medium", "gray", "white": self = .medium
    case "large", "whiteLarge": self = .large
    default: return nil
    }
  }
}
