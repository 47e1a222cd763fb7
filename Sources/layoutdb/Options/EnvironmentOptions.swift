import ArgumentParser
import LayoutEngine
import LayoutWorkflow
import SceneFormat

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

  var directions: [LayoutDirection]? { direction?.values }
  var textSizes: [ContentSizeCategory]? { textSize?.values }

  /// The `environments:` section of `layoutdb.yaml` (or of `config`): the project's defaults
  /// for inputs that name none; exit 2 at its line when it is wrong.
  func project(config: String? = nil) throws -> ProjectEnvironments {
    do {
      return try ProjectEnvironments.load(config: config)
    } catch {
      throw Diagnostics.fail(error)
    }
  }

  /// Whether any option names environments (then the files' own lists are not used for it).
  var namesEnvironments: Bool {
    device != nil || orientation != nil || keyboard != nil || direction != nil || textSize != nil
  }
}

/// `--orientation portrait`, `--direction rtl,ltr`, `--text-size all`: by the axis's names.
extension AxisChoice: ExpressibleByArgument {
  public init?(argument: String) { self.init(names: argument) }
  public static var allValueStrings: [String] { names }
}
