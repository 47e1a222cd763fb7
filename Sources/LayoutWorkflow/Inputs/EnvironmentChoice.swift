import LayoutEngine
import SceneReading
import SceneSource

/// The spellings of one environment axis on the command line: each name and the values it
/// stands for (`all` among them), and the order help and messages list them in.
public protocol EnvironmentAxis {
  associatedtype Value: Sendable
  static var choices: [String: [Value]] { get }
  static var order: [String] { get }
}

/// Values of one axis chosen by name, several separated by commas (`rtl`, `large,extraLarge`,
/// `all`): what `--orientation`, `--keyboard`, `--direction` and `--text-size` take.
public struct AxisChoice<Axis: EnvironmentAxis>: Sendable {
  public let values: [Axis.Value]

  /// Nil when a name is not one of the axis's spellings.
  public init?(names: String) {
    var values: [Axis.Value] = []
    for name in names.split(separator: ",") {
      guard let named = Axis.choices[name.trimmingCharacters(in: .whitespaces)] else {
        return nil
      }
      values += named
    }
    if values.isEmpty { return nil }
    self.values = values
  }

  /// Every spelling, for help texts and messages.
  public static var names: [String] { Axis.order }
}

/// `portrait`, `landscape`, `all`.
public enum OrientationAxis: EnvironmentAxis {
  public static let choices = caseChoices(Orientation.self)
  public static let order = Orientation.allCases.map(\.rawValue) + ["all"]
}

/// `hidden`, `shown`, `all`.
public enum KeyboardAxis: EnvironmentAxis {
  public static let choices = caseChoices(KeyboardState.self)
  public static let order = KeyboardState.allCases.map(\.rawValue) + ["all"]
}

/// `ltr`, `rtl`, `all` (and UIKit's `leftToRight`, `rightToLeft`).
public enum DirectionAxis: EnvironmentAxis {
  public static let choices = LayoutDirectionName.choices
  public static let order = LayoutDirectionName.order
}

/// UIKit's content size category names (`extraSmall` … `accessibilityExtraExtraExtraLarge`)
/// and `all`.
public enum TextSizeAxis: EnvironmentAxis {
  public static let choices = ContentSizeCategoryName.choices
  public static let order = ContentSizeCategoryName.order
}

public typealias OrientationChoice = AxisChoice<OrientationAxis>
public typealias KeyboardChoice = AxisChoice<KeyboardAxis>
public typealias DirectionChoice = AxisChoice<DirectionAxis>
public typealias TextSizeChoice = AxisChoice<TextSizeAxis>

/// Each case by its raw value, and `all` for every case.
private func caseChoices<Value: RawRepresentable & CaseIterable & Sendable>(_: Value.Type)
  -> [String: [Value]] where Value.RawValue == String
{
  var choices = ["all": Array(Value.allCases)]
  for value in Value.allCases { choices[value.rawValue] = [value] }
  return choices
}

extension ProjectEnvironments {
  /// The `environments:` section of `layoutdb.yaml` (here, else at the project's root; or of
  /// `config`): the project's defaults for inputs that name none; empty when the file does
  /// not exist.
  public static func load(config: String? = nil) throws(WorkflowError) -> ProjectEnvironments {
    let catalog = try DeviceCatalog.compiledIn()
    do {
      return try SceneInput.projectEnvironments(
        at: config ?? ProjectRoot.configurationFile(named: fileName) ?? fileName,
        catalog: catalog)
    } catch {
      throw .solve(.input(.sceneFile(error)))
    }
  }
}

/// The environments a command was asked for: `--device`, `--orientation`, `--keyboard`,
/// `--direction`, `--text-size`. Each left out comes from the input file, else from the
/// project's `layoutdb.yaml`, else from the defaults.
public struct EnvironmentChoice: Sendable {
  /// Device ids, custom sizes, `design` or `all`.
  public var devices: [String]?
  public var orientations: OrientationChoice?
  public var keyboards: KeyboardChoice?
  public var directions: DirectionChoice?
  public var textSizes: TextSizeChoice?

  public init(
    devices: [String]? = nil, orientations: OrientationChoice? = nil,
    keyboards: KeyboardChoice? = nil, directions: DirectionChoice? = nil,
    textSizes: TextSizeChoice? = nil
  ) {
    self.devices = devices
    self.orientations = orientations
    self.keyboards = keyboards
    self.directions = directions
    self.textSizes = textSizes
  }

  /// Whether any axis is named (then the files' own lists are not used for it).
  public var namesEnvironments: Bool {
    devices != nil || orientations != nil || keyboards != nil || directions != nil
      || textSizes != nil
  }
}

extension SceneInputs {
  /// The inputs at `paths`, laid out in `choice`'s environments (`shard` of them).
  public init(paths: [String], environments choice: EnvironmentChoice, shard: Shard? = nil) {
    self.init(
      paths: paths, devices: choice.devices, orientations: choice.orientations?.values,
      keyboards: choice.keyboards?.values, directions: choice.directions?.values,
      textSizes: choice.textSizes?.values, shard: shard)
  }
}

extension SolveRequest {
  /// The request for `inputPath` in `choice`'s environments.
  public init(inputPath: String, environments choice: EnvironmentChoice) {
    self.init(
      inputPath: inputPath, devices: choice.devices, orientations: choice.orientations?.values,
      keyboards: choice.keyboards?.values, directions: choice.directions?.values,
      textSizes: choice.textSizes?.values)
  }
}
