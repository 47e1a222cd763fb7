/// One equation of the tableau, `basic = constant + Σ coefficient * symbol`, or the same
/// shape for an objective. Coefficients closer to 0 than ``Row/epsilon`` are dropped so that
/// round-off never keeps a symbol alive.
struct Row {
  static let epsilon = 1e-8

  var constant: Double
  var cells: SymbolTable<Double>

  init(constant: Double = 0, cells: SymbolTable<Double> = SymbolTable()) {
    self.constant = constant
    self.cells = cells
  }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient * symbol`; a sum that reaches ~0 removes the cell.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    cells.add(coefficient, to: symbol)
  }

  /// Adds `coefficient * other` (constant included).
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    cells.add(other.cells, times: coefficient)
  }

  mutating func reverseSign() {
    constant = -constant
    cells.transformValues { -$0 }
  }

  /// Rewrites `0 = constant + a*symbol + rest` as `symbol = -(constant + rest)/a`: the row
  /// becomes the definition of `symbol`, which leaves the cells.
  mutating func solve(for symbol: Symbol) {
    let coefficient = -1 / cells.removeValue(forKey: symbol)!
    constant *= coefficient
    cells.transformValues { $0 * coefficient }
  }

  /// Whether every symbol left is a dummy (fixed at 0), so the row is a plain number.
  var isAllDummies: Bool { cells.allSatisfy(\.key.isDummy) }
}
