/// The solver's constraint records, by the constraint's identity.
///
/// A `Dictionary<ObjectIdentifier, …>` hashes every key with seeded SipHash and rehashes every
/// record each time it grows: on a screen-sized system (the enaml workload, 111 constraints)
/// that was about a tenth of adding them all. Records live in an array, found through an
/// ``IdentityTable``; a removed record's place is reused. Iteration follows the array, so it is
/// the same in every process (callers that need an order sort by ``Solver/ConstraintRecord/order``).
struct ConstraintTable {
  private var records: [Solver.ConstraintRecord?] = []
  private var positions = IdentityTable()
  private var freePositions: [Int] = []

  init() {}

  subscript(id: ObjectIdentifier) -> Solver.ConstraintRecord? {
    get { positions[id].flatMap { records[$0] } }
    set {
      if let position = positions[id] {
        records[position] = newValue
        if newValue == nil {
          positions[id] = nil
          freePositions.append(position)
        }
      } else if let newValue {
        if let position = freePositions.popLast() {
          records[position] = newValue
          positions[id] = position
        } else {
          positions[id] = records.count
          records.append(newValue)
        }
      }
    }
  }

  /// The records, in no meaningful order.
  var values: [Solver.ConstraintRecord] { records.compactMap { $0 } }
}
