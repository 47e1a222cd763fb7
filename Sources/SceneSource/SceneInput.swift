import Foundation
import FrameDump
import InterfaceBuilder
import LayoutEngine
import SceneReading
import SceneScript

/// An input file of `layoutdb`, read by its extension: scenes to solve (a YAML scene file or an
/// Interface Builder document) or layouts captured on a device (a frame dump).
public enum SceneInput: Sendable {
  case scenes(SceneDocument)
  /// Layouts measured in a real app, one per captured state.
  case frameDump(fileName: String, results: [LayoutResult])

  /// The kinds of file `load` reads, by extension: the one place an extension decides the
  /// reader (every other question about a path asks this type).
  public enum FileType: String, Sendable, CaseIterable {
    case yaml, yml, storyboard, xib, json

    /// The type of the file at `path`, nil for an extension layoutdb does not read.
    public init?(path: String) {
      self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// A storyboard or xib.
    public var isInterfaceBuilder: Bool { self == .storyboard || self == .xib }
    /// A YAML scene file.
    public var isSceneFile: Bool { self == .yaml || self == .yml }
    /// Layouts captured in a running app, not solved.
    public var isFrameDump: Bool { self == .json }
  }

  /// Whether `path` names a storyboard or xib.
  public static func isInterfaceBuilder(_ path: String) -> Bool {
    FileType(path: path)?.isInterfaceBuilder == true
  }

  /// Whether `path` names a frame dump.
  public static func isFrameDump(_ path: String) -> Bool {
    FileType(path: path)?.isFrameDump == true
  }

  /// Reads the file at `path` (as the user wrote it; messages repeat it).
  ///
  /// - Parameter canvas: for Interface Builder documents, import them as Xcode's canvas lays
  ///   them out (`InterfaceBuilderImporter.Options.canvas`: placeholder constraints and
  ///   intrinsic sizes kept, ambiguous views held) rather than as the app does; other files
  ///   ignore it.
  /// - Throws: ``SceneInputError``: a missing, unreadable, oversized or non-text file or an
  ///   unknown extension refused, or the reader's error for a problem inside the file, at its
  ///   line and column.
  public static func load(path: String, catalog: DeviceCatalog, canvas: Bool = false)
    throws(SceneInputError) -> SceneInput
  {
    do {
      try checkSize(path)
    } catch {
      throw .refused(error)
    }
    guard let type = FileType(path: path) else {
      let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
      throw .refused(.file(path, .unsupportedFileType(fileExtension)))
    }
    switch type {
    case .storyboard, .xib:
      do {
        return .scenes(
          try InterfaceBuilderInput.document(path: path, catalog: catalog, canvas: canvas))
      } catch {
        throw .interfaceBuilder(error, path: path)
      }
    case .yaml, .yml:
      let text = try readText(path)
      do {
        return .scenes(
          try YamlSceneReader(catalog: catalog).document(fromYAML: text, fileName: path))
      } catch {
        throw .sceneFile(error)
      }
    case .json:
      let text = try readText(path)
      do {
        let results = try FrameDumpReader(catalog: catalog).results(fromJSON: text, fileName: path)
        return .frameDump(fileName: path, results: results)
      } catch {
        throw .sceneFile(error)
      }
    }
  }

  /// Refuses anything but a regular file of at most ``SceneDocument/maximumFileSize`` bytes, from its
  /// attributes alone (a FIFO or `/dev/zero` would never finish reading).
  /// A symbolic link is judged by the file it leads to (`attributesOfItem` does not follow
  /// links), as `cat` and Xcode would read it.
  static func checkSize(_ path: String) throws(SceneFileError) {
    let attributes: [FileAttributeKey: Any]
    do {
      let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      attributes = try FileManager.default.attributesOfItem(atPath: target)
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .file(path, .unreadableFile(exists ? "permission denied" : "no such file"))
    }
    if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
      throw .file(
        path,
        .unreadableFile(
          type == .typeDirectory
            ? "it is a directory"
            : type == .typeSymbolicLink
              ? "it is a symbolic link to a file that does not exist" : "it is not a regular file"))
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    if size > SceneDocument.maximumFileSize {
      throw .file(path, .fileTooLarge(bytes: size, limit: SceneDocument.maximumFileSize))
    }
  }

  /// The file's text, or its refusal: unreadable, over the limit (it grew since `checkSize`),
  /// or not UTF-8.
  static func readText(_ path: String) throws(SceneInputError) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .refused(.file(path, .unreadableFile(error.localizedDescription)))
    }
    guard data.count <= SceneDocument.maximumFileSize else {
      throw .refused(
        .file(path, .fileTooLarge(bytes: data.count, limit: SceneDocument.maximumFileSize)))
    }
    guard var text = String(data: data, encoding: .utf8) else {
      throw .refused(.file(path, .notText))
    }
    // A byte-order mark is not part of the first line's columns.
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }
}
