/// A system font (SF Pro): a point size and a weight, and the Dynamic Type style it was made
/// from, if any. Pure data: `SystemFontMetrics` turns it into line heights and advances.
///
/// Custom fonts (`UIFont(name:size:)`) are not modelled; measure them as the system font of
/// the same size, which is what the importer does.
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
  public var pointSize: Double
  public var weight: FontWeight
  /// The text style of a `preferred(_:category:)` font, so that `scaled(to:)` can follow a
  /// content size category; nil for a fixed size.
  public var textStyle: TextStyle?

  public init(pointSize: Double, weight: FontWeight = .regular, textStyle: TextStyle? = nil) {
    precondition(pointSize > 0 && pointSize.isFinite, "a font size is a positive number")
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
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
    return font
  }

  /// UIKit's default label font: system 17.
  public static let label = Font.system(size: 17)

  /// `system 17`, `system 17 semibold`, `body 17`.
  public var description: String {
    let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
    let name = textStyle?.description ?? "system"
    let isStyleWeight = textStyle.map { $0.weight == weight } ?? (weight == .regular)
    return isStyleWeight ? "\(name) \(size)" : "\(name) \(size) \(weight)"
  }
}
