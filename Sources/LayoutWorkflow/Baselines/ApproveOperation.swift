import LayoutStore

/// `layoutdb approve`: a run (or some of its scenes and environments) becomes the baseline of
/// a track, or (`--promote`) another track's current baselines become this track's.
///
/// On CI, without `--yes`, it only lists what it would do: a CI job that approves its own run
/// could never fail.
public struct ApproveOperation: Sendable {
  /// What to approve.
  public enum Source: Sendable, Hashable {
    /// A run id, a prefix of one, or `latest`.
    case run(String)
    /// The current baselines of another track; nil for the git branch's name.
    case track(String?)
  }

  /// What the command prints and whether it succeeded.
  public struct Outcome: Sendable, Hashable {
    /// Lines for standard output.
    public var lines: [String]
    /// Set when nothing was changed because CI asks for `--yes` (exit 2): the message for
    /// standard error.
    public var refusal: String?
  }

  public var source: Source
  public var scenes: [String]?
  public var environments: [String]?
  public var track: String
  public var reason: String
  /// Who approves; nil for the CI actor or `$USER`.
  public var approvedBy: String?
  /// Retire the baselines the run no longer lays out (`--keep-gone` turns it off).
  public var retiresGone: Bool
  /// Compare with the track's own baselines only, not those inherited from git history.
  public var ownTrackOnly: Bool
  /// Change the database even on CI (`--yes`); without it, on CI, only list.
  public var confirmed: Bool

  public init(
    source: Source, scenes: [String]?, environments: [String]?, track: String, reason: String,
    approvedBy: String?, retiresGone: Bool, ownTrackOnly: Bool, confirmed: Bool
  ) {
    self.source = source
    self.scenes = scenes
    self.environments = environments
    self.track = track
    self.reason = reason
    self.approvedBy = approvedBy
    self.retiresGone = retiresGone
    self.ownTrackOnly = ownTrackOnly
    self.confirmed = confirmed
  }

  public func run(
    _ location: DatabaseLocation, environment: [String: String]
  ) throws(WorkflowError) -> Outcome {
    let store = try location.open(creating: false)
    if !confirmed && RecordMode.default(environment: environment) == .never {
      return try preview(store)
    }
    let provenance = RunProvenance.detect()
    switch source {
    case .track(let from):
      return try promote(store, from: from ?? provenance.gitBranch, provenance: provenance)
    case .run(let run):
      return try approve(store, run: run, provenance: provenance)
    }
  }

  private func approve(_ store: LayoutDatabase, run runID: String, provenance: RunProvenance)
    throws(WorkflowError) -> Outcome
  {
    // The history baselines follow here: layouts identical to what the track inherits are not
    // approved again, and inherited baselines the run no longer lays out are retired too.
    let ancestry = ownTrackOnly ? nil : try BaselineAncestry.resolve()
    var lines: [String] = []
    do {
      let id = try RunReview(database: store).resolve(runID)
      let changes = try store.baselines.approve(
        run: id, scenes: scenes, environments: environments, track: track,
        approvedBy: approvedBy ?? provenance.user, reason: reason, retiresGone: retiresGone,
        ancestors: ancestry?.ancestors, atCommit: provenance.gitCommit)
      let run = id.lowercased().prefix(8)
      if let commit = try store.runs.load(id, scenes: []).metadata.commitLabel(),
        commit.hasSuffix("-dirty")
      {
        lines.append(
          "note: run \(run) was recorded at \(commit): with uncommitted changes, so its"
            + " layouts may not be those of the commit they are filed under")
      }
      lines += changes.approved.map { "approved  \($0.scene) @ \($0.environment)" }
      lines += changes.retired.map {
        "retired   \($0.scene) @ \($0.environment)  (run \(run) no longer lays it out)"
      }
      if changes.isEmpty {
        lines.append(
          "nothing to do: the \(changes.unchanged) selected layout(s) of run \(run) already "
            + "match the baselines of track \(track)")
      } else {
        var parts = [
          "approved \(changes.approved.count) changed layout(s) of run \(run) on track \(track)"
        ]
        if changes.unchanged > 0 {
          parts.append("\(changes.unchanged) unchanged kept their baselines")
        }
        if !changes.retired.isEmpty {
          parts.append("retired \(changes.retired.count) gone baseline(s), kept in the history")
        }
        lines.append(parts.joined(separator: "; ") + ".")
      }
    } catch {
      // A mistyped --scene or --env: the name meant and the run's scenes or the stored
      // environments, rather than every frame.
      let review = RunReview(database: store)
      if case .nothingToApprove = error, let id = try? review.resolve(runID) {
        try review.checkScenes(scenes, in: id)
        try review.checkEnvironments(environments)
      }
      throw .store(error)
    }
    return Outcome(lines: lines, refusal: nil)
  }

  /// `--promote`: the current baselines of `from` become `track`'s.
  private func promote(_ store: LayoutDatabase, from: String?, provenance: RunProvenance)
    throws(WorkflowError) -> Outcome
  {
    guard let from else {
      throw .usage("--promote needs --from TRACK outside a git branch")
    }
    guard from != track else {
      throw .usage(
        "--promote copies another track's baselines to --track \(track): name it with --from")
    }
    do {
      let changes = try store.baselines.promote(
        from: from, to: track, approvedBy: approvedBy ?? provenance.user, reason: reason,
        atCommit: provenance.gitCommit)
      return Outcome(
        lines: changes.approved.map { "promoted  \($0.scene) @ \($0.environment)" } + [
          "promoted \(changes.approved.count) baseline(s) of track \(from) to track \(track)"
            + (changes.unchanged > 0 ? "; \(changes.unchanged) already matched" : "") + "."
        ], refusal: nil)
    } catch {
      throw .store(error)
    }
  }

  /// On CI without `--yes`: what the approval would do, and how to do it.
  private func preview(_ store: LayoutDatabase) throws(WorkflowError) -> Outcome {
    do {
      let runID: String
      switch source {
      case .run(let run): runID = run
      case .track:
        return Outcome(
          lines: [],
          refusal: "CI is set: approve --promote changes nothing on track \(track) without --yes")
      }
      let id = try RunReview(database: store).resolve(runID)
      let changes = try store.baselines.previewApproval(
        run: id, scenes: scenes, environments: environments, track: track,
        retiresGone: retiresGone)
      return Outcome(
        lines: changes.approved.map { "would approve  \($0.scene) @ \($0.environment)" }
          + changes.retired.map { "would retire   \($0.scene) @ \($0.environment)" },
        refusal: "CI is set: approve lists \(changes.approved.count) layout(s) to approve and "
          + "\(changes.retired.count) to retire on track \(track) but changes nothing without "
          + "--yes")
    } catch {
      throw .store(error)
    }
  }
}
