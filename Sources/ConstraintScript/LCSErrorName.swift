import Cassowary

/// The error names an `lcs 1` script may expect after `!` (kiwi's exception names), and how the
/// solver's errors map onto them.
///
/// kiwi's names are kept as written so that a script runs unchanged against kiwi and against
/// layoutdb's solver.
public enum LCSErrorName: String, CaseIterable, Sendable, CustomStringConvertible {
  case unsatisfiableConstraint = "UnsatisfiableConstraint"
  case duplicateConstraint = "DuplicateConstraint"
  case unknownConstraint = "UnknownConstraint"
  case duplicateEditVariable = "DuplicateEditVariable"
  case unknownEditVariable = "UnknownEditVariable"
  case badRequiredStrength = "BadRequiredStrength"
  case internalSolverError = "InternalSolverError"

  /// The kiwi name of a solver error, or nil for the errors kiwi has no name for (non-finite
  /// numbers and invalid strengths: kiwi accepts them silently, so no script can expect them).
  public init?(_ error: SolverError) {
    switch error {
    case .unsatisfiableConstraint: self = .unsatisfiableConstraint
    case .duplicateConstraint: self = .duplicateConstraint
    case .unknownConstraint: self = .unknownConstraint
    case .duplicateEditVariable: self = .duplicateEditVariable
    case .unknownEditVariable: self = .unknownEditVariable
    case .requiredEditVariable: self = .badRequiredStrength
    case .internalError: self = .internalSolverError
    case .nonFiniteConstraint, .nonFiniteSuggestion, .invalidStrength: return nil
    }
  }

  /// The name as written in a script, e.g. `UnsatisfiableConstraint`.
  public var description: String { rawValue }
}
