/// The simplex tableau: rows of basic symbols over parametric ones, the objective, and an
/// index from every symbol to the rows that hold it.
///
/// That column index is what makes the solver linear where kiwi is quadratic: kiwi substitutes
/// a new basic symbol by scanning every row of the tableau (200 million row visits to add the
/// 5000-view chain), and scans every row again for each ratio test. Here substitution and the
/// ratio tests visit only the rows that contain the symbol.
struct Tableau {
  /// The row of each basic symbol, by symbol index (`nil` for parametric or unused symbols).
  private(set) var rows: [Row?] = []
  /// For each symbol index, the basic symbols whose rows contain that symbol.
  private(set) var columns: [SymbolSet] = []
  /// The slots a column gets at its first member: 16 (12 members before it grows), not a
  /// table's usual 8 (6 members). Most members go to the columns that grow past 6: four in five
  /// of the insertions a substitution makes on enaml (Performance.md), so starting at 8 costs
  /// those columns a second allocation and a rehash each.
  static let columnCapacity = 16
  /// The symbol living in each slot (its kind included), for self-checks and diagnostics.
  private(set) var symbols: [Symbol] = []
  private var freeIndices: [Int] = []
  /// Changes to symbols, rows and cells (see ``structureVersion``).
  private var rowsVersion = 0
  /// Counts the changes to anything but the rows' constants: two readings with the same
  /// version see the same basis, cells and objective (see ``Solver/uniquelyDetermined(_:)``,
  /// which answers from a memo while it holds). Constants move with every suggestion; they are
  /// not counted. The objective counts its own changes, so changing it in place costs no
  /// observer.
  var structureVersion: Int { rowsVersion &+ objective.version }

  var objective = Objective()
  /// Phase one's objective while a constraint is added through an artificial variable.
  private(set) var artificial: Row?
  /// Restricted basic symbols whose constant went negative (for the dual simplex).
  var infeasible: [Symbol] = []
  /// Row before-images while a change may have to be rolled back (see ``beginUndoableChange``):
  /// the first image of each row changed, and the set of rows that have one (a ``SymbolSet``,
  /// not a `Dictionary` hashing every substituted row with SipHash during phase one).
  private var undoLog: (recorded: SymbolSet, images: [(basic: Symbol, row: Row?)])?
  private var savedObjective: Objective?
  /// For each symbol index, whether its value is watched (a pending bound names it: see
  /// ``PendingBounds``): 0 not watched, 1 watched, 2 watched and listed in ``changedWatched``.
  private var watchState: [UInt8] = []
  /// The watched symbols whose value may have changed since ``clearChangedWatched()``, each
  /// once (a symbol unwatched and watched again may be listed twice).
  private(set) var changedWatched: [Symbol] = []

  // MARK: Symbols

  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    rowsVersion &+= 1
    if let index = freeIndices.popLast() {
      symbols[index] = Symbol(kind: kind, index: index)
      return symbols[index]
    }
    rows.append(nil)
    columns.append(SymbolSet())
    watchState.append(0)
    symbols.append(Symbol(kind: kind, index: rows.count - 1))
    return symbols[rows.count - 1]
  }

  /// Gives a symbol's slot back once nothing refers to it any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    rowsVersion &+= 1
    assert(rows[symbol.index] == nil && columns[symbol.index].isEmpty, "released a live symbol")
    watchState[symbol.index] = 0
    freeIndices.append(symbol.index)
  }

  // MARK: Watched values

  /// Lists the symbol in ``changedWatched`` whenever its value may change from now on.
  mutating func watch(_ symbol: Symbol) {
    if watchState[symbol.index] == 0 { watchState[symbol.index] = 1 }
  }

  mutating func unwatch(_ symbol: Symbol) { watchState[symbol.index] = 0 }

  /// Starts a new list of changes: the values of the symbols listed have been read.
  mutating func clearChangedWatched() {
    for symbol in changedWatched where watchState[symbol.index] == 2 {
      watchState[symbol.index] = 1
    }
    changedWatched.removeAll(keepingCapacity: true)
  }

  /// Notes that the value of `basic` (a row's basic symbol) may have changed.
  @inline(__always)
  private mutating func noteValueChange(_ basic: Symbol) {
    guard watchState[basic.index] == 1 else { return }
    watchState[basic.index] = 2
    changedWatched.append(basic)
  }

  var symbolCapacity: Int { rows.count }

  // MARK: Rows

  func row(_ basic: Symbol) -> Row? { rows[basic.index] }
  func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }
  /// The basic symbols whose rows contain `symbol`.
  func rowsContaining(_ symbol: Symbol) -> SymbolSet { columns[symbol.index] }

  mutating func insertRow(_ basic: Symbol, _ row: consuming Row) {
    rowsVersion &+= 1
    recordForUndo(basic)
    noteValueChange(basic)
    row.cells.forEachSlot { symbol, _ in
      columns[symbol.index].insert(basic, firstCapacity: Self.columnCapacity)
    }
    rows[basic.index] = row
  }

  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row {
    rowsVersion &+= 1
    recordForUndo(basic)
    noteValueChange(basic)
    let row = rows[basic.index]!
    row.cells.forEachSlot { symbol, _ in columns[symbol.index].remove(basic) }
    rows[basic.index] = nil
    return row
  }

  /// Adds `delta` to a basic row's constant (an edit variable's new suggestion).
  @inline(__always)
  mutating func addToConstant(_ basic: Symbol, _ delta: Double) -> Double {
    recordForUndo(basic)
    noteValueChange(basic)
    rows[basic.index]!.constant += delta
    return rows[basic.index]!.constant
  }

  /// Replaces `symbol` by `row` (its definition) in every row that holds it, the objective
  /// and phase one's objective. Restricted rows driven negative are queued as infeasible.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    rowsVersion &+= 1
    // Taken out while the rows change (`row` does not hold `symbol`, so nothing is added to
    // it), then put back empty with its slots, ready for when `symbol` leaves the basis again.
    var holders = columns[symbol.index]
    columns[symbol.index] = SymbolSet()
    defer {
      holders.removeAllKeepingCapacity()
      columns[symbol.index] = holders
    }
    holders.forEachSlot { basic, _ in
      recordForUndo(basic)
      noteValueChange(basic)
      // Taken out of the array while it changes, so each cell is one probe of a uniquely held
      // table rather than a trip through the array and the optional.
      var target = rows[basic.index].take()!
      let coefficient = target.cells.removeValue(forKey: symbol)!
      target.constant += coefficient * row.constant
      target.cells.add(row.cells, times: coefficient) { other, change in
        switch change {
        case .inserted: columns[other.index].insert(basic, firstCapacity: Self.columnCapacity)
        case .removed: columns[other.index].remove(basic)
        case .updated, .unchanged: break
        }
      }
      if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
      rows[basic.index] = target
    }
    if undoLog != nil, savedObjective == nil { savedObjective = objective }
    objective.substitute(symbol, with: row)
    if let coefficient = artificial?.cells.removeValue(forKey: symbol) {
      artificial!.insert(row, coefficient)
    }
  }

  /// Makes `subject` basic with `row` (`0 = row`, which holds `subject`) as its definition:
  /// solves the row for it, substitutes that into every row holding it, and inserts it.
  ///
  /// Every way a symbol becomes basic goes through here (a new constraint's row, a pivot,
  /// phase one's shortcut and exit). The row is moved in (`consume` at the callers): passed as
  /// a copy, it would be shared when `solve` writes it, and its slots copied on write (3% more
  /// instructions on enaml, Performance.md).
  mutating func makeBasic(_ subject: Symbol, solving row: consuming Row) {
    row.solve(for: subject)
    substitute(subject, with: row)
    insertRow(subject, consume row)
  }

  /// Makes `entering` basic in place of `leaving`, using `leaving`'s row.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = removeRow(leaving)
    // `leaving = row` as `0 = row - leaving`, then solved for `entering`.
    row.insert(leaving, -1)
    makeBasic(entering, solving: consume row)
  }

  /// Removes a symbol (phase one's artificial variable) from every row and the objective.
  mutating func eraseColumn(_ symbol: Symbol) {
    rowsVersion &+= 1
    for (basic, _) in columns[symbol.index] {
      recordForUndo(basic)
      rows[basic.index]!.cells[symbol] = nil
    }
    columns[symbol.index] = SymbolSet()
    if undoLog != nil, savedObjective == nil { savedObjective = objective }
    objective.remove(symbol)
  }

  mutating func setArtificial(_ row: Row?) {
    rowsVersion &+= 1
    artificial = row
  }

  // MARK: Undo

  /// Starts recording, so that ``rollBack()`` can restore every row, column and the objective
  /// exactly: a refused constraint must leave the solver as it was (kiwi leaves the pivots of
  /// its failed phase one behind, which can change the solution or corrupt later edits).
  mutating func beginUndoableChange() {
    undoLog = (SymbolSet(), [])
    savedObjective = nil
  }

  mutating func commitChange() {
    undoLog = nil
    savedObjective = nil
  }

  mutating func rollBack() {
    rowsVersion &+= 1
    guard let log = undoLog else { return }
    undoLog = nil
    // By symbol: the order rows go back in decides where each lands in the columns' probe
    // runs, hence the order later pivots visit a column in.
    for (basic, old) in log.images.sorted(by: { $0.basic < $1.basic }) {
      noteValueChange(basic)
      if let current = rows[basic.index] {
        for (symbol, _) in current.cells { columns[symbol.index].remove(basic) }
      }
      rows[basic.index] = old
      if let old {
        for (symbol, _) in old.cells {
          columns[symbol.index].insert(basic, firstCapacity: Self.columnCapacity)
        }
      }
    }
    if let savedObjective {
      // The saved objective counts fewer changes than the current one: keep the sum growing,
      // so that no later structure reads as an earlier one.
      let version = structureVersion
      objective = savedObjective
      rowsVersion = version &+ 1 &- objective.version
    }
    savedObjective = nil
    artificial = nil
    infeasible = []
  }

  private mutating func recordForUndo(_ basic: Symbol) {
    guard undoLog != nil, undoLog!.recorded.insert(basic) else { return }
    undoLog!.images.append((basic, rows[basic.index]))
  }

  // MARK: Reading

  /// The value of a symbol in the current basic solution: its row's constant, or 0 when it is
  /// parametric.
  func value(of symbol: Symbol) -> Double { rows[symbol.index]?.constant ?? 0 }
}
