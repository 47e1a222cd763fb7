import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import SceneScript

/// Shared helpers of the scene file, frame dump and `layoutdb solve` tests.
enum SceneFileTesting {
  static func example(_ name: String) -> String {
    TestPackage.root.appendingPathComponent("Examples/\(name)").path
  }

  /// A fixture under Fixtures/yaml or Fixtures/dumps, copied into the test bundle.
  static func fixture(_ path: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(path)", withExtension: nil))
    return url.path
  }

  static var catalog: DeviceCatalog {
    get throws { try DeviceCatalog.standard }
  }

  /// Reads YAML text as `name` would be read.
  static func read(_ yaml: String, fileName: String = "test.yaml") throws -> SceneDocument {
    try YamlSceneReader(catalog: catalog).document(fromYAML: yaml, fileName: fileName)
  }

  /// The one-line message reading `yaml` fails with (nil when it does not fail).
  static func failure(_ yaml: String, fileName: String = "test.yaml") throws -> String? {
    let reader = YamlSceneReader(catalog: try catalog)
    do {
      _ = try reader.document(fromYAML: yaml, fileName: fileName)
      return nil
    } catch {
      return error.description
    }
  }

  /// The same as `failure`, with the caret rendering.
  static func rendered(_ yaml: String) throws -> String? {
    let reader = YamlSceneReader(catalog: try catalog)
    do {
      _ = try reader.document(fromYAML: yaml, fileName: "test.yaml")
      return nil
    } catch {
      return error.rendered
    }
  }

  /// The catalog's iPhone SE (2nd generation) in an orientation and keyboard state: the device
  /// of the engine's hand-worked acceptance numbers (375×667 @2x, 20 pt status bar).
  static func iPhoneSE(_ orientation: Orientation = .portrait, keyboard: KeyboardState = .hidden)
    throws -> Environment
  {
    Environment(
      device: try catalog["iphone-se-2nd-gen"], orientation: orientation, keyboard: keyboard)
  }
}
