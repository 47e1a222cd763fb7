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
  /// The position of a bound on each symbol, by symbol index (-1 for none), and from each
  /// bound's position the next on the same symbol: a list per symbol threaded through two
  /// flat arrays, where an array per symbol cost an allocation per bounded variable.
  private var firstOnSymbol: [Int] = []
  private var nextOnSymbol: [Int] = []
  /// The range of values each symbol's bounds allow, by symbol index: a solve checks a changed
  /// value against it with two comparisons, reading the bounds only when it is outside.
  private var limits: [(low: Double, high: Double)] = []
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
      nextOnSymbol.append(-1)
    }
    byConstraint[ObjectIdentifier(bound.constraint)] = position
    if firstOnSymbol.isEmpty {
      firstOnSymbol.reserveCapacity(128)
      limits.reserveCapacity(128)
    }
    while firstOnSymbol.count <= bound.symbol.index {
      firstOnSymbol.append(-1)
      limits.append((-.infinity, .infinity))
    }
    nextOnSymbol[position] = firstOnSymbol[bound.symbol.index]
    firstOnSymbol[bound.symbol.index] = position
    updateLimits(of: bound.symbol)
    count += 1
  }

  private mutating func updateLimits(of symbol: Symbol) {
    var (low, high) = (-Double.infinity, Double.infinity)
    forEachPosition(on: symbol) { position in
      let bound = list[position]!
      // `coefficient * value + constant >= 0` is `value >= -constant / coefficient` for a
      // positive coefficient; a negative one or `<=` turns it into an upper limit.
      let limit = -bound.constant / bound.coefficient
      if (bound.coefficient > 0) == (bound.relation == .greaterThanOrEqual) {
        low = max(low, limit)
      } else {
        high = min(high, limit)
      }
    }
    limits[symbol.index] = (low, high)
  }

  /// Takes the constraint's bound out; nil when it has none here.
  @discardableResult
  mutating func remove(_ constraint: Constraint) -> Bound? {
    let id = ObjectIdentifier(constraint)
    guard let position = byConstraint[id], let bound = list[position] else { return nil }
    byConstraint[id] = nil
    list[position] = nil
    freePositions.append(position)
    unlink(position, from: bound.symbol)
    updateLimits(of: bound.symbol)
    count -= 1
    return bound
  }

  /// Takes `position` out of its symbol's list.
  private mutating func unlink(_ position: Int, from symbol: Symbol) {
    if firstOnSymbol[symbol.index] == position {
      firstOnSymbol[symbol.index] = nextOnSymbol[position]
    } else {
      var previous = firstOnSymbol[symbol.index]
      while nextOnSymbol[previous] != position { previous = nextOnSymbol[previous] }
      nextOnSymbol[previous] = nextOnSymbol[position]
    }
    nextOnSymbol[position] = -1
  }

  /// Calls `body` with the position of every bound on `symbol` (latest first).
  @inline(__always)
  private func forEachPosition(on symbol: Symbol, _ body: (Int) -> Void) {
    guard symbol.index < firstOnSymbol.count else { return }
    var position = firstOnSymbol[symbol.index]
    while position >= 0 {
      body(position)
      position = nextOnSymbol[position]
    }
  }

  func contains(_ constraint: Constraint) -> Bool {
    byConstraint[ObjectIdentifier(constraint)] != nil
  }

  /// Whether `value` lies within the range every bound on `symbol` allows: then none breaks,
  /// and the bounds need not be read.
  private func allows(_ symbol: Symbol, _ value: Double) -> Bool {
    guard symbol.index < limits.count else { return true }
    let (low, high) = limits[symbol.index]
    return value >= low && value <= high
  }

  /// Whether a bound on `symbol` breaks at `value` (its margin below `-tolerance`).
  func breaks(_ symbol: Symbol, at value: Double, tolerance: Double) -> Bool {
    guard !allows(symbol, value) else { return false }
    var broken = false
    forEachPosition(on: symbol) { broken = broken || list[$0]!.margin(at: value) <= -tolerance }
    return broken
  }

  /// Appends to `broken` the bounds on `symbol` that break at `value`.
  func collectBroken(
    on symbol: Symbol, at value: Double, tolerance: Double, into broken: inout [Bound]
  ) {
    guard !allows(symbol, value) else { return }
    forEachPosition(on: symbol) { position in
      let bound = list[position]!
      if bound.margin(at: value) <= -tolerance { broken.append(bound) }
    }
  }

  func hasBounds(on symbol: Symbol) -> Bool {
    symbol.index < firstOnSymbol.count && firstOnSymbol[symbol.index] >= 0
  }

  /// Every bound, in the order their constraints were added.
  var all: [Bound] {
    list.compactMap { $0 }.sorted { $0.order < $1.order }
  }
}
