import LayoutEngine
import SceneReading

/// The layouts `layoutdb solve` produced (or a frame dump held), and their renderings.
public struct SolveReport: Sendable, Hashable {
  /// One per scene × environment, scenes in file order, environments in request order.
  public var runs: [LayoutResult]
  /// Seconds spent laying out each run (the same order; building a scene's engine counts
  /// toward its first environment); empty for a frame dump, which is not laid out.
  public var seconds: [Double]
  /// The line where each view is written in the input, by scene then view id (see
  /// ``SceneDocument/viewLines``).
  public var viewLines: [String: [String: Int]] = [:]
  /// Names a person recognises views by, by scene then view id, where the input has them
  /// (an Interface Builder view's `userLabel`, placeholder or text; see
  /// `InterfaceBuilderScene.displayNames`).
  public var viewNames: [String: [String: String]] = [:]

  public init(runs: [LayoutResult], seconds: [Double] = []) {
    self.runs = runs
    self.seconds = seconds
  }

  /// The runs with their seconds (0 when not measured).
  public var timedRuns: [(result: LayoutResult, seconds: Double)] {
    runs.enumerated().map { ($1, $0 < seconds.count ? seconds[$0] : 0) }
  }

  /// Text: `LayoutResult`'s listing per run, runs separated by a blank line; JSON: the
  /// stable JSON documented in Documentation/SceneFormat.md ("JSON output").
  public func rendered(as format: OutputFormat) -> String {
    switch format {
    case .text: runs.map(\.description).joined(separator: "\n\n")
    case .json: json
    }
  }
}
