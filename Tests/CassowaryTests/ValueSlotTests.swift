import Testing

@testable import Cassowary

/// ``Solver/value(of:slot:)`` skips the hash probe when its slot still names the variable;
/// these tests move variables between the externals, the definitions and the detached values
/// under kept slots and check every read against ``Solver/value(of:)``.
@Suite("Values read by slot")
struct ValueSlotTests {
  /// Reads every variable through its slot and plainly; both must agree exactly.
  static func expectSameReads(
    _ solver: Solver, _ variables: [Variable], _ slots: inout [Solver.ValueSlot],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, variable) in variables.enumerated() {
      let bySlot = solver.value(of: variable, slot: &slots[index])
      #expect(bySlot == solver.value(of: variable), "\(variable)", sourceLocation: sourceLocation)
    }
  }

  @Test("slots follow a definition rebuilt as a free variable, a reset and an unknown variable")
  func slotsStayTrue() throws {
    var solver = Solver()
    let (a, b, c, unknown) = (Variable("a"), Variable("b"), Variable("c"), Variable("unknown"))
    let variables = [a, b, c, unknown]
    var slots = Array(repeating: Solver.ValueSlot(), count: variables.count)
    try solver.add(a == 10)
    let defineB = b == a + 5
    try solver.add(defineB)
    try solver.add(c == b * 2)
    try solver.add((b == 40).withPriority(250))
    try solver.updateVariables()
    Self.expectSameReads(solver, variables, &slots)
    #expect(solver.value(of: b, slot: &slots[1]) == 15)
    // `b` leaves the definitions: the rebuilt solver knows it as an external variable.
    try solver.remove(defineB)
    try solver.updateVariables()
    Self.expectSameReads(solver, variables, &slots)
    #expect(solver.value(of: c, slot: &slots[2]) == 80)
    try solver.add(defineB)
    try solver.updateVariables()
    Self.expectSameReads(solver, variables, &slots)
    solver.reset()
    Self.expectSameReads(solver, variables, &slots)
    #expect(solver.value(of: c, slot: &slots[2]) == 30)
    // A slot of one variable read for another is found again, never trusted.
    var shared = Solver.ValueSlot()
    try solver.add(a == 1)
    try solver.add(c == 2)
    try solver.updateVariables()
    #expect(solver.value(of: a, slot: &shared) == 1)
    #expect(solver.value(of: c, slot: &shared) == 2)
    #expect(solver.value(of: a, slot: &shared) == 1)
  }
}
