import FileLocations
import LayoutEngine

/// Why a scene input (YAML scene file, frame dump, or the files around them) cannot be used:
/// where, and what is wrong, in words a user can act on.
///
/// Every error prints as one line, `file:line:column: message`, which editors and CI logs
/// turn into a link; ``LocatedError/rendered`` adds the offending line with a caret under the
/// column.
public struct SceneFileError: LocatedError, Sendable, Equatable {
  /// Where the problem is; ``FileLocation/wholeFile(_:)`` for problems with the whole file.
  public var location: FileLocation
  public var reason: Reason

  public init(_ reason: Reason, at location: FileLocation) {
    self.reason = reason
    self.location = location
  }

  /// A problem with a whole file (too large, unreadable): reported at no line.
  package static func file(_ name: String, _ reason: Reason) -> SceneFileError {
    SceneFileError(reason, at: .wholeFile(name))
  }

  /// What went wrong.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// Larger than ``SceneDocument/maximumFileSize``; refused before reading.
    case fileTooLarge(bytes: Int, limit: Int)
    case unreadableFile(String)
    /// An extension `layoutdb` does not read.
    case unsupportedFileType(String)
    /// Not UTF-8 text.
    case notText
    /// libYAML's own complaint (bad indentation, an unclosed quote, a duplicate key, …).
    case malformedYAML(String)
    /// libYAML's complaint about a frame dump, which is JSON (read as YAML, of which it is a
    /// subset, for the line and column).
    case malformedJSON(String)
    /// A key the format does not have, and the closest key it does have.
    case unknownKey(String, context: String, suggestion: String?)
    case missingKey(String, context: String)
    /// A value of the wrong shape: `expected` says what was wanted (`a number`, `a mapping`).
    case wrongType(key: String, expected: String)
    /// A value outside the ones allowed (`orientation 'sideways'`), with the choices.
    case invalidValue(key: String, value: String, expected: String)
    /// `.inf`, `.nan`, or a number too large for a double.
    case nonFiniteNumber(key: String, value: String)
    case invalidViewID(String)
    case unknownView(String, suggestion: String?)
    case unknownKind(String, suggestion: String?)
    /// A view listed twice; `firstLine` is where it was listed first.
    case duplicateView(String, firstLine: Int)
    /// Views whose `parent` keys form a loop, in order.
    case viewCycle([String])
    /// A view deeper in the tree than ``YamlSceneReader/maximumDepth``.
    case viewTreeTooDeep(String, limit: Int)
    /// A view nested under one view whose `parent` names another.
    case conflictingParent(view: String, nestedIn: String, parent: String)
    /// An anchor equation that does not parse; the location points at the culprit.
    case anchorEquation(String)
    /// The VFL translator's complaint, at the position inside the format string.
    case visualFormat(String)
    /// A constraint UIKit would refuse (incompatible attributes, a guide the view lacks, …).
    case constraint(SceneError)
    /// A device name that is neither in the catalog nor `WxH`.
    case device(DeviceCatalogError)
    /// A frame dump that is not the documented JSON.
    case invalidFrameDump(String)

    public var description: String {
      switch self {
      case .fileTooLarge(let bytes, let limit):
        "the file is \(megabytes(bytes)), larger than the \(megabytes(limit)) layoutdb reads; "
          + "split it into several files"
      case .unreadableFile(let reason): "cannot read the file: \(reason)"
      case .unsupportedFileType(let ext):
        (ext.isEmpty
          ? "cannot tell the file's type without an extension" : "cannot read '.\(ext)' files")
          + "; give a scene file (.yaml, .yml), an Interface Builder "
          + "document (.storyboard, .xib) or a frame dump (.json)"
      case .notText: "the file is not UTF-8 text"
      case .malformedYAML(let problem): "malformed YAML: \(problem)"
      case .malformedJSON(let problem): "malformed JSON: \(problem)"
      case .unknownKey(let key, let context, let suggestion):
        "unknown key '\(key)' in \(context)" + NameSuggestion.didYouMean(suggestion)
      case .missingKey(let key, let context): "\(context) needs a '\(key)' key"
      case .wrongType(let key, let expected): "'\(key)' must be \(expected)"
      case .invalidValue(let key, let value, let expected):
        "'\(value)' is not a valid \(key); expected \(expected)"
      case .nonFiniteNumber(let key, let value):
        "'\(key)' is \(value), which is not a finite number"
      case .invalidViewID(let id):
        "'\(id)' is not a valid view id; use letters, digits and '_', not starting with a digit "
          + "(VFL and anchor equations name views by it)"
      case .unknownView(let id, let suggestion):
        "unknown view '\(id)'" + NameSuggestion.didYouMean(suggestion)
      case .unknownKind(let kind, let suggestion):
        "unknown view kind '\(kind)'" + NameSuggestion.didYouMean(suggestion) + "; kinds are "
          + ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
      case .duplicateView(let id, let firstLine):
        "view '\(id)' is listed twice (first on line \(firstLine)); each view needs a unique id"
      case .viewCycle(let ids):
        "the views form a cycle: " + (ids + [ids.first ?? ""]).joined(separator: " -> ")
          + "; a view cannot contain its own ancestor"
      case .viewTreeTooDeep(let id, let limit):
        "view '\(id)' is more than \(limit) levels deep; layoutdb reads view trees up to "
          + "\(limit) levels (real hierarchies stay far below)"
      case .conflictingParent(let view, let nestedIn, let parent):
        "view '\(view)' is nested in '\(nestedIn)' but its 'parent' is '\(parent)'; "
          + "remove one of the two"
      case .anchorEquation(let message): message
      case .visualFormat(let message): "invalid visual format: \(message)"
      case .constraint(let error): error.description
      case .device(let error): error.description
      case .invalidFrameDump(let message): "invalid frame dump: \(message)"
      }
    }

    private func megabytes(_ bytes: Int) -> String {
      let tenths = (Double(bytes) / 1_048_576 * 10).rounded() / 10
      return tenths == tenths.rounded() ? "\(Int(tenths)) MB" : "\(tenths) MB"
    }
  }

  public var fileLocation: FileLocation? { location }

  /// `unknown view 'nme' (did you mean 'name'?)`: the reason, without the place.
  public var message: String { reason.description }
}
