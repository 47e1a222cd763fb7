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
  private(set) var columns = ColumnIndex()
  /// The symbol living in each slot (its kind included), for self-checks and diagnostics.
  var symbols: [Symbol] { columns.symbols }
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
      let symbol = Symbol(kind: kind, index: index)
      columns.renameColumn(symbol)
      return symbol
    }
    let symbol = Symbol(kind: kind, index: rows.count)
    if rows.isEmpty {
      // A screen's system makes a few hundred symbols: skip the first regrowths.
      rows.reserveCapacity(128)
      watchState.reserveCapacity(128)
    }
    rows.append(nil)
    columns.appendColumn(symbol)
    watchState.append(0)
    return symbol
  }

  /// Gives a symbol's slot back once nothing refers to it any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    rowsVersion &+= 1
    assert(rows[symbol.index] == nil && columns.isEmpty(symbol.index), "released a live symbol")
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
  func rowsContaining(_ symbol: Symbol) -> ColumnIndex.Members { columns.members(symbol.index) }
  /// Calls `body` with every basic symbol whose row contains `symbol` (read in place: `body`
  /// must not change the tableau).
  @inline(__always)
  func forEachRow(containing symbol: Symbol, _ body: (Symbol) -> Void) {
    columns.forEachMember(symbol.index, body)
  }
  /// The first basic symbol (in visiting order) whose row contains `symbol` and that
  /// satisfies `predicate`.
  @inline(__always)
  func firstRow(containing symbol: Symbol, where predicate: (Symbol) -> Bool) -> Symbol? {
    columns.firstMember(symbol.index, where: predicate)
  }

  mutating func insertRow(_ basic: Symbol, _ row: consuming Row) {
    rowsVersion &+= 1
    recordForUndo(basic)
    noteValueChange(basic)
    columns.insert(basic, intoColumnsOf: row.cells)
    rows[basic.index] = row
  }

  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row {
    rowsVersion &+= 1
    recordForUndo(basic)
    noteValueChange(basic)
    let row = rows[basic.index]!
    columns.remove(basic, fromColumnsOf: row.cells)
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

  /// Adds `delta` times each row's coefficient of `symbol` to the constant of every row that
  /// holds it, queueing restricted rows driven below 0 as infeasible: an edit's new
  /// suggestion, when its error is parametric.
  mutating func shiftConstants(ofRowsHolding symbol: Symbol, by delta: Double) {
    func shift(_ basic: Symbol) {
      let coefficient = rows[basic.index]!.coefficient(for: symbol)
      if addToConstant(basic, delta * coefficient) < 0 && basic.isRestricted {
        infeasible.append(basic)
      }
    }
    if columns.isHashed {
      for basic in columns.members(symbol.index) { shift(basic) }
      return
    }
    columns.copyWords(symbol.index).forEachSetBit { shift(columns.symbol(at: $0)) }
  }

  /// Replaces `symbol` by `row` (its definition) in every row that holds it, the objective
  /// and phase one's objective. Restricted rows driven negative are queued as infeasible.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    rowsVersion &+= 1
    // The holders are taken out while the rows change (`row` does not hold `symbol`, so
    // nothing is added to its column meanwhile).
    if columns.isHashed {
      // Put back empty with its slots, ready for when `symbol` leaves the basis again.
      let holders = columns.takeSet(symbol.index)
      holders.forEachSlot { basic, _ in
        substitute(symbol, with: row, into: basic, bits: nil, stride: 0)
      }
      columns.restoreSet(symbol.index, holders)
    } else {
      // The matrix is moved out of the index for the loop, so each bit is written through one
      // pointer rather than through the array's uniqueness check.
      let holders = columns.takeWords(symbol.index)
      var matrix = columns.detachMatrix()
      let stride = columns.stride
      matrix.withUnsafeMutableBufferPointer { bits in
        holders.forEachSetBit { index in
          let basic = columns.symbol(at: index)
          substitute(symbol, with: row, into: basic, bits: bits, stride: stride)
        }
      }
      columns.attachMatrix(matrix)
    }
    if undoLog != nil, savedObjective == nil { savedObjective = objective }
    objective.substitute(symbol, with: row)
    if let coefficient = artificial?.cells.removeValue(forKey: symbol) {
      artificial!.insert(row, coefficient)
    }
  }

  /// One row of ``substitute(_:with:)``: `basic`'s, which holds `symbol`. The column index is
  /// written through `bits` (the matrix, detached, `stride` words a column) when it is a
  /// matrix, through ``columns`` when hashed (`bits` nil).
  @inline(__always)
  private mutating func substitute(
    _ symbol: Symbol, with row: Row, into basic: Symbol,
    bits: UnsafeMutableBufferPointer<UInt64>?, stride: Int
  ) {
    recordForUndo(basic)
    noteValueChange(basic)
    // Taken out of the array while it changes, so each cell is one probe of a uniquely held
    // table rather than a trip through the array and the optional.
    var target = rows[basic.index].take()!
    let coefficient = target.cells.removeValue(forKey: symbol)!
    target.constant += coefficient * row.constant
    let word = basic.index >> 6
    let mask = UInt64(1) &<< UInt64(basic.index & 63)
    target.cells.add(row.cells, times: coefficient) { other, change in
      switch change {
      case .inserted:
        if let bits {
          bits[other.index &* stride &+ word] |= mask
        } else {
          columns.insert(basic, into: other.index)
        }
      case .removed:
        if let bits {
          bits[other.index &* stride &+ word] &= ~mask
        } else {
          columns.remove(basic, from: other.index)
        }
      case .updated, .unchanged: break
      }
    }
    if basic.isRestricted && target.constant < 0 { infeasible.append(basic) }
    rows[basic.index] = target
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
    for basic in columns.members(symbol.index) {
      recordForUndo(basic)
      rows[basic.index]!.cells[symbol] = nil
    }
    columns.clear(symbol.index)
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
        for (symbol, _) in current.cells { columns.remove(basic, from: symbol.index) }
      }
      rows[basic.index] = old
      if let old {
        for (symbol, _) in old.cells { columns.insert(basic, into: symbol.index) }
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

  /// Keeps the row's before-image while a change may be rolled back (the check inlined in
  /// the hot loops; the recording, rare, is not).
  @inline(__always)
  private mutating func recordForUndo(_ basic: Symbol) {
    if undoLog != nil { recordImage(basic) }
  }

  private mutating func recordImage(_ basic: Symbol) {
    guard undoLog!.recorded.insert(basic) else { return }
    undoLog!.images.append((basic, rows[basic.index]))
  }

  // MARK: Reading

  /// The value of a symbol in the current basic solution: its row's constant, or 0 when it is
  /// parametric.
  func value(of symbol: Symbol) -> Double { rows[symbol.index]?.constant ?? 0 }
}
