import TextFormats

/// Why the solver refused an operation. Each case carries the culprit; a refused operation
/// leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints listed (UIKit's
  /// "Unable to simultaneously satisfy constraints"). The list is a smallest set: remove any
  /// one of them and the new constraint fits.
  case unsatisfiableConstraint(Constraint, conflictingWith: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional (priority below 1000), so a suggestion can always bend.
  case requiredEditVariable(Variable)
  /// A coefficient or constant is infinite or not a number.
  case nonFiniteConstraint(Constraint)
  /// A suggested value is infinite or not a number.
  case nonFiniteSuggestion(Variable, Double)
  /// The priority is outside 1...1000 or the weight is negative or not finite.
  case invalidStrength(priority: Priority, weight: Double)
  /// The solver failed a consistency check of its own: a bug, reported instead of a crash.
  case internalError(String)

  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.unsatisfiableConstraint(let a, let x), .unsatisfiableConstraint(let b, let y)):
      a == b && x == y
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)): a == b
    case (.unknownConstraint(let a), .unknownConstraint(let b)): a == b
    case (.nonFiniteConstraint(let a), .nonFiniteConstraint(let b)): a == b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)): a === b
    case (.unknownEditVariable(let a), .unknownEditVariable(let b)): a === b
    case (.requiredEditVariable(let a), .requiredEditVariable(let b)): a === b
    case (.nonFiniteSuggestion(let a, let x), .nonFiniteSuggestion(let b, let y)):
      a === b && (x == y || (x.isNaN && y.isNaN))
    case (.invalidStrength(let p, let w), .invalidStrength(let q, let v)):
      (p == q || (p.value.isNaN && q.value.isNaN)) && w == v
    case (.internalError(let a), .internalError(let b)): a == b
    default: false
    }
  }

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return
        "unsatisfiable constraint '\(constraint)': it conflicts with the required constraints\n\(list)"
    case .duplicateConstraint(let constraint):
      return "duplicate constraint '\(constraint)': it is already in the solver"
    case .unknownConstraint(let constraint):
      return "unknown constraint '\(constraint)': it is not in the solver"
    case .duplicateEditVariable(let variable):
      return "duplicate edit variable '\(variable)': it is already an edit variable"
    case .unknownEditVariable(let variable):
      return "unknown edit variable '\(variable)': add it with addEditVariable first"
    case .requiredEditVariable(let variable):
      return "edit variable '\(variable)' cannot be required: use a priority below 1000"
    case .nonFiniteConstraint(let constraint):
      return "constraint '\(constraint)' has a coefficient or constant that is not a finite number"
    case .nonFiniteSuggestion(let variable, let value):
      return "suggested value \(NumberText.format(value)) for '\(variable)' is not a finite number"
    case .invalidStrength(let priority, let weight):
      return
        "invalid strength: priority \(priority) must be 1...1000 and weight \(NumberText.format(weight)) finite and not negative"
    case .internalError(let message):
      return "internal solver error: \(message)"
    }
  }
}
