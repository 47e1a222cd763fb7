import Testing

@testable import Cassowary

@Suite("Uniquely determined variables (UIKit's hasAmbiguousLayout)")
struct AmbiguityTests {
  @Test("a pinned variable is determined; a bounded one is not")
  func pinnedAndBounded() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add(x == 10)
    try solver.add(y >= 0)
    #expect(try solver.isUniquelyDetermined(x))
    #expect(try !solver.isUniquelyDetermined(y))
    #expect(try !solver.isUniquelyDetermined(Variable("never seen")))
  }

  @Test("an optional constraint determines a variable nothing else pins")
  func optionalPin() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add((x == 20).withPriority(250))
    #expect(try solver.isUniquelyDetermined(x))
  }

  @Test("two equal optional pulls leave a range of equally good values")
  func tie() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 5).withPriority(250))
    try solver.add((x == 10).withPriority(250))
    #expect(try !solver.isUniquelyDetermined(x))
    try solver.add((x == 7).withPriority(251))
    #expect(try solver.isUniquelyDetermined(x))
  }

  @Test("two inequalities meeting at one value determine it (a degenerate vertex)")
  func degenerate() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 0)
    try solver.add(y >= x)
    try solver.add(y <= x + 0)
    #expect(try solver.isUniquelyDetermined(x))
    #expect(try solver.isUniquelyDetermined(y))
  }

  @Test("a view with a width but no position is ambiguous in x, not in width")
  func viewWithoutPosition() throws {
    let (x, width, container) = (Variable("x"), Variable("width"), Variable("container"))
    var solver = Solver()
    try solver.add(container == 375)
    try solver.add(width == 100)
    try solver.add(x >= 0)
    try solver.add(x + width <= container)
    #expect(try solver.isUniquelyDetermined(width))
    #expect(try !solver.isUniquelyDetermined(x))
    try solver.add(x == (container - width) / 2)
    #expect(try solver.isUniquelyDetermined(x))
  }

  @Test("a sum pinned with free parts: the parts are ambiguous, the sum is not")
  func freeParts() throws {
    let (a, b, total) = (Variable("a"), Variable("b"), Variable("total"))
    var solver = Solver()
    try solver.add(total == a + b)
    try solver.add(total == 100)
    try solver.add(a >= 0)
    try solver.add(b >= 0)
    #expect(try solver.isUniquelyDetermined(total))
    #expect(try !solver.isUniquelyDetermined(a))
    #expect(try !solver.isUniquelyDetermined(b))
  }

  @Test("asked again, the answers follow a new constraint, its removal and a suggestion alone")
  func askedAgain() throws {
    let (x, width) = (Variable("x"), Variable("width"))
    var solver = Solver()
    try solver.addEditVariable(width, priority: 999)
    try solver.add(x >= 0)
    try solver.add(x <= width)
    // 0 <= x <= width: a range while width is above 0, one value when it is 0. The structure
    // may stay as it is between suggestions; which rows sit at 0 does not.
    try solver.suggestValue(10, for: width)
    #expect(try solver.uniquelyDetermined([x, width]) == [false, true])
    try solver.suggestValue(0, for: width)
    #expect(try solver.uniquelyDetermined([x, width]) == [true, true])
    try solver.suggestValue(10, for: width)
    #expect(try solver.uniquelyDetermined([x, width]) == [false, true])
    let pin = x == 4
    try solver.add(pin)
    #expect(try solver.uniquelyDetermined([x, width]) == [true, true])
    try solver.remove(pin)
    #expect(try solver.uniquelyDetermined([x, width]) == [false, true])
    #expect(try solver.uniquelyDetermined([width]) == [true])
  }
}
