import Cassowary

/// One statement of an `lcs 1` script, with where it was written.
public struct LCSStatement: Hashable, Sendable {
  /// What a statement does; the cases follow the tables of Documentation/ConstraintScripts.md.
  public enum Operation: Hashable, Sendable {
    /// `var NAME...`
    case declareVariables([String])
    /// `edit VAR STRENGTH`
    case addEditVariable(String, LCSStrength)
    /// `c LABEL STRENGTH OP CONSTANT [COEF VAR]...`: create the constraint and add it.
    case addNewConstraint(LCSConstraintSpec)
    /// `suggest VAR NUM`
    case suggestValue(String, Double)
    /// `step VAR NUM [VAR NUM]...`: suggest each pair in order, then update.
    case step([Suggestion])
    /// `test NAME [TAG...]`
    case beginTest(name: String, tags: [String])
    /// `new LABEL STRENGTH OP CONSTANT [COEF VAR]...`: create the constraint without adding it.
    case makeConstraint(LCSConstraintSpec)
    /// `add LABEL`
    case addConstraint(label: String)
    /// `remove LABEL`
    case removeConstraint(label: String)
    /// `unedit VAR`
    case removeEditVariable(String)
    /// `update`
    case updateVariables
    /// `reset`
    case reset
    /// `expect VAR NUM [TOL]`
    case expectValue(String, Double, tolerance: Double)
    /// `expect_cmp VAR OP NUM`
    case expectComparison(String, Relation, Double)
    /// `expect_expr LABEL NUM [TOL]`
    case expectExpression(label: String, Double, tolerance: Double)
    /// `has LABEL true|false`
    case expectHasConstraint(label: String, Bool)
    /// `hasedit VAR true|false`
    case expectHasEditVariable(String, Bool)
    /// `violated LABEL true|false`
    case expectViolated(label: String, Bool)
  }

  /// One `VAR NUM` pair of a `step`.
  public struct Suggestion: Hashable, Sendable {
    /// The edit variable's name.
    public var variable: String
    /// The value to suggest.
    public var value: Double

    /// `VAR NUM`.
    public init(_ variable: String, _ value: Double) {
      self.variable = variable
      self.value = value
    }
  }

  /// The 1-based line number in the script.
  public var line: Int
  /// The statement's tokens joined by single spaces, without comment and `! ERROR`: what failure
  /// messages quote.
  public var text: String
  /// What the statement does.
  public var operation: Operation
  /// The error a trailing `! ERROR` says the operation must fail with.
  public var expectedError: LCSErrorName?

  /// A statement as the parser would make it.
  public init(line: Int, text: String, operation: Operation, expectedError: LCSErrorName? = nil) {
    self.line = line
    self.text = text
    self.operation = operation
    self.expectedError = expectedError
  }
}
