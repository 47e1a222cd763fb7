import TestSupport
import Testing

@testable import Cassowary

/// Required equalities that define a variable the solver had not seen stay out of the tableau
/// (``Definitions``); these tests check that nothing they answer differs from a tableau's.
@Suite("Deferred definitions")
struct DefinitionTests {
  /// A scroll view's content with `count` labels stacked 8 pt apart: each label's height is
  /// held at its text's 20 pt by hugging (250) and compression resistance (750), the content
  /// ends 8 pt below the last one, as the layout engine builds it.
  static func makeLabelChain(_ count: Int) throws -> (
    solver: Solver, tops: [Variable], heights: [Variable], contentHeight: Variable
  ) {
    var solver = Solver()
    let (contentY, contentHeight) = (Variable("content.y"), Variable("content.height"))
    try solver.add(contentY == 0)
    var tops: [Variable] = []
    var heights: [Variable] = []
    var previousBottom = LinearExpression(contentY)
    for index in 0..<count {
      let (top, height) = (Variable("l\(index).y"), Variable("l\(index).height"))
      try solver.add(top == previousBottom + 8)
      previousBottom = top + height
      tops.append(top)
      heights.append(height)
    }
    for height in heights {
      try solver.add((height <= 20).withPriority(250))
      try solver.add((height >= 20).withPriority(750))
    }
    try solver.add(contentY + contentHeight == previousBottom + 8)
    return (solver, tops, heights, contentHeight)
  }

  @Test("a chain of labels keeps its tops out of the tableau: its cells grow linearly")
  func labelChainStaysLinear() throws {
    for count in [100, 400] {
      var (solver, tops, _, contentHeight) = try Self.makeLabelChain(count)
      #expect(solver.definitions.list.count >= count)
      let values = try solved(&solver, tops + [contentHeight])
      for (index, top) in values.prefix(count).enumerated() {
        expectNear(top, 8 + Double(index) * 28)
      }
      expectNear(values[count], Double(count) * 28 + 8)
      // Each label's rows hold a few symbols of its own; the content's row holds one symbol
      // per label. Expanded, the tops' rows alone would hold count²/2.
      let cells = solver.tableau.rows.compactMap { $0?.cells.count }.reduce(0, +)
      #expect(cells <= 8 * count)
      expectSound(solver)
    }
  }

  @Test("a defined variable is as determined as its definition, cancellations included")
  func ambiguityOfDefinitions() throws {
    var solver = Solver()
    let (free, fixed, top, gap) = (
      Variable("free"), Variable("fixed"), Variable("top"), Variable("gap")
    )
    try solver.add(fixed == 10)
    try solver.add(free >= 0)
    // `top` moves with `free`; `gap` does not (`free` cancels), nor does a chain of fixed ones.
    try solver.add(top == free + fixed + 8)
    try solver.add(gap == top - free)
    let chained = Variable("chained")
    try solver.add(chained == fixed * 2 + 1)
    #expect(solver.definitions[top] != nil && solver.definitions[gap] != nil)
    #expect(try !solver.isUniquelyDetermined(top))
    #expect(try solver.isUniquelyDetermined(gap))
    #expect(try solver.isUniquelyDetermined(chained))
    #expect(try solver.isUniquelyDetermined(fixed))
    #expect(try !solver.isUniquelyDetermined(free))
    #expect(try solved(&solver, [gap, chained]) == [18, 21])
  }

  @Test("constraints that name a defined variable later see its definition")
  func laterConstraintsExpandDefinitions() throws {
    var (solver, tops, heights, _) = try Self.makeLabelChain(5)
    // An optional pull (above hugging, below compression resistance) and an edit on defined
    // variables, then a required inequality: which heights stretch is a tie, their sums not.
    try solver.add((tops[4] == 200).withPriority(500))
    var values = try solved(&solver, [tops[4]] + heights)
    expectNear(values[0], 200)
    expectNear(values[1...4].reduce(0, +), 200 - 8 - 4 * 8)
    try solver.addEditVariable(tops[2], priority: 900)
    try solver.suggestValue(70, for: tops[2])
    values = try solved(&solver, [tops[2], tops[4]] + heights)
    expectNear(values[0], 70)
    expectNear(values[1], 200)
    expectNear(values[2] + values[3], 70 - 8 - 2 * 8)
    try solver.add(heights[0] <= 21)
    values = try solved(&solver, [tops[2], heights[0], heights[1]])
    expectNear(values[0], 70)
    #expect(values[1] <= 21 + 1e-9)
    expectNear(values[1] + values[2], 46)
    expectSound(solver)
  }

  @Test("removing a definition rebuilds; what named its variable keeps it")
  func removingADefinition() throws {
    var solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    try solver.add(a == 10)
    let defineB = b == a + 5
    try solver.add(defineB)
    try solver.add(c == b * 2)
    try solver.add((b == 40).withPriority(250))
    #expect(try solved(&solver, [a, b, c]) == [10, 15, 30])
    try solver.remove(defineB)
    #expect(try solved(&solver, [a, b, c]) == [10, 40, 80])
    try solver.add(defineB)
    #expect(try solved(&solver, [a, b, c]) == [10, 15, 30])
    expectSound(solver)
  }

  @Test("a conflict through definitions names the same constraints as without them")
  func conflictsThroughDefinitions() throws {
    var solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let first = a == 10
    let second = b == a + 5
    let unrelated = c == 3
    try solver.add(first)
    try solver.add(unrelated)
    try solver.add(second)
    let refused = b == 20
    #expect {
      try solver.add(refused)
    } throws: { error in
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error as? SolverError
      else { return false }
      return constraint === refused
        && conflicts.map(ObjectIdentifier.init)
          == [first, second].map(ObjectIdentifier.init)
    }
    #expect(try solved(&solver, [a, b, c]) == [10, 15, 3])
  }

  @Test("reset keeps defined variables' last values")
  func resetKeepsValues() throws {
    var solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    try solver.add(a == 4)
    try solver.add(b == a * 3)
    _ = try solved(&solver, [b])
    solver.reset()
    #expect(solver.value(of: b) == 12)
    try solver.add(b == 7)
    #expect(try solved(&solver, [b]) == [7])
  }
}
