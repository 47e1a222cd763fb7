import TestSupport
import Testing

@testable import Cassowary

@Suite("Equalities and inequalities")
struct SolverBasicsTests {
  @Test("an equality sets a variable")
  func equality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x == 10)
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("a chain of equalities is solved through substitution")
  func chain() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    var solver = Solver()
    try solver.add(c == b + 8)
    try solver.add(b == a + 44)
    try solver.add(a == 16)
    let values = try solved(&solver, [a, b, c])
    expectNear(values[0], 16)
    expectNear(values[1], 60)
    expectNear(values[2], 68)
  }

  @Test("an inequality bounds an optional pull")
  func inequality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 100)
    try solver.add((x == 0).withPriority(250))
    expectNear(try solved(&solver, [x])[0], 100)
    try solver.add(x <= 150)
    try solver.add((x == 400).withPriority(500))
    expectNear(try solved(&solver, [x])[0], 150)
  }

  @Test("a variable written twice in one expression has its coefficients summed")
  func repeatedVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(Constraint(LinearExpression([Term(x, 1), Term(x, 2)], constant: -30), .equal))
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("a constraint with no terms is redundant when true and unsatisfiable when false")
  func constantConstraints() throws {
    var solver = Solver()
    try solver.add(Constraint(LinearExpression(constant: 0), .equal))
    try solver.add(Constraint(LinearExpression(constant: 5), .greaterThanOrEqual))
    let impossible = Constraint(LinearExpression(constant: 5), .equal)
    #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflictingWith: [])) {
      try solver.add(impossible)
    }
    #expect(solver.constraints.count == 2)
  }

  @Test("values change only on updateVariables, as in kiwi")
  func valuesRefreshOnUpdate() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x == 3)
    #expect(solver.value(of: x) == 0)
    try solver.updateVariables()
    expectNear(solver.value(of: x), 3)
  }

  @Test("a proportional layout: two widths in ratio filling a container")
  func proportional() throws {
    let (left, right, container) = (Variable("left"), Variable("right"), Variable("container"))
    var solver = Solver()
    try solver.add(container == 375)
    try solver.add(left + right + 3 * 16 == container)
    try solver.add(left == 0.5 * right)
    let values = try solved(&solver, [left, right])
    expectNear(values[0], 109)
    expectNear(values[1], 218)
  }

  @Test("removing every constraint frees the variables, which return to 0")
  func removeAll() throws {
    let x = Variable("x")
    let pin = x == 42
    var solver = Solver()
    try solver.add(pin)
    expectNear(try solved(&solver, [x])[0], 42)
    try solver.remove(pin)
    expectNear(try solved(&solver, [x])[0], 0)
    expectSound(solver)
  }

  @Test("reset drops constraints and edit variables but keeps values")
  func reset() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x == 7)
    try solver.addEditVariable(x, priority: 500)
    try solver.updateVariables()
    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(!solver.hasEditVariable(x))
    expectNear(solver.value(of: x), 7)
    try solver.add(x == 9)
    expectNear(solver.value(of: x), 7)
    expectNear(try solved(&solver, [x])[0], 9)
  }
}

@Suite("Printing values the way a user writes them")
struct PrintingTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test("constraints print with the constant on the right and the priority after @")
  func constraints() {
    #expect((x + 2 * y >= 10).withPriority(750).description == "x + 2*y >= 10 @750")
    #expect(((x == y) as Constraint).description == "x - y == 0")
    #expect((x <= 0.5 * y - 8).description == "x - 0.5*y <= -8")
    #expect((-x >= -1).withPriority(250, weight: 2).description == "-x >= -1 @250*2")
    #expect((0.1 + 0.2 <= x).description == "-x <= -0.3")
  }

  @Test("expressions print terms and constants with signs")
  func expressions() {
    #expect((x - 2 * y + 3).description == "x - 2*y + 3")
    #expect((-x - 0.25).description == "-x - 0.25")
    #expect(LinearExpression().description == "0")
  }

  @Test("errors name the culprit in words a user can act on")
  func errors() {
    let c = (x >= 10)
    #expect(
      SolverError.duplicateConstraint(c).description
        == "duplicate constraint 'x >= 10': it is already in the solver")
    #expect(
      SolverError.requiredEditVariable(x).description
        == "edit variable 'x' cannot be required: use a priority below 1000")
    #expect(
      SolverError.unsatisfiableConstraint(x <= 5, conflictingWith: [c]).description
        == "unsatisfiable constraint 'x <= 5': it conflicts with the required constraints\n  x >= 10"
    )
  }
}
