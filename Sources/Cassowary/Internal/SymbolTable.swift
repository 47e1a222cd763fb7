/// A hash table keyed by ``Symbol``, for the solver's hot loops: row cells and the column
/// index.
///
/// Swift's `Dictionary` and `Set` hash with seeded SipHash, which is half of the solver's time
/// on large layouts; symbols are small integers, so a multiplicative hash suffices. Linear
/// probing keeps the slots in one flat buffer, deletion shifts the run back (no tombstones),
/// and iteration follows slot order, which depends only on the keys and the order of
/// operations: the same operations give the same order in every process, so every pivot
/// choice is reproducible.
///
/// The slots live in a ``SlotStorage`` (one non-generic class, copied on write), not an
/// `Array`: a screen-sized system grows about 600 tables per add-all, and allocating an array
/// of a generic element goes through a stdlib entry that looks the storage class's generic
/// metadata up at run time (about 650 instructions a table, an eighth of enaml's add + first
/// update), then frees its elements through their value witnesses. A table reads and writes
/// its slots through one pointer, checking uniqueness once per operation instead of once per
/// slot written.
struct SymbolTable<Value: SymbolTableValue> {
  fileprivate struct Slot {
    var key: UInt32
    var value: Value
  }

  fileprivate static var emptyKey: UInt32 { .max }

  /// nil while the table has never held anything (no allocation for empty tables).
  private var storage: SlotStorage?
  /// The number of slots: 0 or a power of 2.
  private var capacity = 0
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private static func home(_ key: UInt32, _ mask: Int) -> Int {
    var hash = key &* 0x9E37_79B1
    hash ^= hash >> 15
    return Int(truncatingIfNeeded: hash) & mask
  }

  /// The slots; valid while `storage` holds them (callers keep `self` alive).
  @inline(__always)
  private var slots: UnsafeMutablePointer<Slot> {
    storage.unsafelyUnwrapped.slots(as: Slot.self)
  }

  /// The slot holding `key`, or the empty slot where it would go (capacity above 0).
  @inline(__always)
  private static func find(
    _ key: UInt32, in slots: UnsafeMutablePointer<Slot>, mask: Int
  ) -> (index: Int, found: Bool) {
    var index = home(key, mask)
    while true {
      let slotKey = slots[index].key
      if slotKey == key { return (index, true) }
      if slotKey == emptyKey { return (index, false) }
      index = (index &+ 1) & mask
    }
  }

  subscript(symbol: Symbol) -> Value? {
    get {
      guard count > 0 else { return nil }
      let slots = slots
      let (index, found) = Self.find(symbol.raw, in: slots, mask: capacity - 1)
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
    count > 0 && Self.find(symbol.raw, in: slots, mask: capacity - 1).found
  }

  /// Makes the slots this table's own and leaves room for one more key; returns them. A table
  /// with no slots yet gets `firstCapacity` of them.
  @inline(__always)
  private mutating func prepareToInsert(firstCapacity: Int = 8) -> UnsafeMutablePointer<Slot> {
    if capacity == 0 || (count &+ 1) &* 4 > capacity &* 3 {
      grow(firstCapacity: firstCapacity)
    } else if !isKnownUniquelyReferenced(&storage) {
      copyStorage()
    }
    return slots
  }

  /// Leaves room for one more key in slots already this table's own; returns them.
  @inline(__always)
  private mutating func makeRoomInOwnSlots() -> UnsafeMutablePointer<Slot> {
    if capacity == 0 || (count &+ 1) &* 4 > capacity &* 3 { grow() }
    return slots
  }

  /// Makes the slots this table's own (capacity above 0); returns them.
  @inline(__always)
  private mutating func uniqueSlots() -> UnsafeMutablePointer<Slot> {
    if !isKnownUniquelyReferenced(&storage) { copyStorage() }
    return slots
  }

  /// Sets the value; returns whether the key is new.
  @discardableResult
  mutating func updateValue(_ value: Value, forKey symbol: Symbol) -> Bool {
    let slots = prepareToInsert()
    let (index, found) = Self.find(symbol.raw, in: slots, mask: capacity - 1)
    if found {
      slots[index].value = value
      return false
    }
    slots[index] = Slot(key: symbol.raw, value: value)
    count &+= 1
    return true
  }

  @discardableResult
  @inline(__always)
  mutating func removeValue(forKey symbol: Symbol) -> Value? {
    guard count > 0 else { return nil }
    let (found, isFound) = Self.find(symbol.raw, in: slots, mask: capacity - 1)
    guard isFound else { return nil }
    // A copy has the same slots, so `found` holds there too.
    let slots = uniqueSlots()
    let removed = slots[found].value
    removeSlot(at: found, in: slots)
    return removed
  }

  /// Empties the slot at `found` (a member) and pulls later members of its probe run into the
  /// hole, so no tombstones are left. `slots` must be this table's own.
  private mutating func removeSlot(at found: Int, in slots: UnsafeMutablePointer<Slot>) {
    let mask = capacity - 1
    var hole = found
    var index = (hole &+ 1) & mask
    while slots[index].key != Self.emptyKey {
      let ideal = Self.home(slots[index].key, mask)
      // Move the slot if its home is not in the cyclic range (hole, index].
      let distanceToIndex = (index &- ideal) & mask
      let distanceToHole = (index &- hole) & mask
      if distanceToIndex >= distanceToHole {
        slots[hole] = slots[index]
        hole = index
      }
      index = (index &+ 1) & mask
    }
    slots[hole].key = Self.emptyKey
    count &-= 1
  }

  /// Replaces every value in place (keys and slots unchanged).
  mutating func transformValues(_ transform: (Value) -> Value) {
    guard count > 0 else { return }
    let slots = uniqueSlots()
    for index in 0..<capacity where slots[index].key != Self.emptyKey {
      slots[index].value = transform(slots[index].value)
    }
  }

  mutating func removeAll() {
    storage = nil
    capacity = 0
    count = 0
  }

  /// Empties the table but keeps its slots, so refilling it allocates nothing.
  mutating func removeAllKeepingCapacity() {
    guard capacity > 0 else { return }
    if isKnownUniquelyReferenced(&storage) {
      let slots = slots
      for index in 0..<capacity { slots[index].key = Self.emptyKey }
    } else {
      storage = SlotStorage.make(capacity: capacity, emptyKey: Self.emptyKey, slot: Slot.self)
    }
    count = 0
  }

  /// Gives the table slots of its own, the same as the shared ones.
  private mutating func copyStorage() {
    let copy = SlotStorage.make(capacity: capacity, emptyKey: Self.emptyKey, slot: Slot.self)
    copy.slots(as: Slot.self).update(from: slots, count: capacity)
    storage = copy
  }

  private mutating func grow(firstCapacity: Int = 8) {
    let newCapacity = Swift.max(firstCapacity, capacity * 2)
    let fresh = SlotStorage.make(capacity: newCapacity, emptyKey: Self.emptyKey, slot: Slot.self)
    let newSlots = fresh.slots(as: Slot.self)
    if capacity > 0 {
      let old = slots
      let mask = newCapacity - 1
      for index in 0..<capacity where old[index].key != Self.emptyKey {
        newSlots[Self.find(old[index].key, in: newSlots, mask: mask).index] = old[index]
      }
    }
    storage = fresh
    capacity = newCapacity
  }
}

/// The slots of a ``SymbolTable``: raw words behind one non-generic class, so allocating a
/// table needs no generic metadata and freeing it visits no element (keys and values are
/// plain numbers).
final class SlotStorage: ManagedBuffer<Int, UInt64> {
  /// Storage for `capacity` slots of type `slot`, every key set to `emptyKey`.
  @inline(__always)
  static func make<Slot>(capacity: Int, emptyKey: UInt32, slot: Slot.Type) -> SlotStorage {
    let words = (capacity * MemoryLayout<Slot>.stride + 7) / 8
    let storage = unsafeDowncast(
      SlotStorage.create(minimumCapacity: words) { _ in capacity }, to: SlotStorage.self)
    let slots = storage.withUnsafeMutablePointerToElements {
      UnsafeMutableRawPointer($0).bindMemory(to: Slot.self, capacity: capacity)
    }
    // The key is a slot's first field (offset 0), so an empty slot is its key and an
    // uninitialized value, which nothing reads.
    let keyOffset = MemoryLayout<Slot>.stride
    let raw = UnsafeMutableRawPointer(slots)
    for index in 0..<capacity {
      raw.storeBytes(of: emptyKey, toByteOffset: index * keyOffset, as: UInt32.self)
    }
    return storage
  }

  @inline(__always)
  func slots<Slot>(as slot: Slot.Type) -> UnsafeMutablePointer<Slot> {
    withUnsafeMutablePointerToElements {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: Slot.self)
    }
  }
}

extension SymbolTable: Sequence {
  struct Iterator: IteratorProtocol {
    fileprivate let storage: SlotStorage?
    fileprivate let capacity: Int
    fileprivate var index = 0

    mutating func next() -> (key: Symbol, value: Value)? {
      guard let storage else { return nil }
      let slots = storage.slots(as: Slot.self)
      while index < capacity {
        let slot = slots[index]
        index += 1
        if slot.key != SymbolTable.emptyKey { return (Symbol(raw: slot.key), slot.value) }
      }
      return nil
    }
  }

  func makeIterator() -> Iterator { Iterator(storage: storage, capacity: capacity) }

  /// Calls `body` with every key and value in slot order (the order of iteration), reading the
  /// slots in place: the hot loops' way, with no iterator holding the storage.
  @inline(__always)
  func forEachSlot(_ body: (Symbol, Value) -> Void) {
    guard count > 0 else { return }
    let slots = slots
    for index in 0..<capacity where slots[index].key != Self.emptyKey {
      body(Symbol(raw: slots[index].key), slots[index].value)
    }
    withExtendedLifetime(storage) {}
  }

  var underestimatedCount: Int { count }

  /// The keys, in slot order.
  var keys: [Symbol] { map(\.key) }
}

/// A value a ``SymbolTable`` can hold: a plain value (no references), since the slots are raw
/// memory that is copied and freed without visiting them.
protocol SymbolTableValue: BitwiseCopyable {}

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
    add(value, to: symbol, in: prepareToInsert())
  }

  /// Adds `coefficient * other` cell by cell, as ``add(_:to:)`` adds one, and tells `changed`
  /// what each cell did: a substitution's inner loop, which makes the slots its own once
  /// rather than once per cell.
  @inline(__always)
  mutating func add(
    _ other: SymbolTable<Double>, times coefficient: Double,
    _ changed: (Symbol, CellChange) -> Void = { _, _ in }
  ) {
    guard other.count > 0 else { return }
    if capacity > 0 && !isKnownUniquelyReferenced(&storage) { copyStorage() }
    other.forEachSlot { symbol, value in
      changed(symbol, add(coefficient * value, to: symbol, in: makeRoomInOwnSlots()))
    }
  }

  /// ``add(_:to:)`` on slots that are this table's own, with room for one more key.
  @inline(__always)
  private mutating func add(
    _ value: Double, to symbol: Symbol, in slots: UnsafeMutablePointer<Slot>
  ) -> CellChange {
    let (index, found) = Self.find(symbol.raw, in: slots, mask: capacity - 1)
    if found {
      let sum = slots[index].value + value
      if abs(sum) < Row.epsilon {
        removeSlot(at: index, in: slots)
        return .removed
      }
      slots[index].value = sum
      return .updated
    }
    // Written as `0 + value` to be the very sum a lookup defaulting to 0 would make.
    let sum = 0 + value
    guard abs(sum) >= Row.epsilon else { return .unchanged }
    slots[index] = Slot(key: symbol.raw, value: sum)
    count &+= 1
    return .inserted
  }
}

extension Double: SymbolTableValue {}

/// The value of a set's members.
struct Membership: SymbolTableValue, Sendable {}

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

  /// Inserts a member into a column of the tableau's index (see ``ColumnIndex/setCapacity``),
  /// which starts with `firstCapacity` slots rather than 8.
  @inline(__always)
  mutating func insert(_ symbol: Symbol, firstCapacity: Int) {
    let slots = prepareToInsert(firstCapacity: firstCapacity)
    let (index, found) = Self.find(symbol.raw, in: slots, mask: capacity - 1)
    guard !found else { return }
    slots[index] = Slot(key: symbol.raw, value: Membership())
    count &+= 1
  }

  @inline(__always)
  mutating func remove(_ symbol: Symbol) { removeValue(forKey: symbol) }

  /// The members, in slot order.
  var members: [Symbol] { keys }
}

// The storage is shared between copies only until one of them writes (copy on write, as
// `Array`'s), so a table crosses threads safely; `ManagedBuffer` itself is not `Sendable`.
extension SymbolTable: @unchecked Sendable where Value: Sendable {}
extension SymbolTable.Slot: Sendable where Value: Sendable {}
