import LayoutEngine

/// The layouts `layoutdb solve` produced (or a frame dump held), and their renderings.
public struct SolveReport: Sendable, Hashable {
  /// One per scene × environment, scenes in file order, environments in request order.
  public var runs: [LayoutResult]

  public init(runs: [LayoutResult]) {
    self.runs = runs
  }

  /// The output formats of `layoutdb solve --format`.
  public enum Format: String, Sendable, CaseIterable {
    /// `LayoutResult`'s listing per run, runs separated by a blank line.
    case text
    /// The stable JSON documented in README.md ("Scene files and `layoutdb solve`").
    case json
  }

  public func rendered(as format: Format) -> String {
    switch format {
    case .text: runs.map(\.description).joined(separator: "\n\n")
    case .json: json
    }
  }
}
