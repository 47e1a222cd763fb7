/// The primal and dual simplex over the tableau.
///
/// Pivot rules: the entering symbol is the one with the steepest reduced cost at the highest
/// level that has any (Dantzig's rule), ties broken by the smallest index; the leaving row is
/// the smallest ratio, ties by the smallest index. Cassowary tableaus are very degenerate, so
/// after a run of pivots that gain nothing the rules switch to Bland's (smallest index
/// everywhere), which cannot cycle. Every choice is deterministic.
extension Tableau {
  /// Which objective a primal optimization minimizes.
  enum Goal {
    /// The constraints' errors, level by level.
    case layout
    /// Phase one: the artificial variable of a constraint being added.
    case artificial
  }

  /// A symbol chosen to enter the basis and whether it increases (restricted symbols always
  /// do; a free external symbol may move either way).
  struct Entering {
    var symbol: Symbol
    var increases: Bool
  }

  /// Primal simplex: pivots until no symbol's reduced cost is negative. The tableau must be
  /// feasible (every restricted basic symbol at least 0), and stays so.
  /// - Throws: ``SolverError/internalError(_:)`` if the objective is unbounded or the pivots
  ///   do not end (neither can happen with consistent input; it is reported, never looped).
  mutating func optimize(_ goal: Goal) throws(SolverError) {
    var degenerateStreak = 0
    var pivots = 0
    let limit = 1000 + 50 * symbolCapacity
    while let entering = enteringSymbol(goal, bland: degenerateStreak > 64) {
      guard let leaving = leavingRow(for: entering, bland: degenerateStreak > 64) else {
        throw .internalError("the objective is unbounded along \(entering.symbol.kind)")
      }
      degenerateStreak = abs(row(leaving)!.constant) < Row.epsilon ? degenerateStreak + 1 : 0
      pivot(entering: entering.symbol, leaving: leaving)
      pivots += 1
      if pivots > limit { throw .internalError("the simplex made no progress in \(limit) pivots") }
    }
  }

  /// Dual simplex: restores feasibility after constants changed (a new suggestion), keeping
  /// the objective optimal.
  mutating func dualOptimize() throws(SolverError) {
    var pivots = 0
    let limit = 1000 + 50 * symbolCapacity
    while !infeasible.isEmpty {
      // Smallest index first: the queue's order came from set iteration.
      let position = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
      let leaving = infeasible.remove(at: position)
      guard let row = row(leaving), row.constant < -Row.epsilon else { continue }
      guard let entering = dualEnteringSymbol(row) else {
        throw .internalError("the dual simplex found no entering symbol")
      }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > limit { throw .internalError("the dual simplex made no progress") }
    }
  }

  // MARK: Choosing pivots

  private func enteringSymbol(_ goal: Goal, bland: Bool) -> Entering? {
    switch goal {
    case .artificial:
      guard let artificial else { return nil }
      return steepest(in: artificial, bland: bland) { _ in true }
    case .layout:
      let levels = objective.levels
      for (depth, level) in levels.enumerated() {
        // A symbol whose cost is non-zero at a higher level was decided there.
        let choice = steepest(in: level.row, bland: bland) { symbol in
          for higher in levels[..<depth]
          where abs(higher.row.coefficient(for: symbol)) >= Row.epsilon {
            return false
          }
          return true
        }
        if let choice { return choice }
      }
      return nil
    }
  }

  /// The most improving symbol of one objective row (Dantzig), or the smallest improving index
  /// (Bland). Restricted symbols improve when their cost is negative; a free external symbol
  /// improves when its cost is non-zero, moving against the sign. Dummies never enter.
  ///
  /// Until issue 16 the sparsest column came first and the gain second, to keep fill-in low;
  /// the steepest gain first takes fewer pivots (enaml's first update: 40 → 26) and its
  /// optimum differs only where the optimum is not unique at the pixel (two labels of one
  /// corpus file move by a third of a point, no agreement figure moves: Performance.md).
  private func steepest(in row: Row, bland: Bool, isEligible: (Symbol) -> Bool) -> Entering? {
    var best: Entering?
    var bestGain = 0.0
    for (symbol, cost) in row.cells {
      let gain: Double
      if symbol.isExternal {
        gain = abs(cost)
      } else if symbol.isPivotable {
        gain = -cost
      } else {
        continue
      }
      guard gain > Row.epsilon, isEligible(symbol) else { continue }
      let isBetter: Bool
      if let current = best {
        isBetter =
          bland
          ? symbol < current.symbol
          : gain > bestGain || (gain == bestGain && symbol < current.symbol)
      } else {
        isBetter = true
      }
      if isBetter {
        best = Entering(symbol: symbol, increases: !(symbol.isExternal && cost > 0))
        bestGain = gain
      }
    }
    return best
  }

  /// The restricted row that first hits 0 as `entering` moves: the ratio test, over the rows
  /// that contain it only.
  private func leavingRow(for entering: Entering, bland: Bool) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    forEachRow(containing: entering.symbol) { basic in
      guard basic.isRestricted, let ratio = ratio(of: row(basic)!, as: entering) else { return }
      if ratio < bestRatio - Row.epsilon
        || (abs(ratio - bestRatio) <= Row.epsilon && basic < best!)
      {
        best = basic
        bestRatio = min(ratio, bestRatio)
      }
    }
    return best
  }

  /// The symbol phase one would make basic in its first pivot, when that pivot is its last:
  /// the artificial row itself leaves, its ratio below every other row's by more than
  /// ``Row/epsilon`` (so no tie, in whatever order the column is visited). Solving `row` for
  /// that symbol directly then gives the tableau phase one would leave (the same cells and
  /// constants; the artificial variable erased), without its artificial row, undo log and
  /// objective. Nil when phase one would need more than that pivot.
  func phaseOneSinglePivot(_ row: Row) -> Symbol? {
    guard let entering = steepest(in: row, bland: false, isEligible: { _ in true }) else {
      return nil
    }
    // The artificial row: `artificial = row`, restricted, so its ratio is the row's own.
    guard let artificialRatio = ratio(of: row, as: entering) else { return nil }
    let tied = firstRow(containing: entering.symbol) { basic in
      guard basic.isRestricted, let ratio = ratio(of: self.row(basic)!, as: entering) else {
        return false
      }
      return !(artificialRatio < ratio - Row.epsilon)
    }
    return tied == nil ? entering.symbol : nil
  }

  /// Phase one's first entering symbol when the artificial row ties for the smallest ratio
  /// (``phaseOneSinglePivot(_:)`` takes it only when it is alone there): solving `row` for it
  /// keeps every restricted row at 0 or above, the tied ones at 0. Phase one would pivot a
  /// tied row out first (ties go to the smaller index, and the artificial symbol is the
  /// newest) and go on pivoting to another basis; this one is as feasible, reached in one
  /// substitution with no artificial row, undo log or objective (enaml: 3 of the 9 phase-one
  /// runs that ``phaseOneSinglePivot(_:)`` left, Performance.md). Nil when the symbol would take any restricted row below 0,
  /// round-off included: phase one runs then.
  ///
  /// Not any symbol that keeps the tableau feasible: taking the smallest index, or the
  /// sparsest column, among all of them saves as much on enaml but leaves
  /// `grid_4x25_editfirst` a basis whose first optimization takes 297 pivots instead of 76
  /// (6.5 times its instructions).
  func feasibleSubject(_ row: Row) -> Symbol? {
    guard let entering = steepest(in: row, bland: false, isEligible: { _ in true }),
      let artificialRatio = ratio(of: row, as: entering)
    else { return nil }
    let closer = firstRow(containing: entering.symbol) { basic in
      guard basic.isRestricted, let ratio = ratio(of: self.row(basic)!, as: entering) else {
        return false
      }
      return !(artificialRatio <= ratio)
    }
    guard closer == nil else { return nil }
    // The subject's value once solved (see `Row.solve(for:)`) and each restricted row's
    // constant after the substitution, computed as they will be.
    let value = row.constant * (-1 / row.coefficient(for: entering.symbol))
    let driven = firstRow(containing: entering.symbol) { basic in
      guard basic.isRestricted else { return false }
      let held = self.row(basic)!
      return held.constant + held.coefficient(for: entering.symbol) * value < 0
    }
    return driven == nil ? entering.symbol : nil
  }

  /// How far `entering` moves before the restricted `row` hits 0 (the ratio test's ratio);
  /// nil when the move does not bring the row towards 0.
  private func ratio(of row: Row, as entering: Entering) -> Double? {
    let rate = row.coefficient(for: entering.symbol) * (entering.increases ? 1 : -1)
    return rate < 0 ? -row.constant / rate : nil
  }

  /// For an infeasible row, the symbol whose entry keeps the objective optimal: the smallest
  /// lexicographic ratio of reduced cost to coefficient. A free external symbol in the row can
  /// always fix it at no cost.
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestRate = 1.0
    for (symbol, coefficient) in row.cells {
      if symbol.isExternal {
        guard abs(coefficient) >= Row.epsilon else { continue }
      } else if !(symbol.isPivotable && coefficient > 0) {
        continue
      }
      let rate = abs(coefficient)
      if let current = best {
        let cheaper = objective.isCheaper(symbol, by: rate, than: current, by: bestRate)
        let dearer = objective.isCheaper(current, by: bestRate, than: symbol, by: rate)
        guard cheaper || (!dearer && symbol < current) else { continue }
      }
      best = symbol
      bestRate = rate
    }
    return best
  }

  /// For removing a constraint whose marker is parametric: the row to pivot the marker into.
  /// Prefers a restricted row where the marker has a negative coefficient (smallest ratio),
  /// then a restricted row with a positive one, then any external row, as kiwi does.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    for basic in rowsContaining(marker).sorted() {
      let row = row(basic)!
      let coefficient = row.coefficient(for: marker)
      if basic.isExternal {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = basic
        }
      }
    }
    return first ?? second ?? third
  }
}
