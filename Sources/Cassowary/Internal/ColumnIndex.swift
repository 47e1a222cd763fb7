/// For each symbol, the basic symbols whose rows hold it: the tableau's column index.
///
/// A screen's tableau has a few hundred symbols at most, and there the index is a bit matrix:
/// column *c* is a run of words in which bit *b* says that the row of the basic symbol with
/// index *b* holds *c*. Adding or removing a member is one `or` or `and`, with nothing to hash
/// and nothing to allocate, where a hash set per column (probes, growth, `malloc`) cost
/// enaml's add + first update 13% of its instructions (Performance.md). Past
/// ``bitLimit`` symbols (a chain of thousands of views) the matrix would grow with the square
/// of the symbols, so each column becomes a ``SymbolSet`` once, and stays one.
///
/// Members are visited in ascending index order in the matrix and in slot order in the sets;
/// every pivot rule breaks ties by index, so either order gives the same choices.
struct ColumnIndex {
  /// The symbol count up to which columns are bits: 512 symbols are 8 words a column, 32 KiB.
  static let bitLimit = 512

  /// The slots a hashed column gets at its first member: 16 (12 members before it grows), not
  /// a table's usual 8 (6 members): most insertions go to columns that grow past 6.
  static let setCapacity = 16

  /// Words per column in the matrix (0 until the first column).
  private(set) var stride = 0
  /// The matrix, column after column; empty once hashed.
  private var bits: [UInt64] = []
  /// The hashed columns, once the index has outgrown the matrix.
  private var sets: [SymbolSet] = []
  private(set) var isHashed = false
  /// The number of columns (the tableau's symbol slots).
  private(set) var count = 0
  /// Every symbol by index (its kind included), as the tableau's slots hold them: what a
  /// matrix bit stands for.
  private(set) var symbols: [Symbol] = []

  init() {}

  // MARK: Columns

  /// Adds a column for a new symbol slot (empty).
  mutating func appendColumn(_ symbol: Symbol) {
    count += 1
    if symbols.isEmpty { symbols.reserveCapacity(128) }
    symbols.append(symbol)
    if isHashed {
      sets.append(SymbolSet())
      return
    }
    if count > Self.bitLimit {
      convertToSets()
      sets.append(SymbolSet())
      return
    }
    if count > stride * 64 { widen() }
  }

  /// Records the symbol now living in a reused slot (its kind may differ).
  mutating func renameColumn(_ symbol: Symbol) { symbols[symbol.index] = symbol }

  /// Doubles the words per column (the first columns get 4 words: 256 symbols, a screen's
  /// tableau, so most never widen), and makes room for every column that width serves, so
  /// adding a column writes nothing.
  private mutating func widen() {
    let newStride = Swift.max(4, stride * 2)
    var widened = [UInt64](repeating: 0, count: newStride * newStride * 64)
    for column in 0..<(count - 1) {
      for word in 0..<stride { widened[column * newStride + word] = bits[column * stride + word] }
    }
    bits = widened
    stride = newStride
  }

  private mutating func convertToSets() {
    sets.reserveCapacity(count)
    for column in 0..<(count - 1) {
      var set = SymbolSet()
      forEachBit(column) { set.insert($0, firstCapacity: Self.setCapacity) }
      sets.append(set)
    }
    bits = []
    stride = 0
    isHashed = true
  }

  // MARK: Members

  @inline(__always)
  mutating func insert(_ basic: Symbol, into column: Int) {
    if isHashed {
      sets[column].insert(basic, firstCapacity: Self.setCapacity)
    } else {
      let index = basic.index
      bits.withUnsafeMutableBufferPointer {
        $0[column &* stride &+ index >> 6] |= 1 &<< UInt64(index & 63)
      }
    }
  }

  @inline(__always)
  mutating func remove(_ basic: Symbol, from column: Int) {
    if isHashed {
      sets[column].remove(basic)
    } else {
      let index = basic.index
      bits.withUnsafeMutableBufferPointer {
        $0[column &* stride &+ index >> 6] &= ~(1 &<< UInt64(index & 63))
      }
    }
  }

  /// Inserts `basic` into the column of every symbol of `cells` (a row being inserted).
  @inline(__always)
  mutating func insert(_ basic: Symbol, intoColumnsOf cells: SymbolTable<Double>) {
    if isHashed {
      cells.forEachSlot { symbol, _ in
        sets[symbol.index].insert(basic, firstCapacity: Self.setCapacity)
      }
      return
    }
    let (word, mask, stride) = (basic.index >> 6, UInt64(1) &<< UInt64(basic.index & 63), stride)
    bits.withUnsafeMutableBufferPointer { bits in
      cells.forEachSlot { symbol, _ in bits[symbol.index &* stride &+ word] |= mask }
    }
  }

  /// Removes `basic` from the column of every symbol of `cells` (a row being removed).
  @inline(__always)
  mutating func remove(_ basic: Symbol, fromColumnsOf cells: SymbolTable<Double>) {
    if isHashed {
      cells.forEachSlot { symbol, _ in sets[symbol.index].remove(basic) }
      return
    }
    let (word, mask, stride) = (basic.index >> 6, UInt64(1) &<< UInt64(basic.index & 63), stride)
    bits.withUnsafeMutableBufferPointer { bits in
      cells.forEachSlot { symbol, _ in bits[symbol.index &* stride &+ word] &= ~mask }
    }
  }

  /// Moves the matrix out (``isHashed`` false), for a loop that writes many bits through one
  /// pointer while it also changes the rest of the tableau; ``attachMatrix(_:)`` puts it back.
  /// Its bits must not be read or written in between (the symbols may be read).
  @inline(__always)
  mutating func detachMatrix() -> [UInt64] {
    var matrix: [UInt64] = []
    swap(&matrix, &bits)
    return matrix
  }

  @inline(__always)
  mutating func attachMatrix(_ matrix: consuming [UInt64]) { bits = matrix }

  func isEmpty(_ column: Int) -> Bool {
    if isHashed { return sets[column].isEmpty }
    for word in 0..<stride where bits[column * stride + word] != 0 { return false }
    return true
  }

  /// The basic symbols whose rows hold the column's symbol.
  func members(_ column: Int) -> Members {
    if isHashed { return Members(set: sets[column]) }
    return Members(words: copyWords(column), symbols: symbols)
  }

  /// Empties the column.
  mutating func clear(_ column: Int) {
    if isHashed {
      sets[column] = SymbolSet()
    } else {
      bits.withUnsafeMutableBufferPointer {
        for word in 0..<stride { $0[column &* stride &+ word] = 0 }
      }
    }
  }

  /// The symbol whose slot is `index`.
  @inline(__always)
  func symbol(at index: Int) -> Symbol { symbols[index] }

  /// Calls `body` with every member of the column, read in place: `body` must not change the
  /// index (``takeWords(_:)`` and ``takeSet(_:)`` are for loops that do).
  @inline(__always)
  func forEachMember(_ column: Int, _ body: (Symbol) -> Void) {
    if isHashed {
      sets[column].forEachSlot { symbol, _ in body(symbol) }
    } else {
      forEachBit(column, body)
    }
  }

  /// The first member (in visiting order) for which `predicate` holds, read in place.
  @inline(__always)
  func firstMember(_ column: Int, where predicate: (Symbol) -> Bool) -> Symbol? {
    if isHashed {
      for (symbol, _) in sets[column] where predicate(symbol) { return symbol }
      return nil
    }
    for word in 0..<stride {
      var value = bits[column &* stride &+ word]
      while value != 0 {
        let symbol = symbols[word << 6 | value.trailingZeroBitCount]
        if predicate(symbol) { return symbol }
        value &= value &- 1
      }
    }
    return nil
  }

  /// A bit column's words (``isHashed`` false), copied.
  @inline(__always)
  func copyWords(_ column: Int) -> ColumnWords {
    bits.withUnsafeBufferPointer {
      ColumnWords(UnsafeBufferPointer(rebasing: $0[(column &* stride)..<((column &+ 1) &* stride)]))
    }
  }

  /// Takes a bit column's words out, leaving it empty (``isHashed`` false).
  @inline(__always)
  mutating func takeWords(_ column: Int) -> ColumnWords {
    let taken = copyWords(column)
    clear(column)
    return taken
  }

  /// Takes a hashed column's set out, leaving it empty (``isHashed`` true); give its slots
  /// back with ``restoreSet(_:_:)``.
  @inline(__always)
  mutating func takeSet(_ column: Int) -> SymbolSet {
    let set = sets[column]
    sets[column] = SymbolSet()
    return set
  }

  /// Puts a taken set back emptied, keeping its slots for the column's next members.
  @inline(__always)
  mutating func restoreSet(_ column: Int, _ set: consuming SymbolSet) {
    set.removeAllKeepingCapacity()
    sets[column] = set
  }

  @inline(__always)
  private func forEachBit(_ column: Int, _ body: (Symbol) -> Void) {
    for word in 0..<stride {
      ColumnWords.forEachSetBit(of: bits[column &* stride &+ word], word: word) {
        body(symbols[$0])
      }
    }
  }

  /// A column's members, copied out of the index: the index may change while they are read.
  struct Members: Sequence {
    fileprivate var set: SymbolSet?
    /// The column's words, when it is bits.
    fileprivate var words = ColumnWords()
    fileprivate var symbols: [Symbol] = []

    fileprivate init(set: SymbolSet) { self.set = set }

    fileprivate init(words: ColumnWords, symbols: [Symbol]) {
      self.words = words
      self.symbols = symbols
    }

    var count: Int {
      if let set { return set.count }
      var total = 0
      for word in 0..<words.count { total += words[word].nonzeroBitCount }
      return total
    }

    struct Iterator: IteratorProtocol {
      fileprivate var setIterator: SymbolSet.Iterator?
      fileprivate let members: Members
      fileprivate var word = 0
      fileprivate var value: UInt64 = 0

      mutating func next() -> Symbol? {
        if setIterator != nil { return setIterator!.next()?.key }
        while value == 0 {
          guard word < members.words.count else { return nil }
          value = members.words[word]
          word += 1
        }
        let index = (word - 1) << 6 | value.trailingZeroBitCount
        value &= value &- 1
        return members.symbols[index]
      }
    }

    func makeIterator() -> Iterator {
      Iterator(setIterator: set?.makeIterator(), members: self)
    }
  }
}

/// Up to 8 words of a bit column, held inline (no allocation): a column of the matrix holds
/// at most 8 (``ColumnIndex/bitLimit`` symbols).
struct ColumnWords {
  private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
  /// The words held.
  private(set) var count = 0

  init() {}

  /// A copy of `words` (at most 8).
  @inline(__always)
  init(_ words: UnsafeBufferPointer<UInt64>) {
    precondition(words.count <= 8, "a column holds 8 words")
    count = words.count
    withUnsafeMutableBytes(of: &storage) {
      for index in 0..<words.count {
        $0.storeBytes(of: words[index], toByteOffset: index &* 8, as: UInt64.self)
      }
    }
  }

  subscript(index: Int) -> UInt64 {
    @inline(__always) get {
      precondition(index >= 0 && index < count, "a column's word out of range")
      return withUnsafeBytes(of: storage) {
        $0.load(fromByteOffset: index &* 8, as: UInt64.self)
      }
    }
  }

  /// Calls `body` with the index every set bit stands for (bit *b* of word *w* is `64w + b`),
  /// lowest first.
  @inline(__always)
  func forEachSetBit(_ body: (Int) -> Void) {
    for word in 0..<count { Self.forEachSetBit(of: self[word], word: word, body) }
  }

  /// ``forEachSetBit(_:)`` for one word, the `word`-th of its column.
  @inline(__always)
  static func forEachSetBit(of value: UInt64, word: Int, _ body: (Int) -> Void) {
    var value = value
    while value != 0 {
      body(word << 6 | value.trailingZeroBitCount)
      value &= value &- 1
    }
  }
}
