/// Why a string is not a visual format string: the first place it leaves Apple's grammar.
///
/// Every case carries the format string and the 0-based column (in characters) of the
/// offending character, which is the string's length when the string ended too early. The
/// description shows the string with a caret under that column:
///
/// ```
/// H:|-[button(>=50)-|
///                  ^ expected ']' after view predicates
/// ```
public enum VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `X:` where `H:` or `V:` belongs; the found text (empty for a string starting with `:`).
  case unknownOrientation(String, column: Int, format: String)
  /// `H` or `V` not followed by `:` (`H|[a]|`).
  case missingOrientationColon(String, column: Int, format: String)
  /// No `[` where a view must come: at the start, after a leading `|`, or after a `-`.
  /// `orSuperview` says whether a trailing `|` would also have fitted there.
  case missingView(orSuperview: Bool, column: Int, format: String)
  /// `[]`, `[1a]`: a view name must be a C identifier.
  case emptyViewName(column: Int, format: String)
  /// A view not closed by `]`, after its name or after its predicates.
  case unclosedView(afterPredicates: Bool, column: Int, format: String)
  /// A predicate list not closed by `)` (or continued by `,`).
  case unclosedPredicateList(column: Int, format: String)
  /// A spacing not closed by its second `-` (`[a]-8[b]`).
  case unclosedSpacing(column: Int, format: String)
  /// A spacing with a relation, priority or sign but no parentheses (`-(>=8)-`, `-(-5)-`).
  case missingParentheses(column: Int, format: String)
  /// A `]` or `)` that closes nothing.
  case unbalancedCloser(Character, column: Int, format: String)
  /// Text that starts like a number but is not one (`1.2.3`, `5px`, `-x`).
  case badNumber(String, column: Int, format: String)
  /// A relation other than `==`, `<=`, `>=` (`=`, `=>`, `!=`).
  case badRelation(String, column: Int, format: String)
  /// A predicate with nothing to relate to: `()`, `(>=)`, `(5,)`.
  case emptyPredicate(column: Int, format: String)
  /// An `@` with no priority after it.
  case missingPriority(column: Int, format: String)
  /// A `|` between views: the superview can only begin or end a string.
  case superviewInMiddle(column: Int, format: String)
  /// Characters after a complete string; `afterSuperview` when they follow the trailing `|`.
  case trailingCharacters(afterSuperview: Bool, column: Int, format: String)

  /// The format string the error is in.
  public var format: String {
    switch self {
    case .unknownOrientation(_, _, let format), .missingOrientationColon(_, _, let format),
      .missingView(_, _, let format), .emptyViewName(_, let format),
      .unclosedView(_, _, let format), .unclosedPredicateList(_, let format),
      .unclosedSpacing(_, let format), .missingParentheses(_, let format),
      .unbalancedCloser(_, _, let format), .badNumber(_, _, let format),
      .badRelation(_, _, let format), .emptyPredicate(_, let format),
      .missingPriority(_, let format), .superviewInMiddle(_, let format),
      .trailingCharacters(_, _, let format):
      format
    }
  }

  /// The 0-based column (in characters) of the offending character.
  public var column: Int {
    switch self {
    case .unknownOrientation(_, let column, _), .missingOrientationColon(_, let column, _),
      .missingView(_, let column, _), .emptyViewName(let column, _),
      .unclosedView(_, let column, _), .unclosedPredicateList(let column, _),
      .unclosedSpacing(let column, _), .missingParentheses(let column, _),
      .unbalancedCloser(_, let column, _), .badNumber(_, let column, _),
      .badRelation(_, let column, _), .emptyPredicate(let column, _),
      .missingPriority(let column, _), .superviewInMiddle(let column, _),
      .trailingCharacters(_, let column, _):
      column
    }
  }

  /// What was expected there, as a lowercase fragment (`expected ']' after view predicates`),
  /// for callers that compose their own `file:line:column:` messages.
  public var message: String {
    switch self {
    case .unknownOrientation(let found, _, _):
      found.isEmpty
        ? "expected orientation 'H' or 'V' before ':'"
        : "expected orientation 'H' or 'V', found '\(found)'"
    case .missingOrientationColon(let orientation, _, _):
      "expected ':' after orientation '\(orientation)'"
    case .missingView(let orSuperview, _, _):
      orSuperview ? "expected a view '[name]' or '|' after '-'" : "expected a view '[name]'"
    case .emptyViewName:
      "expected a view name (a C identifier) after '['"
    case .unclosedView(let afterPredicates, _, _):
      afterPredicates ? "expected ']' after view predicates" : "expected '(' or ']' after view name"
    case .unclosedPredicateList: "expected ',' or ')' after predicate"
    case .unclosedSpacing: "expected '-' after spacing"
    case .missingParentheses:
      "expected parentheses around a spacing with a relation, priority or sign: -(>=8@750)-"
    case .unbalancedCloser(let closer, _, _):
      "unbalanced '\(closer)': expected '-', '[', '|' or the end of the format"
    case .badNumber(let text, _, _): "expected a number, found '\(text)'"
    case .badRelation(let text, _, _): "expected relation '==', '<=' or '>=', found '\(text)'"
    case .emptyPredicate: "expected a number or a name in predicate"
    case .missingPriority: "expected a priority (a number or metric name) after '@'"
    case .superviewInMiddle:
      "expected '|' (the superview) only at the start or end of the format"
    case .trailingCharacters(let afterSuperview, _, _):
      afterSuperview
        ? "expected the end of the format after '|'"
        : "expected '-', '[', '|' or the end of the format"
    }
  }

  /// The format string, then a caret under the column and the message.
  public var description: String {
    VisualFormatError.caretRendering(format: format, column: column, message: message)
  }

  /// `format`, and under it a caret at `column` followed by `message`. Tabs before the column
  /// are kept so the caret lines up in a terminal; shared with the errors of the modules that
  /// resolve names, so every VFL message looks alike.
  public static func caretRendering(format: String, column: Int, message: String) -> String {
    var indent = ""
    for character in format.prefix(max(0, column)) { indent.append(character == "\t" ? "\t" : " ") }
    if column > format.count { indent += String(repeating: " ", count: column - format.count) }
    return "\(format)\n\(indent)^ \(message)"
  }
}
