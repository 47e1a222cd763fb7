import TestSupport
import Testing

@testable import Cassowary

/// Required bounds on one variable wait out of the tableau while they hold (PendingBounds):
/// the answers must be those of a solver that enters every constraint, as kiwi does.
@Suite("Pending bounds")
struct PendingBoundTests {
  @Test("a bound that holds waits out of the tableau: no slack, no row")
  func holdingBoundWaits() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 320)
    #expect(solver.pendingBounds.count == 2)
    #expect(solver.tableau.symbolCapacity == 1)  // x alone
    #expect(solver.constraints.count == 2)
    #expect(try solved(&solver, [x]) == [0])
  }

  @Test("a bound the optimum breaks is entered, and the optimum is the bounded one")
  func brokenBoundEnters() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    let cap = x <= 100
    try solver.add(cap)
    try solver.add(y >= 0)
    try solver.add(Constraint(x - 200, .equal, priority: .defaultHigh))
    try solver.add(Constraint(y - x - 10, .equal, priority: .defaultLow))
    #expect(try solved(&solver, [x, y]) == [100, 110])
    #expect(!solver.pendingBounds.contains(cap))
    #expect(solver.pendingBounds.contains(solver.constraints[1]))
    expectSound(solver)
    // Removing the entered bound frees x again.
    try solver.remove(cap)
    #expect(try solved(&solver, [x, y]) == [200, 210])
    expectSound(solver)
  }

  @Test("removing a pending bound touches nothing else")
  func removePendingBound() throws {
    let x = Variable("x")
    var solver = Solver()
    let floor = x >= 0
    try solver.add(floor)
    try solver.remove(floor)
    #expect(solver.pendingBounds.isEmpty)
    #expect(!solver.contains(floor))
    try solver.add(Constraint(x + 40, .equal, priority: .defaultLow))
    #expect(try solved(&solver, [x]) == [-40])
    #expect(throws: SolverError.self) { try solver.remove(floor) }
  }

  @Test("a required constraint a pending bound refuses is refused, naming the bound")
  func refusedByPendingBound() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    let cap = x <= 100
    try solver.add(cap)
    try solver.add(Constraint(y - 30, .equal, priority: .defaultLow))
    let before = try solved(&solver, [x, y])
    let constraintsBefore = solver.constraints
    #expect(solver.pendingBounds.contains(cap))
    // x == 150 enters the tableau (x is known), then the pending cap breaks: refused.
    let conflicts = refusal(of: x == 150, by: &solver)
    #expect(conflicts?.count == 1 && conflicts?[0] === cap)
    #expect(solver.constraints == constraintsBefore)
    #expect(try solved(&solver, [x, y]) == before)
    expectSound(solver)
    // The bound still bounds.
    try solver.add(Constraint(x - 500, .equal, priority: .defaultHigh))
    #expect(try solved(&solver, [x])[0] == 100)
  }

  @Test("a solver that tracks equalities names the bound from the certificate")
  func refusedWithTrackedEqualities() throws {
    let x = Variable("x")
    var solver = Solver()
    solver.tracksEqualities = true
    let floor = x >= 10
    let cap = x <= 20
    try solver.add(Constraint(x - 15, .equal, priority: .defaultLow))
    try solver.updateVariables()
    try solver.add(floor)
    try solver.add(cap)
    #expect(solver.pendingBounds.count == 2)
    let conflicts = refusal(of: x == 25, by: &solver)
    #expect(conflicts?.count == 1 && conflicts?[0] === cap)
    #expect(try solved(&solver, [x]) == [15])
  }

  @Test("a bound at its limit counts for ambiguity: x >= 0 and x <= 0 pin x")
  func activeBoundsPin() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 0)
    try solver.add(y >= 0)
    #expect(solver.pendingBounds.count == 3)
    #expect(try solver.isUniquelyDetermined(x))
    // y sits at its bound but may move up: ambiguous, as with the bound as a row.
    #expect(try !solver.isUniquelyDetermined(y))
  }

  /// Random systems whose required constraints are mostly one-variable bounds, edited,
  /// trimmed and suggested: the lazy solver reaches the optimum (the same errors at every
  /// level) of one that enters every constraint, and every required constraint holds.
  @Test("pending bounds reach the optimum of a solver that enters every bound", arguments: 1...100)
  func sameAsEager(seed: UInt64) throws {
    var system = PropertyTests.RandomSystem(seed: seed &* 2_654_435_761, variableCount: 6)
    var constraints: [Constraint] = []
    for _ in 0..<14 {
      let index = Int.random(in: 0..<system.variables.count, using: &system.random)
      let variable = system.variables[index]
      let room = Double(Int.random(in: 0...40, using: &system.random))
      let relation: Relation =
        Bool.random(using: &system.random) ? .greaterThanOrEqual : .lessThanOrEqual
      let limit = system.known[index] + (relation == .greaterThanOrEqual ? -room : room)
      let coefficient = [1.0, 2, -1, 0.5].randomElement(using: &system.random)!
      // coefficient * (x - limit) keeps the relation's sense for positive coefficients.
      let expression = coefficient * variable - coefficient * limit
      let sense: Relation =
        coefficient > 0
        ? relation : (relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual)
      constraints.append(Constraint(expression, sense))
      if Int.random(in: 0..<3, using: &system.random) == 0 {
        constraints.append(system.makeRequired())
      }
      constraints.append(system.makeOptional())
    }
    let edited = system.variables[0]
    var lazy = Solver()
    var eager = Solver()
    eager.defersBounds = false
    try lazy.addEditVariable(edited, priority: .defaultHigh)
    try eager.addEditVariable(edited, priority: .defaultHigh)
    for constraint in constraints {
      try lazy.add(constraint)
      try eager.add(constraint)
    }
    func compare() throws {
      try PropertyTests.expectSameOptimum(&lazy, &eager)
      try lazy.updateVariables()
      for constraint in lazy.constraints where constraint.priority.isRequired {
        #expect(PropertyTests.holds(constraint, lazy), "\(constraint) fails")
      }
      expectSound(lazy)
    }
    try compare()
    for _ in 0..<4 {
      let value = Double(Int.random(in: -200...200, using: &system.random))
      try lazy.suggestValue(value, for: edited)
      try eager.suggestValue(value, for: edited)
      try compare()
      let removed = constraints.remove(
        at: Int.random(in: 0..<constraints.count, using: &system.random))
      try lazy.remove(removed)
      try eager.remove(removed)
      try compare()
    }
    // Ambiguity answers agree too.
    let lazyAnswers = try lazy.uniquelyDetermined(system.variables)
    let eagerAnswers = try eager.uniquelyDetermined(system.variables)
    #expect(lazyAnswers == eagerAnswers)
  }
}
