/// The objective as one row per priority level in use, highest priority first.
///
/// UIKit's priorities are strict: no amount of error at 750 is worth any error at 751. So the
/// objective is a vector compared lexicographically (the "symbolic weights" of the Cassowary
/// paper), with one component per *distinct priority in use* rather than kiwi's three fixed
/// strengths folded into one double (which lets a thousand weak errors outvote a strong one).
/// The reduced cost of a symbol is the vector of its coefficients down the levels; it is
/// negative when its first non-zero component is.
struct Objective {
  struct Level {
    var priority: Double
    var row = Row()
    /// Optional constraints at this priority; the level goes away with the last of them.
    var constraintCount = 0
  }

  private(set) var levels: [Level] = []
  /// Counts the changes (see ``Tableau/structureVersion``).
  private(set) var version = 0

  var isEmpty: Bool { levels.isEmpty }

  /// The index of `priority`'s level, creating it in order when it is new.
  mutating func retainLevel(_ priority: Double) -> Int {
    version &+= 1
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
    }
    if low == levels.count || levels[low].priority != priority {
      levels.insert(Level(priority: priority), at: low)
    }
    levels[low].constraintCount += 1
    return low
  }

  func levelIndex(_ priority: Double) -> Int? {
    levels.firstIndex { $0.priority == priority }
  }

  /// Releases one constraint's hold on its level; an unused level is dropped (its row holds
  /// only round-off by then).
  mutating func releaseLevel(_ priority: Double) {
    version &+= 1
    guard let index = levelIndex(priority) else { return }
    levels[index].constraintCount -= 1
    if levels[index].constraintCount == 0 { levels.remove(at: index) }
  }

  mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
    version &+= 1
    levels[level].row.insert(symbol, coefficient)
  }

  mutating func insert(_ row: Row, _ coefficient: Double, level: Int) {
    version &+= 1
    levels[level].row.insert(row, coefficient)
  }

  /// Replaces `symbol` by its new definition `row` in every level.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    version &+= 1
    for index in levels.indices {
      if let coefficient = levels[index].row.cells.removeValue(forKey: symbol) {
        levels[index].row.insert(row, coefficient)
      }
    }
  }

  mutating func remove(_ symbol: Symbol) {
    version &+= 1
    for index in levels.indices { levels[index].row.cells[symbol] = nil }
  }

  /// The sign of `symbol`'s reduced cost: that of its first component beyond round-off.
  func costSign(of symbol: Symbol) -> Int {
    for level in levels {
      let value = level.row.coefficient(for: symbol)
      if value < -Row.epsilon { return -1 }
      if value > Row.epsilon { return 1 }
    }
    return 0
  }

  /// Whether `cost(a)/ratioA < cost(b)/ratioB` lexicographically (the dual ratio test).
  func isCheaper(_ a: Symbol, by ratioA: Double, than b: Symbol, by ratioB: Double) -> Bool {
    for level in levels {
      let left = level.row.coefficient(for: a) / ratioA
      let right = level.row.coefficient(for: b) / ratioB
      if left < right - Row.epsilon { return true }
      if left > right + Row.epsilon { return false }
    }
    return false
  }
}
