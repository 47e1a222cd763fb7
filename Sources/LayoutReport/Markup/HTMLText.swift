/// Text and numbers made safe for HTML and SVG: every string from a user's files (scene
/// names, view ids, diagnostic messages) goes through ``escape(_:)``.
enum HTMLText {
  /// Escapes the five characters that could open markup or close an attribute, so the same
  /// function serves text content and (double- or single-quoted) attribute values.
  static func escape(_ text: String) -> String {
    // Most ids and paths need nothing: one pass over the bytes before building a copy.
    guard
      text.utf8.contains(where: { byte in
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
          || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
      })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A coordinate for SVG: at most three decimals, no trailing zeros, `-0` as `0`, and 0 for
  /// values that are not finite (a frame from a broken dump must not break the page).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    if thousandths == 0 { return "0" }
    if abs(thousandths) >= 1e15 { return String(Int64(value.rounded())) }
    let whole = Int64(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    var text = "\(sign)\(magnitude / 1000)"
    let fraction = magnitude % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text
  }

  /// A fragment for element ids: ASCII letters and digits, lowercased, other runs as `-`.
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingDash, !result.isEmpty { result += "-" }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result.lowercased()
  }
}
