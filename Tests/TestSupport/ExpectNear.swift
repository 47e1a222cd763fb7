import Testing

/// Doubles are never compared with `==` in the tests: values within `tolerance` (1e-6 by default,
/// as kiwi's own tests) are equal. A missing value (an optional that is nil) fails the test.
public func expectNear(
  _ actual: Double?, _ expected: Double, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no value (expected \(expected))", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}
