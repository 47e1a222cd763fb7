/// What ``SolveRequest/stream(catalog:solveError:_:)`` returns once it has handed every layout
/// over: a ``SolveReport`` without its layouts.
public struct SolveSummary: Sendable, Hashable {
  /// How many layouts were handed over.
  public var count = 0
  /// Whether the input was a frame dump (its layouts read, not laid out: no times).
  public var isFrameDump = false
  /// See ``SolveReport/viewLines``.
  public var viewLines: [String: [String: Int]] = [:]
  /// See ``SolveReport/viewNames``.
  public var viewNames: [String: [String: String]] = [:]

  public init(count: Int = 0, isFrameDump: Bool = false) {
    self.count = count
    self.isFrameDump = isFrameDump
  }
}
