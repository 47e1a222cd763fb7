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
  /// Not an iOS document of format 3.0 (a macOS or watchOS document, or another version).
  case unsupportedDocument(fileName: String, type: String, version: String)
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

  public var description: String {
    switch self {
    case .unreadableFile(let path, let message):
      "cannot read \(path): \(message)"
    case .malformedXML(let file, let line, let column, let message):
      "\(file):\(line):\(column): broken XML: \(message)"
    case .limitExceeded(let file, let line, let column, let message):
      "\(file):\(line):\(column): \(message)"
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
    case .invalidNumber(let file, let element, let attribute, let value, let line, let column):
      "\(file):\(line):\(column): \(element) has \(attribute)=\"\(value)\"; expected a finite"
        + " number within ±\(Int(LayoutConstraint.largestConstant))"
    case .invalidScene(let file, let scene, let error, let line):
      "\(file):\(line): scene '\(scene)': \(error)"
    }
  }
}
