/// A parsed `lcs 1` script: a performance workload or a file of test cases.
public struct LCSScript: Hashable, Sendable {
  /// The file name as given to the parser (a path, or a name for inline text).
  public var fileName: String
  /// Every statement after the header, in file order.
  public var statements: [LCSStatement]

  /// A script made of statements built in code.
  public init(fileName: String, statements: [LCSStatement]) {
    self.fileName = fileName
    self.statements = statements
  }

  /// Parses the text of a script.
  /// - Parameter fileName: the name error messages use for the text (a path, or a name for
  ///   inline text).
  /// - Throws: ``LCSParseError`` naming `fileName:line:column` and what was expected there.
  /// - Complexity: O(n) in the length of the text.
  public init(parsing text: String, fileName: String) throws(LCSParseError) {
    self.fileName = fileName
    self.statements = try LCSParser(file: fileName).parse(text)
  }

  /// The file's base name without directories and without the `.lcs` extension: the name of a
  /// workload's implicit test case.
  public var name: String {
    var base =
      fileName.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
      ?? fileName
    if base.hasSuffix(".lcs") && base.count > 4 { base.removeLast(4) }
    return base
  }

  /// Whether the script has `test` statements (a test file) or not (a workload).
  public var hasTestCases: Bool {
    statements.contains { if case .beginTest = $0.operation { true } else { false } }
  }

  /// The script's test cases: one per `test` statement, or the whole script as one implicit case
  /// named ``name`` when it has none.
  public var testCases: [LCSTestCase] {
    guard hasTestCases else { return [LCSTestCase(name: name, line: nil, statements: statements)] }
    var cases: [LCSTestCase] = []
    for statement in statements {
      if case .beginTest(let name, let tags) = statement.operation {
        cases.append(LCSTestCase(name: name, tags: tags, line: statement.line, statements: []))
      } else {
        // The parser rejects statements before the first `test`; a script built by hand may
        // still have some, and they become a case of their own rather than a crash.
        if cases.isEmpty {
          cases.append(LCSTestCase(name: name, line: statement.line, statements: []))
        }
        cases[cases.count - 1].statements.append(statement)
      }
    }
    return cases
  }
}
