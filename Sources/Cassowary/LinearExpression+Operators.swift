// Operators that build expressions and constraints the way they are written on paper:
// `x + 2*y >= 10`, `width == 0.5 * other.width + 8`. Each overload converts its operands to a
// LinearExpression; the combinations are spelled out (instead of one generic operator) to keep
// the type checker fast on long expressions.

// MARK: - Scaling

extension Variable {
  public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
  public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
  public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
  public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
}

extension Term {
  public static func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient * rhs)
  }
  public static func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
  public static func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient / rhs)
  }
  public static prefix func - (operand: Term) -> Term { operand * -1 }
}

extension LinearExpression {
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
  }
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
  public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

  /// The sum of two expressions (terms concatenated, constants added).
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-rhs)
  }
}

// MARK: - Sums and relations over every pair of operand kinds

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
  }
  public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .equal)
  }
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .greaterThanOrEqual)
  }
}

extension Term {
  public static func + (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension Term {
  public static func + (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension Term {
  public static func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  public static func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  public static func == (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .equal)
  }
  public static func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs) - rhs, .greaterThanOrEqual)
  }
}

extension Term {
  public static func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }
  public static func - (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }
  public static func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .equal)
  }
  public static func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs) - LinearExpression(constant: rhs), .greaterThanOrEqual)
  }
}

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
  public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
  public static func == (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(lhs - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension LinearExpression {
  public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .equal)
  }
  public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
  }
}

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs - LinearExpression(constant: rhs)
  }
  public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .equal)
  }
  public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs - LinearExpression(constant: rhs), .greaterThanOrEqual)
  }
}

extension Variable {
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension Term {
  public static func + (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }
  public static func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .equal)
  }
  public static func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .lessThanOrEqual)
  }
  public static func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - LinearExpression(rhs), .greaterThanOrEqual)
  }
}

extension LinearExpression {
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) + rhs
  }
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) - rhs
  }
  public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .equal)
  }
  public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .lessThanOrEqual)
  }
  public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(constant: lhs) - rhs, .greaterThanOrEqual)
  }
}
