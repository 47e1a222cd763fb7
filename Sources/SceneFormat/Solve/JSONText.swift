/// A JSON value with ordered keys, and the one way layoutdb prints JSON: keys in the order
/// given, numbers rounded to 1e-6 without a trailing `.0` (so `20.5`, `375`, never
/// `0.30000000000000004` or `-0`), and each small object on one line, so that two outputs
/// diff line by line.
enum JSONText: Equatable {
  case object([(String, JSONText)])
  case array([JSONText])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered() == rhs.rendered() }

  /// Pretty-printed with two-space indentation; containers at most two levels deep (a frame, a
  /// view with its frames, a diagnostic with its view ids) stay on one line.
  func rendered(indent: String = "") -> String {
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
  var compact: String {
    switch self {
    case .object(let members):
      "{" + members.map { "\(Self.quoted($0.0)): \($0.1.compact)" }.joined(separator: ", ") + "}"
    case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .string(let text): Self.quoted(text)
    case .number(let value): Self.number(value)
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

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  static func quoted(_ text: String) -> String {
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
