import ArgumentParser
import LayoutEngine

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

  var devices: [String]? {
    device.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
  }
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
