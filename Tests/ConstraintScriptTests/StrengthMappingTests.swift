import Cassowary
import TestSupport
import Testing

@testable import ConstraintScript

@Suite("Strength mapping: kiwi strengths onto UIKit priority levels")
struct StrengthMappingTests {
  /// (STRENGTH token, priority, weight inside the level).
  static let table: [(String, Double, Double)] = [
    ("required", 1000, 1),
    ("strong", 750, 1),
    ("medium", 500, 1),
    ("weak", 250, 1),
    ("1001001000", 1000, 1),  // kiwi's required value
    ("2e9", 1000, 1),  // clipped to required
    ("999000000", 750, 999),  // create(999, 0, 0): near-required window size
    ("1001000999", 750, 1001.000999),  // just below required: still strong
    ("1e+06", 750, 1),
    ("1000000", 750, 1),
    ("999999", 500, 999.999),  // below 1e6: medium
    ("100000", 500, 100),  // create(0, 100, 0)
    ("1250", 500, 1.25),  // create(0, 1, 0, 1.25)
    ("1000", 500, 1),
    ("999", 250, 999),
    ("0.5", 250, 0.5),
    ("1", 250, 1),
    ("0", 250, 0),
    ("-5", 250, 0),  // clipped to 0
  ]

  @Test("each strength maps to a level and a weight", arguments: table)
  func mapping(text: String, priority: Double, weight: Double) throws {
    let strength = try #require(LCSStrength(text))
    let mapped = strength.priorityAndWeight
    expectNear(mapped.priority.value, priority)
    expectNear(mapped.weight, weight)
    #expect(strength.isRequired == (priority == 1000))
  }

  @Test("names parse to their kiwi values")
  func kiwiValues() {
    #expect(LCSStrength("required")?.kiwiValue == 1_001_001_000)
    #expect(LCSStrength("strong")?.kiwiValue == 1_000_000)
    #expect(LCSStrength("medium")?.kiwiValue == 1_000)
    #expect(LCSStrength("weak")?.kiwiValue == 1)
  }

  @Test("anything else is not a strength", arguments: ["nan", "inf", "-inf", "Strong", "", "1x"])
  func rejected(text: String) {
    #expect(LCSStrength(text) == nil)
  }

  @Test("a constraint built from a spec carries the mapped priority and weight")
  func constraintPriority() {
    let spec = LCSConstraintSpec(
      label: nil, strength: .value(1250), relation: .equal, constant: -8,
      terms: [.init(1, "x")])
    let constraint = spec.makeConstraint { Variable($0) }
    #expect(constraint.priority == Priority(500))
    expectNear(constraint.weight, 1.25)
    expectNear(constraint.expression.constant, -8)
  }
}
