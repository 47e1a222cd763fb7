import TestSupport
import Testing

@testable import Cassowary

/// The solver's Swift example in Documentation/Engine.md, so the manual stays true.
@Suite("The solver example of Documentation/Engine.md")
struct DocumentedSolverExampleTests {
  @Test("the field of the example is 335 pt on a 375 pt screen and capped at 500")
  func example() throws {
    let width = Variable("window.width")
    let (x, w) = (Variable("field.x"), Variable("field.width"))
    var solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.add(x == 20)
    try solver.add(x + w == width - 20)
    try solver.add((w == 600).withPriority(250))
    try solver.add(w <= 500)
    try solver.suggestValue(375, for: width)
    try solver.updateVariables()
    expectNear(solver.value(of: w), 335)
    try solver.suggestValue(1024, for: width)
    try solver.updateVariables()
    expectNear(solver.value(of: w), 500)
    // The required cap wins over the screen size (999 is optional): the window bends.
    expectNear(solver.value(of: width), 540)
    #expect((x + 2 * w >= 10).withPriority(750).description == "field.x + 2*field.width >= 10 @750")
  }
}
