import Cassowary
import Testing

@testable import ConstraintScript

@Suite("Parsing lcs 1 scripts")
struct LCSParserTests {
  /// The error parsing `text` (named `t.lcs`) throws, or nil when it parses.
  func parseError(_ text: String) -> LCSParseError? {
    do {
      _ = try LCSScript(parsing: text, fileName: "t.lcs")
      return nil
    } catch {
      return error
    }
  }

  @Test("every statement parses into its operation")
  func statements() throws {
    let script = try LCSScript(
      parsing: """
        lcs 1
        test case.one kiwi-xfail kiwi-crash
        var x y
        edit x 999000000
        c left 1250 >= -16 1 x -0.5 y 2 x
        new - weak <= 1e+06
        suggest x 375
        step x 320 y 568
        add left ! DuplicateConstraint
        remove left
        unedit x ! UnknownEditVariable
        update
        reset
        expect x 10
        expect y -1 0.5
        expect_cmp x <= 3
        expect_expr left 0 1e-3
        has left true
        hasedit x false
        violated left false
        """, fileName: "t.lcs")
    let operations = script.statements.map(\.operation)
    let expected: [LCSStatement.Operation] = [
      .beginTest(name: "case.one", tags: ["kiwi-xfail", "kiwi-crash"]),
      .declareVariables(["x", "y"]),
      .addEditVariable("x", .value(999_000_000)),
      .addNewConstraint(
        LCSConstraintSpec(
          label: "left", strength: .value(1250), relation: .greaterThanOrEqual, constant: -16,
          terms: [.init(1, "x"), .init(-0.5, "y"), .init(2, "x")])),
      .makeConstraint(
        LCSConstraintSpec(
          label: nil, strength: .weak, relation: .lessThanOrEqual, constant: 1e6, terms: [])),
      .suggestValue("x", 375),
      .step([.init("x", 320), .init("y", 568)]),
      .addConstraint(label: "left"),
      .removeConstraint(label: "left"),
      .removeEditVariable("x"),
      .updateVariables,
      .reset,
      .expectValue("x", 10, tolerance: 1e-6),
      .expectValue("y", -1, tolerance: 0.5),
      .expectComparison("x", .lessThanOrEqual, 3),
      .expectExpression(label: "left", 0, tolerance: 1e-3),
      .expectHasConstraint(label: "left", true),
      .expectHasEditVariable("x", false),
      .expectViolated(label: "left", false),
    ]
    #expect(operations == expected)
    #expect(script.statements.map(\.line) == Array(2...20))
    #expect(script.statements[7].expectedError == .duplicateConstraint)
    #expect(script.statements[7].text == "add left")
    #expect(script.statements[9].expectedError == .unknownEditVariable)
    #expect(script.statements[10].expectedError == nil)
  }

  @Test("comments start at a token beginning with '#'; blank lines and CRLF are fine")
  func comments() throws {
    let script = try LCSScript(
      parsing: "# leading comment\r\n\r\n  lcs 1   # header\r\nvar a#b #c d\r\n\t\r\n# done\r\n",
      fileName: "t.lcs")
    #expect(script.statements.map(\.operation) == [.declareVariables(["a#b"])])
    #expect(script.statements[0].line == 4)
    #expect(script.statements[0].text == "var a#b")
  }

  @Test("a file without 'test' is one implicit case named after the file")
  func implicitCase() throws {
    let script = try LCSScript(
      parsing: "lcs 1\nvar x\nstep x 1\n", fileName: "/some/dir/chain_10.lcs")
    #expect(!script.hasTestCases)
    let cases = script.testCases
    #expect(cases.count == 1)
    #expect(cases.first?.name == "chain_10")
    #expect(cases.first?.isImplicit == true)
    #expect(cases.first?.statements.count == 2)
  }

  @Test("'test' statements split a file into cases")
  func testCases() throws {
    let script = try LCSScript(
      parsing: "lcs 1\ntest a\nvar x\nupdate\ntest b tag\n\ntest c\nupdate\n", fileName: "t.lcs")
    let cases = script.testCases
    #expect(cases.map(\.name) == ["a", "b", "c"])
    #expect(cases.map(\.line) == [2, 5, 7])
    #expect(cases.map(\.statements.count) == [2, 0, 1])
    #expect(cases[1].tags == ["tag"])
    #expect(cases.allSatisfy { !$0.isImplicit })
  }

  /// (script, the error's description word for word).
  static let errors: [(String, String)] = [
    (
      "var x\n",
      """
      t.lcs:1:1: expected the header 'lcs 1' before the first statement, found 'var'
      var x
      ^
      """
    ),
    (
      "# only a comment\n",
      """
      t.lcs:1:1: expected the header 'lcs 1', found an empty script
      # only a comment
      ^
      """
    ),
    (
      "lcs 2\n",
      """
      t.lcs:1:5: unsupported format version '2': this reader understands 'lcs 1'
      lcs 2
          ^
      """
    ),
    (
      "lcs\n",
      """
      t.lcs:1:5: expected the format version '1' after 'lcs'
      lcs
          ^
      """
    ),
    (
      "lcs 1 extra\n",
      """
      t.lcs:1:7: unexpected 'extra' after a complete 'lcs 1' statement
      lcs 1 extra
            ^
      """
    ),
    (
      "lcs 1\nconstrain - required == 0\n",
      """
      t.lcs:2:1: unknown statement 'constrain': expected one of var, edit, c, suggest, step, \
      test, new, add, remove, unedit, update, reset, expect, expect_cmp, expect_expr, has, \
      hasedit, violated
      constrain - required == 0
      ^
      """
    ),
    (
      "lcs 1\nsuggest x ten\n",
      """
      t.lcs:2:11: expected the suggested value, found 'ten'
      suggest x ten
                ^
      """
    ),
    (
      "lcs 1\nsuggest x\n",
      """
      t.lcs:2:11: expected the suggested value
      suggest x
                ^
      """
    ),
    (
      "lcs 1\nc - required == nan 1 x\n",
      """
      t.lcs:2:17: expected a finite number, found 'nan'
      c - required == nan 1 x
                      ^
      """
    ),
    (
      "lcs 1\nc - required == 0 inf x\n",
      """
      t.lcs:2:19: expected a finite number, found 'inf'
      c - required == 0 inf x
                        ^
      """
    ),
    (
      "lcs 1\nsuggest x 1e999\n",
      """
      t.lcs:2:11: expected a finite number, found '1e999'
      suggest x 1e999
                ^
      """
    ),
    (
      "lcs 1\nedit x -inf\n",
      """
      t.lcs:2:8: expected a finite number, found '-inf'
      edit x -inf
             ^
      """
    ),
    (
      "lcs 1\nedit x strongest\n",
      """
      t.lcs:2:8: expected a strength (required, strong, medium, weak or a number), found \
      'strongest'
      edit x strongest
             ^
      """
    ),
    (
      "lcs 1\nc - required == 0 1 x 2\n",
      """
      t.lcs:2:25: expected a variable name after the coefficient '2'
      c - required == 0 1 x 2
                              ^
      """
    ),
    (
      "lcs 1\nc - required == 0 x 1\n",
      """
      t.lcs:2:19: expected a coefficient, found 'x'
      c - required == 0 x 1
                        ^
      """
    ),
    (
      "lcs 1\nc - required = 0 1 x\n",
      """
      t.lcs:2:14: expected a relation (<=, == or >=), found '='
      c - required = 0 1 x
                   ^
      """
    ),
    (
      "lcs 1\nc\n",
      """
      t.lcs:2:3: expected a constraint label (a name, or '-' for none)
      c
        ^
      """
    ),
    (
      "lcs 1\nupdate now\n",
      """
      t.lcs:2:8: unexpected 'now' after a complete 'update' statement
      update now
             ^
      """
    ),
    (
      "lcs 1\ntest t\nhas - true\n",
      """
      t.lcs:3:5: expected a constraint label ('-' is an anonymous constraint and cannot be \
      referred to), found '-'
      has - true
          ^
      """
    ),
    (
      "lcs 1\ntest t\nhas a yes\n",
      """
      t.lcs:3:7: expected true or false, found 'yes'
      has a yes
            ^
      """
    ),
    (
      "lcs 1\ntest t\nexpect x 1 -0.1\n",
      """
      t.lcs:3:12: expected a tolerance of 0 or more, found '-0.1'
      expect x 1 -0.1
                 ^
      """
    ),
    (
      "lcs 1\nvar\n",
      """
      t.lcs:2:5: expected a variable name
      var
          ^
      """
    ),
    (
      "lcs 1\nstep\n",
      """
      t.lcs:2:6: expected a variable name
      step
           ^
      """
    ),
    (
      "lcs 1\nstep w 320 h\n",
      """
      t.lcs:2:14: expected the suggested value for 'h'
      step w 320 h
                   ^
      """
    ),
    (
      "lcs 1\ntest\n",
      """
      t.lcs:2:6: expected a test name
      test
           ^
      """
    ),
    (
      "lcs 1\ntest t\nadd a ! NoSuchError\n",
      """
      t.lcs:3:9: unknown error 'NoSuchError' after '!': expected one of UnsatisfiableConstraint, \
      DuplicateConstraint, UnknownConstraint, DuplicateEditVariable, UnknownEditVariable, \
      BadRequiredStrength, InternalSolverError
      add a ! NoSuchError
              ^
      """
    ),
    (
      "lcs 1\ntest t\nadd a !DuplicateConstraint\n",
      """
      t.lcs:3:7: expected '!' and an error name separated by a space, found \
      '!DuplicateConstraint'
      add a !DuplicateConstraint
            ^
      """
    ),
    (
      "lcs 1\ntest t\nadd a !\n",
      """
      t.lcs:3:9: expected an error name after '!'
      add a !
              ^
      """
    ),
    (
      "lcs 1\ntest t\nadd a ! DuplicateConstraint now\n",
      """
      t.lcs:3:29: unexpected 'now' after '! DuplicateConstraint': the error name must end the line
      add a ! DuplicateConstraint now
                                  ^
      """
    ),
    (
      "lcs 1\ntest t\nexpect x 1 ! UnknownConstraint\n",
      """
      t.lcs:3:12: '! ERROR' can only follow a solver operation (edit, c, suggest, step, add, \
      remove, unedit, update, reset), not 'expect'
      expect x 1 ! UnknownConstraint
                 ^
      """
    ),
    (
      "lcs 1\n! DuplicateConstraint\n",
      """
      t.lcs:2:1: expected a statement before '! ERROR'
      ! DuplicateConstraint
      ^
      """
    ),
    (
      "lcs 1\nvar x\ntest t\nupdate\n",
      """
      t.lcs:2:1: 'var' comes before the first 'test' statement: in a file with test cases, \
      every statement belongs to a case (start one with 'test NAME')
      var x
      ^
      """
    ),
    (
      "lcs 1\n\tsuggest\tx\t?\n",
      "t.lcs:2:12: expected the suggested value, found '?'\n\tsuggest\tx\t?\n\t       \t \t^"
    ),
  ]

  @Test("errors name file:line:column, say what was expected and point at it", arguments: errors)
  func errorMessages(script: String, expected: String) {
    #expect(parseError(script)?.description == expected)
  }

  @Test("an error reports its location as values too")
  func errorLocation() throws {
    let error = try #require(parseError("lcs 1\n\nsuggest x y\n"))
    #expect(error.location.file == "t.lcs")
    #expect(error.location.line == 3)
    #expect(error.location.column == 11)
    #expect(error.location.lineText == "suggest x y")
    #expect(error.message == "expected the suggested value, found 'y'")
  }

  @Test(
    "odd inputs are errors, never crashes",
    arguments: [
      "", "\n\n", "lcs", "lcs 1\n!", "lcs 1\n-", "lcs 1\nc - - - - -", "lcs 1\nstep x 1 y",
      "lcs 1\nexpect_cmp x < 1", "lcs 1\nc - 1e400 == 0", "lcs 1\nsuggest x 0x",
      "lcs 1\nhasedit", "lcs 1\ntest t\nviolated",
    ])
  func oddInputs(script: String) {
    #expect(parseError(script) != nil)
  }
}
