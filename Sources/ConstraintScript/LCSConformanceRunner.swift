import Cassowary

/// Runs the test cases of `lcs 1` scripts against layoutdb's solver.
///
/// Each case runs on a fresh ``Cassowary/Solver`` with fresh variables (looked up by name, all 0)
/// and no labels. Statements run in order; the first failure ends the case:
/// - an error the statement did not expect with `! ERROR`, or the wrong error, or success where
///   an error was expected;
/// - an assertion (`expect`, `expect_cmp`, `expect_expr`, `has`, `hasedit`, `violated`) that
///   does not hold for the values of the last `update`;
/// - a mistake in the script that only shows when it runs, such as a label that was never
///   defined.
///
/// A statement that fails as expected leaves the solver in use: the next statements check that
/// the refused operation changed nothing.
///
/// A workload file (no `test` statement) runs as one case named after the file: every statement
/// in order, each `step` as its suggestions plus an update, then a final update, after which every
/// required constraint still in the solver must hold to within 1e-6 × max(1, |largest term|).
public enum LCSConformanceRunner {
  /// Runs every test case of the script.
  public static func run(_ script: LCSScript) -> LCSConformanceReport {
    LCSConformanceReport(results: script.testCases.map(run))
  }

  /// Runs one test case on a fresh solver.
  public static func run(_ testCase: LCSTestCase) -> LCSCaseResult {
    var execution = LCSCaseExecution()
    do {
      for statement in testCase.statements { try execution.execute(statement) }
      if testCase.isImplicit { try execution.checkRequiredConstraints() }
    } catch {
      return LCSCaseResult(name: testCase.name, tags: testCase.tags, failure: error.message)
    }
    return LCSCaseResult(name: testCase.name, tags: testCase.tags)
  }
}
