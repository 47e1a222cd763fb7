/// `UIContentSizeCategory`: the text size a user picked in Settings, which scales every
/// Dynamic Type text style (see `TextStyle.pointSize(at:)`).
///
/// Raw values are UIKit's own (`UICTContentSizeCategoryL`); cases are in increasing size, so
/// `allCases` runs from `extraSmall` to `accessibilityExtraExtraExtraLarge`.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  case extraSmall = "UICTContentSizeCategoryXS"
  case small = "UICTContentSizeCategoryS"
  case medium = "UICTContentSizeCategoryM"
  /// The default.
  case large = "UICTContentSizeCategoryL"
  case extraLarge = "UICTContentSizeCategoryXL"
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// A category by its Swift case name (`extraLarge`, as scenes and the CLI spell it) or by
  /// UIKit's raw value (`UICTContentSizeCategoryXL`).
  public init?(name: String) {
    if let category = Self(rawValue: name) {
      self = category
    } else if let category = Self.allCases.first(where: { $0.name == name }) {
      self = category
    } else {
      return nil
    }
  }

  /// The Swift case name: `extraLarge`.
  public var name: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// `UIContentSizeCategory.isAccessibilityCategory`: the five larger accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= Self.accessibilityMedium.index }

  /// Position in `allCases`, the column of the Dynamic Type size table.
  var index: Int { Self.allCases.firstIndex(of: self)! }

  public var description: String { name }
}
