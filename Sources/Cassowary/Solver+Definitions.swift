/// Deferred definitions (see ``Definitions``): which required equalities stay out of the
/// tableau, how the constraints that name their variables are expanded, and their values.
extension Solver {
  /// The variable a constraint can define without entering the tableau, if any: the first
  /// variable of a required equality that the solver has never seen (no row, column, edit,
  /// objective term or definition holds it), so it is free and the equation only places it.
  /// Never when equalities are tracked: the scratch solver that names conflicts needs every
  /// equality's marker in its rows.
  func definableVariable(
    _ constraint: Constraint, _ terms: [Term]
  ) -> (variable: Variable, coefficient: Double)? {
    guard !tracksEqualities, constraint.relation == .equal, constraint.priority.isRequired
    else { return nil }
    for term in terms
    where externalIndex[ObjectIdentifier(term.variable)] == nil
      && definitions[term.variable] == nil
    {
      return (term.variable, term.coefficient)
    }
    return nil
  }

  /// Keeps `constraint` (`coefficient * variable + rest == 0`) as the definition
  /// `variable = -rest / coefficient`. The other variables it names that the solver had not
  /// seen become external symbols (free columns, as the tableau would make them), so a later
  /// definition can never be named by an earlier one.
  mutating func define(
    _ defined: (variable: Variable, coefficient: Double), by constraint: Constraint,
    terms: [Term]
  ) {
    let scale = -1 / defined.coefficient
    var definitionTerms: [Definitions.Term] = []
    definitionTerms.reserveCapacity(terms.count - 1)
    for term in terms where term.variable !== defined.variable {
      let (variable, coefficient) = (term.variable, term.coefficient)
      let target: Definitions.Term.Target
      if let position = definitions[variable] {
        target = .definition(position)
      } else {
        _ = externalSymbol(for: variable)
        target = .external(externalIndex[ObjectIdentifier(variable)]!)
      }
      definitionTerms.append(Definitions.Term(target: target, coefficient: coefficient * scale))
    }
    let id = ObjectIdentifier(defined.variable)
    definitions.append(
      Definitions.Definition(
        variable: defined.variable, terms: definitionTerms,
        constant: constraint.expression.constant * scale,
        value: detachedValues.removeValue(forKey: id)?.value ?? 0))
    ambiguityMemo = nil
  }

  /// `terms + constant` with every defined variable replaced by its definition, recursively:
  /// only external variables are left. Each definition reached is expanded once, latest
  /// first (a definition names earlier ones only, so its coefficient is complete by then), so
  /// the cost is the size of what is reached, never exponential in shared sub-chains.
  ///
  /// A screen's constraint reaches a few definitions and names a few variables, so both are
  /// found by scanning short arrays; past ``scanLimit`` of either (a content row over a chain
  /// of labels reaches every label) a hash takes over. The sums are made in the same order
  /// either way, so they are the same numbers.
  func expandingDefinitions(
    _ terms: [Term], constant: Double
  ) -> (terms: [Term], constant: Double) {
    guard !definitions.isEmpty, terms.contains(where: { definitions[$0.variable] != nil }) else {
      return (terms, constant)
    }
    if let flat = expandingFlatDefinitions(terms, constant: constant) { return flat }
    var reached: [Int] = []
    var seen = Set<Int>()
    var stack = terms.compactMap { definitions[$0.variable] }
    while let position = stack.popLast() {
      if reached.count < Self.scanLimit {
        guard !reached.contains(position) else { continue }
      } else {
        if seen.isEmpty { seen = Set(reached) }
        guard seen.insert(position).inserted else { continue }
      }
      reached.append(position)
      for term in definitions.list[position].terms {
        if case .definition(let inner) = term.target { stack.append(inner) }
      }
    }
    reached.sort(by: >)
    // The weight of each reached definition, beside it (nil until a term names it).
    var weights = [Double?](repeating: nil, count: reached.count)
    func place(of position: Int) -> Int {
      var low = 0
      var high = reached.count
      while low < high {
        let mid = (low + high) / 2
        if reached[mid] > position { low = mid + 1 } else { high = mid }
      }
      return low
    }
    var sums: [Term] = []
    var slots: [ObjectIdentifier: Int] = [:]
    var constant = constant
    func accumulate(external variable: Variable, _ coefficient: Double) {
      let slot: Int?
      if slots.isEmpty && sums.count < Self.scanLimit {
        slot = sums.firstIndex { $0.variable === variable }
      } else {
        if slots.isEmpty {
          for (index, sum) in sums.enumerated() { slots[ObjectIdentifier(sum.variable)] = index }
        }
        slot = slots[ObjectIdentifier(variable)]
        if slot == nil { slots[ObjectIdentifier(variable)] = sums.count }
      }
      if let slot {
        sums[slot].coefficient += coefficient
      } else {
        sums.append(Term(variable, coefficient))
      }
    }
    for term in terms {
      if let position = definitions[term.variable] {
        let index = place(of: position)
        weights[index] = (weights[index] ?? 0) + term.coefficient
      } else {
        accumulate(external: term.variable, term.coefficient)
      }
    }
    for (index, position) in reached.enumerated() {
      guard let weight = weights[index], abs(weight) >= Row.epsilon else { continue }
      let definition = definitions.list[position]
      constant += weight * definition.constant
      for term in definition.terms {
        switch term.target {
        case .external(let index):
          accumulate(external: externals[index].variable, weight * term.coefficient)
        case .definition(let inner):
          let innerIndex = place(of: inner)
          weights[innerIndex] = (weights[innerIndex] ?? 0) + weight * term.coefficient
        }
      }
    }
    sums.removeAll { !(abs($0.coefficient) >= Row.epsilon) }
    return (sums, constant)
  }

  /// ``expandingDefinitions(_:constant:)`` when every definition the terms name is over
  /// external variables only (a screen's usual case: `contents.top = top + 10`), and the
  /// terms are few: the same sums in the same order (the terms' own variables first, then
  /// each definition, latest first, weighted by the coefficients naming it), without the
  /// walk's arrays. Nil otherwise.
  private func expandingFlatDefinitions(
    _ terms: [Term], constant: Double
  ) -> (terms: [Term], constant: Double)? {
    guard terms.count <= 8 else { return nil }
    // The definitions named, with their weights.
    var named: [(position: Int, weight: Double)] = []
    named.reserveCapacity(terms.count)
    var sums: [Term] = []
    sums.reserveCapacity(terms.count + 4)
    func accumulate(_ variable: Variable, _ coefficient: Double) {
      if let slot = sums.firstIndex(where: { $0.variable === variable }) {
        sums[slot].coefficient += coefficient
      } else {
        sums.append(Term(variable, coefficient))
      }
    }
    for term in terms {
      guard let position = definitions[term.variable] else { continue }
      for inner in definitions.list[position].terms {
        if case .definition = inner.target { return nil }
      }
      if let slot = named.firstIndex(where: { $0.position == position }) {
        named[slot].weight += term.coefficient
      } else {
        named.append((position, 0 + term.coefficient))
      }
    }
    for term in terms where definitions[term.variable] == nil {
      accumulate(term.variable, term.coefficient)
    }
    var constant = constant
    named.sort { $0.position > $1.position }
    for (position, weight) in named where abs(weight) >= Row.epsilon {
      let definition = definitions.list[position]
      constant += weight * definition.constant
      for term in definition.terms {
        guard case .external(let index) = term.target else { continue }
        accumulate(externals[index].variable, weight * term.coefficient)
      }
      // A long expansion takes the general walk, which hashes past its scan limit (the
      // same sums either way).
      if sums.count > Self.scanLimit { return nil }
    }
    sums.removeAll { !(abs($0.coefficient) >= Row.epsilon) }
    return (sums, constant)
  }

  /// How many reached definitions, or summed variables, ``expandingDefinitions(_:constant:)``
  /// scans before it hashes.
  static let scanLimit = 16

  /// Every definition's value in the current solution (before ``updateVariables()``).
  func currentDefinitionValues() -> [Double] {
    definitions.values { tableau.value(of: externals[$0].symbol) }
  }

  /// Copies the current solution into the definitions' values (after the externals').
  mutating func updateDefinitionValues() {
    guard !definitions.isEmpty else { return }
    let values = externals
    definitions.update { values[$0].value }
  }

  /// Extends `movements` (how each definition moves with the movable symbols of the tableau,
  /// see ``isUniquelyDetermined(_:)``) up to definition `last`: a definition's terms' movable
  /// cells combined, ~0 sums dropped (so `content.height = l.bottom + 8 - content.y` loses
  /// what `content.y` and `l.bottom` share), in symbol order. Each is computed from earlier
  /// ones, in definition order.
  func extendMovements(
    _ movements: inout [[(key: Symbol, value: Double)]], upTo last: Int, movable: [Bool]
  ) {
    while movements.count <= last {
      let definition = definitions.list[movements.count]
      var sums = SymbolTable<Double>()
      for term in definition.terms {
        let cells: [(key: Symbol, value: Double)]
        switch term.target {
        case .external(let index):
          cells = movingCells(of: externals[index].symbol, movable: movable)
        case .definition(let position): cells = movements[position]
        }
        for (symbol, value) in cells { _ = sums.add(term.coefficient * value, to: symbol) }
      }
      movements.append(
        sums.filter { abs($0.value) >= Row.epsilon }.sorted { $0.key < $1.key })
    }
  }

  /// The movable symbols an external symbol moves with: its row's movable cells, or itself
  /// when it is parametric and movable.
  func movingCells(of symbol: Symbol, movable: [Bool]) -> [(key: Symbol, value: Double)] {
    var moving: [(key: Symbol, value: Double)] = []
    if let row = tableau.row(symbol) {
      for cell in row.cells where movable[cell.key.index] { moving.append(cell) }
    } else if movable[symbol.index] {
      moving = [(symbol, 1)]
    }
    return moving
  }
}
