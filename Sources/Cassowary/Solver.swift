/// An incremental linear constraint solver with UIKit's priority model.
///
/// The algorithm is Cassowary's (Badros, Borning & Stuckey 2001), the one behind kiwi and
/// Apple's Auto Layout engine: constraints become rows of a simplex tableau in which required
/// equalities carry a *dummy* marker, inequalities a *slack*, and optional constraints *error*
/// symbols that the objective minimizes. Adding or removing a constraint pivots only what it
/// touches; moving an edit variable (a window size) is re-solved with the dual simplex.
///
/// What differs from kiwi:
/// - priorities are strict levels (see ``Priority``): the objective is lexicographic;
/// - a refused constraint leaves the solver exactly as it was, and names the required
///   constraints it conflicts with (a smallest such set);
/// - the tableau indexes the rows holding each symbol, so work follows what changes;
/// - ``isUniquelyDetermined(_:)`` tells whether a variable could move without changing the
///   optimum (UIKit's ambiguous layout).
///
/// `Solver` is a value: copying it is cheap and gives an independent solver.
public struct Solver: Sendable {
  struct ConstraintRecord {
    let constraint: Constraint
    let marker: Symbol
    let other: Symbol?
    let order: Int
  }

  struct ExternalVariable {
    let variable: Variable
    let symbol: Symbol
    var value: Double
  }

  struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var suggestion: Double
  }

  var tableau = Tableau()
  var records: [ObjectIdentifier: ConstraintRecord] = [:]
  /// The constraint that owns each marker and error symbol (to name conflicts).
  var owners: [Symbol: ObjectIdentifier] = [:]
  var externals: [ExternalVariable] = []
  var externalIndex: [ObjectIdentifier: Int] = [:]
  /// Values of variables that left the solver through ``reset()``: kept until re-added.
  var detachedValues: [ObjectIdentifier: Double] = [:]
  var edits: [ObjectIdentifier: EditRecord] = [:]
  var nextOrder = 0
  /// Off in the scratch solvers that narrow a conflict down, so they do not recurse.
  var explainsConflicts = true

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
    let externalsBefore = externals.count
    var row = Row(constant: constraint.expression.constant)
    for (variable, coefficient) in Self.reducedTerms(constraint.expression) {
      let symbol = externalSymbol(for: variable)
      if let basicRow = tableau.row(symbol) {
        row.insert(basicRow, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let (marker, other) = addMarkers(to: &row, for: constraint)
    // A non-negative constant lets a new slack or error with a negative coefficient be the
    // subject without making its row infeasible.
    if row.constant < 0 { row.reverseSign() }

    if let subject = chooseSubject(row, marker: marker, other: other) {
      row.solve(for: subject)
      tableau.substitute(subject, with: row)
      tableau.insertRow(subject, row)
    } else if row.isAllDummies {
      guard abs(row.constant) < Row.epsilon else {
        // The constraint reduces to `constant == 0` over required equalities: the dummies
        // left in the row are exactly the equalities it contradicts.
        let conflicts = conflictingConstraints(Array(row.cells.keys), with: constraint)
        discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externalsBefore)
        throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts)
      }
      // Redundant: implied by required equalities. Its dummy marker becomes basic.
      row.solve(for: marker)
      tableau.substitute(marker, with: row)
      tableau.insertRow(marker, row)
    } else {
      let certificate: [Symbol]?
      do {
        certificate = try addWithArtificialVariable(row)
      } catch {
        discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externalsBefore)
        throw error
      }
      if let certificate {
        let conflicts = conflictingConstraints(certificate, with: constraint)
        discardFailedAdd(constraint, marker: marker, other: other, externalsBefore: externalsBefore)
        throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts)
      }
    }
    records[id] = ConstraintRecord(constraint: constraint, marker: marker, other: other, order: nextOrder)
    nextOrder += 1
    owners[marker] = id
    if let other { owners[other] = id }
    try tableau.optimize(.layout)
  }

  /// Removes a constraint and re-solves; the solution is what it would be had the constraint
  /// never been added.
  /// - Throws: ``SolverError/unknownConstraint(_:)``.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    let id = ObjectIdentifier(constraint)
    guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(constraint) }
    let marker = record.marker
    if !constraint.priority.isRequired, let level = tableau.objective.levelIndex(constraint.priority.value) {
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
      owners[symbol] = nil
    }
    if !constraint.priority.isRequired { tableau.objective.releaseLevel(constraint.priority.value) }
    try tableau.optimize(.layout)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// The constraints in the solver, in the order they were added (edit constraints included).
  public var constraints: [Constraint] {
    records.values.sorted { $0.order < $1.order }.map(\.constraint)
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: an optional `variable == value` whose value
  /// ``suggestValue(_:for:)`` moves (0 until the first suggestion).
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditVariable(_:)`` for priority 1000,
  ///   ``SolverError/invalidStrength(priority:weight:)``.
  public mutating func addEditVariable(
    _ variable: Variable, priority: Priority, weight: Double = 1
  ) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid, weight.isFinite, weight >= 0 else {
      throw .invalidStrength(priority: priority, weight: weight)
    }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, weight: weight)
    try add(constraint)
    edits[id] = EditRecord(variable: variable, constraint: constraint, suggestion: 0)
  }

  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The edit variables, in no particular order.
  public var editVariables: [Variable] { edits.values.map(\.variable) }

  /// Suggests a value for an edit variable and re-solves with the dual simplex: only the rows
  /// that depend on the variable change, then pivots restore feasibility.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteSuggestion(_:_:)``.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    let record = records[ObjectIdentifier(edit.constraint)]!
    let delta = value - edit.suggestion
    edits[id]!.suggestion = value
    // The edit row reads `variable - suggestion = errorPlus - errorMinus`: moving the
    // suggestion by delta moves every row by delta times its coefficient of errorPlus.
    if tableau.isBasic(record.marker) {
      if tableau.addToConstant(record.marker, -delta) < 0 { tableau.infeasible.append(record.marker) }
    } else if let other = record.other, tableau.isBasic(other) {
      if tableau.addToConstant(other, delta) < 0 { tableau.infeasible.append(other) }
    } else {
      for basic in tableau.rowsContaining(record.marker) {
        let coefficient = tableau.row(basic)!.coefficient(for: record.marker)
        if tableau.addToConstant(basic, delta * coefficient) < 0 && basic.isRestricted {
          tableau.infeasible.append(basic)
        }
      }
    }
    try tableau.dualOptimize()
  }

  // MARK: Values

  /// Copies the current solution into the values ``value(of:)`` reports. As in kiwi, values
  /// change only here, so a caller decides when a batch of changes becomes visible.
  public mutating func updateVariables() {
    for index in externals.indices {
      externals[index].value = tableau.value(of: externals[index].symbol)
    }
  }

  /// The variable's value as of the last ``updateVariables()`` (0 for a variable never solved).
  public func value(of variable: Variable) -> Double {
    let id = ObjectIdentifier(variable)
    if let index = externalIndex[id] { return externals[index].value }
    return detachedValues[id] ?? 0
  }

  /// The expression's value over the variables' values as of the last update.
  public func value(of expression: LinearExpression) -> Double {
    expression.value { value(of: $0) }
  }

  /// Drops every constraint and edit variable; variables keep their last values.
  public mutating func reset() {
    var detached = detachedValues
    for external in externals { detached[ObjectIdentifier(external.variable)] = external.value }
    let explains = explainsConflicts
    self = Solver()
    detachedValues = detached
    explainsConflicts = explains
  }

  /// How far the optional constraints are from holding in the current solution, per priority
  /// level in use (highest first): the sum over the level's constraints of weight × error,
  /// where the error is the distance by which the relation fails. This is the objective the
  /// solver minimizes, level by level; required constraints always hold, so have no entry.
  /// Reads the current solution (no ``updateVariables()`` needed).
  public var weightedErrors: [(priority: Priority, error: Double)] {
    var sums: [Double: Double] = [:]
    for record in records.values where !record.constraint.priority.isRequired {
      let constraint = record.constraint
      var value = constraint.expression.constant
      for term in constraint.expression.terms {
        value += term.coefficient * currentValue(of: term.variable)
      }
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

  /// A variable's value in the current solution, before any ``updateVariables()``.
  func currentValue(of variable: Variable) -> Double {
    guard let index = externalIndex[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: externals[index].symbol)
  }

  // MARK: Building rows

  /// Terms with one coefficient per variable (first appearance order), ~0 sums dropped.
  static func reducedTerms(_ expression: LinearExpression) -> [(Variable, Double)] {
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in expression.terms {
      let id = ObjectIdentifier(term.variable)
      if sums[id] == nil { order.append(term.variable) }
      sums[id, default: 0] += term.coefficient
    }
    return order.compactMap { variable in
      let sum = sums[ObjectIdentifier(variable)]!
      return abs(sum) < Row.epsilon ? nil : (variable, sum)
    }
  }

  mutating func externalSymbol(for variable: Variable) -> Symbol {
    let id = ObjectIdentifier(variable)
    if let index = externalIndex[id] { return externals[index].symbol }
    let symbol = tableau.makeSymbol(.external)
    externalIndex[id] = externals.count
    externals.append(ExternalVariable(variable: variable, symbol: symbol, value: detachedValues.removeValue(forKey: id) ?? 0))
    return symbol
  }

  /// Adds the constraint's marker (and error) symbols to its row, kiwi's way:
  /// `expr <= 0` as `expr + slack = 0`, `expr >= 0` as `expr - slack = 0`, a required
  /// equality as `expr + dummy = 0`; optional constraints add errors that the objective
  /// weighs at the constraint's level.
  mutating func addMarkers(to row: inout Row, for constraint: Constraint) -> (Symbol, Symbol?) {
    let level = constraint.priority.isRequired
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
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    var best: Symbol?
    for symbol in row.cells.keys where symbol.isExternal && (best == nil || symbol < best!) {
      if tableau.rowsContaining(symbol).allSatisfy(\.isExternal) { best = symbol }
    }
    if let best { return best }
    if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
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
      var artificialRow = tableau.removeRow(artificial)
      let symbols = artificialRow.cells.keys
      // The artificial variable is 0 and basic: pivot any other symbol of its row in its
      // place. A row of dummies only is redundant and may keep a dummy basic.
      if let entering = symbols.filter(\.isPivotable).min() ?? symbols.filter(\.isExternal).min()
        ?? symbols.min()
      {
        artificialRow.solve(for: artificial, and: entering)
        tableau.substitute(entering, with: artificialRow)
        tableau.insertRow(entering, artificialRow)
      }
    }
    tableau.eraseColumn(artificial)
    tableau.commitChange()
    tableau.releaseSymbol(artificial)
    return nil
  }

  /// Forgets what a refused `add` created: its symbols and the variables it introduced.
  mutating func discardFailedAdd(
    _ constraint: Constraint, marker: Symbol, other: Symbol?, externalsBefore: Int
  ) {
    if !constraint.priority.isRequired { tableau.objective.releaseLevel(constraint.priority.value) }
    for symbol in [marker, other].compactMap({ $0 }) {
      tableau.objective.remove(symbol)
      tableau.releaseSymbol(symbol)
    }
    while externals.count > externalsBefore {
      let external = externals.removeLast()
      externalIndex[ObjectIdentifier(external.variable)] = nil
      if external.value != 0 { detachedValues[ObjectIdentifier(external.variable)] = external.value }
      tableau.releaseSymbol(external.symbol)
    }
  }
}
