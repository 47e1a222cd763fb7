import LayoutEngine

/// How scene files and the CLI spell Dynamic Type text sizes: `UIContentSizeCategory`'s Swift
/// names (`extraLarge`, `accessibilityMedium`), and `all` (every one, smallest first).
public enum ContentSizeCategoryName {
  /// Each spelling and the categories it stands for.
  public static let choices: [String: [ContentSizeCategory]] = {
    var table = Dictionary(
      uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0.name, [$0]) })
    table["all"] = ContentSizeCategory.allCases
    return table
  }()
  /// The spellings in the order messages list them.
  public static let order = ContentSizeCategory.allCases.map(\.name) + ["all"]
}
