import LayoutEngine

/// How scene files and the CLI spell layout directions: `ltr`, `rtl` (as people say them),
/// UIKit's `leftToRight`, `rightToLeft`, and `all`.
public enum LayoutDirectionName {
  /// Each spelling and the directions it stands for.
  public static let choices: [String: [LayoutDirection]] = [
    "ltr": [.leftToRight], "rtl": [.rightToLeft], "leftToRight": [.leftToRight],
    "rightToLeft": [.rightToLeft], "all": LayoutDirection.allCases,
  ]
  /// The spellings in the order messages list them.
  public static let order = ["ltr", "rtl", "all", "leftToRight", "rightToLeft"]
}
