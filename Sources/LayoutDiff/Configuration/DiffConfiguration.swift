/// How layouts are compared: tolerance, what counts as a small change, severities and ignore
/// rules. Read from the `diff:` section of a `layoutdb.yaml` at the repository's root (see
/// ``init(yaml:fileName:)``); every key is optional:
///
/// ```yaml
/// diff:
///   tolerance: 0.5        # points a value may move without being drift (default: half a pixel)
///   minorChange: 1        # moves and resizes below this many points are warnings, not errors
///   severities:           # override a kind of change's severity: error, warning or info
///     viewAdded: error
///     contentSizeChanged: info
///   ignore:               # see IgnoreRule
///     - views: [spinner]
///       attributes: [x, y]
///       reason: animates
/// ```
public struct DiffConfiguration: Sendable, Hashable, Codable {
  /// How far (in points) a value may move and still count as unchanged. Nil, the default,
  /// means exact after pixel snapping: differences up to half a pixel of the current
  /// environment (0.25 pt at @2x) are float noise, a one-pixel move is drift. Comparing the
  /// difference rather than the two snapped values avoids calling 10.2499 and 10.2501 a
  /// change because they round to different pixels.
  public var tolerance: Double?
  /// Frame and window position changes whose largest component is smaller than this (in
  /// points) are warnings rather than errors. Default 1.
  public var minorChangeLimit: Double
  /// Severities that replace a kind of change's default (see ``Severity``).
  public var severities: [LayoutChange.Kind: Severity]
  public var ignore: [IgnoreRule]

  public init(
    tolerance: Double? = nil, minorChangeLimit: Double = 1,
    severities: [LayoutChange.Kind: Severity] = [:], ignore: [IgnoreRule] = []
  ) {
    self.tolerance = tolerance
    self.minorChangeLimit = minorChangeLimit
    self.severities = severities
    self.ignore = ignore
  }

  /// The conventional file name, at the repository's root.
  public static let fileName = "layoutdb.yaml"

  /// The tolerance in effect for an environment's scale.
  func effectiveTolerance(scale: Double) -> Double {
    if let tolerance { return tolerance }
    return scale > 0 ? 0.5 / scale : 0
  }
}
