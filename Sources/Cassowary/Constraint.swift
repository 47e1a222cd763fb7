import TextFormats

/// A linear relation `expression OP 0` with a priority, such as `x + 2*y >= 10 @750`.
///
/// Constraints are compared by identity, as in kiwi: the same relation built twice gives two
/// constraints, and a solver holds each at most once.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The left side minus the right side: `x + 2*y >= 10` is stored as `x + 2*y - 10 >= 0`.
  public let expression: LinearExpression
  public let relation: Relation
  public let priority: Priority
  /// The weight of this constraint's error inside its priority level (default 1): an error of
  /// 2 pt in a constraint of weight 1 costs as much as 1 pt in one of weight 2.
  public let weight: Double

  public init(
    _ expression: LinearExpression, _ relation: Relation,
    priority: Priority = .required, weight: Double = 1
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.weight = weight
  }

  /// The same relation at another priority (and weight): a new constraint.
  public func withPriority(_ priority: Priority, weight: Double = 1) -> Constraint {
    Constraint(expression, relation, priority: priority, weight: weight)
  }

  /// Whether the relation fails for the given values (kiwi's `Constraint::violated`):
  /// `==` when the expression is 1e-8 or more away from 0, `<=` when it is above 0, `>=` when
  /// it is below 0.
  public func isViolated(_ valueOf: (Variable) -> Double) -> Bool {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value) >= 1e-8
    case .lessThanOrEqual: return value > 0
    case .greaterThanOrEqual: return value < 0
    }
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// `x + 2*y >= 10 @750`: terms on the left, the constant on the right, the priority after
  /// `@` unless required, and the weight after `*` unless 1 (`@750*2`).
  public var description: String {
    let left = LinearExpression(expression.terms).description
    var text = "\(left) \(relation) \(NumberText.format(-expression.constant))"
    if !priority.isRequired || weight != 1 {
      text += " @\(priority)"
      if weight != 1 { text += "*" + NumberText.format(weight) }
    }
    return text
  }
}
