import LayoutEngine

/// The environments a file's current baselines were recorded for, so that `check` lays the
/// file out in exactly those and not in the file's own list when `record` narrowed it.
public struct RememberedEnvironments: Sendable, Equatable {
  /// Whether some baseline came from a run that laid out every environment the file asks for
  /// (or from a run older than the flag): the file's own list is checked too.
  public var followsFile: Bool
  /// The environments of baselines recorded by runs that narrowed them (`--device`,
  /// `--orientation`, `--keyboard`), each once, in the order they were approved.
  public var environments: [Environment]

  public init(followsFile: Bool, environments: [Environment]) {
    self.followsFile = followsFile
    self.environments = environments
  }
}
