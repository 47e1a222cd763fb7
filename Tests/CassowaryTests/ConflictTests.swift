import TestSupport
import Testing

@testable import Cassowary

@Suite("Unsatisfiable constraints: named conflicts, nothing changed")
struct ConflictTests {
  @Test("a second value for a pinned variable names the first")
  func equalities() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = x == 10
    try solver.add(first)
    let second = x == 20
    #expect(throws: SolverError.unsatisfiableConstraint(second, conflictingWith: [first])) {
      try solver.add(second)
    }
  }

  @Test("inequalities that leave no room name the bound they contradict")
  func inequalities() throws {
    let x = Variable("x")
    var solver = Solver()
    let low = x >= 10
    try solver.add(low)
    try solver.add(x <= 100)
    let high = x <= 5
    #expect(throws: SolverError.unsatisfiableConstraint(high, conflictingWith: [low])) {
      try solver.add(high)
    }
  }

  @Test("only the constraints of the contradiction are named, not bystanders")
  func smallestSet() throws {
    let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
    var solver = Solver()
    let ab = a == b + 10
    let bc = b == c + 10
    try solver.add(ab)
    try solver.add(bc)
    try solver.add(d == a + 1)
    try solver.add(d >= 0)
    try solver.add(c >= -1000)
    try solver.add((a == 5).withPriority(750))
    let cycle = c == a
    #expect(throws: SolverError.unsatisfiableConstraint(cycle, conflictingWith: [ab, bc])) {
      try solver.add(cycle)
    }
  }

  @Test("a conflict through a row of views: widths that cannot fit the container")
  func rowOfViews() throws {
    let container = Variable("container")
    let views = (0..<4).map { (x: Variable("v\($0).x"), width: Variable("v\($0).width")) }
    var solver = Solver()
    let pin = container == 320
    try solver.add(pin)
    var named: [Constraint] = [pin]
    let leading = views[0].x == 16
    try solver.add(leading)
    named.append(leading)
    for index in 1..<views.count {
      let spacing = views[index].x == views[index - 1].x + views[index - 1].width + 8
      try solver.add(spacing)
      named.append(spacing)
    }
    for view in views {
      let minimum = view.width >= 80
      try solver.add(minimum)
      named.append(minimum)
    }
    try solver.add((views[0].width == 200).withPriority(250))
    let trailing = views[3].x + views[3].width == container - 16
    do {
      try solver.add(trailing)
      Issue.record("the row of 4 views at 80 pt cannot fit 320 pt with margins")
    } catch {
      guard case .unsatisfiableConstraint(let culprit, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(culprit === trailing)
      #expect(Set(conflicts) == Set(named))
    }
  }

  @Test("a refused constraint leaves values, constraints and later edits as they were")
  func solverUnchanged() throws {
    let (x, y, width) = (Variable("x"), Variable("y"), Variable("width"))
    var solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(375, for: width)
    try solver.add(x >= 0)
    try solver.add(y == x + 20)
    try solver.add(y <= width)
    try solver.add((x == 100).withPriority(250))
    let before = try solved(&solver, [x, y, width])
    let constraintsBefore = solver.constraints
    // y <= width and x >= 0 make y >= 20; this wants y <= 10 and forces a phase-one search.
    let bad = y + x <= 10
    #expect(throws: SolverError.self) { try solver.add(bad) }
    expectSound(solver)
    #expect(solver.constraints == constraintsBefore)
    let after = try solved(&solver, [x, y, width])
    for (left, right) in zip(before, after) { expectNear(left, right) }
    // The solver stays usable: a later resize and removal behave as if nothing happened.
    try solver.suggestValue(50, for: width)
    let resized = try solved(&solver, [x, y, width])
    expectNear(resized[0], 30)
    expectNear(resized[1], 50)
    try solver.add(x <= 10)
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("variables first seen in a refused constraint are forgotten")
  func forgetsNewVariables() throws {
    let x = Variable("x")
    var solver = Solver()
    // `x` enters the tableau first, so `x == 1` is a row, not a deferred definition.
    try solver.add(x >= 0)
    try solver.add(x == 1)
    let fresh = Variable("fresh")
    #expect(throws: SolverError.self) { try solver.add(x + 0 * fresh == 2) }
    #expect(throws: SolverError.self) {
      try solver.add(
        Constraint(LinearExpression([Term(x), Term(fresh, 1e-12)], constant: -2), .equal))
    }
    #expect(solver.externals.count == 1)
    expectSound(solver)
  }

  @Test("duplicate and unknown constraints are refused")
  func duplicateAndUnknown() throws {
    let x = Variable("x")
    var solver = Solver()
    let c = x >= 1
    try solver.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    let other = x >= 1
    try solver.add(other)
    try solver.remove(c)
    #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
    #expect(solver.contains(other) && !solver.contains(c))
  }
}
