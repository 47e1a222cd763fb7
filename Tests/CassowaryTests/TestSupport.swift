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
