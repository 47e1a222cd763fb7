/// Naming the required constraints a refused constraint conflicts with: what UIKit prints
/// under "Unable to simultaneously satisfy constraints".
extension Solver {
  /// The largest conflict the deletion filter narrows down; beyond it the simplex's own
  /// certificate is reported as it is (still a valid, if not smallest, explanation).
  static let conflictNarrowingLimit = 64

  /// The required constraints owning the certificate's markers, narrowed to a smallest set
  /// (removing any one of them lets `constraint` in), in the order they were added.
  ///
  /// The certificate is exact: every tableau row is a linear combination of the constraints'
  /// equations, each marker appears in its own equation only, so the markers left with a
  /// non-zero coefficient in the row that proves the infeasibility are those of the
  /// constraints combined. Such a combination need not be minimal, so a deletion filter (drop
  /// each constraint in turn, keep the drop if the rest still refuses `constraint`) makes it
  /// irreducible, on scratch solvers holding only the few constraints involved.
  func conflictingConstraints(_ certificate: [Symbol], with constraint: Constraint) -> [Constraint] {
    var seen = Set<ObjectIdentifier>()
    var found: [ConstraintRecord] = []
    for symbol in certificate {
      guard let owner = owners[symbol], let record = records[owner],
        record.constraint.priority.isRequired, seen.insert(owner).inserted
      else { continue }
      found.append(record)
    }
    var conflicts = found.sorted { $0.order < $1.order }.map(\.constraint)
    guard explainsConflicts, conflicts.count <= Self.conflictNarrowingLimit else { return conflicts }
    var index = conflicts.count - 1
    while index >= 0 {
      var rest = conflicts
      rest.remove(at: index)
      if Self.refuses(constraint, after: rest) { conflicts = rest }
      index -= 1
    }
    return conflicts
  }

  /// Whether a fresh solver holding `constraints` refuses `constraint` as unsatisfiable.
  static func refuses(_ constraint: Constraint, after constraints: [Constraint]) -> Bool {
    var scratch = Solver()
    scratch.explainsConflicts = false
    do {
      for existing in constraints { try scratch.add(existing) }
    } catch {
      return false
    }
    do {
      try scratch.add(constraint)
      return false
    } catch {
      if case .unsatisfiableConstraint = error { return true }
      return false
    }
  }
}
