import Testing

@testable import ConstraintScript

@Suite("Running lcs 1 test cases")
struct ConformanceRunnerTests {
  func run(_ text: String, fileName: String = "t.lcs") throws -> LCSConformanceReport {
    LCSConformanceRunner.run(try LCSScript(parsing: text, fileName: fileName))
  }

  @Test("passing cases print PASS and the tally")
  func passing() throws {
    let report = try run(
      """
      lcs 1
      test equality
      c - required == -10 1 x
      update
      expect x 10
      test two_unknowns
      c - required == -10 1 x 1 y   # x + y == 10
      c - required == 0 1 x -1 y    # x == y
      update
      expect x 5
      expect y 5
      """)
    #expect(report.description == "PASS equality\nPASS two_unknowns\n2 passed, 0 failed")
    #expect(report.allPassed)
  }

  @Test("a failed expectation names the line, the statement and the value")
  func failingExpectation() throws {
    let report = try run(
      """
      lcs 1
      test wrong
      c - required == -5 1 x
      update
      expect x 10   # comments are not quoted
      expect x 5
      test next_case_is_fresh
      expect x 0
      """)
    #expect(
      report.description
        == "FAIL wrong: line 5: expect x 10: got 5\nPASS next_case_is_fresh\n1 passed, 1 failed")
    #expect(!report.allPassed)
    #expect(report.passedCount == 1 && report.failedCount == 1)
  }

  @Test("values read as of the last update, and change only there")
  func valuesAtUpdate() throws {
    let report = try run(
      """
      lcs 1
      test values
      c - required == -3 1 x
      expect x 0
      update
      expect x 3
      test values_fail
      c - required == -3 1 x
      expect x 3
      """)
    #expect(
      report.results.map(\.description) == [
        "PASS values", "FAIL values_fail: line 9: expect x 3: got 0",
      ])
  }

  @Test("every assertion statement passes when it holds")
  func assertions() throws {
    let report = try run(
      """
      lcs 1
      test assertions
      edit w strong
      new half required == 0 1 h -2 w
      add half
      c floor weak >= -100 1 h
      step w 10
      expect w 10
      expect h 20
      expect h 20.5 0.5
      expect_cmp w <= 10
      expect_cmp w == 10
      expect_cmp h >= 19
      expect_expr half 0
      expect_expr floor -80 1e-9
      has half true
      hasedit w true
      hasedit h false
      violated half false
      violated floor true
      """)
    #expect(report.description == "PASS assertions\n1 passed, 0 failed")
  }

  @Test(
    "each failing assertion says what it got",
    arguments: [
      ("expect_cmp x >= 11", "line 5: expect_cmp x >= 11: got 10"),
      ("expect_expr a 1", "line 5: expect_expr a 1: got 0"),
      ("has a false", "line 5: has a false: got true"),
      ("hasedit x true", "line 5: hasedit x true: got false"),
      ("violated a true", "line 5: violated a true: got false"),
      ("expect x 10.1 0.05", "line 5: expect x 10.1 0.05: got 10"),
    ])
  func failingAssertions(statement: String, failure: String) throws {
    let report = try run("lcs 1\ntest t\nc a required == -10 1 x\nupdate\n\(statement)\n")
    #expect(report.results.first?.failure == failure)
  }

  @Test("a number that differs below the printing precision is printed in full")
  func precision() throws {
    let report = try run(
      "lcs 1\ntest t\nc - required == -10.0000004 1 x\nupdate\nexpect x 10 1e-7\n")
    #expect(report.results.first?.failure == "line 5: expect x 10 1e-7: got 10.0000004")
  }

  @Test("'! ERROR' passes when the operation fails that way, and the case goes on")
  func expectedErrors() throws {
    let report = try run(
      """
      lcs 1
      test errors
      c a required == -1 1 x
      add a ! DuplicateConstraint
      remove a
      remove a ! UnknownConstraint
      has a false
      unedit x ! UnknownEditVariable
      suggest x 3 ! UnknownEditVariable
      step x 3 ! UnknownEditVariable
      edit x strong
      edit x weak ! DuplicateEditVariable
      edit y required ! BadRequiredStrength
      hasedit y false
      c b required == -2 1 x
      c c required == -3 1 x ! UnsatisfiableConstraint
      has c false
      has b true
      update
      expect x 2
      remove b
      add c
      suggest x 7
      update
      expect x 3
      """)
    #expect(report.description == "PASS errors\n1 passed, 0 failed")
  }

  @Test("'! ERROR' fails when the operation succeeds")
  func expectedErrorMissing() throws {
    let report = try run(
      "lcs 1\ntest t\nnew a required == -1 1 x\nadd a ! DuplicateConstraint\n")
    #expect(
      report.results.first?.failure
        == "line 4: add a: expected DuplicateConstraint, got success")
  }

  @Test("'! ERROR' fails on a different error, quoting the solver's message")
  func wrongError() throws {
    let report = try run(
      "lcs 1\ntest t\nnew a required == -1 1 x\nremove a ! DuplicateConstraint\n")
    let failure = try #require(report.results.first?.failure)
    #expect(
      failure.hasPrefix("line 4: remove a: expected DuplicateConstraint, got UnknownConstraint: "))
    #expect(!failure.contains("\n"))
  }

  @Test("an error no statement expected fails the case")
  func unexpectedError() throws {
    let report = try run(
      """
      lcs 1
      test t
      c - required == -1 1 x
      c - required == -2 1 x
      update
      """)
    let failure = try #require(report.results.first?.failure)
    #expect(
      failure.hasPrefix("line 4: c - required == -2 1 x: unexpected UnsatisfiableConstraint: "))
    #expect(!failure.contains("\n"))
  }

  @Test(
    "an undefined label is a script error that fails the case, not a crash",
    arguments: [
      "has b true", "add b", "remove b", "expect_expr b 0", "violated b false",
    ])
  func unknownLabel(statement: String) throws {
    let report = try run("lcs 1\ntest t\nc a required == 0 1 x\n\(statement)\n")
    #expect(
      report.results.first?.failure
        == "line 4: \(statement): unknown label 'b' (define it with 'c' or 'new' first)")
  }

  @Test("variables need no declaration: an unused one reads 0")
  func undeclaredVariable() throws {
    let report = try run("lcs 1\ntest t\nupdate\nexpect never_seen 0\nhasedit never_seen false\n")
    #expect(report.allPassed)
  }

  @Test("a label written twice names the newer constraint")
  func relabel() throws {
    let report = try run(
      """
      lcs 1
      test t
      c a required == -1 1 x
      new a required == -1 1 y
      has a false
      add a
      has a true
      """)
    #expect(report.allPassed)
  }

  @Test("reset drops constraints and edits but keeps values")
  func reset() throws {
    let report = try run(
      """
      lcs 1
      test t
      c a required == -4 1 x
      edit y strong
      suggest y 2
      update
      reset
      has a false
      hasedit y false
      expect x 4
      expect y 2
      update
      expect x 4
      add a
      update
      expect x 4
      """)
    #expect(report.description == "PASS t\n1 passed, 0 failed")
  }

  @Test("a workload runs as one case named after the file")
  func implicitCase() throws {
    let report = try run(
      """
      lcs 1
      var win.w content.w
      edit win.w 999000000
      suggest win.w 375
      c - required == -32 1 win.w -1 content.w
      c - weak >= -1000 1 content.w
      step win.w 320
      step win.w 1024
      """, fileName: "workloads/tiny.lcs")
    #expect(report.description == "PASS tiny\n1 passed, 0 failed")
  }

  @Test("a workload fails on an error it does not expect")
  func implicitCaseFailure() throws {
    let report = try run(
      "lcs 1\nc - required == -1 1 x\nc - required >= 5 1 x\nstep x 2\n", fileName: "w.lcs")
    #expect(
      report.results.first?.description == "FAIL w: line 4: step x 2: unexpected "
        + "UnknownEditVariable: unknown edit variable 'x': add it with addEditVariable first")
  }

  @Test("reports from several files add up")
  func appendReports() throws {
    var report = try run("lcs 1\ntest a\n")
    report.append(try run("lcs 1\ntest b\nexpect x 1\n"))
    #expect(report.summary == "1 passed, 1 failed")
    #expect(report.results.map(\.name) == ["a", "b"])
  }
}
