import ArgumentParser
import Foundation
import LayoutWorkflow

/// `--device`, `--orientation`, `--keyboard`: the environments to lay scenes out in. Each left
/// out comes from the input file, else from the defaults (see `SolveRequest`).
struct EnvironmentOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "A catalog device id, a custom size WxH[@Sx], 'design' (an Interface Builder document's "
        + "canvas) or 'all' (the whole catalog); several separated by commas.",
      valueName: "NAME|WxH|design|all"))
  var device: String?

  @Option(name: .long, help: "portrait, landscape or all.")
  var orientation: OrientationChoice?

  @Option(name: .long, help: "hidden, shown or all.")
  var keyboard: KeyboardChoice?

  @Option(name: .long, help: "ltr, rtl or all (also leftToRight, rightToLeft).")
  var direction: DirectionChoice?

  @Option(
    name: .customLong("text-size"),
    help: ArgumentHelp(
      "A Dynamic Type content size category by UIKit's name (extraSmall … large … "
        + "accessibilityExtraExtraExtraLarge) or 'all'; several separated by commas.",
      valueName: "CATEGORY|all"))
  var textSize: TextSizeChoice?

  var devices: [String]? {
    device.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  func validate() throws {
    if let devices, devices.isEmpty || devices.contains(where: \.isEmpty) {
      throw ValidationError(
        "--device needs a device id, a size WxH[@Sx], 'design' or 'all' (several separated by "
          + "commas); `layoutdb devices` lists the ids")
    }
  }

  /// The environments asked for, as the workflow takes them.
  var choice: EnvironmentChoice {
    EnvironmentChoice(
      devices: devices, orientations: orientation, keyboards: keyboard, directions: direction,
      textSizes: textSize)
  }
}

/// `--orientation portrait`, `--direction rtl,ltr`, `--text-size all`: by the axis's names.
extension AxisChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(names: argument) }
  public static var allValueStrings: [String] { names }
}
