/// Naming the required constraints a refused constraint conflicts with: what UIKit prints
/// under "Unable to simultaneously satisfy constraints".
extension Solver {
  /// How much a solver explains when it refuses a constraint.
  enum ConflictExplanation {
    /// A smallest set of required constraints (a user's solver).
    case smallest
    /// The constraints of the simplex's certificate, as found (the scratch solver that
    /// replays a conflict with tracked equalities).
    case certificate
    /// Nothing: the scratch solvers of the deletion filter only need the refusal itself.
    case none
  }

  /// The largest set the deletion filter narrows down; beyond it the certificate is reported
  /// as it is (still a valid, if not smallest, explanation).
  static let conflictNarrowingLimit = 64

  /// The required constraints that, with `constraint`, cannot all hold: a smallest such set
  /// (removing any one of them lets `constraint` in), in the order they were added.
  ///
  /// The certificate is exact: every tableau row is a linear combination of the constraints'
  /// equations, and each marker (slack or tracked dummy) appears in its own equation only, so
  /// the markers left with a non-zero coefficient in the row proving the infeasibility are
  /// those of the constraints combined. Equalities carry no marker in a user's solver, so
  /// their part is found by replaying the required constraints connected to `constraint`
  /// (through shared variables) in a scratch solver that tracks them. Such a combination need
  /// not be minimal, so a deletion filter (drop each constraint in turn, keep the drop if the
  /// rest still refuses `constraint`) makes it irreducible.
  ///
  /// `bound` is the pending bound whose entry was refused after `constraint` was added (see
  /// ``insertPendingBounds(blaming:)``): it is part of the certificate, but owns no marker
  /// yet.
  func conflictingConstraints(
    _ certificate: [Symbol], with constraint: Constraint, alsoNaming bound: Constraint? = nil
  ) -> [Constraint] {
    switch conflictExplanation {
    case .none:
      return []
    case .certificate:
      return owningConstraints(certificate, alsoNaming: bound)
    case .smallest:
      var conflicts =
        tracksEqualities
        ? owningConstraints(certificate, alsoNaming: bound)
        : replayedCertificate(for: constraint)
      guard conflicts.count <= Self.conflictNarrowingLimit else { return conflicts }
      var index = conflicts.count - 1
      while index >= 0 {
        var rest = conflicts
        rest.remove(at: index)
        if Self.refuses(constraint, after: rest) { conflicts = rest }
        index -= 1
      }
      return conflicts
    }
  }

  /// The required constraints owning the certificate's markers, and `bound`, in the order
  /// they were added.
  private func owningConstraints(
    _ certificate: [Symbol], alsoNaming bound: Constraint?
  ) -> [Constraint] {
    var seen = Set<ObjectIdentifier>()
    var found: [ConstraintRecord] = []
    for symbol in certificate {
      guard let owner = owner(of: symbol), let record = records[owner],
        record.constraint.priority.isRequired, seen.insert(owner).inserted
      else { continue }
      found.append(record)
    }
    if let bound, let record = records[ObjectIdentifier(bound)],
      seen.insert(ObjectIdentifier(bound)).inserted
    {
      found.append(record)
    }
    return found.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// The certificate of a scratch solver that tracks equalities and holds only the required
  /// constraints connected to `constraint`.
  private func replayedCertificate(for constraint: Constraint) -> [Constraint] {
    let connected = requiredConstraints(connectedTo: constraint)
    var tracker = Solver()
    tracker.tracksEqualities = true
    tracker.conflictExplanation = .certificate
    do {
      for existing in connected { try tracker.add(existing) }
      try tracker.add(constraint)
    } catch {
      if case .unsatisfiableConstraint(_, let certificate) = error { return certificate }
    }
    return connected
  }

  /// The required constraints that share a variable with `constraint`, directly or through
  /// other required constraints, in the order they were added.
  private func requiredConstraints(connectedTo constraint: Constraint) -> [Constraint] {
    var byVariable: [ObjectIdentifier: [ConstraintRecord]] = [:]
    for record in records.values where record.constraint.priority.isRequired {
      for term in record.constraint.expression.terms {
        byVariable[ObjectIdentifier(term.variable), default: []].append(record)
      }
    }
    var reached = Set<ObjectIdentifier>()
    var found: [ConstraintRecord] = []
    var queue = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
    var visitedVariables = Set(queue)
    while let variable = queue.popLast() {
      for record in byVariable[variable] ?? []
      where reached.insert(ObjectIdentifier(record.constraint)).inserted {
        found.append(record)
        for term in record.constraint.expression.terms
        where visitedVariables.insert(ObjectIdentifier(term.variable)).inserted {
          queue.append(ObjectIdentifier(term.variable))
        }
      }
    }
    return found.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// Whether a fresh solver holding `constraints` refuses `constraint` as unsatisfiable.
  static func refuses(_ constraint: Constraint, after constraints: [Constraint]) -> Bool {
    var scratch = Solver()
    scratch.conflictExplanation = .none
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
