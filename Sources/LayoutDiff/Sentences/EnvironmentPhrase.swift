import LayoutEngine

/// Environments as sentences say them: `iPhone SE (2nd generation), landscape, keyboard
/// shown`, plus `right-to-left` and `text size accessibilityLarge` when not the defaults.
public enum EnvironmentPhrase {
  public static func describe(_ environment: Environment) -> String {
    var parts = [
      environment.deviceName, environment.orientation.rawValue,
      "keyboard \(environment.keyboard.rawValue)",
    ]
    if environment.direction == .rightToLeft { parts.append("right-to-left") }
    if environment.contentSizeCategory != "large" {
      parts.append("text size \(environment.contentSizeCategory)")
    }
    return parts.joined(separator: ", ")
  }
}
