import LayoutEngine
import Testing

/// Real engine results for the tests: seed scenes laid out on catalog devices.
enum Layouts {
  static func environment(
    _ device: String = "iphone-se-2nd-gen", _ orientation: Orientation = .portrait,
    keyboard: KeyboardState = .hidden
  ) throws -> Environment {
    Environment(
      device: try DeviceCatalog.standard[device], orientation: orientation, keyboard: keyboard)
  }

  static func layout(_ scene: Scene, in environment: Environment) throws -> LayoutResult {
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: environment)
  }

  /// The seed form, changed by `edit` before it is laid out.
  static func form(
    fields: Int = 6, in environment: Environment, edit: (inout Scene) throws -> Void = { _ in }
  ) throws -> LayoutResult {
    var scene = try SeedScenes.form(fields: fields)
    try edit(&scene)
    return try layout(scene, in: environment)
  }
}
