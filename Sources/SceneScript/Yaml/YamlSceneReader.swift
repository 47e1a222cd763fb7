import FileLocations
import Foundation
import LayoutEngine
import SceneReading
import Yams

/// Reads layoutdb scene files: YAML holding one or more scenes (a view tree, metrics and
/// constraints written as anchor equations or in Apple's Visual Format Language) and the
/// environments to lay them out in. The format is documented in Documentation/SceneFormat.md ("The scene
/// file format"); in short:
///
/// ```yaml
/// environments:
///   devices: [iphone-se-2nd-gen, iphone-16]
///   orientations: [portrait, landscape]
///   keyboards: [hidden, shown]
/// scenes:
///   - name: Login
///     metrics: {margin: 20}
///     views:
///       - id: scroll
///         kind: scrollView
///         children:
///           - {id: content, kind: view}
///     constraints:
///       - H:|[scroll]|
///       - content.width == root.width
///       - {equation: "content.bottom == scroll.contentLayoutGuide.bottom", id: contentBottom}
/// ```
///
/// Every problem is a ``SceneFileError`` at the line and column of the culprit.
public struct YamlSceneReader: Sendable {
  /// The devices `environments.devices` may name (and `WxH` sizes).
  public var catalog: DeviceCatalog

  public init(catalog: DeviceCatalog) {
    self.catalog = catalog
  }

  static let documentKeys = ["scenes", "environments"]
  static let sceneKeys = ["name", "root", "bars", "metrics", "views", "constraints"]
  static let barKeys = ["navigationBar", "prompt", "tabBar", "toolbar"]
  static let environmentKeys = ["devices", "orientations", "keyboards", "directions", "textSizes"]

  /// Parses a scene file's text; `fileName` is how messages name it.
  ///
  /// - Throws: ``SceneFileError`` for malformed YAML, unknown keys, views, kinds and devices, a
  ///   view listed twice, a cycle of parents, non-finite numbers, anchor equations or visual
  ///   formats that do not parse, and constraints UIKit would refuse.
  public func document(fromYAML text: String, fileName: String) throws(SceneFileError)
    -> SceneDocument
  {
    let source = SourceText(fileName: fileName, text: text)
    let root = try YamlValue.compose(text, source: source)
    guard let root, !root.isNull else {
      // Nothing but blanks and comments: say so, rather than only what is missing.
      throw SceneFileError(
        .missingKey("scenes", context: "the file is empty: a scene file"),
        at: source.location(line: 1, column: 1))
    }
    guard case .mapping(let pairs) = root.node else {
      throw root.wrongType("a mapping of 'scenes' (or of one scene's keys)")
    }
    let isList = pairs.contains { $0.key.string == "scenes" }
    let top = try root.mapping(
      "a scene file",
      allowed: isList ? Self.documentKeys : Self.documentKeys + Self.sceneKeys)
    var scenes: [Scene] = []
    var engines: [String: AutoLayoutEngine] = [:]
    var names: [String: Int] = [:]
    var viewLines: [String: [String: Int]] = [:]
    if isList {
      for item in try top.required("scenes").sequence() {
        let (scene, engine, lines) = try readScene(
          item.mapping("a scene", allowed: Self.sceneKeys), defaultName: nil)
        scenes.append(try uniquelyNamed(scene, item, &names))
        engines[scene.name] = engine
        viewLines[scene.name] = lines
      }
      if scenes.isEmpty {
        throw try top.required("scenes").wrongType("a list of at least one scene")
      }
    } else {
      // A file holding a single scene may put its keys at the top level.
      let stem = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
      let (scene, engine, lines) = try readScene(top, defaultName: stem)
      scenes.append(try uniquelyNamed(scene, root, &names))
      engines[scene.name] = engine
      viewLines[scene.name] = lines
    }
    let environments =
      try top["environments"].map { value throws(SceneFileError) in
        try readEnvironments(value)
      } ?? []
    var document = SceneDocument(fileName: fileName, scenes: scenes, environments: environments)
    document.engines = engines
    document.viewLines = viewLines
    return document
  }

  private func uniquelyNamed(
    _ scene: Scene, _ value: YamlValue, _ names: inout [String: Int]
  ) throws(SceneFileError) -> Scene {
    if let line = names[scene.name] {
      throw value.error(
        .invalidValue(
          key: "scene name", value: scene.name,
          expected: "a name no other scene has (line \(line) has it)"))
    }
    names[scene.name] = value.location.line
    return scene
  }

  // MARK: Environments

  /// `devices` × `orientations` × `keyboards`, in that order. Devices are checked against the
  /// catalog now, so a typo is reported at its line; `all` and `design` pass through for the
  /// solver to expand.
  func readEnvironments(_ value: YamlValue) throws(SceneFileError) -> [EnvironmentRequest] {
    let mapping = try value.mapping("environments", allowed: Self.environmentKeys)
    var devices: [String] = []
    for item in mapping["devices"]?.oneOrMany() ?? [] {
      let name = try item.string()
      if name != "all", name != "design" {
        do {
          _ = try catalog.device(for: name)
        } catch {
          throw item.error(.device(error))
        }
      }
      devices.append(name)
    }
    var orientations: [Orientation] = []
    for item in mapping["orientations"]?.oneOrMany() ?? [] {
      orientations.append(try item.choice(Orientation.self))
    }
    var keyboards: [KeyboardState] = []
    for item in mapping["keyboards"]?.oneOrMany() ?? [] {
      keyboards.append(try item.choice(KeyboardState.self))
    }
    var directions: [LayoutDirection] = []
    for item in mapping["directions"]?.oneOrMany() ?? [] {
      directions += try item.choice(LayoutDirectionName.choices, order: LayoutDirectionName.order)
    }
    var textSizes: [ContentSizeCategory] = []
    for item in mapping["textSizes"]?.oneOrMany() ?? [] {
      textSizes += try item.choice(
        ContentSizeCategoryName.choices, order: ContentSizeCategoryName.order)
    }
    if devices.isEmpty { devices = [EnvironmentRequest.defaultDevice] }
    if orientations.isEmpty { orientations = [.portrait] }
    if keyboards.isEmpty { keyboards = [.hidden] }
    if directions.isEmpty { directions = [.leftToRight] }
    if textSizes.isEmpty { textSizes = [.large] }
    return devices.flatMap { device in
      orientations.flatMap { orientation in
        keyboards.flatMap { keyboard in
          directions.flatMap { direction in
            textSizes.map {
              EnvironmentRequest(
                device: device, orientation: orientation, keyboard: keyboard,
                direction: direction, textSize: $0)
            }
          }
        }
      }
    }
  }
}
