/// Left-aligned text columns for terminal listings (`devices`, `history`): each column as wide
/// as its widest cell, two spaces between, no trailing blanks.
public struct TextTable: Sendable, Hashable {
  public var header: [String]
  public var rows: [[String]]

  public init(header: [String], rows: [[String]] = []) {
    self.header = header
    self.rows = rows
  }

  public var rendered: String {
    let all = [header] + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return all.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += cell
        if index < row.count - 1 {
          line += String(repeating: " ", count: widths[index] - cell.count + 2)
        }
      }
      return line
    }.joined(separator: "\n")
  }
}
