import FileLocations
import Foundation
import InterfaceBuilder
import SceneReading

/// Why an input file could not be read: refused before any reader looked at it, or the error
/// of the reader its extension picked, kept as that reader threw it.
///
/// Scene files and frame dumps share ``SceneFileError``: both are read through `YamlValue`,
/// whose reads fail with it. Interface Builder documents fail with ``InterfaceBuilderError``,
/// placed here in the file as the user named it.
public enum SceneInputError: LocatedError, Sendable, Equatable {
  /// Missing, not a regular file, over ``SceneDocument/maximumFileSize``, an extension
  /// layoutdb does not read, or not UTF-8 text: about the whole file, at no line.
  case refused(SceneFileError)
  /// A problem inside a scene file or a frame dump, at its line and column.
  case sceneFile(SceneFileError)
  /// A problem inside a storyboard or xib; `at` is where, in the file as the user named it
  /// (the importer names it by its last component), with the line's text for a caret; the
  /// whole file (``FileLocation/wholeFile(_:)``) when the error is about no line of it.
  case interfaceBuilder(InterfaceBuilderError, at: FileLocation)

  /// The importer's error in the document at `path`, at its line and column when it has them,
  /// with the line's text from `text`, else from the file read again (errors only).
  static func interfaceBuilder(_ error: InterfaceBuilderError, path: String, text: String? = nil)
    -> SceneInputError
  {
    guard let (line, column) = error.position else {
      return .interfaceBuilder(error, at: .wholeFile(path))
    }
    guard
      let text = text
        ?? FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) })
    else {
      return .interfaceBuilder(error, at: FileLocation(file: path, line: line, column: column))
    }
    let source = SourceText(fileName: path, text: text)
    return .interfaceBuilder(error, at: source.location(line: line, column: column))
  }

  public var fileLocation: FileLocation? {
    switch self {
    case .refused(let error), .sceneFile(let error): error.location
    case .interfaceBuilder(_, let location): location
    }
  }

  public var message: String {
    switch self {
    case .refused(let error), .sceneFile(let error): error.message
    case .interfaceBuilder(let error, _): error.message
    }
  }
}
