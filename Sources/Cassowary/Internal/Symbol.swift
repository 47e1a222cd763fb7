/// A column of the simplex tableau, named after the Cassowary paper.
///
/// The kind lives in the low two bits and the index (a slot in the tableau's arrays, recycled
/// when a constraint goes away) in the rest, so the hot loops never look anything up to know
/// whether a symbol is restricted.
struct Symbol: Hashable, Comparable {
  enum Kind: UInt32 {
    /// A user's ``Variable``: unrestricted, may take any value.
    case external = 0
    /// The slack of an inequality: restricted to be at least 0.
    case slack = 1
    /// The error of an optional constraint: at least 0, and costs its weight in the objective.
    case error = 2
    /// The marker of a required equality: fixed at 0, never enters the basis by pivoting.
    case dummy = 3
  }

  let raw: UInt32

  init(raw: UInt32) { self.raw = raw }

  init(kind: Kind, index: Int) {
    raw = UInt32(truncatingIfNeeded: index) << 2 | kind.rawValue
  }

  var kind: Kind { Kind(rawValue: raw & 3)! }
  var index: Int { Int(raw >> 2) }

  var isExternal: Bool { raw & 3 == 0 }
  var isDummy: Bool { raw & 3 == 3 }
  /// Slacks, errors and dummies may not go below 0: the ratio test guards their rows.
  var isRestricted: Bool { raw & 3 != 0 }
  /// Slacks and errors may enter the basis; externals enter only to fix a free direction.
  var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

  /// Order by index: pivot rules break ties by the smallest index, which keeps every solve
  /// deterministic (dictionary order is seeded per process in Swift).
  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw >> 2 < rhs.raw >> 2 }

  func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}
