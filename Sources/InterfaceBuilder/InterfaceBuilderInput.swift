import FileLocations
import Foundation
import LayoutEngine
import SceneReading

/// The bridge from `layoutdb`'s file loading to `InterfaceBuilderImporter`: its errors become
/// ``SceneFileError``s, with the line and column when the importer knows them.
package enum InterfaceBuilderInput {
  package static func document(path: String, catalog: DeviceCatalog, canvas: Bool = false)
    throws(SceneFileError) -> SceneDocument
  {
    let url = URL(fileURLWithPath: path)
    var document: SceneDocument
    var options = canvas ? InterfaceBuilderImporter.Options.canvas : .init()
    options.catalog = catalog
    do {
      document = try InterfaceBuilderImporter.document(contentsOf: url, options: options)
    } catch {
      throw located(error, path: path)
    }
    // Build each scene once, as the solver will (which reuses the engines), so that a
    // constraint UIKit would refuse (a size related to a position) is reported at its line.
    for scene in document.scenes {
      do {
        document.engines[scene.name] = try AutoLayoutEngine(scene: scene)
      } catch {
        let identifier = error.constraint?.identifier
        let line = identifier.flatMap {
          document.interfaceBuilderScenes[scene.name]?.constraintLines[$0]
        }
        var location = FileLocation(file: path, line: line ?? 1, column: 1)
        if let line, let data = FileManager.default.contents(atPath: path) {
          let text = SourceText(fileName: path, text: String(decoding: data, as: UTF8.self))
          let indent =
            text.lines.indices.contains(line - 1)
            ? text.lines[line - 1].prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count : 0
          location = text.location(line: line, column: indent + 1)
        }
        throw SceneFileError(.constraint(error), at: location)
      }
    }
    return document
  }

  /// The importer's error at `path` (the importer names the file by its last component), at
  /// its line and column when it has them (with the line's text, for the caret a terminal
  /// shows under it: read again, errors only).
  package static func located(_ error: InterfaceBuilderError, path: String) -> SceneFileError {
    var location = FileLocation(file: path, line: 1, column: 1)
    if let found = error.location {
      location = FileLocation(file: path, line: found.line, column: found.column)
      if let data = FileManager.default.contents(atPath: path) {
        location = SourceText(fileName: path, text: String(decoding: data, as: UTF8.self))
          .location(line: found.line, column: found.column)
      }
    }
    return SceneFileError(.importFailed(error.message), at: location)
  }
}
