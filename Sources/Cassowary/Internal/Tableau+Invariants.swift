/// Self-checks for tests (swift-collections' `checkInvariants()`, returning what is wrong
/// instead of trapping, so a test can print it).
extension Tableau {
  /// Every way the tableau breaks its invariants; empty when it is sound: rows hold only
  /// parametric symbols, the column index matches the rows exactly, the objective holds only
  /// parametric symbols, and every restricted basic symbol is at least 0 (feasibility).
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var expectedColumns = Array(repeating: Set<Symbol>(), count: columns.count)
    for (index, row) in rows.enumerated() {
      guard let row else { continue }
      let basic = symbols[index]
      for symbol in row.cells.keys {
        if isBasic(symbol) { problems.append("row \(basic) holds basic symbol \(symbol)") }
        expectedColumns[symbol.index].insert(basic)
      }
      if basic.isRestricted && row.constant < -1e-7 {
        problems.append("restricted row \(basic) is infeasible: \(row.constant)")
      }
    }
    for index in 0..<columns.count where Set(columns.members(index)) != expectedColumns[index] {
      problems.append(
        "column \(symbols[index]) lists \(columns.members(index).sorted()), rows hold it in \(expectedColumns[index].sorted())"
      )
    }
    for level in objective.levels {
      for symbol in level.row.cells.keys where isBasic(symbol) {
        problems.append("objective level \(level.priority) holds basic symbol \(symbol)")
      }
    }
    return problems
  }
}

extension Symbol: CustomStringConvertible {
  var description: String { "\(kind)#\(index)" }
}
