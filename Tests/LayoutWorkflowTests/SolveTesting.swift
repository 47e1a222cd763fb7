import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import TestSupport

/// Scenes for the solve tests: the examples, and scene files written inline, read the way
/// `layoutdb` reads them (through `SceneSource`).
enum SolveTesting {
  static func example(_ name: String) -> String {
    TestPackage.url("Examples/\(name)").path
  }

  static var catalog: DeviceCatalog {
    get throws { try DeviceCatalog.standard }
  }

  /// Reads scene file text as `fileName` would be read.
  static func read(_ yaml: String, fileName: String = "test.yaml") throws -> SceneDocument {
    guard let document = try SceneInput.document(text: yaml, fileName: fileName, catalog: catalog)
    else { throw CocoaError(.fileReadUnsupportedScheme) }
    return document
  }
}
