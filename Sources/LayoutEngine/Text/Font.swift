/// A system font (SF Pro): a point size and a weight, and the Dynamic Type style it was made
/// from, if any. Pure data: `SystemFontMetrics` turns it into line heights and advances.
///
/// A custom font (`UIFont(name:size:)`) carries its PostScript name: `SystemFontMetrics` knows
/// the line height of a few families (and the advance of monospaced ones) and measures any
/// other text as the system font of the same size and weight.
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
  public var pointSize: Double
  public var weight: FontWeight
  /// The text style of a `preferred(_:category:)` font, so that `scaled(to:)` can follow a
  /// content size category; nil for a fixed size.
  public var textStyle: TextStyle?
  /// A custom font's PostScript name (`UIFont.fontName`, `CourierNewPSMT`); nil for the
  /// system font.
  public var name: String?

  public init(
    pointSize: Double, weight: FontWeight = .regular, textStyle: TextStyle? = nil,
    name: String? = nil
  ) {
    precondition(pointSize > 0 && pointSize.isFinite, "a font size is a positive number")
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    self.name = name
  }

  /// `UIFont(name:size:)`: a custom font by PostScript name; `weight` is what the system font
  /// standing in for its advances uses.
  public static func custom(name: String, size: Double, weight: FontWeight = .regular) -> Font {
    Font(pointSize: size, weight: weight, name: name)
  }

  /// `UIFont.systemFont(ofSize:weight:)`.
  public static func system(size: Double, weight: FontWeight = .regular) -> Font {
    Font(pointSize: size, weight: weight)
  }

  /// `UIFont.boldSystemFont(ofSize:)` (IB: `type="boldSystem"`).
  public static func boldSystem(size: Double) -> Font {
    Font(pointSize: size, weight: .bold)
  }

  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` at a content size category.
  public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large)
    -> Font
  {
    Font(pointSize: style.pointSize(at: category), weight: style.weight, textStyle: style)
  }

  /// The font at another content size category: a text style font changes size (what
  /// `adjustsFontForContentSizeCategory` does), a fixed-size font stays as it is.
  public func scaled(to category: ContentSizeCategory) -> Font {
    guard let textStyle else { return self }
    var font = Font.preferred(textStyle, category: category)
    font.weight = weight
    font.name = name
    return font
  }

  /// UIKit's default label font: system 17.
  public static let label = Font.system(size: 17)

  /// `system 17`, `system 17 semibold`, `body 17`, `CourierNewPSMT 17`.
  public var description: String {
    let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
    if let name { return "\(name) \(size)" }
    let family = textStyle?.description ?? "system"
    let isStyleWeight = textStyle.map { $0.weight == weight } ?? (weight == .regular)
    return isStyleWeight ? "\(family) \(size)" : "\(family) \(size) \(weight)"
  }
}
