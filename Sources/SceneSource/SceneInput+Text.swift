import Foundation
import InterfaceBuilder
import LayoutEngine
import SceneReading
import SceneScript

extension SceneInput {
  /// The scenes `text` holds, read by the reader `fileName`'s extension names: for text that
  /// is not on disk as it is now (an earlier revision, which `check` compares constraints
  /// with). Nil for a frame dump or an extension layoutdb does not read.
  ///
  /// - Throws: ``SceneInputError`` for a problem inside the text, at its line and column.
  public static func document(text: String, fileName: String, catalog: DeviceCatalog)
    throws(SceneInputError) -> SceneDocument?
  {
    switch FileType(path: fileName) {
    case .yaml, .yml:
      do {
        return try YamlSceneReader(catalog: catalog).document(fromYAML: text, fileName: fileName)
      } catch {
        throw .sceneFile(error)
      }
    case .storyboard, .xib:
      do {
        return try InterfaceBuilderImporter.document(data: Data(text.utf8), fileName: fileName)
      } catch {
        throw .interfaceBuilder(error, path: fileName, text: text)
      }
    case .json, nil:
      return nil
    }
  }

  /// The `environments:` section of a project's `layoutdb.yaml` at `path` (written as a scene
  /// file's, so the scene file reader reads it); none when the file does not exist.
  ///
  /// - Throws: ``SceneFileError`` at the line and column of malformed YAML, an unknown key or
  ///   value, or an unknown device.
  public static func projectEnvironments(at path: String, catalog: DeviceCatalog)
    throws(SceneFileError) -> ProjectEnvironments
  {
    try YamlSceneReader(catalog: catalog).projectEnvironments(at: path)
  }
}
