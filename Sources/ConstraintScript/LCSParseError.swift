/// Why a script could not be parsed. Every case carries where the problem is; ``description``
/// renders `file:line:column: message`, the line, and a caret under the offending token.
public enum LCSParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first statement is not `lcs 1` (or the file has no statement at all).
  case missingHeader(found: String?, at: LCSSourceLocation)
  /// The header names a version other than 1.
  case unsupportedVersion(String, at: LCSSourceLocation)
  /// The first token of a line is not a statement keyword.
  case unknownStatement(String, at: LCSSourceLocation)
  /// A token is missing (`found` is nil) or is not what the grammar wants at that place.
  case expected(String, found: String?, at: LCSSourceLocation)
  /// A number is `nan`, `inf` or too large for a Double.
  case nonFiniteNumber(String, at: LCSSourceLocation)
  /// The statement is complete but more tokens follow.
  case unexpectedToken(String, after: String, at: LCSSourceLocation)
  /// `!` is misplaced, glued to the error name, or follows a statement that cannot fail.
  case misplacedErrorMarker(String, at: LCSSourceLocation)
  /// The name after `!` is not one of kiwi's error names.
  case unknownErrorName(String, at: LCSSourceLocation)
  /// The file has `test` statements but something comes before the first one.
  case statementOutsideTest(String, at: LCSSourceLocation)

  /// Where the problem is.
  public var location: LCSSourceLocation {
    switch self {
    case .missingHeader(_, let at), .unsupportedVersion(_, let at), .unknownStatement(_, let at),
      .expected(_, _, let at), .nonFiniteNumber(_, let at), .unexpectedToken(_, _, let at),
      .misplacedErrorMarker(_, let at), .unknownErrorName(_, let at),
      .statementOutsideTest(_, let at):
      return at
    }
  }

  /// What is wrong and what would be right, without the location.
  public var message: String {
    switch self {
    case .missingHeader(let found, _):
      guard let found else { return "expected the header 'lcs 1', found an empty script" }
      return "expected the header 'lcs 1' before the first statement, found '\(found)'"
    case .unsupportedVersion(let version, _):
      return "unsupported format version '\(version)': this reader understands 'lcs 1'"
    case .unknownStatement(let keyword, _):
      let keywords = LCSParser.keywords.joined(separator: ", ")
      return "unknown statement '\(keyword)': expected one of \(keywords)"
    case .expected(let what, let found, _):
      guard let found else { return "expected \(what)" }
      return "expected \(what), found '\(found)'"
    case .nonFiniteNumber(let text, _):
      return "expected a finite number, found '\(text)'"
    case .unexpectedToken(let token, let statement, _):
      return "unexpected '\(token)' after a complete '\(statement)' statement"
    case .misplacedErrorMarker(let explanation, _):
      return explanation
    case .unknownErrorName(let name, _):
      let names = LCSErrorName.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown error '\(name)' after '!': expected one of \(names)"
    case .statementOutsideTest(let keyword, _):
      return "'\(keyword)' comes before the first 'test' statement: in a file with test cases, "
        + "every statement belongs to a case (start one with 'test NAME')"
    }
  }

  /// `file:line:column: message`, then the line with a caret under the problem.
  public var description: String {
    "\(location): \(message)\n\(location.caretRendering)"
  }
}
