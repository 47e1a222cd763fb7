import ArgumentParser
import LayoutEngine
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
  var orientation: Choice<Orientation>?

  @Option(name: .long, help: "hidden, shown or all.")
  var keyboard: Choice<KeyboardState>?

  @Option(name: .long, help: "ltr, rtl or all (also leftToRight, rightToLeft).")
  var direction: NamedChoice<LayoutDirectionName>?

  @Option(
    name: .customLong("text-size"),
    help: ArgumentHelp(
      "A Dynamic Type content size category by UIKit's name (extraSmall … large … "
        + "accessibilityExtraExtraExtraLarge) or 'all'; several separated by commas.",
      valueName: "CATEGORY|all"))
  var textSize: NamedChoice<ContentSizeCategoryName>?

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
    let path = config ?? ProjectEnvironments.fileName
    do {
      return try YamlSceneReader(catalog: Diagnostics.standardCatalog())
        .projectEnvironments(at: path)
    } catch let error as SceneFileError {
      throw Diagnostics.fail(.solve(.input(error)))
    }
  }

  /// Whether any option names environments (then the files' own lists are not used for it).
  var namesEnvironments: Bool {
    device != nil || orientation != nil || keyboard != nil || direction != nil || textSize != nil
  }
}

/// The spellings of one environment axis, for ``NamedChoice``.
protocol AxisNames {
  associatedtype Value: Sendable
  static var choices: [String: [Value]] { get }
  static var order: [String] { get }
}

extension LayoutDirectionName: AxisNames {}
extension ContentSizeCategoryName: AxisNames {}

/// Values of an axis by their names, several separated by commas (`rtl`, `large,extraLarge`,
/// `all`).
struct NamedChoice<Names: AxisNames>: ExpressibleByArgument, Sendable {
  let values: [Names.Value]

  init?(argument: String) {
    var values: [Names.Value] = []
    for name in argument.split(separator: ",") {
      guard let named = Names.choices[name.trimmingCharacters(in: .whitespaces)] else {
        return nil
      }
      values += named
    }
    if values.isEmpty { return nil }
    self.values = values
  }

  static var allValueStrings: [String] { Names.order }
}

/// One value of an enumeration, or `all` of them.
struct Choice<Value: RawRepresentable & CaseIterable & Sendable>: ExpressibleByArgument, Sendable
where Value.RawValue == String {
  let values: [Value]

  init?(argument: String) {
    if argument == "all" {
      values = Array(Value.allCases)
    } else if let value = Value(rawValue: argument) {
      values = [value]
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { Value.allCases.map(\.rawValue) + ["all"] }
}
