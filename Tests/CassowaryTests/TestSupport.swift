import Testing

@testable import Cassowary

/// A solver's values after an update, by variable.
func solved(_ solver: inout Solver, _ variables: [Variable]) throws -> [Double] {
  try solver.updateVariables()
  return variables.map { solver.value(of: $0) }
}

/// Fails the test with every invariant the tableau breaks.
func expectSound(_ solver: Solver, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let problems = solver.tableau.invariantViolations()
  #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// Adds `constraint`, which must be refused as unsatisfiable, and returns the conflicts the
/// refusal names (nil, with the test failed, when it is accepted or refused otherwise).
@discardableResult
func refusal(
  of constraint: Constraint, by solver: inout Solver,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Constraint]? {
  do {
    try solver.add(constraint)
    Issue.record("\(constraint) was accepted", sourceLocation: sourceLocation)
  } catch {
    guard case .unsatisfiableConstraint(let refused, let conflicts) = error else {
      Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
      return nil
    }
    #expect(refused === constraint, sourceLocation: sourceLocation)
    return conflicts
  }
  return nil
}
