/// A hash table from objects, by identity, to integers: the solver's index from a ``Variable``
/// to its position among the external variables.
///
/// `Dictionary<ObjectIdentifier, Int>` hashes every key with seeded SipHash; a layout engine
/// reads about 64 frame variables per layout, and each term of each constraint added looks its
/// variable up. Object addresses are distinct and aligned, so a multiplicative hash of the
/// address suffices. Nothing iterates the table, so its slot order never shows.
struct IdentityTable: Sendable {
  private struct Slot: Sendable {
    /// The object's address; 0 (no object lives there) marks an empty slot.
    var key: UInt
    var value: Int
  }

  private var slots: [Slot] = []
  private(set) var count = 0

  init() {}

  @inline(__always)
  private static func home(_ key: UInt, _ mask: Int) -> Int {
    // Fibonacci hashing of the address without its alignment bits; the high half is the
    // well-mixed one.
    let hash = UInt64(truncatingIfNeeded: key >> 4) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: hash >> 32) & mask
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func find(_ key: UInt) -> (index: Int, found: Bool) {
    let mask = slots.count - 1
    var index = Self.home(key, mask)
    while true {
      let slotKey = slots[index].key
      if slotKey == key { return (index, true) }
      if slotKey == 0 { return (index, false) }
      index = (index + 1) & mask
    }
  }

  subscript(id: ObjectIdentifier) -> Int? {
    get {
      guard count > 0 else { return nil }
      let (index, found) = find(UInt(bitPattern: id))
      return found ? slots[index].value : nil
    }
    set {
      let key = UInt(bitPattern: id)
      guard let newValue else {
        guard count > 0 else { return }
        let (index, found) = find(key)
        if found { removeSlot(at: index) }
        return
      }
      if slots.isEmpty || (count + 1) * 4 > slots.count * 3 { grow() }
      let (index, found) = find(key)
      if !found { count += 1 }
      slots[index] = Slot(key: key, value: newValue)
    }
  }

  /// Empties a member's slot and pulls later members of its probe run into the hole, so no
  /// tombstones are left.
  private mutating func removeSlot(at found: Int) {
    let mask = slots.count - 1
    var hole = found
    var index = (hole + 1) & mask
    while slots[index].key != 0 {
      let ideal = Self.home(slots[index].key, mask)
      // Move the slot if its home is not in the cyclic range (hole, index].
      if (index - ideal) & mask >= (index - hole) & mask {
        slots[hole] = slots[index]
        hole = index
      }
      index = (index + 1) & mask
    }
    slots[hole].key = 0
    count -= 1
  }

  private mutating func grow() {
    let old = slots
    // 64 slots at first (48 entries before a rehash): a screen's constraints or variables.
    slots = Array(repeating: Slot(key: 0, value: 0), count: Swift.max(64, old.count * 2))
    for slot in old where slot.key != 0 {
      slots[find(slot.key).index] = slot
    }
  }
}
