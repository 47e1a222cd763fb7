import LayoutEngine

/// Environments as sentences say them: `iPhone SE (2nd generation), landscape, keyboard
/// shown`, plus `right-to-left` and `text size accessibilityLarge` when not the defaults.
public enum EnvironmentPhrase {
  public static func describe(_ environment: Environment) -> String {
    environment.nameParts(
      device: environment.deviceName, keyboard: "keyboard ", textSize: "text size "
    ).joined(separator: ", ")
  }
}
