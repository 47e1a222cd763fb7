import FileLocations
import Foundation
import LayoutEngine

/// The bridge from `layoutdb`'s file loading to `InterfaceBuilderImporter`: its errors become
/// ``SceneFileError``s, with the line and column when the importer knows them.
enum InterfaceBuilderInput {
  static func document(path: String, catalog: DeviceCatalog) throws(SceneFileError)
    -> SceneDocument
  {
    let url = URL(fileURLWithPath: path)
    do {
      return try InterfaceBuilderImporter.document(
        contentsOf: url, options: InterfaceBuilderImporter.Options(catalog: catalog))
    } catch {
      throw located(error.description, path: path, fileName: url.lastPathComponent)
    }
  }

  /// The importer's messages start with `file:`, `file:line:` or `file:line:column:`; the
  /// position moves into the location so the line reads `path:line:column: message`.
  static func located(_ description: String, path: String, fileName: String) -> SceneFileError {
    var rest = Substring(description)
    var numbers: [Int] = []
    if rest.hasPrefix(fileName + ":") {
      rest = rest.dropFirst(fileName.count + 1)
      while numbers.count < 2, let colon = rest.firstIndex(of: ":"),
        let number = Int(rest[..<colon])
      {
        numbers.append(number)
        rest = rest[rest.index(after: colon)...]
      }
    }
    let message = rest.trimmingCharacters(in: .whitespaces)
    let location = FileLocation(
      file: path, line: numbers.first ?? 1, column: numbers.count > 1 ? numbers[1] : 1)
    return SceneFileError(.importFailed(message), at: location)
  }
}
