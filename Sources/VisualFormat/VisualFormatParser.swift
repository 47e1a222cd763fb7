/// A recursive-descent parser for Apple's visual format grammar, one character of lookahead
/// (two for relations).
///
/// Every step either consumes a character or throws, so any input ends in O(n); the parser
/// works on `Character`s so that columns count what a reader sees. Apple's grammar has no
/// whitespace, and neither does this parser: a space is reported where it stands.
struct VisualFormatParser {
  typealias Connection = VisualFormatSyntax.Connection

  let format: String
  let characters: [Character]
  var index = 0

  init(_ format: String) {
    self.format = format
    characters = Array(format)
  }

  mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
    let orientation = try parseOrientation()
    var leadingSuperview: Connection?
    if current == "|" {
      index += 1
      leadingSuperview = try parseConnection()
    }
    var views = [try parseView(orSuperview: false)]
    var connections: [Connection] = []
    var trailingSuperview: Connection?

    // `(<connection><view>)*(<connection><superview>)?`: a connection, then what follows it
    // decides which alternative this is.
    while true {
      let connection = try parseConnection()
      guard let next = current else {
        if connection != .adjacent {
          throw .missingView(orSuperview: true, column: index, format: format)
        }
        break
      }
      if next == "[" {
        connections.append(connection)
        views.append(try parseView(orSuperview: true))
        continue
      }
      if next == "|" {
        let bar = index
        index += 1
        trailingSuperview = connection
        guard let after = current else { break }
        // `[a]-|-[b]`: the bar was meant as a view in the middle; `[a]||` is just extra text.
        if after == "-" || after == "[" { throw .superviewInMiddle(column: bar, format: format) }
        throw .trailingCharacters(afterSuperview: true, column: index, format: format)
      }
      if connection != .adjacent {
        throw .missingView(orSuperview: true, column: index, format: format)
      }
      if next == "]" || next == ")" {
        throw .unbalancedCloser(next, column: index, format: format)
      }
      throw .trailingCharacters(afterSuperview: false, column: index, format: format)
    }
    return VisualFormatSyntax(
      orientation: orientation, leadingSuperview: leadingSuperview, views: views,
      connections: connections, trailingSuperview: trailingSuperview)
  }

  // MARK: - Orientation

  /// `(<orientation>:)?`. A run of letters followed by `:` is an orientation attempt (so `h:`
  /// and `X:` get their own message); a lone `H` or `V` without `:` is a missing colon.
  mutating func parseOrientation() throws(VisualFormatError) -> VisualFormatSyntax.Orientation {
    if current == ":" { throw .unknownOrientation("", column: 0, format: format) }
    guard let first = current, Self.isIdentifierStart(first) else { return .horizontal }
    var end = index
    while end < characters.count, Self.isIdentifierBody(characters[end]) { end += 1 }
    let word = String(characters[index..<end])
    guard end < characters.count, characters[end] == ":" else {
      if word == "H" || word == "V" {
        throw .missingOrientationColon(word, column: end, format: format)
      }
      // A name without brackets (`button-[b]`): the view is what is missing.
      throw .missingView(orSuperview: false, column: index, format: format)
    }
    guard let orientation = VisualFormatSyntax.Orientation(rawValue: word) else {
      throw .unknownOrientation(word, column: index, format: format)
    }
    index = end + 1
    return orientation
  }

  // MARK: - Views

  /// `[<viewName>(<predicateListWithParens>)?]`.
  mutating func parseView(orSuperview: Bool) throws(VisualFormatError) -> VisualFormatSyntax.View {
    guard current == "[" else {
      throw .missingView(orSuperview: orSuperview, column: index, format: format)
    }
    index += 1
    let column = index
    guard let name = parseIdentifier() else { throw .emptyViewName(column: index, format: format) }
    var predicates: [VisualFormatPredicate] = []
    if current == "(" {
      predicates = try parsePredicateList()
      guard current == "]" else {
        throw .unclosedView(afterPredicates: true, column: index, format: format)
      }
    } else if current != "]" {
      throw .unclosedView(afterPredicates: false, column: index, format: format)
    }
    index += 1
    return VisualFormatSyntax.View(name: name, predicates: predicates, column: column)
  }

  // MARK: - Connections

  /// `<connection>`: empty, `-`, or `-<predicateList>-`, where `<predicateList>` is a
  /// `<simplePredicate>` (metric name or non-negative number) or a parenthesized list.
  mutating func parseConnection() throws(VisualFormatError) -> Connection {
    guard current == "-" else { return .adjacent }
    index += 1
    guard let next = current else { return .standard }
    let predicates: [VisualFormatPredicate]
    switch next {
    case "[", "|":
      return .standard
    case "(":
      predicates = try parsePredicateList()
    case "=", "<", ">", "!", "+", "@":
      throw .missingParentheses(column: index, format: format)
    case "-" where peek(1).map { Self.isDigit($0) || $0 == "." } ?? false:
      // `[a]--5-[b]`: a negative spacing written without parentheses.
      throw .missingParentheses(column: index, format: format)
    default:
      let column = index
      guard let value = try parseValue(allowsSign: false) else {
        throw .missingView(orSuperview: true, column: index, format: format)
      }
      predicates = [VisualFormatPredicate(object: value, column: column)]
      if current == "@" { throw .missingParentheses(column: index, format: format) }
    }
    guard current == "-" else { throw .unclosedSpacing(column: index, format: format) }
    index += 1
    return .predicates(predicates)
  }

  // MARK: - Predicates

  /// `(<predicate>(,<predicate>)*)`, starting at the `(`.
  mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatPredicate] {
    index += 1
    var predicates: [VisualFormatPredicate] = []
    while true {
      predicates.append(try parsePredicate())
      switch current {
      case ",": index += 1
      case ")":
        index += 1
        return predicates
      default: throw .unclosedPredicateList(column: index, format: format)
      }
    }
  }

  /// `(<relation>)?<objectOfPredicate>(@<priority>)?`.
  mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
    var relation = VisualFormatPredicate.Relation.equal
    if let first = current, Self.isRelationCharacter(first) {
      // Take the whole run of relation characters, so `===` and `=>` are reported whole
      // rather than as a relation followed by a stray character.
      let start = index
      while let next = current, Self.isRelationCharacter(next) { index += 1 }
      let text = String(characters[start..<index])
      guard let parsed = VisualFormatPredicate.Relation(rawValue: text) else {
        throw .badRelation(text, column: start, format: format)
      }
      relation = parsed
    }
    let column = index
    guard let object = try parseValue(allowsSign: true) else {
      throw .emptyPredicate(column: index, format: format)
    }
    var priority: VisualFormatPredicate.Value?
    var priorityColumn: Int?
    if current == "@" {
      index += 1
      priorityColumn = index
      guard let value = try parseValue(allowsSign: true) else {
        throw .missingPriority(column: index, format: format)
      }
      priority = value
    }
    return VisualFormatPredicate(
      relation: relation, object: object, priority: priority, column: column,
      priorityColumn: priorityColumn)
  }

  // MARK: - Tokens

  /// A number or a C identifier at the current position; nil when neither starts here.
  mutating func parseValue(allowsSign: Bool) throws(VisualFormatError)
    -> VisualFormatPredicate.Value?
  {
    guard let first = current else { return nil }
    if Self.isIdentifierStart(first) { return parseIdentifier().map { .name($0) } }
    if Self.isDigit(first) || first == "." || (allowsSign && (first == "-" || first == "+")) {
      return .number(try parseNumber(allowsSign: allowsSign))
    }
    return nil
  }

  /// `<number>` as `strtod` reads decimal numbers: a sign (where allowed), digits with an
  /// optional fraction, an optional exponent. Text that continues with letters, digits or dots
  /// (`5px`, `1.2.3`, `1e`) is a bad number as a whole rather than a number and garbage.
  mutating func parseNumber(allowsSign: Bool) throws(VisualFormatError) -> Double {
    let start = index
    var end = index
    if allowsSign, end < characters.count, characters[end] == "-" || characters[end] == "+" {
      end += 1
    }
    var digits = 0
    while end < characters.count, Self.isDigit(characters[end]) {
      end += 1
      digits += 1
    }
    if end < characters.count, characters[end] == "." {
      end += 1
      while end < characters.count, Self.isDigit(characters[end]) {
        end += 1
        digits += 1
      }
    }
    var isWellFormed = digits > 0
    if isWellFormed, end < characters.count, characters[end] == "e" || characters[end] == "E" {
      var exponentEnd = end + 1
      if exponentEnd < characters.count,
        characters[exponentEnd] == "-" || characters[exponentEnd] == "+"
      {
        exponentEnd += 1
      }
      let exponentStart = exponentEnd
      while exponentEnd < characters.count, Self.isDigit(characters[exponentEnd]) {
        exponentEnd += 1
      }
      if exponentEnd == exponentStart { isWellFormed = false }
      end = exponentEnd
    }
    if end < characters.count, Self.isIdentifierBody(characters[end]) || characters[end] == "." {
      isWellFormed = false
    }
    let text = String(characters[start..<end])
    guard isWellFormed, let value = Double(text) else {
      var badEnd = end
      while badEnd < characters.count,
        Self.isIdentifierBody(characters[badEnd]) || characters[badEnd] == "."
      {
        badEnd += 1
      }
      throw .badNumber(String(characters[start..<badEnd]), column: start, format: format)
    }
    index = end
    return value
  }

  /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or nil when none starts here.
  mutating func parseIdentifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = index
    while let next = current, Self.isIdentifierBody(next) { index += 1 }
    return String(characters[start..<index])
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character >= "0" && character <= "9"
  }

  static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && character.isLetter)
  }

  static func isIdentifierBody(_ character: Character) -> Bool {
    isIdentifierStart(character) || isDigit(character)
  }

  static func isRelationCharacter(_ character: Character) -> Bool {
    character == "=" || character == "<" || character == ">" || character == "!"
  }
}
