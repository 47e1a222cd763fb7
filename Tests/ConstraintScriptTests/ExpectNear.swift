import Testing

/// Doubles are never compared with `==` in these tests: values within 1e-6 are equal.
func expectNear(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}
