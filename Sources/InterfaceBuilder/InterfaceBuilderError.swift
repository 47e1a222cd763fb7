import FileLocations
import LayoutEngine

/// Why an Interface Builder document cannot be imported. Each case names the file and, where
/// there is one, the element (tag, IB object id and line) at fault.
public enum InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadableFile(path: String, message: String)
  /// The XML itself is broken (what `XMLParser` reports, with its position).
  case malformedXML(fileName: String, line: Int, column: Int, message: String)
  /// A document nested deeper or holding more elements than `IBTreeBuilder` reads.
  case limitExceeded(fileName: String, line: Int, column: Int, message: String)
  /// A pre-Xcode 5 archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`).
  case legacyArchive(fileName: String)
  /// Not an iOS document of format 3.0 (a macOS or watchOS document, another version, or a
  /// root element without its `type` or `version`), at the root element's line.
  case unsupportedDocument(
    fileName: String, element: String, type: String, version: String, line: Int)
  /// An element that needs an `id` has none.
  case missingID(fileName: String, element: String, line: Int)
  /// A number no layout can hold (`constant="inf"`, `multiplier="1e308"`): the file is
  /// corrupt. (Text that is no number at all, `constant="wide"`, only costs its constraint:
  /// see `IBSceneBuilder.skip`.)
  case invalidNumber(
    fileName: String, element: String, attribute: String, value: String, line: Int, column: Int)
  /// The imported scene was refused by the layout engine's model (a view id used twice), at
  /// the element that broke it.
  case invalidScene(fileName: String, scene: String, underlying: SceneError, line: Int)
  /// A constraint the layout engine refuses as it builds the imported scene (a size related
  /// to a position, as UIKit would refuse it), at its element's first column when its line is
  /// known (see `InterfaceBuilderInput`).
  case invalidConstraint(fileName: String, underlying: SceneError, line: Int?, column: Int)

  /// Where in the file the error is (its line, and its column where known); nil when it is
  /// about the file as a whole.
  public var position: (line: Int, column: Int)? {
    switch self {
    case .malformedXML(_, let line, let column, _), .limitExceeded(_, let line, let column, _),
      .invalidNumber(_, _, _, _, let line, let column):
      (line, column)
    case .missingID(_, _, let line), .invalidScene(_, _, _, let line),
      .unsupportedDocument(_, _, _, _, let line):
      (line, 1)
    case .invalidConstraint(_, _, let line, let column): line.map { ($0, column) }
    case .unreadableFile, .legacyArchive: nil
    }
  }

  /// Where in the file the error is, in the file as the importer was given it; nil when it is
  /// about the file as a whole (the line alone is known for an element's problems: column 1).
  public var location: FileLocation? {
    guard let fileName, let (line, column) = position else { return nil }
    return FileLocation(file: fileName, line: line, column: column)
  }

  /// The file the error is in, as the importer was given it; nil when it could not be read.
  public var fileName: String? {
    switch self {
    case .unreadableFile: nil
    case .malformedXML(let file, _, _, _), .limitExceeded(let file, _, _, _),
      .legacyArchive(let file), .unsupportedDocument(let file, _, _, _, _),
      .missingID(let file, _, _),
      .invalidNumber(let file, _, _, _, _, _), .invalidScene(let file, _, _, _),
      .invalidConstraint(let file, _, _, _):
      file
    }
  }

  /// What is wrong, without the file and position that ``description`` puts in front (a
  /// reader of a whole project places it at its own `path:line:column`).
  public var message: String {
    switch self {
    case .unreadableFile(let path, let message):
      "cannot read \(path): \(message)"
    case .malformedXML(_, _, _, let message):
      "broken XML: \(message)"
    case .limitExceeded(_, _, _, let message):
      message
    case .legacyArchive:
      "a legacy Interface Builder archive (pre-Xcode 5 format); open it in Xcode and save it in"
        + " the Xcode 8+ document format (File Inspector > Document Editing > Opens in) before"
        + " importing"
    case .unsupportedDocument(_, let element, let type, let version, _):
      Self.unsupportedDocumentProblem(element: element, type: type, version: version)
        + "; layoutdb imports iOS storyboards and xibs in document format 3.0 (Xcode 8 and"
        + " later: <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\""
        + " version=\"3.0\" …>)"
    case .missingID(_, let element, _):
      "<\(element)> has no id; every view and constraint needs one (re-save the file in Xcode)"
    case .invalidNumber(_, let element, let attribute, let value, _, _):
      "\(element) has \(attribute)=\"\(value)\"; expected a finite number within"
        + " ±\(Int(LayoutConstraint.largestConstant))"
    case .invalidScene(_, let scene, let error, _):
      "scene '\(scene)': \(error)"
    case .invalidConstraint(_, let error, _, _):
      error.description
    }
  }

  /// `file:line:column: message`, `file:line: message` or `file: message`, as compilers write.
  public var description: String {
    guard let fileName else { return message }
    switch self {
    case .malformedXML, .limitExceeded, .invalidNumber, .invalidConstraint:
      guard let (line, column) = position else { return "\(fileName): \(message)" }
      return "\(fileName):\(line):\(column): \(message)"
    case .missingID, .invalidScene, .unsupportedDocument:
      return "\(fileName):\(position?.line ?? 1): \(message)"
    case .unreadableFile, .legacyArchive:
      return "\(fileName): \(message)"
    }
  }

  /// What the root element lacks or says that layoutdb does not read: an attribute missing is
  /// named as missing, not quoted as an empty value (`version ''`).
  static func unsupportedDocumentProblem(element: String, type: String, version: String)
    -> String
  {
    if element != "document" {
      return "the root element is <\(element)>, not Interface Builder's <document>"
    }
    if type.isEmpty && version.isEmpty { return "<document> has neither type nor version" }
    if type.isEmpty { return "<document version=\"\(version)\"> has no type" }
    if version.isEmpty { return "<document type=\"\(type)\"> has no version" }
    return "unsupported document type '\(type)' version '\(version)'"
  }
}
