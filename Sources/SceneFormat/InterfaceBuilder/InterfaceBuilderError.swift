import LayoutEngine

/// Why an Interface Builder document cannot be imported. Each case names the file and, where
/// there is one, the element (tag, IB object id and line) at fault.
public enum InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadableFile(path: String, message: String)
  /// The XML itself is broken (what `XMLParser` reports, with its position).
  case malformedXML(fileName: String, line: Int, column: Int, message: String)
  /// A pre-Xcode 5 archive (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`).
  case legacyArchive(fileName: String)
  /// Not an iOS document of format 3.0 (a macOS or watchOS document, or another version).
  case unsupportedDocument(fileName: String, type: String, version: String)
  /// An element that needs an `id` has none.
  case missingID(fileName: String, element: String, line: Int)
  /// An attribute refers to an object id the document does not define; `line` and `column`
  /// are where its value is.
  case unknownReference(
    fileName: String, element: String, attribute: String, id: String, line: Int, column: Int)
  /// A numeric attribute that is not a number (`constant="wide"`).
  case invalidNumber(
    fileName: String, element: String, attribute: String, value: String, line: Int, column: Int)
  /// A constraint's `firstAttribute`/`secondAttribute` that is not a layout attribute
  /// (`firstAttribute="toppp"`), with the closest one.
  case unknownLayoutAttribute(
    fileName: String, element: String, attribute: String, value: String, suggestion: String?,
    line: Int, column: Int)
  /// An attribute the element cannot do without (a constraint's `firstAttribute`).
  case missingAttribute(
    fileName: String, element: String, attribute: String, line: Int, column: Int)
  /// The imported scene was refused by the layout engine's model (a view id used twice), at
  /// the element that broke it.
  case invalidScene(fileName: String, scene: String, underlying: SceneError, line: Int)

  /// The attribute names a constraint may use, as IB writes them (`NSLayoutAttribute`'s
  /// names; `baseline` is the last baseline).
  static let layoutAttributeNames = LayoutAttribute.allCases.map(\.rawValue) + ["baseline"]

  public var description: String {
    switch self {
    case .unreadableFile(let path, let message):
      "cannot read \(path): \(message)"
    case .malformedXML(let file, let line, let column, let message):
      "\(file):\(line):\(column): broken XML: \(message)"
    case .legacyArchive(let file):
      "\(file): a legacy Interface Builder archive (pre-Xcode 5 format); open it in Xcode and"
        + " save it in the Xcode 8+ document format (File Inspector > Document Editing >"
        + " Opens in) before importing"
    case .unsupportedDocument(let file, let type, let version):
      "\(file): unsupported document type '\(type)' version '\(version)'; layoutdb imports"
        + " iOS storyboards and xibs in document format 3.0 (Xcode 8 and later)"
    case .missingID(let file, let element, let line):
      "\(file):\(line): <\(element)> has no id; every view and constraint needs one"
        + " (re-save the file in Xcode)"
    case .unknownReference(let file, let element, let attribute, let id, let line, let column):
      "\(file):\(line):\(column): \(element) refers in \(attribute) to '\(id)', which no object"
        + " in the document has"
    case .invalidNumber(let file, let element, let attribute, let value, let line, let column):
      "\(file):\(line):\(column): \(element) has \(attribute)=\"\(value)\", which is not a number"
    case .unknownLayoutAttribute(
      let file, let element, let attribute, let value, let suggestion, let line, let column):
      "\(file):\(line):\(column): \(element) has \(attribute)=\"\(value)\", which is not a layout"
        + " attribute" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; IB writes "
        + Self.layoutAttributeNames.joined(separator: ", ")
    case .missingAttribute(let file, let element, let attribute, let line, let column):
      "\(file):\(line):\(column): \(element) has no \(attribute); re-save the file in Xcode"
    case .invalidScene(let file, let scene, let error, let line):
      "\(file):\(line): scene '\(scene)': \(error)"
    }
  }
}
