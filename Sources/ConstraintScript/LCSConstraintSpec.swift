import Cassowary

/// The text of a `c` or `new` statement, before any constraint object exists:
/// `LABEL STRENGTH OP CONSTANT [COEF VAR]...`, meaning `COEF1*VAR1 + ... + CONSTANT OP 0`.
///
/// Kept separate from ``Cassowary/Constraint`` because each test case (and each benchmark
/// repetition) builds its own constraint objects over its own variables.
public struct LCSConstraintSpec: Hashable, Sendable {
  /// One `COEF VAR` pair. (Not named `Term`, which is Cassowary's built term.)
  public struct Pair: Hashable, Sendable {
    /// The number before the variable name.
    public var coefficient: Double
    /// The variable's name.
    public var variable: String

    /// `COEF VAR`.
    public init(_ coefficient: Double, _ variable: String) {
      self.coefficient = coefficient
      self.variable = variable
    }
  }

  /// The label, or nil for an anonymous constraint (`-`).
  public var label: String?
  /// The strength as written (mapped to a priority by ``makeConstraint(_:)``).
  public var strength: LCSStrength
  /// How the expression relates to 0.
  public var relation: Relation
  /// The constant of the normal form (`... + CONSTANT OP 0`).
  public var constant: Double
  /// The terms as written: a variable may appear more than once. They are handed to the solver
  /// unchanged, since summing them (kiwi's `Constraint::reduce`) is the solver's job.
  public var terms: [Pair]

  /// A spec from its parts, as the parser would make it.
  public init(
    label: String?, strength: LCSStrength, relation: Relation, constant: Double, terms: [Pair]
  ) {
    self.label = label
    self.strength = strength
    self.relation = relation
    self.constant = constant
    self.terms = terms
  }

  /// Builds the constraint object, looking each variable up with `variable`.
  public func makeConstraint(_ variable: (String) -> Variable) -> Constraint {
    let expression = LinearExpression(
      terms.map { Term(variable($0.variable), $0.coefficient) }, constant: constant)
    let (priority, weight) = strength.priorityAndWeight
    return Constraint(expression, relation, priority: priority, weight: weight)
  }
}
