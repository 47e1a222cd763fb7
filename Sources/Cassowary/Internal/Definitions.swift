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
  /// A term of a definition: an external variable, by its index in ``Solver/externals``
  /// (stable while the definition lives: externals only go when the add that made them is
  /// refused, after which no definition names them), or an earlier definition.
  struct Term: Sendable {
    enum Target: Sendable {
      case external(Int)
      case definition(Int)
    }
    let target: Target
    let coefficient: Double
  }

  struct Definition: Sendable {
    let variable: Variable
    /// Terms over external variables and earlier definitions only, so evaluating in the
    /// order of the list needs no recursion.
    let terms: [Term]
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

  /// Every definition's value over the external variables' values, in order (each reads
  /// earlier ones only).
  func values(externalValue: (Int) -> Double) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(list.count)
    for definition in list {
      var sum = definition.constant
      for term in definition.terms {
        switch term.target {
        case .external(let position): sum += term.coefficient * externalValue(position)
        case .definition(let position): sum += term.coefficient * values[position]
        }
      }
      values.append(sum)
    }
    return values
  }

  /// Stores every definition's value over the external variables' values, in order.
  mutating func update(externalValue: (Int) -> Double) {
    for position in list.indices {
      var sum = list[position].constant
      for term in list[position].terms {
        switch term.target {
        case .external(let position): sum += term.coefficient * externalValue(position)
        case .definition(let earlier): sum += term.coefficient * list[earlier].value
        }
      }
      list[position].value = sum
    }
  }
}
