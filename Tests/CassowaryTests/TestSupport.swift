import Testing

@testable import Cassowary

/// Doubles are never compared with `==` in these tests: 1e-6, as kiwi's own tests.
func expectNear(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

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

/// SplitMix64: a small seeded generator, so property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
