import SceneFormat

/// `--format` of the commands that print layouts or comparisons: a listing for people, or the
/// JSON documented in Documentation/SceneFormat.md ("JSON output").
public enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case json

  /// The same choice for a solve report.
  public var solveReportFormat: SolveReport.Format {
    switch self {
    case .text: .text
    case .json: .json
    }
  }
}
