/// Required bounds on one variable (`width >= 0`, `x <= 320`) kept out of the tableau while
/// they hold (see ``Solver/pendingBound(_:_:)``).
///
/// A screen's system is full of them: every view's size is at least 0, a field is at most so
/// wide. Entered eagerly, each is a row with a slack, and one that does not hold where the
/// tableau stands when it is added (a width still 0 before the window's size is suggested)
/// needs phase one: on enaml, a third of add + first update. Most never bind at the optimum;
/// those that do are entered when a solve finds them broken, the way a cutting-plane method
/// adds the cuts it needs.
struct PendingBounds {
  /// `coefficient * variable + constant (relation) 0` for a variable the tableau knows as
  /// `symbol`.
  struct Bound {
    let constraint: Constraint
    let symbol: Symbol
    let coefficient: Double
    let constant: Double
    let relation: Relation
    /// The constraint's place in the order of adds (``Solver/ConstraintRecord/order``).
    let order: Int

    /// How far the bound is from breaking at `value` of its variable: negative when broken.
    func margin(at value: Double) -> Double {
      let side = coefficient * value + constant
      return relation == .lessThanOrEqual ? -side : side
    }
  }

  private var list: [Bound?] = []
  private var freePositions: [Int] = []
  private var byConstraint = IdentityTable()
  /// The positions of the bounds on each symbol, by symbol index.
  private var bySymbol: [[Int]] = []
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  mutating func insert(_ bound: Bound) {
    let position: Int
    if let free = freePositions.popLast() {
      position = free
      list[position] = bound
    } else {
      position = list.count
      list.append(bound)
    }
    byConstraint[ObjectIdentifier(bound.constraint)] = position
    while bySymbol.count <= bound.symbol.index { bySymbol.append([]) }
    bySymbol[bound.symbol.index].append(position)
    count += 1
  }

  /// Takes the constraint's bound out; nil when it has none here.
  @discardableResult
  mutating func remove(_ constraint: Constraint) -> Bound? {
    let id = ObjectIdentifier(constraint)
    guard let position = byConstraint[id], let bound = list[position] else { return nil }
    byConstraint[id] = nil
    list[position] = nil
    freePositions.append(position)
    bySymbol[bound.symbol.index].removeAll { $0 == position }
    count -= 1
    return bound
  }

  func contains(_ constraint: Constraint) -> Bool {
    byConstraint[ObjectIdentifier(constraint)] != nil
  }

  /// Calls `body` with each bound on `symbol` (no array made: solves ask after every change).
  func forEachBound(on symbol: Symbol, _ body: (Bound) -> Void) {
    guard symbol.index < bySymbol.count else { return }
    for position in bySymbol[symbol.index] { body(list[position]!) }
  }

  func hasBounds(on symbol: Symbol) -> Bool {
    symbol.index < bySymbol.count && !bySymbol[symbol.index].isEmpty
  }

  /// Every bound, in the order their constraints were added.
  var all: [Bound] {
    list.compactMap { $0 }.sorted { $0.order < $1.order }
  }
}
