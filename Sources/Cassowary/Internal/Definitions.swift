/// Required equalities kept out of the tableau: each defines a variable the solver had not
/// seen, `variable = constant + Σ coefficient * term`, and is evaluated after the solve.
///
/// Such a variable is free (no other constraint, edit or objective names it when it is
/// defined), so its equation can neither conflict nor change the optimum of the others: it
/// only says where the variable lands. Along a chain of labels (`l[i].top == l[i-1].bottom +
/// 8`) every top is such a variable; kept in the tableau, top `i` would be basic over a symbol
/// of every label above it (n²/2 cells, Documentation/Performance.md), kept here it costs one
/// short definition. A later constraint that names a defined variable has the definition
/// substituted into it (see ``Solver/expandingDefinitions(_:constant:)``).
struct Definitions: Sendable {
  struct Definition: Sendable {
    let variable: Variable
    /// Terms over external variables and earlier definitions only, so evaluating in the
    /// order of the list needs no recursion.
    let terms: [(variable: Variable, coefficient: Double)]
    let constant: Double
    /// The value as of the last ``Solver/updateVariables()``.
    var value: Double
  }

  private(set) var list: [Definition] = []
  private var index = IdentityTable()

  var isEmpty: Bool { list.isEmpty }

  /// The position of the variable's definition, if it has one.
  subscript(variable: Variable) -> Int? { index[ObjectIdentifier(variable)] }

  mutating func append(_ definition: Definition) {
    index[ObjectIdentifier(definition.variable)] = list.count
    list.append(definition)
  }

  mutating func setValue(_ value: Double, at position: Int) { list[position].value = value }
}
