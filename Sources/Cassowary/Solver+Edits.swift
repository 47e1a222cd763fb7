extension Solver {
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
    let constraint = Constraint(
      LinearExpression(variable), .equal, priority: priority, weight: weight)
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

  /// The edit variables, in the order they were added.
  public var editVariables: [Variable] {
    edits.values.sorted {
      records[ObjectIdentifier($0.constraint)]!.order
        < records[ObjectIdentifier($1.constraint)]!.order
    }.map(\.variable)
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex: only the rows
  /// that depend on the variable change, then pivots restore feasibility.
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteSuggestion(_:_:)``.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    // The dual simplex starts from an optimal tableau.
    try solve()
    let record = records[ObjectIdentifier(edit.constraint)]!
    let marker = record.marker!  // an edit constraint is optional: it always has errors
    let delta = value - edit.suggestion
    edits[id]!.suggestion = value
    // The edit row reads `variable - suggestion = errorPlus - errorMinus`: moving the
    // suggestion by delta moves every row by delta times its coefficient of errorPlus.
    if tableau.isBasic(marker) {
      if tableau.addToConstant(marker, -delta) < 0 { tableau.infeasible.append(marker) }
    } else if let other = record.other, tableau.isBasic(other) {
      if tableau.addToConstant(other, delta) < 0 { tableau.infeasible.append(other) }
    } else {
      tableau.shiftConstants(ofRowsHolding: marker, by: delta)
    }
    try tableau.dualOptimize()
  }

}
