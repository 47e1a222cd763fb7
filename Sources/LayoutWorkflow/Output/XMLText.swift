/// Escaping for XML 1.0 text and attribute values.
///
/// Scene and view names come from user files, so every name is escaped; characters XML 1.0
/// cannot carry at all (C0 controls other than tab, newline and carriage return; lone
/// surrogates cannot occur in a Swift String) are replaced by U+FFFD rather than producing a
/// document no parser accepts (XML 1.0 §2.2, "Characters").
enum XMLText {
  /// `value` as a double-quoted attribute, quotes included.
  static func attribute(_ value: String) -> String {
    "\"" + escaped(value, inAttribute: true) + "\""
  }

  /// `value` as element content.
  static func content(_ value: String) -> String { escaped(value, inAttribute: false) }

  private static func escaped(_ value: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
