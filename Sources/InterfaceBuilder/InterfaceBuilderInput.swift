import FileLocations
import Foundation
import LayoutEngine
import SceneReading

/// How `layoutdb` reads an Interface Builder document from a path: the importer, then each
/// scene built once so that the engine's refusals are the document's errors too.
package enum InterfaceBuilderInput {
  /// - Throws: ``InterfaceBuilderError`` from the importer (naming the file by its last
  ///   component, as the importer does), or its `invalidConstraint` for a constraint the
  ///   engine refuses.
  package static func document(path: String, catalog: DeviceCatalog, canvas: Bool = false)
    throws(InterfaceBuilderError) -> SceneDocument
  {
    let url = URL(fileURLWithPath: path)
    var options = canvas ? InterfaceBuilderImporter.Options.canvas : .init()
    options.catalog = catalog
    var document = try InterfaceBuilderImporter.document(contentsOf: url, options: options)
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
        // At the element's first column: the line's indentation, when the file can be read.
        var column = 1
        if let line, let data = FileManager.default.contents(atPath: path) {
          let text = SourceText(fileName: path, text: String(decoding: data, as: UTF8.self))
          if text.lines.indices.contains(line - 1) {
            column += text.lines[line - 1].prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
          }
        }
        throw .invalidConstraint(
          fileName: url.lastPathComponent, underlying: error, line: line, column: column)
      }
    }
    return document
  }
}
