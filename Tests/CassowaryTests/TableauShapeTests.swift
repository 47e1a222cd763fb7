import TestSupport
import Testing

@testable import Cassowary

/// The shape of the tableau is what makes the solver scale; these tests pin it down without
/// timing anything (speed itself lives in `layoutdb-bench`).
@Suite("Tableau shape")
struct TableauShapeTests {
  /// Views stacked in a scroll view's content, as in the `chain_N` workloads.
  static func makeChain(_ count: Int) throws -> (Solver, [Variable]) {
    var solver = Solver()
    let width = Variable("window.width")
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(375, for: width)
    var tops: [Variable] = []
    var previousBottom: LinearExpression = LinearExpression(constant: 0)
    for index in 0..<count {
      let (x, y, w, h) = (
        Variable("v\(index).x"), Variable("v\(index).y"), Variable("v\(index).w"),
        Variable("v\(index).h")
      )
      try solver.add(x == 16)
      try solver.add(x + w == width - 16)
      try solver.add(y == previousBottom + 8)
      try solver.add(h == 44)
      previousBottom = y + h
      tops.append(y)
    }
    return (solver, tops)
  }

  @Test("a chain of 500 views keeps every row short (no dummy columns pile up)")
  func chainRowsStayShort() throws {
    let (solver, _) = try Self.makeChain(500)
    let longest = solver.tableau.rows.compactMap { $0?.cells.count }.max() ?? 0
    #expect(longest <= 3)
    expectSound(solver)
  }

  @Test("removing a required equality in the middle of a chain rebuilds it correctly")
  func removeFromChain() throws {
    var solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let width = Variable("width")
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(300, for: width)
    let first = a == 10
    try solver.add(first)
    let middle = b == a + 20
    try solver.add(middle)
    try solver.add(c == b + width)
    try solver.add((b == 100).withPriority(250))
    #expect(try solved(&solver, [a, b, c]) == [10, 30, 330])
    try solver.remove(middle)
    let values = try solved(&solver, [a, b, c])
    expectNear(values[1], 100)
    expectNear(values[2], 400)
    // Edit variables survive the rebuild, with their suggestion.
    #expect(solver.hasEditVariable(width))
    try solver.suggestValue(50, for: width)
    expectNear(try solved(&solver, [c])[0], 150)
    #expect(solver.constraints.count == 4)
    expectSound(solver)
  }

  /// `x >= 10` and `y >= 0` make x and y basic over their slacks, so `x == y + 5` has no
  /// subject of its own (`5 + s1 - s2 = 0`, no new variable, no marker). Phase one would pivot
  /// `s2` in and be done; the row is solved for `s2` directly instead, with no artificial
  /// symbol (which would have taken a fifth slot of the tableau).
  @Test("a required equality that phase one settles in one pivot is solved for that symbol")
  func phaseOneInOnePivot() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    solver.defersBounds = false  // the bounds are rows, as the shape described needs
    try solver.add(x >= 10)
    try solver.add(y >= 0)
    let equal = x == y + 5
    try solver.add(equal)
    #expect(solver.tableau.symbolCapacity == 4)
    #expect(try solved(&solver, [x, y]) == [10, 5])
    expectSound(solver)
    // The equality is in the tableau as phase one would have left it: a contradiction is
    // still refused, naming it, and changes nothing.
    let contradiction = x == y + 7
    let conflicts = refusal(of: contradiction, by: &solver)
    #expect(conflicts?.contains { $0 === equal } == true)
    #expect(try solved(&solver, [x, y]) == [10, 5])
    expectSound(solver)
  }

  /// `x >= 0` and `x <= 10` make x basic over the first slack (`x = s1`, `s2 = 10 - s1`), so
  /// `x == 10` reads `10 - s1 = 0`: no external, no marker. Phase one would enter `s1`, find
  /// `s2` tied with its artificial row at 10 and pivot `s2` out first (the smaller index),
  /// then pivot again; the row is solved for `s1` directly (`s2` at 0), with no artificial
  /// symbol (which would have taken a fourth slot).
  @Test("a required equality whose first phase-one pivot ties is solved for that symbol")
  func phaseOneTieWithoutPhaseOne() throws {
    let x = Variable("x")
    var solver = Solver()
    solver.defersBounds = false  // the bounds are rows, as the shape described needs
    try solver.add(x >= 0)
    try solver.add(x <= 10)
    let pinned = x == 10
    try solver.add(pinned)
    #expect(solver.tableau.symbolCapacity == 3)
    #expect(try solved(&solver, [x]) == [10])
    expectSound(solver)
    // A contradiction is still refused, naming the equality, and changes nothing.
    let contradiction = x == 5
    let conflicts = refusal(of: contradiction, by: &solver)
    #expect(conflicts?.contains { $0 === pinned } == true)
    #expect(try solved(&solver, [x]) == [10])
    expectSound(solver)
  }
}
