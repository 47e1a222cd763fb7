import TestSupport
import Testing

@testable import Cassowary

@Suite("Edit variables: resizing the screen incrementally")
struct EditVariableTests {
  /// A view pinned 16 pt inside a window whose size is edited, as a layout engine does.
  struct PinnedView {
    let windowWidth = Variable("window.width")
    let windowHeight = Variable("window.height")
    let x = Variable("view.x")
    let width = Variable("view.width")
    let height = Variable("view.height")

    func make() throws -> Solver {
      var solver = Solver()
      try solver.addEditVariable(windowWidth, priority: 999)
      try solver.addEditVariable(windowHeight, priority: 999)
      try solver.add(x == 16)
      try solver.add(x + width == windowWidth - 16)
      try solver.add(height == 0.5 * windowHeight)
      try solver.add(width >= 100)
      return solver
    }
  }

  @Test("suggestions move the layout and can be repeated")
  func suggest() throws {
    let scene = PinnedView()
    var solver = try scene.make()
    for (width, height) in [(375.0, 667.0), (320, 568), (1024, 768), (375, 667)] {
      try solver.suggestValue(width, for: scene.windowWidth)
      try solver.suggestValue(height, for: scene.windowHeight)
      let values = try solved(&solver, [scene.width, scene.height])
      expectNear(values[0], width - 32)
      expectNear(values[1], height / 2)
      expectSound(solver)
    }
  }

  @Test("a suggestion that breaks a required constraint is bent, not obeyed")
  func suggestionBends() throws {
    let scene = PinnedView()
    var solver = try scene.make()
    try solver.suggestValue(50, for: scene.windowWidth)
    let values = try solved(&solver, [scene.windowWidth, scene.width])
    expectNear(values[0], 132)
    expectNear(values[1], 100)
  }

  @Test("incremental re-solves match a fresh solve at every size")
  func incrementalMatchesFresh() throws {
    let scene = PinnedView()
    var incremental = try scene.make()
    for width in stride(from: 300.0, through: 1400, by: 137) {
      try incremental.suggestValue(width, for: scene.windowWidth)
      var fresh = try scene.make()
      try fresh.suggestValue(width, for: scene.windowWidth)
      let variables = [scene.windowWidth, scene.x, scene.width]
      let a = try solved(&incremental, variables)
      let b = try solved(&fresh, variables)
      for (left, right) in zip(a, b) { expectNear(left, right) }
    }
  }

  @Test("removing an edit variable removes its pull")
  func removeEdit() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 10).withPriority(250))
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(40, for: x)
    expectNear(try solved(&solver, [x])[0], 40)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    expectNear(try solved(&solver, [x])[0], 10)
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
  }

  @Test("edit variable errors: duplicate, unknown, required, non-finite")
  func errors() throws {
    let x = Variable("x")
    var solver = Solver()
    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, priority: .required)
    }
    try solver.addEditVariable(x, priority: 750)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: 250)
    }
    let y = Variable("y")
    #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
    #expect(throws: SolverError.nonFiniteSuggestion(x, .infinity)) {
      try solver.suggestValue(.infinity, for: x)
    }
    try solver.suggestValue(5, for: x)
    expectNear(try solved(&solver, [x])[0], 5)
  }

  @Test("a non-finite coefficient is refused and nothing changes")
  func nonFinite() throws {
    let x = Variable("x")
    var solver = Solver()
    let bad = x * .nan == 3
    #expect(throws: SolverError.nonFiniteConstraint(bad)) { try solver.add(bad) }
    #expect(solver.constraints.isEmpty)
  }
}

@Suite("Weighted errors")
struct WeightedErrorTests {
  @Test("an edit variable that reaches its suggestion has no error")
  func editError() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addEditVariable(x, priority: 750)
    try solver.suggestValue(8, for: x)
    #expect(try solver.weightedErrors().map(\.priority) == [750])
    expectNear(try solver.weightedErrors()[0].error, 0)
    try solver.add(x <= 5)
    expectNear(try solver.weightedErrors()[0].error, 3)
  }
}
