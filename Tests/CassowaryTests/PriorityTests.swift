import TestSupport
import Testing

@testable import Cassowary

@Suite("UIKit's priority model: strict levels, weighted inside a level")
struct PriorityTests {
  @Test("one constraint at 751 wins against 100 conflicting constraints at 750")
  func strictLevels() throws {
    let x = Variable("x")
    var solver = Solver()
    for _ in 0..<100 { try solver.add((x == 0).withPriority(750)) }
    try solver.add((x == 100).withPriority(751))
    expectNear(try solved(&solver, [x])[0], 100)
  }

  @Test("the order constraints arrive in does not matter")
  func strictLevelsAnyOrder() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 100).withPriority(751))
    for _ in 0..<100 { try solver.add((x == 0).withPriority(750)) }
    expectNear(try solved(&solver, [x])[0], 100)
  }

  @Test("fractional priorities are levels of their own")
  func fractional() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 30).withPriority(250))
    try solver.add((x == 20).withPriority(Priority(250.25)))
    try solver.add((x == 10).withPriority(Priority(250.5)))
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("inside one level the larger weighted error loses")
  func weightedInsideLevel() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(500))
    try solver.add((x == 10).withPriority(500, weight: 2))
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("inside one level, errors add up: three pulls to 0 beat two to 10")
  func errorsAddUp() throws {
    let x = Variable("x")
    var solver = Solver()
    for _ in 0..<2 { try solver.add((x == 10).withPriority(500)) }
    for _ in 0..<3 { try solver.add((x == 0).withPriority(500)) }
    expectNear(try solved(&solver, [x])[0], 0)
  }

  @Test("a lower level still decides what the higher levels leave open")
  func lowerLevelsBreakTies() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add((x + y == 100).withPriority(750))
    try solver.add((x == 30).withPriority(250))
    let values = try solved(&solver, [x, y])
    expectNear(values[0], 30)
    expectNear(values[1], 70)
  }

  @Test("required constraints hold whatever the optional ones want")
  func requiredWins() throws {
    let width = Variable("width")
    var solver = Solver()
    try solver.add(width <= 200)
    for _ in 0..<50 { try solver.add((width == 1000).withPriority(999)) }
    expectNear(try solved(&solver, [width])[0], 200)
  }

  @Test("weighted errors are reported per level and levels vanish with their constraints")
  func weightedErrors() throws {
    let x = Variable("x")
    var solver = Solver()
    let high = (x == 10).withPriority(750)
    let low = (x == 4).withPriority(250, weight: 3)
    try solver.add(high)
    try solver.add(low)
    #expect(try solver.weightedErrors().map(\.priority) == [750, 250])
    expectNear(try solver.weightedErrors()[0].error, 0)
    expectNear(try solver.weightedErrors()[1].error, 18)
    try solver.remove(high)
    #expect(try solver.weightedErrors().map(\.priority) == [250])
    expectNear(try solver.weightedErrors()[0].error, 0)
    expectNear(try solved(&solver, [x])[0], 4)
    expectSound(solver)
  }

  @Test("invalid priorities and weights are refused", arguments: [0.0, 1000.5, -3, .nan])
  func invalidPriority(value: Double) {
    let x = Variable("x")
    var solver = Solver()
    let constraint = (x == 1).withPriority(Priority(value))
    #expect(throws: SolverError.invalidStrength(priority: Priority(value), weight: 1)) {
      try solver.add(constraint)
    }
    #expect(solver.constraints.isEmpty)
  }

  @Test("a negative weight is refused")
  func negativeWeight() {
    var solver = Solver()
    let constraint = (Variable("x") == 1).withPriority(500, weight: -1)
    #expect(throws: SolverError.invalidStrength(priority: 500, weight: -1)) {
      try solver.add(constraint)
    }
  }
}
