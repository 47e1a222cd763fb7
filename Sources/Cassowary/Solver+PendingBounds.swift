/// Required bounds that wait out of the tableau while they hold (see ``PendingBounds``).
extension Solver {
  /// The bound `constraint` can wait as, if any: a required inequality on one variable that
  /// no definition places, holding where the tableau stands while every other pending bound
  /// holds too. Then the tableau's solution satisfies every required constraint, so the
  /// constraint is satisfiable with them (as an add must check) without being a row.
  mutating func pendingBound(_ constraint: Constraint, _ reduced: [Term]) -> PendingBounds.Bound? {
    guard defersBounds, constraint.priority.isRequired, constraint.relation != .equal,
      reduced.count == 1, definitions[reduced[0].variable] == nil
    else { return nil }
    let term = reduced[0]
    let symbol = externalSymbol(for: term.variable)
    let bound = PendingBounds.Bound(
      constraint: constraint, symbol: symbol, coefficient: term.coefficient,
      constant: constraint.expression.constant, relation: constraint.relation, order: nextOrder)
    guard bound.margin(at: tableau.value(of: symbol)) > -Row.epsilon, pendingBoundsHold() else {
      return nil
    }
    return bound
  }

  /// Whether every pending bound holds in the tableau's solution. Only the bounds on
  /// variables whose value changed since the last reading can have broken; when none has,
  /// the changes are forgotten.
  mutating func pendingBoundsHold() -> Bool {
    for symbol in tableau.changedWatched
    where pendingBounds.breaks(symbol, at: tableau.value(of: symbol), tolerance: Row.epsilon) {
      return false
    }
    tableau.clearChangedWatched()
    return true
  }

  /// Enters the pending bounds the tableau's solution breaks, earliest added first, until it
  /// breaks none.
  ///
  /// `culprit` is the required constraint just added, when there is one: the required
  /// constraints held together before it, so a bound refused now is refused because of it,
  /// and the add is undone (the tableau rebuilt without it) and reported as a conflict that
  /// names the bound. With no culprit (a solve after optional adds, removals or suggestions)
  /// the required constraints are unchanged, and a refusal is a bug.
  mutating func insertPendingBounds(blaming culprit: Constraint?) throws(SolverError) {
    while !tableau.changedWatched.isEmpty {
      var broken: [PendingBounds.Bound] = []
      for symbol in tableau.changedWatched {
        pendingBounds.collectBroken(
          on: symbol, at: tableau.value(of: symbol), tolerance: Row.epsilon, into: &broken)
      }
      tableau.clearChangedWatched()
      guard !broken.isEmpty else { return }
      broken.sort { $0.order < $1.order }
      for bound in broken
      where pendingBounds.contains(bound.constraint)
        && bound.margin(at: tableau.value(of: bound.symbol)) <= -Row.epsilon
      {
        try enterPendingBound(bound, blaming: culprit)
      }
    }
  }

  /// Enters every pending bound that sits at its limit in the tableau's solution (within
  /// ``Row/epsilon``), then solves: the ambiguity analysis reads the tableau alone, and a
  /// bound at its limit stops a variable moving one way. A bound with room to spare does not
  /// change which directions are open.
  mutating func insertActivePendingBounds() throws(SolverError) {
    guard !pendingBounds.isEmpty else { return }
    let active = pendingBounds.all.filter {
      $0.margin(at: tableau.value(of: $0.symbol)) < Row.epsilon
    }
    guard !active.isEmpty else { return }
    for bound in active { try enterPendingBound(bound, blaming: nil) }
    try solve()
  }

  /// Takes the constraint's bound out of the pending ones, and stops watching its variable
  /// when no other bound names it; nil when the constraint is not pending.
  @discardableResult
  mutating func removePendingBound(_ constraint: Constraint) -> PendingBounds.Bound? {
    guard let bound = pendingBounds.remove(constraint) else { return nil }
    if !pendingBounds.hasBounds(on: bound.symbol) { tableau.unwatch(bound.symbol) }
    return bound
  }

  private mutating func enterPendingBound(
    _ bound: PendingBounds.Bound, blaming culprit: Constraint?
  ) throws(SolverError) {
    let constraint = bound.constraint
    removePendingBound(constraint)
    let reduced = Self.reducedTerms(constraint.expression)
    switch try enter(constraint, reduced, externalsBefore: externals.count) {
    case .entered(let marker, let other):
      record(constraint, marker: marker, other: other, order: bound.order)
    case .refused(let certificate, let marker, let other):
      discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externals.count)
      guard let culprit else {
        throw .internalError("a pending bound broke with no new required constraint")
      }
      records[ObjectIdentifier(culprit)] = nil
      let conflicts = conflictingConstraints(certificate, with: culprit, alsoNaming: constraint)
      // The bound's record is unchanged (it waits again in the rebuilt solver).
      try rebuild(without: culprit)
      throw .unsatisfiableConstraint(culprit, conflictingWith: conflicts)
    }
  }
}
