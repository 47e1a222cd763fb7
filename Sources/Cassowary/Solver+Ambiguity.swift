/// Whether the constraints pin a variable down: the solver's side of UIKit's
/// `hasAmbiguousLayout`.
extension Solver {
  /// Whether `variable` has one value in every optimal solution: no required constraint lets
  /// it move without making some optional constraint worse. A variable the solver has never
  /// seen is free. Solves first (no ``updateVariables()`` needed).
  ///
  /// At an optimal tableau the optimal solutions are reached by moving the parametric symbols
  /// whose reduced cost is zero at every level ("movable"); the variable is basic over them (or
  /// is one). If none of its row's symbols is movable it is determined. If some are, it moves,
  /// unless restricted rows sitting at 0 (degenerate rows) block every such direction: that
  /// case is a small cone problem, answered exactly by two scratch solves.
  /// - Complexity: the size of the variable's row, plus the degenerate rows around it.
  public mutating func isUniquelyDetermined(_ variable: Variable) throws(SolverError) -> Bool {
    try uniquelyDetermined([variable])[0]
  }

  /// ``isUniquelyDetermined(_:)`` for many variables at once (a layout engine asks for every
  /// frame variable): the analysis of degenerate rows is shared.
  ///
  /// The answers depend on the tableau's structure (basis, cells, objective) and on which
  /// restricted rows sit at 0, not on the other constants: a layout engine that moves only edit
  /// variables (another screen size) often keeps both, and then gets the last answers again
  /// without the analysis.
  public mutating func uniquelyDetermined(_ variables: [Variable]) throws(SolverError) -> [Bool] {
    try solve()
    try insertActivePendingBounds()
    let key = AmbiguityMemo.Key(
      structureVersion: tableau.structureVersion, degenerateRows: degenerateRestrictedRows(),
      variables: variables.map(ObjectIdentifier.init))
    if let ambiguityMemo, ambiguityMemo.key == key { return ambiguityMemo.answers }
    var facts = SymbolFacts(
      movable: (0..<tableau.symbolCapacity).map {
        isMovable(tableau.symbols[$0])
      })
    let answers = variables.map { isDetermined($0, facts: &facts) }
    ambiguityMemo = AmbiguityMemo(key: key, answers: answers)
    return answers
  }

  /// The last answers of ``uniquelyDetermined(_:)`` and what they were computed from.
  struct AmbiguityMemo: Sendable {
    struct Key: Equatable, Sendable {
      var structureVersion: Int
      /// The indices of the restricted basic symbols whose row's constant is within
      /// ``Row/epsilon`` of 0, ascending: the rows the analysis treats as blocking.
      var degenerateRows: [Int]
      var variables: [ObjectIdentifier]
    }
    let key: Key
    let answers: [Bool]
  }

  private func degenerateRestrictedRows() -> [Int] {
    var indices: [Int] = []
    for index in 0..<tableau.symbolCapacity {
      let basic = tableau.symbols[index]
      guard basic.isRestricted, let row = tableau.row(basic), abs(row.constant) < Row.epsilon else {
        continue
      }
      indices.append(index)
    }
    return indices
  }

  /// What the analysis learns about symbols, shared by every variable of one call: the
  /// tableau does not change in between. Without it a chain of n views whose heights are
  /// optional (labels) costs n³: each of the n positions has a row over the n heights above
  /// it, and asking whether each of those symbols can move alone scans its n rows again.
  struct SymbolFacts {
    /// ``Solver/isMovable(_:)``, by symbol index.
    let movable: [Bool]
    /// ``Solver/canMoveAlone(_:)`` by symbol index, as found: 0 not yet asked, 1 yes, 2 no.
    var movesAlone: [UInt8]
    /// Symbols that degenerate rows pin at 0 whatever else moves (computed on first need). A
    /// `SymbolSet`, not a `Set`: the propagation asks it for every cell of every degenerate row,
    /// and seeded SipHash was a fifth of a small scene's relayout.
    var pinned: SymbolSet?
    /// How each definition moves, in definition order, as far as asked
    /// (``Solver/extendMovements(_:upTo:movable:)``).
    var movements: [[(key: Symbol, value: Double)]] = []
    /// Answers for definitions, in definition order, as far as asked.
    var definitionAnswers: [Bool] = []
    /// Answers for external variables, by their index in ``Solver/externals``, as found.
    var externalAnswers: [Int: Bool] = [:]

    init(movable: [Bool]) {
      self.movable = movable
      movesAlone = Array(repeating: 0, count: movable.count)
    }
  }

  private func isDetermined(_ variable: Variable, facts: inout SymbolFacts) -> Bool {
    if let index = externalIndex[ObjectIdentifier(variable)] {
      return isDetermined(external: index, facts: &facts)
    }
    guard let position = definitions[variable] else { return false }
    extendDefinitionAnswers(upTo: position, facts: &facts)
    return facts.definitionAnswers[position]
  }

  private func isDetermined(external index: Int, facts: inout SymbolFacts) -> Bool {
    if let known = facts.externalAnswers[index] { return known }
    // Only the movable cells are copied: most of a row's symbols are decided by the objective.
    let moving = movingCells(of: externals[index].symbol, movable: facts.movable)
    let answer = isDetermined(moving: moving, facts: &facts)
    facts.externalAnswers[index] = answer
    return answer
  }

  /// A definition whose terms are all determined is (a sum of fixed values is fixed): along a
  /// chain of labels that answers each top from the one above and its label's height, where
  /// expanding the definitions would combine every label's movable symbols above it (n²).
  /// Otherwise its terms may still cancel (`content.height = l.bottom + 8 - content.y`), so
  /// the answer comes from the definition's combined movement.
  private func extendDefinitionAnswers(upTo last: Int, facts: inout SymbolFacts) {
    while facts.definitionAnswers.count <= last {
      let position = facts.definitionAnswers.count
      var answer = true
      for term in definitions.list[position].terms {
        let termAnswer: Bool
        switch term.target {
        case .external(let index): termAnswer = isDetermined(external: index, facts: &facts)
        case .definition(let inner): termAnswer = facts.definitionAnswers[inner]
        }
        if !termAnswer {
          answer = false
          break
        }
      }
      if !answer {
        extendMovements(&facts.movements, upTo: position, movable: facts.movable)
        answer = isDetermined(moving: facts.movements[position], facts: &facts)
      }
      facts.definitionAnswers.append(answer)
    }
  }

  private func isDetermined(
    moving: [(key: Symbol, value: Double)], facts: inout SymbolFacts
  ) -> Bool {
    if moving.isEmpty { return true }
    // Fast path: one movable symbol that can move alone without pushing any degenerate
    // restricted row below 0 (or a dummy row off 0) moves the variable.
    for (symbol, _) in moving where canMoveAlone(symbol, facts: &facts) { return false }
    if facts.pinned == nil { facts.pinned = pinnedSymbols(movable: facts.movable) }
    if moving.allSatisfy({ facts.pinned!.contains($0.key) }) { return true }

    // The movable symbols connected to the variable through degenerate restricted rows.
    var component = SymbolSet(moving.map(\.key))
    var queue = moving.map(\.key)
    var blockingRows: [Symbol] = []
    var visited = SymbolSet()
    while let next = queue.popLast() {
      for basic in tableau.rowsContaining(next)
      where basic.isRestricted && visited.insert(basic) {
        let row = tableau.row(basic)!
        guard abs(row.constant) < Row.epsilon else { continue }
        blockingRows.append(basic)
        for (other, _) in row.cells
        where facts.movable[other.index] && component.insert(other) {
          queue.append(other)
        }
      }
    }
    if blockingRows.isEmpty { return false }

    // Can the variable change inside the cone of directions the blocking rows allow?
    var scratch = Solver()
    scratch.conflictExplanation = .none
    var delta: [Symbol: Variable] = [:]
    for member in component.members.sorted() { delta[member] = Variable("d\(member.index)") }
    func change(_ cells: some Sequence<(key: Symbol, value: Double)>) -> LinearExpression {
      LinearExpression(
        cells.sorted { $0.key < $1.key }.compactMap { symbol, coefficient in
          delta[symbol].map { Term($0, coefficient) }
        })
    }
    do {
      // By symbol, not in the dictionary's order (seeded per process).
      for (member, step) in delta.sorted(by: { $0.key < $1.key }) {
        try scratch.add(step <= 1)
        try scratch.add(member.isRestricted ? step >= 0 : step >= -1)
      }
      for basic in blockingRows {
        let moved = change(tableau.row(basic)!.cells)
        // A dummy must stay at 0; a slack or error at 0 may only grow.
        try scratch.add(basic.isDummy ? moved == 0 : moved >= 0)
      }
      let target = change(moving)
      for bound in [
        Constraint(target - 1, .greaterThanOrEqual, priority: 1),
        Constraint(target + 1, .lessThanOrEqual, priority: 1),
      ] {
        try scratch.add(bound)
        try scratch.updateVariables()
        if abs(scratch.value(of: target)) > 1e-7 { return false }
        try scratch.remove(bound)
      }
    } catch {
      return false
    }
    return true
  }

  /// The movable symbols that degenerate rows keep at 0 whatever the others do, found by
  /// propagation: a symbol that a degenerate row pins alone (no other unpinned movable symbol
  /// in the row can make up for it) is pinned, which may pin others in turn.
  private func pinnedSymbols(movable: [Bool]) -> SymbolSet {
    var candidates = SymbolSet()
    for index in 0..<tableau.symbolCapacity {
      let basic = tableau.symbols[index]
      guard basic.isRestricted, let row = tableau.row(basic), abs(row.constant) < Row.epsilon else {
        continue
      }
      for (symbol, _) in row.cells where movable[symbol.index] { candidates.insert(symbol) }
    }
    var frozen = SymbolSet()
    var changed = true
    while changed {
      changed = false
      for (member, _) in candidates
      where !frozen.contains(member) && isPinned(member, frozen: frozen, movable: movable) {
        frozen.insert(member)
        changed = true
      }
    }
    return frozen
  }

  /// Whether the degenerate rows keep `symbol` at 0 whatever the other free symbols do: a row
  /// that only this symbol (among the unfrozen free ones) can move, in every direction it has.
  private func isPinned(_ symbol: Symbol, frozen: SymbolSet, movable: [Bool]) -> Bool {
    var blocksIncrease = false
    var blocksDecrease = !symbol.isExternal
    for basic in tableau.rowsContaining(symbol) where basic.isRestricted {
      let row = tableau.row(basic)!
      guard abs(row.constant) < Row.epsilon else { continue }
      let coefficient = row.coefficient(for: symbol)
      guard abs(coefficient) >= Row.epsilon else { continue }
      let alone = row.cells.allSatisfy { other, _ in
        other == symbol || frozen.contains(other) || !movable[other.index]
      }
      guard alone else { continue }
      if basic.isDummy || coefficient < 0 { blocksIncrease = true }
      if basic.isDummy || coefficient > 0 { blocksDecrease = true }
      if blocksIncrease && blocksDecrease { return true }
    }
    return blocksIncrease && blocksDecrease
  }

  /// Whether increasing `symbol` (or, for a free external symbol, moving it one way or the
  /// other) keeps every restricted row that sits at 0 from going negative.
  private func canMoveAlone(_ symbol: Symbol) -> Bool {
    var canIncrease = true
    var canDecrease = symbol.isExternal
    for basic in tableau.rowsContaining(symbol) where basic.isRestricted {
      let row = tableau.row(basic)!
      guard abs(row.constant) < Row.epsilon else { continue }
      let coefficient = row.coefficient(for: symbol)
      if basic.isDummy {
        if abs(coefficient) >= Row.epsilon { return false }
        continue
      }
      if coefficient < 0 { canIncrease = false }
      if coefficient > 0 { canDecrease = false }
      if !canIncrease && !canDecrease { return false }
    }
    return canIncrease || canDecrease
  }

  private func canMoveAlone(_ symbol: Symbol, facts: inout SymbolFacts) -> Bool {
    if facts.movesAlone[symbol.index] == 0 {
      facts.movesAlone[symbol.index] = canMoveAlone(symbol) ? 1 : 2
    }
    return facts.movesAlone[symbol.index] == 1
  }

  /// A parametric symbol the optimum does not care about: free to move along the optimal face.
  private func isMovable(_ symbol: Symbol) -> Bool {
    !symbol.isDummy
      && tableau.objective.levels.allSatisfy {
        abs($0.row.coefficient(for: symbol)) < Row.epsilon
      }
  }
}
