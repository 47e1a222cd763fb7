import Foundation

/// The commits a check may take baselines from, besides its own track's: those the checked
/// commit descends from, as Chromatic and Percy do. A feature branch without baselines of its
/// own is compared with what was approved on the commits it grew from, and once the branch is
/// merged, its approvals are in the target branch's history and count there too (see
/// `BaselineStore.current(track:scenes:environments:ancestors:)`).
public struct BaselineAncestry: Sendable, Hashable {
  /// The commit whose history counts (a full SHA).
  public var root: String
  /// How it was chosen, for messages: `HEAD`, `the merge base of HEAD and main`,
  /// `--base-commit`.
  public var origin: String
  /// `root` and every commit it descends from that the clone has.
  public var ancestors: Set<String>
  /// Whether the clone is shallow: commits older than its history are not known.
  public var isShallow: Bool

  /// `root` as people read it.
  public var shortRoot: String { String(root.prefix(10)) }

  /// The ancestry of the commit checked out in `directory` (`HEAD`), of its merge base with
  /// `base` (a branch or any revision), or of `baseCommit` (given outright: in a shallow clone
  /// that lacks the history, baselines approved at exactly that commit still count). Nil
  /// outside a git repository (or one without commits) when neither is given: a check then
  /// compares with its track's own baselines only.
  ///
  /// - Throws: ``WorkflowError/ancestry(_:)`` when `base` or `baseCommit` cannot be resolved,
  ///   saying how to give the history that is missing.
  public static func resolve(
    base: String? = nil, baseCommit: String? = nil,
    directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) throws(WorkflowError) -> BaselineAncestry? {
    let git = { (arguments: [String]) in RunProvenance.gitLines(arguments, in: directory) }
    let inRepository = git(["rev-parse", "--is-inside-work-tree"])?.first == "true"
    let isShallow = git(["rev-parse", "--is-shallow-repository"])?.first == "true"
    let fetchHint =
      "fetch the history (actions/checkout with fetch-depth: 0, or git fetch --unshallow)"
      + " or give the commit with --base-commit SHA"
    if let baseCommit {
      if inRepository,
        let full = git(["rev-parse", "--verify", "-q", "\(baseCommit)^{commit}"])?.first
      {
        return BaselineAncestry(
          root: full, origin: "--base-commit",
          ancestors: Set(git(["rev-list", full]) ?? [full]), isShallow: isShallow)
      }
      guard baseCommit.count == 40, baseCommit.allSatisfy(\.isHexDigit) else {
        throw .ancestry(
          "--base-commit \(baseCommit): no such commit here; give the full 40-character SHA"
            + " of a commit baselines were approved at")
      }
      return BaselineAncestry(
        root: baseCommit.lowercased(), origin: "--base-commit",
        ancestors: [baseCommit.lowercased()], isShallow: isShallow)
    }
    guard inRepository else {
      if let base {
        throw .ancestry("--base \(base): \(directory.path) is not in a git repository")
      }
      return nil
    }
    guard let head = git(["rev-parse", "--verify", "-q", "HEAD"])?.first else {
      if let base { throw .ancestry("--base \(base): the repository has no commits yet") }
      return nil
    }
    var root = head
    var origin = "HEAD"
    if let base {
      // A CI clone often has only `origin/main`, not a local `main`.
      guard
        let revision = [base, "origin/\(base)"].first(where: {
          git(["rev-parse", "--verify", "-q", "\($0)^{commit}"]) != nil
        })
      else {
        throw .ancestry("--base \(base): no such branch or commit in this clone; \(fetchHint)")
      }
      guard let mergeBase = git(["merge-base", "HEAD", revision])?.first else {
        throw .ancestry(
          "--base \(base): HEAD and \(revision) have no common commit in this clone's history"
            + (isShallow ? " (it is shallow); \(fetchHint)" : ""))
      }
      root = mergeBase
      origin = "the merge base of HEAD and \(revision)"
    }
    return BaselineAncestry(
      root: root, origin: origin, ancestors: Set(git(["rev-list", root]) ?? [root]),
      isShallow: isShallow)
  }
}
