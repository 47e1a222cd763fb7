import Foundation

/// Prints the suite's figures as they are measured, one line each: the figure, its ratio to
/// the committed figure (below 1 is faster) and, for solver workloads, kiwi's figure and the
/// ratio to it (below 1 is faster than kiwi).
struct FigureTable {
  func printHeader(_ title: String) {
    print("== \(title)")
    print(
      pad("figure", 44) + pad("value", 12, right: true) + pad("committed", 12, right: true)
        + pad("ratio", 8, right: true) + pad("kiwi", 12, right: true)
        + pad("vs kiwi", 9, right: true))
  }

  /// Prints one figure; `kiwi` when there is a kiwi figure to compare with.
  func add(_ key: String, _ value: Double, kiwi: Double? = nil) {
    let committed = CommittedFigures.layoutdb[key]
    var line = pad(key, 44) + pad(number(value), 12, right: true)
    line += pad(committed.map(number) ?? "-", 12, right: true)
    line += pad(committed.map { ratio(value / $0) } ?? "-", 8, right: true)
    if let kiwi {
      line += pad(number(kiwi), 12, right: true) + pad(ratio(value / kiwi), 9, right: true)
    }
    print(line)
    fflush(nil)  // each figure as soon as it is known, also through a pipe
  }

  private func number(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
  }

  private func ratio(_ value: Double) -> String {
    String(format: value < 0.1 ? "%.3f×" : "%.2f×", value)
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text + " " }
    let fill = String(repeating: " ", count: width - count)
    return right ? fill + text : text + fill
  }
}
