import Foundation
import LayoutStore

/// `layoutdb retire`: baselines no input lays out any more (a scene or file deleted) stop
/// being expected, without approving anything. Retired baselines stay in the history.
public struct RetireOperation: Sendable {
  /// Scenes whose baselines to retire.
  public var scenes: [String]
  /// Files whose scenes' baselines to retire, as the user wrote them.
  public var files: [String]
  /// Environment filters (keys, prefixes or globs); nil for all.
  public var environments: [String]?
  public var track: String
  public var reason: String
  /// Who retires; nil for the CI actor or `$USER`.
  public var retiredBy: String?

  public init(
    scenes: [String], files: [String], environments: [String]?, track: String, reason: String,
    retiredBy: String?
  ) {
    self.scenes = scenes
    self.files = files
    self.environments = environments
    self.track = track
    self.reason = reason
    self.retiredBy = retiredBy
  }

  /// Retires the matching baselines of `track` and of what it inherits from git history (see
  /// ``BaselineAncestry``), and returns the lines to print.
  public func run(_ location: DatabaseLocation) throws(WorkflowError) -> [String] {
    let store = try location.open(creating: false)
    // Baselines store paths relative to the project's root: a FILE is taken both as written
    // from here and as `check` printed it (relative to the root).
    let root = ProjectRoot.detect()
    var named: [String] = []
    for file in files {
      for form in [root.stored(file), root.canonical(file)] where !named.contains(form) {
        named.append(form)
      }
    }
    let provenance = RunProvenance.detect()
    let ancestry = (try? BaselineAncestry.resolve()) ?? nil
    let retired: [Baseline]
    do {
      retired = try store.baselines.retire(
        track: track, scenes: scenes, files: named, filesAsWritten: files,
        environments: environments,
        retiredBy: retiredBy ?? provenance.user, reason: reason,
        ancestors: ancestry?.ancestors, atCommit: provenance.gitCommit)
    } catch {
      // A mistyped --env: the environment meant, as every command that takes --env says it.
      if case .nothingToRetire = error {
        try RunReview(database: store).checkEnvironments(environments)
      }
      throw .store(error)
    }
    // Retiring the baselines of a file that is still there changes what a plain `check`
    // reads (the files of the baselines) without a trace in its output: say so.
    // (With --env the file keeps its other environments' baselines, and check still reads it.)
    let remaining =
      environments == nil ? files.filter { FileManager.default.fileExists(atPath: $0) } : []
    return retired.map { "retired   \($0.scene) @ \($0.environment)" } + [
      "retired \(retired.count) baseline(s) of track \(track); they stay in the history, and "
        + "check no longer expects them."
    ]
      + remaining.map { file in
        "note: \(file) still exists: a plain `layoutdb check` no longer lays it out, but a "
          + "check or record that names it lays its scenes out again, as layouts without a "
          + "baseline."
      }
  }
}
