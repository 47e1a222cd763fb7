/// What an approval (or `record --baseline`) did to a track's baselines.
public struct BaselineChanges: Sendable, Hashable {
  /// The baselines made, in the run's order: layouts that differ from their current baseline
  /// or had none.
  public var approved: [Baseline] = []
  /// Selected layouts identical to their current baseline (same snapshot, same environment):
  /// those baselines stay as they were, with their approval and reason.
  public var unchanged = 0
  /// Baselines the run no longer lays out, retired (kept in the history).
  public var retired: [Baseline] = []

  public init(approved: [Baseline] = [], unchanged: Int = 0, retired: [Baseline] = []) {
    self.approved = approved
    self.unchanged = unchanged
    self.retired = retired
  }

  /// Whether the track's baselines are as they were.
  public var isEmpty: Bool { approved.isEmpty && retired.isEmpty }

  /// Adds another approval's changes (several approvals in one record).
  public mutating func formUnion(_ other: BaselineChanges) {
    approved += other.approved
    unchanged += other.unchanged
    retired += other.retired
  }
}
