/// An incremental linear constraint solver with UIKit's priority model.
///
/// The algorithm is Cassowary's (Badros, Borning & Stuckey 2001), the one behind kiwi and
/// Apple's Auto Layout engine: constraints become rows of a simplex tableau in which
/// inequalities carry a *slack* and optional constraints *error* symbols that the objective
/// minimizes. Adding or removing a constraint pivots only what it touches; moving an edit
/// variable (a window size) is re-solved with the dual simplex.
///
/// What differs from kiwi:
/// - priorities are strict levels (see ``Priority``): the objective is lexicographic;
/// - a refused constraint leaves the solver exactly as it was, and names the required
///   constraints it conflicts with (a smallest such set);
/// - the tableau indexes the rows holding each symbol, so work follows what changes;
/// - required equalities carry no *dummy* marker (see ``tracksEqualities``), so a chain of
///   views stays a chain of short rows and adding it is linear, not quadratic;
/// - a required equality that places a variable nothing else names yet stays out of the
///   tableau as that variable's definition (see ``Definitions``), so a chain of labels, whose
///   heights the objective decides, is linear too;
/// - a required bound on one variable (`width >= 0`) that holds where the tableau stands stays
///   out of it until a solve finds it broken (see ``PendingBounds``), so a screen's system
///   needs no phase one for the bounds that never bind;
/// - ``isUniquelyDetermined(_:)`` tells whether a variable could move without changing the
///   optimum (UIKit's ambiguous layout).
///
/// `Solver` is a value: copying it is cheap and gives an independent solver.
public struct Solver: Sendable {
  struct ConstraintRecord {
    let constraint: Constraint
    /// The slack or error that identifies the constraint's row; nil for a required equality
    /// when equalities are not tracked.
    let marker: Symbol?
    let other: Symbol?
    let order: Int
  }

  struct ExternalVariable {
    let variable: Variable
    let symbol: Symbol
    var value: Double
  }

  struct DetachedValue {
    let variable: Variable
    let value: Double
  }

  struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var suggestion: Double
  }

  var tableau = Tableau()
  var records = ConstraintTable()
  /// The constraint that owns each marker and error symbol (to name conflicts), by symbol
  /// index: an array, not a `Dictionary` hashing symbols with SipHash (see ``owner(of:)``).
  var owners: [ObjectIdentifier?] = []
  var externals: [ExternalVariable] = []
  var externalIndex = IdentityTable()
  /// Values of variables that left the solver through ``reset()``: kept until re-added. Each
  /// entry holds its variable, so a later variable allocated at a freed address cannot inherit
  /// another's value.
  var detachedValues: [ObjectIdentifier: DetachedValue] = [:]
  var edits: [ObjectIdentifier: EditRecord] = [:]
  var nextOrder = 0
  /// How much a refusal explains; scratch solvers explain less, so they never recurse.
  var conflictExplanation = ConflictExplanation.smallest
  /// Whether required equalities carry a dummy marker, as in kiwi.
  ///
  /// A dummy is a column fixed at 0 that records, in every row, how much the row depends on
  /// its equality. Along a chain (each view placed below the previous one) row *n* depends on
  /// all *n* equalities above it, so the rows grow with the chain and adding it costs the
  /// square of its length (kiwi takes 9 s for 5000 views). Without dummies the rows stay
  /// short. What dummies were for is done another way: removing a required equality
  /// rebuilds the tableau from the remaining constraints (linear, and rare in layout: sizes
  /// change through edit variables), and naming a conflict replays the few constraints
  /// connected to it in a scratch solver that does track them (only when an add fails).
  var tracksEqualities = false
  /// Whether constraints changed since the objective was last minimized (see ``solve()``).
  var needsOptimization = false
  /// The last ambiguity analysis, reused while the tableau's structure holds.
  var ambiguityMemo: AmbiguityMemo?
  /// Required equalities kept out of the tableau (see ``Definitions``).
  var definitions = Definitions()
  /// Required bounds kept out of the tableau while they hold (see ``PendingBounds``).
  var pendingBounds = PendingBounds()
  /// Whether bounds may wait out of the tableau; tests compare with `false`, which enters
  /// every constraint as kiwi does.
  var defersBounds = true

  public init() {}

  // MARK: Constraints

  /// Adds a constraint and re-solves.
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` when a required
  ///   constraint cannot hold with the required constraints already there (nothing changes);
  ///   ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
  ///   ``SolverError/invalidStrength(priority:weight:)``.
  /// - Complexity: proportional to the rows that hold the symbols the constraint touches, and
  ///   the pivots needed to re-optimize (usually a few).
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    let id = ObjectIdentifier(constraint)
    guard records[id] == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraint.priority.isValid, constraint.weight.isFinite, constraint.weight >= 0 else {
      throw .invalidStrength(priority: constraint.priority, weight: constraint.weight)
    }
    let reduced = Self.reducedTerms(constraint.expression)
    if let defined = definableVariable(constraint, reduced) {
      define(defined, by: constraint, terms: reduced)
      record(constraint, marker: nil, other: nil, order: nextOrder)
      nextOrder += 1
      return
    }
    let externalsBefore = externals.count
    if let bound = pendingBound(constraint, reduced) {
      pendingBounds.insert(bound)
      tableau.watch(bound.symbol)
      record(constraint, marker: nil, other: nil, order: nextOrder)
      nextOrder += 1
      return
    }
    switch try enter(constraint, reduced, externalsBefore: externalsBefore) {
    case .refused(let certificate, let marker, let other):
      let conflicts = conflictingConstraints(certificate, with: constraint)
      discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externalsBefore)
      throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts)
    case .entered(let marker, let other):
      record(constraint, marker: marker, other: other, order: nextOrder)
      nextOrder += 1
    }
    // The tableau's solution moved: a pending bound it now breaks is entered at once, so that
    // a required constraint the bounds refuse is refused here, as it would be were they rows.
    if constraint.priority.isRequired && !pendingBounds.isEmpty {
      try insertPendingBounds(blaming: constraint)
    }
  }

  /// What ``enter(_:_:externalsBefore:)`` did.
  enum Entry {
    case entered(marker: Symbol?, other: Symbol?)
    /// The tableau is as it was; the markers made for the row are still to be released.
    case refused(certificate: [Symbol], marker: Symbol?, other: Symbol?)
  }

  /// Makes the constraint's row part of the tableau, keeping it feasible; `reduced` is its
  /// expression's ``reducedTerms(_:)``. Records nothing.
  /// - Throws: ``SolverError/internalError(_:)`` if phase one fails (its symbols released).
  mutating func enter(
    _ constraint: Constraint, _ reduced: [Term], externalsBefore: Int
  ) throws(SolverError) -> Entry {
    let (terms, constant) = expandingDefinitions(
      reduced, constant: constraint.expression.constant)
    var row = Row(constant: constant)
    for term in terms {
      let symbol = externalSymbol(for: term.variable)
      if let basicRow = tableau.row(symbol) {
        row.insert(basicRow, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let (marker, other) = addMarkers(to: &row, for: constraint)
    // A non-negative constant lets a new slack or error with a negative coefficient be the
    // subject without making its row infeasible.
    if row.constant < 0 { row.reverseSign() }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      tableau.makeBasic(subject, solving: consume row)
    } else if row.isAllDummies {
      // The constraint reduces to `constant == 0` over required equalities: true makes it
      // redundant, false contradicts the equalities (whose dummies are left in the row when
      // they are tracked).
      guard abs(row.constant) < Row.epsilon else {
        return .refused(certificate: Array(row.cells.keys), marker: marker, other: other)
      }
      if let marker {
        tableau.makeBasic(marker, solving: consume row)
      }
    } else if let subject = tableau.phaseOneSinglePivot(row) {
      // Phase one would end in one pivot on this symbol: the same tableau, made directly.
      tableau.makeBasic(subject, solving: consume row)
    } else if let subject = tableau.feasibleSubject(row) {
      // Phase one's first pivot, tied with another row: a feasible tableau all the same.
      tableau.makeBasic(subject, solving: consume row)
    } else {
      let certificate: [Symbol]?
      do {
        certificate = try addWithArtificialVariable(row)
      } catch {
        discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externalsBefore)
        throw error
      }
      if let certificate {
        return .refused(certificate: certificate, marker: marker, other: other)
      }
    }
    // Subjects are chosen to keep every restricted row at 0 or above; anything queued as
    // infeasible on the way is round-off.
    tableau.infeasible.removeAll()
    needsOptimization = true
    return .entered(marker: marker, other: other)
  }

  /// Records an entered constraint and the symbols it owns.
  mutating func record(_ constraint: Constraint, marker: Symbol?, other: Symbol?, order: Int) {
    let id = ObjectIdentifier(constraint)
    records[id] = ConstraintRecord(
      constraint: constraint, marker: marker, other: other, order: order)
    if let marker { setOwner(id, of: marker) }
    if let other { setOwner(id, of: other) }
  }

  /// Removes a constraint and re-solves; the solution is what it would be had the constraint
  /// never been added.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  /// - Complexity: the rows holding the constraint's symbols, plus re-optimization; for an
  ///   untracked required equality, a rebuild from the remaining constraints.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    let id = ObjectIdentifier(constraint)
    guard let record = records[id] else { throw .unknownConstraint(constraint) }
    if removePendingBound(constraint) != nil {
      // Never entered: the tableau holds nothing of it.
      records[id] = nil
      return
    }
    guard let marker = record.marker else {
      try rebuild(without: constraint)
      return
    }
    records[id] = nil
    if !constraint.priority.isRequired,
      let level = tableau.objective.levelIndex(constraint.priority.value)
    {
      // Take the constraint's errors out of the objective.
      for symbol in [marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
        if let row = tableau.row(symbol) {
          tableau.objective.insert(row, -constraint.weight, level: level)
        } else {
          tableau.objective.insert(symbol, -constraint.weight, level: level)
        }
      }
    }
    if tableau.isBasic(marker) {
      tableau.removeRow(marker)
    } else if let leaving = tableau.markerLeavingRow(marker) {
      tableau.pivot(entering: marker, leaving: leaving)
      tableau.removeRow(marker)
    }
    for symbol in [marker, record.other].compactMap({ $0 }) {
      // Both should be gone by now; clear round-off before the slots are reused.
      if tableau.isBasic(symbol) { tableau.removeRow(symbol) }
      tableau.eraseColumn(symbol)
      tableau.releaseSymbol(symbol)
      setOwner(nil, of: symbol)
    }
    if !constraint.priority.isRequired { tableau.objective.releaseLevel(constraint.priority.value) }
    tableau.infeasible.removeAll()
    needsOptimization = true
  }

  /// Replaces the tableau by one built from every constraint but `removed`, in the order they
  /// were added, with the same edit variables and suggestions. Variables stay known and keep
  /// their values until the next update.
  mutating func rebuild(without removed: Constraint) throws(SolverError) {
    var fresh = Solver()
    fresh.conflictExplanation = conflictExplanation
    fresh.tracksEqualities = tracksEqualities
    fresh.defersBounds = defersBounds
    fresh.detachedValues = detachedValues
    // A defined variable is defined again by the replay (or enters the tableau): its value
    // waits in the detached values meanwhile.
    for definition in definitions.list {
      fresh.detachedValues[ObjectIdentifier(definition.variable)] = DetachedValue(
        variable: definition.variable, value: definition.value)
    }
    for external in externals {
      _ = fresh.externalSymbol(for: external.variable)
      fresh.externals[fresh.externals.count - 1].value = external.value
    }
    let editsByConstraint = Dictionary(
      uniqueKeysWithValues: edits.values.map {
        (ObjectIdentifier($0.constraint), $0)
      })
    for record in records.values.sorted(by: { $0.order < $1.order })
    where record.constraint !== removed {
      try fresh.add(record.constraint)
      if let edit = editsByConstraint[ObjectIdentifier(record.constraint)] {
        fresh.edits[ObjectIdentifier(edit.variable)] = EditRecord(
          variable: edit.variable, constraint: edit.constraint, suggestion: 0)
        try fresh.suggestValue(edit.suggestion, for: edit.variable)
      }
    }
    // A variable whose definition was removed stays known (free: 0 from the next update).
    for definition in definitions.list where fresh.definitions[definition.variable] == nil {
      _ = fresh.externalSymbol(for: definition.variable)
    }
    self = fresh
  }

  /// The constraint that owns a marker or error symbol, if any.
  func owner(of symbol: Symbol) -> ObjectIdentifier? {
    symbol.index < owners.count ? owners[symbol.index] : nil
  }

  mutating func setOwner(_ owner: ObjectIdentifier?, of symbol: Symbol) {
    if symbol.index >= owners.count {
      guard owner != nil else { return }
      if owners.isEmpty { owners.reserveCapacity(128) }
      while owners.count <= symbol.index { owners.append(nil) }
    }
    owners[symbol.index] = owner
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints included).
  public var constraints: [Constraint] {
    records.values.sorted { $0.order < $1.order }.map(\.constraint)
  }

  // MARK: Values

  /// Minimizes the objective now if constraints changed since it last was.
  ///
  /// `add` and `remove` keep the tableau feasible (every required constraint holds) but leave
  /// the optimization to whoever next needs the optimum: ``updateVariables()``,
  /// ``suggestValue(_:for:)``, ``isUniquelyDetermined(_:)``, ``weightedErrors()``. A batch of
  /// adds is then optimized once, not once per add, as Apple's engine defers its work to the
  /// next layout pass. When a long run of optional constraints all pull on one free variable
  /// (a window width not yet pinned), optimizing after every add would re-pivot every row that
  /// depends on it each time; optimizing once does it once.
  /// - Throws: ``SolverError/internalError(_:)`` if the simplex fails (a bug, never expected).
  ///
  /// A pending bound (see ``PendingBounds``) the optimum breaks is then entered and the
  /// objective minimized again, until the optimum breaks none: it is then the optimum with
  /// every bound entered, since the bounds left out hold there.
  public mutating func solve() throws(SolverError) {
    while true {
      if needsOptimization {
        try tableau.optimize(.layout)
        needsOptimization = false
      }
      guard !pendingBounds.isEmpty, !tableau.changedWatched.isEmpty else { return }
      try insertPendingBounds(blaming: nil)
      guard needsOptimization else { return }
    }
  }

  /// Solves (see ``solve()``) and copies the solution into the values ``value(of:)`` reports.
  /// As in kiwi, values change only here, so a caller decides when a batch of changes becomes
  /// visible.
  /// - Throws: ``SolverError/internalError(_:)`` if the simplex fails (a bug, never expected);
  ///   the values are then left as they were.
  public mutating func updateVariables() throws(SolverError) {
    try solve()
    // Through one buffer: indexing the array checked its uniqueness once per variable (a
    // call each) once `solve` grew past what the optimizer inlines.
    let tableau = self.tableau
    externals.withUnsafeMutableBufferPointer { externals in
      for index in externals.indices {
        externals[index].value = tableau.value(of: externals[index].symbol)
      }
    }
    updateDefinitionValues()
  }

  /// The variable's value as of the last ``updateVariables()`` (0 for a variable never solved).
  public func value(of variable: Variable) -> Double {
    let id = ObjectIdentifier(variable)
    if let index = externalIndex[id] { return externals[index].value }
    if let position = definitions[variable] { return definitions.list[position].value }
    return detachedValues[id]?.value ?? 0
  }

  /// Where ``value(of:slot:)`` last found a variable's value: its position among the external
  /// variables or the definitions. A caller that reads the same variables after every update
  /// (a layout engine reading every frame) keeps one per variable and skips the hash probe
  /// per read; a slot that no longer names its variable is found again, so it is never wrong.
  public struct ValueSlot: Sendable {
    enum Place: Sendable {
      case unknown
      case external(Int)
      case definition(Int)
    }
    var place = Place.unknown

    /// A slot that knows nothing yet: the first read probes.
    public init() {}
  }

  /// The variable's value as ``value(of:)`` reports it, read through `slot` (updated when it
  /// no longer holds the variable).
  public func value(of variable: Variable, slot: inout ValueSlot) -> Double {
    let id = ObjectIdentifier(variable)
    switch slot.place {
    case .external(let index)
    where index < externals.count && ObjectIdentifier(externals[index].variable) == id:
      return externals[index].value
    case .definition(let position)
    where position < definitions.list.count
      && ObjectIdentifier(definitions.list[position].variable) == id:
      return definitions.list[position].value
    default:
      break
    }
    if let index = externalIndex[id] {
      slot.place = .external(index)
      return externals[index].value
    }
    if let position = definitions[variable] {
      slot.place = .definition(position)
      return definitions.list[position].value
    }
    slot.place = .unknown
    return detachedValues[id]?.value ?? 0
  }

  /// The expression's value over the variables' values as of the last update.
  public func value(of expression: LinearExpression) -> Double {
    expression.value { value(of: $0) }
  }

  /// A variable's value in the current solution, before any ``updateVariables()``.
  func currentValue(of variable: Variable) -> Double {
    guard let index = externalIndex[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: externals[index].symbol)
  }

  /// Drops every constraint and edit variable; variables keep their last values.
  public mutating func reset() {
    var detached = detachedValues
    for external in externals {
      detached[ObjectIdentifier(external.variable)] = DetachedValue(
        variable: external.variable, value: external.value)
    }
    for definition in definitions.list {
      detached[ObjectIdentifier(definition.variable)] = DetachedValue(
        variable: definition.variable, value: definition.value)
    }
    var fresh = Solver()
    fresh.detachedValues = detached
    fresh.conflictExplanation = conflictExplanation
    fresh.tracksEqualities = tracksEqualities
    fresh.defersBounds = defersBounds
    self = fresh
  }

  /// How far the optional constraints are from holding in the current solution, per priority
  /// level in use (highest first): the sum over the level's constraints of weight × error,
  /// where the error is the distance by which the relation fails. This is the objective the
  /// solver minimizes, level by level; required constraints always hold, so have no entry.
  /// Solves first (no ``updateVariables()`` needed).
  public mutating func weightedErrors() throws(SolverError) -> [(priority: Priority, error: Double)]
  {
    try solve()
    var sums: [Double: Double] = [:]
    var suggestions: [ObjectIdentifier: Double] = [:]
    for edit in edits.values { suggestions[ObjectIdentifier(edit.constraint)] = edit.suggestion }
    let defined = currentDefinitionValues()
    func valueNow(_ variable: Variable) -> Double {
      definitions[variable].map { defined[$0] } ?? currentValue(of: variable)
    }
    // Summed in the order the constraints were added: floating-point addition is not
    // associative, and a dictionary's order changes from process to process.
    for record in records.values.sorted(by: { $0.order < $1.order })
    where !record.constraint.priority.isRequired {
      let constraint = record.constraint
      // An edit constraint reads `variable == suggestion`; its expression holds the variable.
      let suggestion = suggestions[ObjectIdentifier(constraint)] ?? 0
      let value = constraint.expression.value(valueNow) - suggestion
      let error: Double
      switch constraint.relation {
      case .equal: error = abs(value)
      case .lessThanOrEqual: error = max(0, value)
      case .greaterThanOrEqual: error = max(0, -value)
      }
      sums[constraint.priority.value, default: 0] += constraint.weight * error
    }
    return sums.sorted { $0.key > $1.key }.map { (Priority($0.key), $0.value) }
  }
}
