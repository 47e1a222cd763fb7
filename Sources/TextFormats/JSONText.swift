/// A JSON value with ordered keys, and the one way layoutdb writes JSON: keys in the order
/// given, numbers through ``NumberText`` (so `20.5`, `375`, never `0.30000000000000004` or
/// `-0`), and each small object on one line, so that two outputs diff line by line.
public enum JSONText: Equatable, Sendable {
  case object([(String, JSONText)])
  case array([JSONText])
  case string(String)
  /// Written as JSON has no NaN or infinity: a non-finite number is `null`.
  case number(Double)
  case bool(Bool)
  case null

  /// The version of layoutdb's JSON outputs, the first key of every top-level object: raised
  /// when a key is renamed, removed or changes meaning (adding keys keeps it). 2: `check` and
  /// `diff` write environments, frames, before/after values and keys as `solve` does.
  public static let schemaVersion = 2

  /// A command's output: `schemaVersion`, then `members`.
  public static func document(_ members: [(String, JSONText)]) -> JSONText {
    .object([("schemaVersion", .number(Double(schemaVersion)))] + members)
  }

  /// `.string` of `text`, or `null` when there is none.
  public static func optional(_ text: String?) -> JSONText { text.map(JSONText.string) ?? .null }

  /// `.number` of an integer.
  public static func integer(_ value: Int) -> JSONText { .number(Double(value)) }

  /// An array of strings.
  public static func strings(_ texts: [String]) -> JSONText { .array(texts.map(JSONText.string)) }

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.compact == rhs.compact }

  /// Pretty-printed with two-space indentation; containers at most two levels deep (a frame, a
  /// view with its frames, a diagnostic with its view ids) stay on one line.
  public func rendered(indent: String = "") -> String {
    guard height > 2 else { return compact }
    let inner = indent + "  "
    switch self {
    case .object(let members):
      let lines = members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.rendered(indent: inner))" }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let items):
      let lines = items.map { inner + $0.rendered(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
    default:
      return compact
    }
  }

  /// On one line, with a space after each `:` and `,`.
  public var compact: String { written(separator: ", ", colon: ": ") }

  /// On one line without spaces (`["email","name"]`), as stored in a database column.
  public var minified: String { written(separator: ",", colon: ":") }

  private func written(separator: String, colon: String) -> String {
    switch self {
    case .object(let members):
      "{"
        + members.map {
          Self.quoted($0.0) + colon + $0.1.written(separator: separator, colon: colon)
        }
        .joined(separator: separator) + "}"
    case .array(let items):
      "["
        + items.map { $0.written(separator: separator, colon: colon) }.joined(separator: separator)
        + "]"
    case .string(let text): Self.quoted(text)
    case .number(let value): value.isFinite ? NumberText.format(value) : "null"
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    }
  }

  /// Nesting depth: 0 for scalars, 1 for a container of scalars (or an empty one).
  private var height: Int {
    switch self {
    case .object(let members): 1 + (members.map(\.1.height).max() ?? 0)
    case .array(let items): 1 + (items.map(\.height).max() ?? 0)
    default: 0
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259 §7),
  /// everything else, `/` and non-ASCII included, written as it is.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// A value with one JSON form, used wherever it appears in an output.
public protocol JSONRepresentable {
  var json: JSONText { get }
}
