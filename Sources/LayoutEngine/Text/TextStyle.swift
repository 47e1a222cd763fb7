/// `UIFont.TextStyle`: a Dynamic Type style, whose point size follows the content size
/// category. Raw values are the names Interface Builder writes in
/// `fontDescription style="…"` (UIKit's own: `largeTitle` is `UICTFontTextStyleTitle0`).
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  case largeTitle = "UICTFontTextStyleTitle0"
  case title1 = "UICTFontTextStyleTitle1"
  case title2 = "UICTFontTextStyleTitle2"
  case title3 = "UICTFontTextStyleTitle3"
  case headline = "UICTFontTextStyleHeadline"
  case subheadline = "UICTFontTextStyleSubhead"
  case body = "UICTFontTextStyleBody"
  case callout = "UICTFontTextStyleCallout"
  case footnote = "UICTFontTextStyleFootnote"
  case caption1 = "UICTFontTextStyleCaption1"
  case caption2 = "UICTFontTextStyleCaption2"

  /// The style's weight: semibold for the headline, regular for the rest (HIG, iOS).
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The point size at a content size category (17 for `body` at the default `large`).
  public func pointSize(at category: ContentSizeCategory = .large) -> Double {
    Self.pointSizes[self]![category.index]
  }

  /// Point sizes per style, one column per `ContentSizeCategory` from `extraSmall` to
  /// `accessibilityExtraExtraExtraLarge`.
  ///
  /// Source: Apple Human Interface Guidelines, "Typography" > "Specifications" > "iOS, iPadOS
  /// Dynamic Type sizes" and "larger accessibility type sizes" (the xSmall and AX1 columns
  /// checked against the December 2025 edition). The full table is as UIKit returns it from
  /// `preferredFont(forTextStyle:compatibleWith:)`, recorded on the iOS 13.3 simulator in
  /// github.com/temoki/UIKit_DynamicType (README, "Font size change due to combination").
  /// The corpus agrees: `16-kharrison-dynamictext` stores every style at its xSmall size.
  static let pointSizes: [TextStyle: [Double]] = [
    // xS   S   M   L  xL xxL xxxL AX1 AX2 AX3 AX4 AX5
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The distance from one baseline to the next in wrapped text of this style, at a point
  /// size: what a text style font adds between lines beyond `UIFont.lineHeight`.
  ///
  /// Source: Apple Human Interface Guidelines, "Typography" > "Specifications", the
  /// "Leading" column of the default (Large) Dynamic Type size: 41, 34, 28, 25, 22, 22, 21,
  /// 20, 18, 16, 13 for large title … caption 2. Other content size categories scale that
  /// leading with the point size (an approximation: no corpus file measures them). The corpus
  /// agrees at Large: `19-openfoodfacts` stores a 7-line body label 152.5 high (6 × 22 +
  /// 20.29), 2-line body 42.5, 2-line subheadline 38 (20 + 17.9); `15-kharrison` a
  /// callout text view of 8 lines 184 high (8 × 21 + its insets 16).
  public func leading(atSize pointSize: Double) -> Double {
    Self.largeLeadings[self]! * pointSize / self.pointSize(at: .large)
  }

  static let largeLeadings: [TextStyle: Double] = [
    .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .subheadline: 20,
    .body: 22, .callout: 21, .footnote: 18, .caption1: 16, .caption2: 13,
  ]

  /// The Swift case name: `title1`.
  public var description: String {
    switch self {
    case .largeTitle: "largeTitle"
    case .title1: "title1"
    case .title2: "title2"
    case .title3: "title3"
    case .headline: "headline"
    case .subheadline: "subheadline"
    case .body: "body"
    case .callout: "callout"
    case .footnote: "footnote"
    case .caption1: "caption1"
    case .caption2: "caption2"
    }
  }
}
