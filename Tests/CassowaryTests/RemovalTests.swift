import TestSupport
import Testing

@testable import Cassowary

@Suite("Removing constraints restores the previous solution")
struct RemovalTests {
  @Test("removing a stronger pull gives the weaker one back")
  func strongerPull() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 10).withPriority(250))
    let strong = (x == 50).withPriority(750)
    try solver.add(strong)
    expectNear(try solved(&solver, [x])[0], 50)
    try solver.remove(strong)
    expectNear(try solved(&solver, [x])[0], 10)
  }

  @Test("removing a required bound lets an optional constraint be met again")
  func requiredBound() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add(y == x + 10)
    try solver.add((x == 100).withPriority(500))
    let cap = y <= 50
    try solver.add(cap)
    expectNear(try solved(&solver, [x])[0], 40)
    try solver.remove(cap)
    let values = try solved(&solver, [x, y])
    expectNear(values[0], 100)
    expectNear(values[1], 110)
    expectSound(solver)
  }

  @Test("add and remove in any order, the survivors decide the solution")
  func interleaved() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let constraints: [Constraint] = [
      a >= 0, b == a + 8, c == b + 44, (c == 300).withPriority(750), (a == 0).withPriority(250),
      c <= 400, (b == 120).withPriority(500),
    ]
    var solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    for index in [3, 6, 0] { try solver.remove(constraints[index]) }
    var fresh = Solver()
    for index in [1, 2, 4, 5] { try fresh.add(constraints[index]) }
    let left = try solved(&solver, [a, b, c])
    let right = try solved(&fresh, [a, b, c])
    for (l, r) in zip(left, right) { expectNear(l, r) }
    expectSound(solver)
  }
}
