/// The UIKit classes layoutdb models, each with UIKit's layout defaults.
public enum ViewKind: String, Sendable, Hashable, Codable, CaseIterable {
  case view, scrollView, label, textField, textView, button, imageView, switchControl, stackView

  /// Whether a keyboard appears when the view is first responder (keyboard results are
  /// computed for these).
  public var isTextInput: Bool { self == .textField || self == .textView }

  /// Content hugging UIKit gives a view made in code (250), and Interface Builder gives labels
  /// and image views (251): horizontal and vertical.
  public var defaultContentHugging: Double { self == .label || self == .imageView ? 251 : 250 }

  /// `alignmentRectInsets` of UIKit's classes: zero except for `UISwitch`, whose frame is 2
  /// points wider than its alignment rectangle, on the right (corpus: every switch pinned on
  /// both sides, in `01`, `04` and `20`, is stored 2 points right of where a 51-point-wide
  /// rectangle would end; the one beside it where it starts).
  public var defaultAlignmentRectInsets: EdgeInsets {
    self == .switchControl ? UIKitDefaults.switchAlignmentRectInsets : .zero
  }
}

/// The axis of a stack view (`UILayoutConstraintAxis`).
public enum StackAxis: String, Sendable, Hashable, Codable { case horizontal, vertical }

/// `UIStackView.Distribution`.
public enum StackDistribution: String, Sendable, Hashable, Codable {
  case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment` (`leading`/`top` and `trailing`/`bottom` are the same values).
public enum StackAlignment: String, Sendable, Hashable, Codable {
  case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}

/// A stack view's configuration.
public struct StackConfiguration: Sendable, Hashable, Codable {
  public var axis: StackAxis
  public var distribution: StackDistribution
  public var alignment: StackAlignment
  public var spacing: Double
  /// `isLayoutMarginsRelativeArrangement`: arrange inside the layout margins.
  public var isLayoutMarginsRelative: Bool
  /// `isBaselineRelativeArrangement`: in a vertical stack, the spacing runs from one view's
  /// last baseline to the next one's first baseline (ignored by horizontal stacks).
  public var isBaselineRelative: Bool

  public init(
    axis: StackAxis = .horizontal, distribution: StackDistribution = .fill,
    alignment: StackAlignment = .fill, spacing: Double = 0, isLayoutMarginsRelative: Bool = false,
    isBaselineRelative: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelative = isLayoutMarginsRelative
    self.isBaselineRelative = isBaselineRelative
  }
}

/// The text a view shows, for intrinsic sizes.
public struct TextContent: Sendable, Hashable, Codable {
  public var text: String
  /// The font (UIKit's default label font is system 17).
  public var font: Font
  /// A text field's placeholder, measured while its text is empty.
  public var placeholder: String?
  /// `numberOfLines`: 0 for as many as needed (UILabel's default is 1).
  public var numberOfLines: Int
  /// `preferredMaxLayoutWidth`: the wrap width of a multi-line label; nil uses its solved
  /// width (UIKit's second layout pass). 0, UILabel's default, means the same as nil
  /// ("automatic" in Interface Builder's inspector).
  public var preferredMaxLayoutWidth: Double?

  /// The explicit wrap width, if any: `preferredMaxLayoutWidth` when positive. UIKit treats 0
  /// as "no preferred width" and wraps at the label's solved width.
  public var explicitPreferredMaxLayoutWidth: Double? {
    preferredMaxLayoutWidth.flatMap { $0 > 0 ? $0 : nil }
  }
  /// A per-view correction of the text model (labels, text views, button titles): measured
  /// advances are multiplied by it (and text wraps at the width divided by it). Importers set
  /// it from a size Xcode stored for the view (see `InterfaceBuilderImporter.TextCalibration`);
  /// nil is 1.
  public var widthCorrection: Double?
  /// The paragraph style of attributed text (line height multiple, spacing, minimum and
  /// maximum line heights); nil is the default style.
  public var paragraphStyle: ParagraphStyle?
  /// Whether the label's size rounds up to whole points rather than to the pixel grid; nil
  /// is false. Before iOS 13, UIKit sized a one-line label as `NSString`'s documentation
  /// asks for measured text ("raise its value to the nearest higher integer using the ceil
  /// function", `boundingRect(with:options:attributes:context:)`): Xcode 10 and older
  /// documents store every one-line label a whole number of points wide and high (corpus:
  /// the 17 one-line labels of files 17, 21, 23 and 25, system and custom fonts), while
  /// their multi-line labels sit on the pixel grid (26.5, 13.5, 143.5). Importers set it,
  /// except where the stored frame is off the whole-point grid (a newer Xcode laid it out).
  public var roundsToWholePoints: Bool?
  /// The width a multi-line label has before its first layout: the frame it was loaded with.
  /// With no explicit `preferredMaxLayoutWidth` ("Automatic" in Interface Builder), UILabel
  /// wraps at its current bounds, so the first pass measures the text wrapped there rather
  /// than on one line when the frame is clearly narrower than the text (see
  /// `AutoLayoutEngine.layout(in:)`); later passes wrap at the solved width as before. Nil
  /// (code-made labels, whose bounds start empty) measures the first pass unwrapped.
  /// Importers set it.
  public var initialWidth: Double?
  /// A label's `shadowOffset` where it draws a shadow (it has a `shadowColor`); nil for none.
  /// UILabel's text rectangle, and with it its intrinsic size, takes the shadow in: the label
  /// is as much wider and taller as the offset's magnitude on each axis, and wraps its text
  /// that much narrower. Measured on the stored frames: third set `024-2jak-project2048`
  /// (Xcode 11), seven labels with shadows of 1 to 3 points, system 25 to 69 pt, each stored
  /// the offset's height taller than its text (31 for a 30-point semibold 25 line, 60.5 for
  /// bold 49's 58.5, 84.5 for medium 69's 82.5); corpus-2 `172-freeotp` (Xcode 13), a 17 pt
  /// label with a (1, 1) shadow stored 21.5 high, not 20.5. Without a shadow color no shadow
  /// is drawn and the size is the text's (`149-lockbox`: a (0, 8) offset, no color, stored two
  /// Subhead lines high).
  public var shadowOffset: Size?

  public init(
    _ text: String, font: Font = .label, placeholder: String? = nil, numberOfLines: Int = 1,
    preferredMaxLayoutWidth: Double? = nil
  ) {
    self.text = text
    self.font = font
    self.placeholder = placeholder
    self.numberOfLines = numberOfLines
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
  }
}
