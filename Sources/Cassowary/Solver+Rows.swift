extension Solver {
  // MARK: Building rows

  /// Terms with one coefficient per variable (first appearance order), ~0 sums dropped.
  ///
  /// A layout constraint's terms are nearly always reduced already (each variable once, no 0
  /// coefficient): those are returned as they are, with no array allocated, since allocating
  /// one costs more than the rest of this (the stdlib looks the array's generic metadata up
  /// at run time). Otherwise the sums are made in the same order whichever way they are
  /// found, so they are the same numbers.
  static func reducedTerms(_ expression: LinearExpression) -> [Term] {
    let terms = expression.terms
    // Layout constraints have a handful of terms: a scan beats hashing each variable.
    if terms.count <= 8 {
      var isReduced = true
      for index in terms.indices where isReduced {
        let term = terms[index]
        // `0 + c == c` for every c this keeps, so a term alone is its own sum.
        isReduced = abs(term.coefficient) >= Row.epsilon
        for earlier in terms[..<index] where earlier.variable === term.variable {
          isReduced = false
        }
      }
      if isReduced { return terms }
      var sums: [Term] = []
      sums.reserveCapacity(terms.count)
      for term in terms {
        if let index = sums.firstIndex(where: { $0.variable === term.variable }) {
          sums[index].coefficient += term.coefficient
        } else {
          sums.append(Term(term.variable, 0 + term.coefficient))
        }
      }
      sums.removeAll { !(abs($0.coefficient) >= Row.epsilon) }
      return sums
    }
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let id = ObjectIdentifier(term.variable)
      if sums[id] == nil { order.append(term.variable) }
      sums[id, default: 0] += term.coefficient
    }
    return order.compactMap { variable in
      let sum = sums[ObjectIdentifier(variable)]!
      return abs(sum) < Row.epsilon ? nil : Term(variable, sum)
    }
  }

  mutating func externalSymbol(for variable: Variable) -> Symbol {
    let id = ObjectIdentifier(variable)
    if let index = externalIndex[id] { return externals[index].symbol }
    let symbol = tableau.makeSymbol(.external)
    externalIndex[id] = externals.count
    externals.append(
      ExternalVariable(
        variable: variable, symbol: symbol,
        value: detachedValues.removeValue(forKey: id)?.value ?? 0))
    return symbol
  }

  /// Adds the constraint's marker (and error) symbols to its row, kiwi's way:
  /// `expr <= 0` as `expr + slack = 0`, `expr >= 0` as `expr - slack = 0`, a required
  /// equality as `expr = 0` (or `expr + dummy = 0` when tracked); optional constraints add
  /// errors that the objective weighs at the constraint's level.
  mutating func addMarkers(to row: inout Row, for constraint: Constraint) -> (Symbol?, Symbol?) {
    let level =
      constraint.priority.isRequired
      ? nil : tableau.objective.retainLevel(constraint.priority.value)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = tableau.makeSymbol(.slack)
      row.insert(slack, sign)
      guard let level else { return (slack, nil) }
      let error = tableau.makeSymbol(.error)
      row.insert(error, -sign)
      tableau.objective.insert(error, constraint.weight, level: level)
      return (slack, error)
    case .equal:
      guard let level else {
        guard tracksEqualities else { return (nil, nil) }
        let dummy = tableau.makeSymbol(.dummy)
        row.insert(dummy, 1)
        return (dummy, nil)
      }
      let plus = tableau.makeSymbol(.error)
      let minus = tableau.makeSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      tableau.objective.insert(plus, constraint.weight, level: level)
      tableau.objective.insert(minus, constraint.weight, level: level)
      return (plus, minus)
    }
  }

  /// The symbol a new row is solved for, or nil when phase one is needed. An external
  /// variable is best, but only one that no restricted row depends on (a new variable, or a
  /// free one), since giving it a value must not push a slack or error below 0. Otherwise a new
  /// slack or error with a negative coefficient (the constant is not negative).
  func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
    var best: Symbol?
    for (symbol, _) in row.cells where symbol.isExternal && (best == nil || symbol < best!) {
      if tableau.firstRow(containing: symbol, where: \.isRestricted) == nil { best = symbol }
    }
    if let best { return best }
    if let marker, marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
    if let other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
    return nil
  }

  /// Phase one: adds the row with an artificial variable and minimizes it. Returns nil when
  /// the row fits; otherwise rolls every change back and returns the certificate: the marker
  /// symbols left in the minimized artificial row, i.e. the constraints whose combination
  /// proves the new one impossible (the optimality of phase one leaves no optional
  /// constraint's error there).
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
    tableau.beginUndoableChange()
    let artificial = tableau.makeSymbol(.slack)
    tableau.insertRow(artificial, row)
    tableau.setArtificial(row)
    do {
      try tableau.optimize(.artificial)
    } catch {
      tableau.rollBack()
      tableau.releaseSymbol(artificial)
      throw error
    }
    let minimized = tableau.artificial!
    guard abs(minimized.constant) < Row.epsilon else {
      let certificate = minimized.cells.compactMap { symbol, coefficient in
        abs(coefficient) >= Row.epsilon && (symbol.kind == .slack || symbol.isDummy) ? symbol : nil
      }
      tableau.rollBack()
      tableau.releaseSymbol(artificial)
      return certificate
    }
    tableau.setArtificial(nil)
    if tableau.isBasic(artificial) {
      // Its symbols only: holding the row itself would make the pivot copy its slots.
      let symbols = tableau.row(artificial)!.cells.keys
      // The artificial variable is 0 and basic: pivot any other symbol of its row in its
      // place. A row of dummies only is redundant and may keep a dummy basic.
      if let entering = symbols.filter(\.isPivotable).min() ?? symbols.filter(\.isExternal).min()
        ?? symbols.min()
      {
        tableau.pivot(entering: entering, leaving: artificial)
      } else {
        tableau.removeRow(artificial)
      }
    }
    tableau.eraseColumn(artificial)
    tableau.commitChange()
    tableau.releaseSymbol(artificial)
    return nil
  }

  /// Forgets what a refused `add` created: its symbols and the variables it introduced.
  mutating func discardFailedAdd(
    _ constraint: Constraint, marker: Symbol?, other: Symbol?, externalsBefore: Int
  ) {
    if !constraint.priority.isRequired { tableau.objective.releaseLevel(constraint.priority.value) }
    for symbol in [marker, other].compactMap({ $0 }) {
      tableau.objective.remove(symbol)
      tableau.releaseSymbol(symbol)
    }
    while externals.count > externalsBefore {
      let external = externals.removeLast()
      externalIndex[ObjectIdentifier(external.variable)] = nil
      if external.value != 0 {
        detachedValues[ObjectIdentifier(external.variable)] = DetachedValue(
          variable: external.variable, value: external.value)
      }
      tableau.releaseSymbol(external.symbol)
    }
  }
}
