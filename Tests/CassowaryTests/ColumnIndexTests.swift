import Testing

@testable import Cassowary

/// The column index against a plain model (a `Set` per column), through the bit matrix, its
/// widening, and the switch to hashed columns past ``ColumnIndex/bitLimit`` symbols.
@Suite("Column index")
struct ColumnIndexTests {
  /// Symbols of every kind, by slot, as the tableau makes them.
  static func symbol(_ index: Int) -> Symbol {
    Symbol(kind: Symbol.Kind(rawValue: UInt32(index % 4))!, index: index)
  }

  /// Applies random insertions and removals while growing to `columnCount` columns, checking
  /// every column against the model after each growth step.
  static func exercise(columnCount: Int, seed: UInt64) -> [String] {
    var random = SplitMix(seed: seed)
    var index = ColumnIndex()
    var model: [Set<Int>] = []
    var problems: [String] = []
    while index.count < columnCount {
      let added = index.count
      index.appendColumn(symbol(added))
      model.append([])
      for _ in 0..<8 {
        let column = Int(random.next() % UInt64(index.count))
        let member = Int(random.next() % UInt64(index.count))
        if random.next() % 3 == 0 {
          index.remove(symbol(member), from: column)
          model[column].remove(member)
        } else {
          index.insert(symbol(member), into: column)
          model[column].insert(member)
        }
      }
      guard added % 97 == 0 || index.count == columnCount || index.count == ColumnIndex.bitLimit + 1
      else { continue }
      for column in 0..<index.count {
        let members = Array(index.members(column))
        if Set(members.map(\.index)) != model[column] {
          problems.append("column \(column) at \(index.count) columns: \(members)")
        }
        if members.contains(where: { $0 != symbol($0.index) }) {
          problems.append("column \(column) lost a member's kind")
        }
        if index.isEmpty(column) != model[column].isEmpty {
          problems.append("column \(column) isEmpty disagrees")
        }
      }
    }
    return problems
  }

  @Test("a screen-sized index is a bit matrix whose columns match the model, in index order")
  func bitMatrix() {
    #expect(Self.exercise(columnCount: 300, seed: 1) == [])
    var index = ColumnIndex()
    for slot in 0..<300 { index.appendColumn(Self.symbol(slot)) }
    #expect(!index.isHashed)
    for member in [299, 3, 64, 128, 0, 63] { index.insert(Self.symbol(member), into: 7) }
    #expect(Array(index.members(7)).map(\.index) == [0, 3, 63, 64, 128, 299])
    #expect(index.members(7).count == 6)
    var visited: [Int] = []
    index.forEachMember(7) { visited.append($0.index) }
    #expect(visited == [0, 3, 63, 64, 128, 299])
    #expect(index.firstMember(7, where: { $0.index > 100 })?.index == 128)
    let words = index.takeWords(7)
    #expect(words.count == 8)
    #expect(words[0] == (UInt64(1) << 0 | UInt64(1) << 3 | UInt64(1) << 63))
    #expect(index.isEmpty(7))
  }

  @Test("past the bit limit every column becomes a set with the same members")
  func hashedPastTheLimit() {
    for seed: UInt64 in [2, 3, 4] {
      #expect(Self.exercise(columnCount: ColumnIndex.bitLimit + 200, seed: seed) == [])
    }
    var index = ColumnIndex()
    for slot in 0..<(ColumnIndex.bitLimit + 1) { index.appendColumn(Self.symbol(slot)) }
    #expect(index.isHashed)
  }

  @Test("a hashed column taken out and restored comes back empty")
  func takeAndRestore() {
    var index = ColumnIndex()
    for slot in 0..<(ColumnIndex.bitLimit + 1) { index.appendColumn(Self.symbol(slot)) }
    index.insert(Self.symbol(5), into: 1)
    index.insert(Self.symbol(600 - 100), into: 1)
    let taken = index.takeSet(1)
    #expect(Set(taken.keys.map(\.index)) == [5, 500])
    #expect(index.isEmpty(1))
    index.restoreSet(1, taken)
    #expect(index.isEmpty(1))
    index.insert(Self.symbol(9), into: 1)
    #expect(Array(index.members(1)).map(\.index) == [9])
  }

  /// `count` variables, each pulled to `2 * i` at a weak priority and kept at least 1 above
  /// the one before by a required inequality: three symbols (the variable, two errors) and
  /// a slack per variable, so 130 of them pass ``ColumnIndex/bitLimit``.
  static func makeStaircase(_ count: Int) throws -> (Solver, [Variable]) {
    var solver = Solver()
    let variables = (0..<count).map { Variable("v\($0)") }
    for (index, variable) in variables.enumerated() {
      try solver.add((variable == Double(2 * index)).withPriority(.defaultLow))
      if index > 0 {
        try solver.add(variable >= variables[index - 1] + 1)
      }
    }
    return (solver, variables)
  }

  @Test("a solver that outgrows the bit matrix keeps its tableau sound and its answers")
  func solverAcrossTheLimit() throws {
    var (small, smallVariables) = try Self.makeStaircase(40)
    var (large, largeVariables) = try Self.makeStaircase(200)
    try small.updateVariables()
    try large.updateVariables()
    #expect(!small.tableau.columns.isHashed)
    #expect(large.tableau.columns.isHashed)
    expectSound(small)
    expectSound(large)
    for (index, variable) in smallVariables.enumerated() {
      #expect(small.value(of: variable) == Double(2 * index))
    }
    for (index, variable) in largeVariables.enumerated() {
      #expect(large.value(of: variable) == Double(2 * index))
    }
  }
}

/// A small deterministic generator (SplitMix64), so a failure replays from its seed.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
