import LayoutEngine

/// Which layouts of a run become baselines, on which track, by whom and why: what
/// ``BaselineStore/approve(run:scenes:environments:track:approvedBy:reason:at:)`` takes apart,
/// and what ``RunStore/record(_:metadata:sources:approving:)`` applies in the run's own
/// transaction (a run recorded as the baseline is never stored without its baselines).
public struct BaselineApproval: Sendable, Hashable {
  public var track: String
  public var approvedBy: String
  public var reason: String
  /// Only these scenes (nil: all of the run's).
  public var scenes: [String]?
  /// Only environments matching one of these filters (``EnvironmentKey/matches(_:)``).
  public var environments: [String]?
  /// Only exactly these scene × environment pairs (nil: no such restriction): what
  /// `check --record missing` approves, and nothing that merely shares a key prefix.
  public var only: [String: Set<EnvironmentKey>]?
  /// Also retire the track's current baselines (within `scenes` and `environments`) that the
  /// run no longer lays out: of a scene it lays out, in an environment it left out when it laid
  /// out all its files ask for (``RunMetadata/allEnvironments``); of a scene it does not lay
  /// out whose baseline was recorded from one of its files (removed or renamed there). Never
  /// with `only`: filling in missing baselines takes none away.
  public var retiresGone: Bool
  /// When baselines follow git history: the commits the approving checkout descends from. A
  /// layout identical to the baseline the track inherits from them is left as it is, and what
  /// is gone is retired from the inherited baselines too (by a retirement on this track).
  public var ancestors: Set<String>? = nil
  /// The commit checked out, where such a retirement joins the track's history.
  public var commit: String? = nil
  /// Where these approvals join the track's history when that is not the approved run's own
  /// commit (`approve --promote`: the commit it promoted at); nil for the run's.
  public var approvalCommit: String? = nil

  public init(
    track: String = "main", approvedBy: String, reason: String, scenes: [String]? = nil,
    environments: [String]? = nil, only: [String: Set<EnvironmentKey>]? = nil,
    retiresGone: Bool = true
  ) {
    self.track = track
    self.approvedBy = approvedBy
    self.reason = reason
    self.scenes = scenes
    self.environments = environments
    self.only = only
    self.retiresGone = retiresGone
  }
}
