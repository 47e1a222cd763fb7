import FileLocations
import Foundation
import LayoutEngine
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

  /// The device a scene file is laid out on when neither it nor the command names one.
  public static let defaultDevice = "iphone-16"
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
    let root = try Self.compose(text, source: source)
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

  /// The file's single YAML document, with libYAML's errors located.
  static func compose(_ text: String, source: SourceText) throws(SceneFileError) -> YamlValue? {
    do {
      let node = try Parser(yaml: text).singleRoot()
      return node.map { YamlValue(node: $0, key: "document", source: source) }
    } catch let error as YamlError {
      throw located(error, source: source)
    } catch {
      throw SceneFileError(.malformedYAML("\(error)"), at: source.location(line: 1, column: 1))
    }
  }

  private static func located(_ error: YamlError, source: SourceText) -> SceneFileError {
    func make(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> SceneFileError {
      var message = problem
      if let context {
        message += " (\(context.text) on line \(context.mark.line))"
      }
      return SceneFileError(
        .malformedYAML(message), at: source.location(line: mark.line, column: mark.column))
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      if problem == "but found another document" {
        return SceneFileError(
          .malformedYAML(
            "a scene file holds one YAML document; list several scenes under 'scenes:'"),
          at: source.location(line: mark.line, column: mark.column))
      }
      return make(context, problem, mark)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SceneFileError(
        .malformedYAML("duplicate key \(keys) in one mapping"),
        at: source.location(line: context.mark.line, column: context.mark.column))
    case .reader(let problem, let offset, _, let yaml):
      var line = 1
      var column = 1
      if let offset {
        for character in yaml.prefix(offset) {
          if character == "\n" {
            line += 1
            column = 1
          } else {
            column += 1
          }
        }
      }
      return SceneFileError(
        .malformedYAML(problem), at: source.location(line: line, column: column))
    default:
      return SceneFileError(.malformedYAML("\(error)"), at: source.location(line: 1, column: 1))
    }
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
    if devices.isEmpty { devices = [Self.defaultDevice] }
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
