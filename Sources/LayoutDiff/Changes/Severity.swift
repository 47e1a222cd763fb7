/// How much a change matters. `error` and `warning` are drift (a check fails on them); `info`
/// reports a problem that went away, which is a change worth telling but not a failure.
///
/// The default of each kind of change (``LayoutChange/Kind``), which a configuration can
/// override (``DiffConfiguration/severities``):
/// - `error`: a view removed or hidden; a view moved or resized by at least
///   ``DiffConfiguration/minorChangeLimit`` (1 pt), in its superview or in the window; a
///   scroll view that starts or stops scrolling on an axis; a text field that becomes covered
///   by the keyboard or unreachable above it; a new unsatisfiable constraint, ambiguous
///   layout, scrollable content size ambiguity or covered field diagnostic.
/// - `warning`: smaller moves and resizes, any move of a hidden view, a view added or shown,
///   a view that changed class or superview (a refactor; the moves it causes are errors), a
///   content size change (the views that cause it carry the errors), a new diagnostic of the
///   cosmetic kinds (outside the superview, overlapping siblings, not modelled).
/// - `info`: a problem resolved: a field no longer covered or reachable again, a diagnostic
///   gone.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable,
  CustomStringConvertible
{
  case info, warning, error

  /// Whether a change of this severity is drift, which fails a check.
  public var isDrift: Bool { self != .info }

  public var description: String { rawValue }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}
