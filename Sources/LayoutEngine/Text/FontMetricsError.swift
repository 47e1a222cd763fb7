/// Why the system font metrics could not be loaded.
public enum FontMetricsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `system-font-metrics.json` is not among LayoutEngine's resources: a packaging problem.
  case bundledMetricsMissing
  /// The file is not JSON of the expected shape; `reason` is the decoder's.
  case invalidFile(reason: String)
  /// A field has the right type but an impossible value.
  case invalidValue(field: String, expected: String)

  public var description: String {
    switch self {
    case .bundledMetricsMissing:
      "this build of layoutdb lacks its font metrics (system-font-metrics.json was not "
        + "embedded into LayoutEngine); rebuild with `swift build` from a complete checkout"
    case .invalidFile(let reason):
      "system font metrics: not a valid metrics file: \(reason)"
    case .invalidValue(let field, let expected):
      "system font metrics: '\(field)' is invalid; expected \(expected)"
    }
  }
}
