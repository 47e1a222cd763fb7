/// A hash table keyed by ``Symbol``, for the solver's hot loops: row cells and the column
/// index.
///
/// Swift's `Dictionary` and `Set` hash with seeded SipHash, which is half of the solver's time
/// on large layouts; symbols are small integers, so a multiplicative hash suffices. Linear
/// probing keeps the slots in one flat array, deletion shifts the run back (no tombstones),
/// and iteration follows slot order, which depends only on the keys and the order of
/// operations: the same operations give the same order in every process, so every pivot
/// choice is reproducible.
struct SymbolTable<Value: SymbolTableValue> {
  fileprivate struct Slot {
    var key: UInt32
    var value: Value
  }

  private static var emptyKey: UInt32 { .max }

  private var slots: [Slot] = []
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private func home(_ key: UInt32, _ mask: Int) -> Int {
    var hash = key &* 0x9E37_79B1
    hash ^= hash >> 15
    return Int(truncatingIfNeeded: hash) & mask
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func find(_ key: UInt32) -> (index: Int, found: Bool) {
    let mask = slots.count - 1
    var index = home(key, mask)
    while true {
      let slotKey = slots[index].key
      if slotKey == key { return (index, true) }
      if slotKey == Self.emptyKey { return (index, false) }
      index = (index + 1) & mask
    }
  }

  subscript(symbol: Symbol) -> Value? {
    get {
      guard count > 0 else { return nil }
      let (index, found) = find(symbol.raw)
      return found ? slots[index].value : nil
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: symbol)
      } else {
        removeValue(forKey: symbol)
      }
    }
  }

  func contains(_ symbol: Symbol) -> Bool {
    count > 0 && find(symbol.raw).found
  }

  /// Sets the value; returns whether the key is new.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey symbol: Symbol) -> Bool {
    if slots.isEmpty || (count + 1) * 4 > slots.count * 3 { grow() }
    let (index, found) = find(symbol.raw)
    if found {
      slots[index].value = value
      return false
    }
    slots[index] = Slot(key: symbol.raw, value: value)
    count += 1
    return true
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Value? {
    guard count > 0 else { return nil }
    let (found, isFound) = find(symbol.raw)
    guard isFound else { return nil }
    let removed = slots[found].value
    removeSlot(at: found)
    return removed
  }

  /// Empties the slot at `found` (a member) and pulls later members of its probe run into the
  /// hole, so no tombstones are left.
  private mutating func removeSlot(at found: Int) {
    let mask = slots.count - 1
    var hole = found
    var index = (hole + 1) & mask
    while slots[index].key != Self.emptyKey {
      let ideal = home(slots[index].key, mask)
      // Move the slot if its home is not in the cyclic range (hole, index].
      let distanceToIndex = (index - ideal) & mask
      let distanceToHole = (index - hole) & mask
      if distanceToIndex >= distanceToHole {
        slots[hole] = slots[index]
        hole = index
      }
      index = (index + 1) & mask
    }
    slots[hole].key = Self.emptyKey
    count -= 1
  }

  /// Replaces every value in place (keys and slots unchanged).
  mutating func transformValues(_ transform: (Value) -> Value) {
    for index in slots.indices where slots[index].key != Self.emptyKey {
      slots[index].value = transform(slots[index].value)
    }
  }

  mutating func removeAll() {
    slots = []
    count = 0
  }

  /// Empties the table but keeps its slots, so refilling it allocates nothing.
  mutating func removeAllKeepingCapacity() {
    for index in slots.indices { slots[index].key = Self.emptyKey }
    count = 0
  }

  private mutating func grow() {
    let old = slots
    let capacity = Swift.max(8, old.count * 2)
    slots = Array(repeating: Slot(key: Self.emptyKey, value: .placeholder), count: capacity)
    count = 0
    for slot in old where slot.key != Self.emptyKey {
      let (index, _) = find(slot.key)
      slots[index] = slot
      count += 1
    }
  }
}

extension SymbolTable: Sequence {
  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Slot]
    fileprivate var index = 0

    mutating func next() -> (key: Symbol, value: Value)? {
      while index < slots.count {
        let slot = slots[index]
        index += 1
        if slot.key != SymbolTable.emptyKey { return (Symbol(raw: slot.key), slot.value) }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots) }

  var underestimatedCount: Int { count }

  /// The keys, in slot order.
  var keys: [Symbol] { map(\.key) }
}

/// A value a ``SymbolTable`` can hold: it needs one to fill empty slots (never read).
protocol SymbolTableValue {
  static var placeholder: Self { get }
}

/// What ``SymbolTable/add(_:to:)`` did to a key.
enum CellChange {
  /// The key was absent and now holds the value.
  case inserted
  /// The key held a value and holds the sum.
  case updated
  /// The sum fell within ``Row/epsilon`` of 0, so the key left.
  case removed
  /// The key was absent and the value within ``Row/epsilon`` of 0: nothing changed.
  case unchanged
}

extension SymbolTable where Value == Double {
  /// Adds `value` to the key's value (0 when absent) and drops the key when the sum is within
  /// ``Row/epsilon`` of 0: what a row does for every cell of a substitution, with one probe
  /// instead of a lookup, then a store or a removal.
  @discardableResult
  mutating func add(_ value: Double, to symbol: Symbol) -> CellChange {
    if slots.isEmpty || (count + 1) * 4 > slots.count * 3 { grow() }
    let (index, found) = find(symbol.raw)
    if found {
      let sum = slots[index].value + value
      if abs(sum) < Row.epsilon {
        removeSlot(at: index)
        return .removed
      }
      slots[index].value = sum
      return .updated
    }
    // Written as `0 + value` to be the very sum a lookup defaulting to 0 would make.
    let sum = 0 + value
    guard abs(sum) >= Row.epsilon else { return .unchanged }
    slots[index] = Slot(key: symbol.raw, value: sum)
    count += 1
    return .inserted
  }
}

extension Double: SymbolTableValue {
  static var placeholder: Double { 0 }
}

/// The value of a set's members.
struct Membership: SymbolTableValue, Sendable {
  static var placeholder: Membership { Membership() }
}

/// A set of symbols: the column index's entries.
typealias SymbolSet = SymbolTable<Membership>

extension SymbolTable where Value == Membership {
  init(_ members: some Sequence<Symbol>) {
    self.init()
    for member in members { insert(member) }
  }

  /// Inserts a member; returns whether it is new.
  @discardableResult
  mutating func insert(_ symbol: Symbol) -> Bool { updateValue(Membership(), forKey: symbol) }

  mutating func remove(_ symbol: Symbol) { removeValue(forKey: symbol) }

  /// The members, in slot order.
  var members: [Symbol] { keys }
}

extension SymbolTable: Sendable where Value: Sendable {}
extension SymbolTable.Slot: Sendable where Value: Sendable {}
