import Cassowary

/// Reads the text of an `lcs 1` script into statements (the format is
/// Documentation/ConstraintScripts.md).
///
/// The format is line-oriented: each line is split on whitespace and ends at the first token that
/// starts with `#`. The parser checks everything it can without running the script (token
/// counts, numbers, strengths, relations, error names, the header), so that a script that parses
/// only fails at run time because of what the solver does.
struct LCSParser {
  /// Every statement keyword, in the order of Documentation/ConstraintScripts.md (used in error messages).
  static let keywords = [
    "var", "edit", "c", "suggest", "step", "test", "new", "add", "remove", "unedit", "update",
    "reset", "expect", "expect_cmp", "expect_expr", "has", "hasedit", "violated",
  ]

  /// The statements that call the solver and so may end with `! ERROR`. `new` only builds a
  /// constraint object, and the assertions only read values, so an expected error there is a
  /// mistake in the script.
  static let failableKeywords: Set<Substring> = [
    "edit", "c", "suggest", "step", "add", "remove", "unedit", "update", "reset",
  ]

  let file: String

  /// Parses a whole script.
  /// - Throws: ``LCSParseError`` for the first problem found.
  func parse(_ text: String) throws(LCSParseError) -> [LCSStatement] {
    var statements: [LCSStatement] = []
    var sawHeader = false
    var firstLine: Substring?
    var beforeFirstTest: (keyword: String, location: LCSSourceLocation)?
    var sawTest = false
    var lineNumber = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      lineNumber += 1
      if firstLine == nil { firstLine = line }
      let tokens = Self.tokens(of: line)
      guard !tokens.isEmpty else { continue }
      var reader = LineReader(file: file, lineNumber: lineNumber, line: line, tokens: tokens)
      if !sawHeader {
        try reader.readHeader()
        sawHeader = true
        continue
      }
      let statement = try reader.readStatement()
      if case .beginTest = statement.operation {
        sawTest = true
      } else if !sawTest && beforeFirstTest == nil {
        beforeFirstTest = (String(tokens[0].text), reader.location(of: tokens[0]))
      }
      statements.append(statement)
    }
    if !sawHeader {
      let location = LCSSourceLocation(
        file: file, line: 1, column: 1, lineText: String(firstLine ?? ""))
      throw .missingHeader(found: nil, at: location)
    }
    if sawTest, let (keyword, location) = beforeFirstTest {
      throw .statementOutsideTest(keyword, at: location)
    }
    return statements
  }

  /// The line's tokens up to the first one that starts with `#`, with their 1-based columns.
  static func tokens(of line: Substring) -> [Token] {
    var tokens: [Token] = []
    var column = 0
    var start: Substring.Index?
    var startColumn = 0
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      column += 1
      if character.isWhitespace {
        if let tokenStart = start {
          tokens.append(Token(text: line[tokenStart..<index], column: startColumn))
          start = nil
        }
      } else if start == nil {
        if character == "#" { return tokens }
        start = index
        startColumn = column
      }
      index = line.index(after: index)
    }
    if let tokenStart = start {
      tokens.append(Token(text: line[tokenStart...], column: startColumn))
    }
    return tokens
  }

  /// A whitespace-separated word and the 1-based column of its first character.
  struct Token {
    var text: Substring
    var column: Int
  }
}

/// Reads the tokens of one line, left to right, turning each into the value the grammar expects
/// at that place or into an ``LCSParseError`` that points at it.
private struct LineReader {
  let file: String
  let lineNumber: Int
  let line: Substring
  var tokens: [LCSParser.Token]
  var index = 1

  init(file: String, lineNumber: Int, line: Substring, tokens: [LCSParser.Token]) {
    self.file = file
    self.lineNumber = lineNumber
    self.line = line
    self.tokens = tokens
  }

  var keyword: Substring { tokens[0].text }
  var hasMore: Bool { index < tokens.count }

  func location(of token: LCSParser.Token) -> LCSSourceLocation {
    LCSSourceLocation(file: file, line: lineNumber, column: token.column, lineText: String(line))
  }

  /// Where a missing token would go: one space after the last token.
  var endLocation: LCSSourceLocation {
    let last = tokens[tokens.count - 1]
    return LCSSourceLocation(
      file: file, line: lineNumber, column: last.column + last.text.count + 1,
      lineText: String(line))
  }

  // MARK: Header

  mutating func readHeader() throws(LCSParseError) {
    guard keyword == "lcs" else {
      throw .missingHeader(found: String(keyword), at: location(of: tokens[0]))
    }
    let version = try next("the format version '1' after 'lcs'")
    guard version.text == "1" else {
      throw .unsupportedVersion(String(version.text), at: location(of: version))
    }
    try finish("lcs 1")
  }

  // MARK: Statements

  mutating func readStatement() throws(LCSParseError) -> LCSStatement {
    let expectedError = try readErrorMarker()
    let text = tokens.map(\.text).joined(separator: " ")
    let operation: LCSStatement.Operation
    switch keyword {
    case "var":
      var names = [try name("a variable name")]
      while hasMore { names.append(try name("a variable name")) }
      operation = .declareVariables(names)
    case "edit":
      let variable = try name("a variable name")
      operation = .addEditVariable(variable, try strength())
    case "c":
      operation = .addNewConstraint(try constraintSpec())
    case "new":
      operation = .makeConstraint(try constraintSpec())
    case "suggest":
      let variable = try name("a variable name")
      operation = .suggestValue(variable, try number("the suggested value"))
    case "step":
      var suggestions: [LCSStatement.Suggestion] = []
      repeat {
        let variable = try name("a variable name")
        suggestions.append(.init(variable, try number("the suggested value for '\(variable)'")))
      } while hasMore
      operation = .step(suggestions)
    case "test":
      let testName = try name("a test name")
      var tags: [String] = []
      while hasMore { tags.append(try name("a tag")) }
      operation = .beginTest(name: testName, tags: tags)
    case "add":
      operation = .addConstraint(label: try referencedLabel())
    case "remove":
      operation = .removeConstraint(label: try referencedLabel())
    case "unedit":
      operation = .removeEditVariable(try name("a variable name"))
    case "update":
      operation = .updateVariables
    case "reset":
      operation = .reset
    case "expect":
      let variable = try name("a variable name")
      let value = try number("the expected value")
      operation = .expectValue(variable, value, tolerance: try tolerance())
    case "expect_cmp":
      let variable = try name("a variable name")
      let relation = try self.relation()
      operation = .expectComparison(variable, relation, try number("the value to compare with"))
    case "expect_expr":
      let label = try referencedLabel()
      let value = try number("the expected value")
      operation = .expectExpression(label: label, value, tolerance: try tolerance())
    case "has":
      let label = try referencedLabel()
      operation = .expectHasConstraint(label: label, try bool())
    case "hasedit":
      let variable = try name("a variable name")
      operation = .expectHasEditVariable(variable, try bool())
    case "violated":
      let label = try referencedLabel()
      operation = .expectViolated(label: label, try bool())
    default:
      throw .unknownStatement(String(keyword), at: location(of: tokens[0]))
    }
    try finish(String(keyword))
    return LCSStatement(
      line: lineNumber, text: text, operation: operation, expectedError: expectedError)
  }

  /// Finds a trailing `! ERROR`, checks it, and drops it from the tokens.
  mutating func readErrorMarker() throws(LCSParseError) -> LCSErrorName? {
    guard let markerIndex = tokens.firstIndex(where: { $0.text.hasPrefix("!") }) else {
      return nil
    }
    let marker = tokens[markerIndex]
    guard marker.text == "!" else {
      throw .misplacedErrorMarker(
        "expected '!' and an error name separated by a space, found '\(marker.text)'",
        at: location(of: marker))
    }
    guard markerIndex > 0 else {
      throw .misplacedErrorMarker(
        "expected a statement before '! ERROR'", at: location(of: marker))
    }
    guard LCSParser.failableKeywords.contains(keyword) else {
      let keywords = LCSParser.keywords.filter { LCSParser.failableKeywords.contains($0[...]) }
      throw .misplacedErrorMarker(
        "'! ERROR' can only follow a solver operation (\(keywords.joined(separator: ", "))), "
          + "not '\(keyword)'",
        at: location(of: marker))
    }
    guard markerIndex + 1 < tokens.count else {
      throw .expected("an error name after '!'", found: nil, at: endLocation)
    }
    let nameToken = tokens[markerIndex + 1]
    guard let name = LCSErrorName(rawValue: String(nameToken.text)) else {
      throw .unknownErrorName(String(nameToken.text), at: location(of: nameToken))
    }
    if markerIndex + 2 < tokens.count {
      let extra = tokens[markerIndex + 2]
      throw .misplacedErrorMarker(
        "unexpected '\(extra.text)' after '! \(name)': the error name must end the line",
        at: location(of: extra))
    }
    tokens.removeSubrange(markerIndex...)
    return name
  }

  mutating func constraintSpec() throws(LCSParseError) -> LCSConstraintSpec {
    let labelToken = try next("a constraint label (a name, or '-' for none)")
    let label = labelToken.text == "-" ? nil : String(labelToken.text)
    let strength = try self.strength()
    let relation = try self.relation()
    let constant = try number("the constant")
    var terms: [LCSConstraintSpec.Pair] = []
    while hasMore {
      let coefficient = try number("a coefficient")
      let coefficientText = tokens[index - 1].text
      let variable = try name("a variable name after the coefficient '\(coefficientText)'")
      terms.append(.init(coefficient, variable))
    }
    return LCSConstraintSpec(
      label: label, strength: strength, relation: relation, constant: constant, terms: terms)
  }

  // MARK: Tokens

  mutating func next(_ what: String) throws(LCSParseError) -> LCSParser.Token {
    guard hasMore else { throw .expected(what, found: nil, at: endLocation) }
    defer { index += 1 }
    return tokens[index]
  }

  mutating func name(_ what: String) throws(LCSParseError) -> String {
    // Every token is a NAME: those starting with `#` or `!` never get here.
    String(try next(what).text)
  }

  /// A label that refers to an earlier `c` or `new`: `-` names no constraint.
  mutating func referencedLabel() throws(LCSParseError) -> String {
    let token = try next("a constraint label")
    guard token.text != "-" else {
      throw .expected(
        "a constraint label ('-' is an anonymous constraint and cannot be referred to)",
        found: "-", at: location(of: token))
    }
    return String(token.text)
  }

  mutating func number(_ what: String) throws(LCSParseError) -> Double {
    let token = try next(what)
    guard let value = Double(token.text) else {
      throw .expected(what, found: String(token.text), at: location(of: token))
    }
    guard value.isFinite else {
      throw .nonFiniteNumber(String(token.text), at: location(of: token))
    }
    return value
  }

  mutating func tolerance() throws(LCSParseError) -> Double {
    guard hasMore else { return 1e-6 }
    let value = try number("a tolerance")
    guard value >= 0 else {
      throw .expected(
        "a tolerance of 0 or more", found: String(tokens[index - 1].text),
        at: location(of: tokens[index - 1]))
    }
    return value
  }

  mutating func strength() throws(LCSParseError) -> LCSStrength {
    let what = "a strength (required, strong, medium, weak or a number)"
    let token = try next(what)
    if let strength = LCSStrength(token.text) { return strength }
    if let value = Double(token.text), !value.isFinite {
      throw .nonFiniteNumber(String(token.text), at: location(of: token))
    }
    throw .expected(what, found: String(token.text), at: location(of: token))
  }

  mutating func relation() throws(LCSParseError) -> Relation {
    let token = try next("a relation (<=, == or >=)")
    switch token.text {
    case "<=": return .lessThanOrEqual
    case "==": return .equal
    case ">=": return .greaterThanOrEqual
    default:
      throw .expected(
        "a relation (<=, == or >=)", found: String(token.text), at: location(of: token))
    }
  }

  mutating func bool() throws(LCSParseError) -> Bool {
    let token = try next("true or false")
    switch token.text {
    case "true": return true
    case "false": return false
    default: throw .expected("true or false", found: String(token.text), at: location(of: token))
    }
  }

  /// Checks that the statement used every token.
  func finish(_ statement: String) throws(LCSParseError) {
    guard hasMore else { return }
    throw .unexpectedToken(
      String(tokens[index].text), after: statement, at: location(of: tokens[index]))
  }
}
