import Foundation
import LayoutStore

/// Where a run is being recorded: the git commit and branch, the CI job and the person, read
/// from CI variables first (a CI checkout is often a detached HEAD) and then from `git`.
public struct RunProvenance: Sendable, Hashable {
  public var gitCommit: String?
  /// The parents of `gitCommit` (two for a merge), so baselines can follow git history; nil
  /// when unknown (outside a repository, or a shallow clone without the commit's parents).
  public var gitParents: [String]?
  public var gitBranch: String?
  /// Whether tracked files have uncommitted changes; nil outside a repository.
  public var gitDirty: Bool?
  public var ciJob: String?
  /// Who is recording or approving: the CI actor, else the login name.
  public var user: String

  public init(
    gitCommit: String?, gitBranch: String?, gitDirty: Bool? = nil, ciJob: String?, user: String
  ) {
    self.gitCommit = gitCommit
    self.gitBranch = gitBranch
    self.gitDirty = gitDirty
    self.ciJob = ciJob
    self.user = user
  }

  /// Reads the CI variables of GitHub Actions, GitLab CI, CircleCI, Buildkite and Jenkins, then
  /// asks `git` in `directory` for what they did not give. Outside a repository (or without
  /// git) commit and branch are nil.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> RunProvenance {
    func value(_ names: String...) -> String? {
      names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
    var provenance = RunProvenance(
      gitCommit: value(
        "GITHUB_SHA", "CI_COMMIT_SHA", "CIRCLE_SHA1", "BUILDKITE_COMMIT", "GIT_COMMIT"),
      // A pull request's own branch (GITHUB_HEAD_REF), not the merge ref GitHub checks out.
      gitBranch: value(
        "GITHUB_HEAD_REF", "GITHUB_REF_NAME", "CI_COMMIT_REF_NAME", "CIRCLE_BRANCH",
        "BUILDKITE_BRANCH", "GIT_BRANCH"),
      ciJob: nil,
      user: value("GITHUB_ACTOR", "GITLAB_USER_LOGIN", "CIRCLE_USERNAME", "USER", "LOGNAME")
        ?? accountName() ?? "unknown")
    if let run = value("GITHUB_RUN_ID") {
      provenance.ciJob = "github-actions/\(run)" + (value("GITHUB_JOB").map { "/\($0)" } ?? "")
    } else if let job = value("CI_JOB_ID") {
      provenance.ciJob = "gitlab/\(job)"
    } else if let job = value("CIRCLE_BUILD_NUM") {
      provenance.ciJob = "circleci/\(job)"
    } else if let job = value("BUILDKITE_JOB_ID") {
      provenance.ciJob = "buildkite/\(job)"
    } else if let tag = value("BUILD_TAG") {
      provenance.ciJob = "jenkins/\(tag)"
    }
    if provenance.gitCommit == nil {
      provenance.gitCommit = git(["rev-parse", "--verify", "-q", "HEAD"], in: directory)
    }
    if provenance.gitBranch == nil {
      provenance.gitBranch = git(["symbolic-ref", "--short", "-q", "HEAD"], in: directory)
    }
    if let commit = provenance.gitCommit {
      provenance.gitParents = gitLines(
        ["rev-parse", "--verify", "-q", "\(commit)^@"], in: directory)
    }
    provenance.gitDirty = hasUncommittedChanges(in: directory)
    return provenance
  }

  /// Whether tracked files in `directory`'s repository differ from HEAD (untracked files do not
  /// count, as in `git describe --dirty`); nil outside a repository. `--no-optional-locks`: a
  /// status must not take the index lock a concurrent git command may hold.
  static func hasUncommittedChanges(in directory: URL) -> Bool? {
    guard git(["rev-parse", "--is-inside-work-tree"], in: directory) == "true" else { return nil }
    return git(
      ["--no-optional-locks", "status", "--porcelain", "--untracked-files=no"], in: directory)
      != nil
  }

  /// `git ARGUMENTS` in `directory`: its first output line, or nil when git is missing, fails
  /// or prints nothing.
  static func git(_ arguments: [String], in directory: URL) -> String? {
    gitLines(arguments, in: directory)?.first
  }

  /// `git ARGUMENTS` in `directory`: its output lines (none for a root commit's parents), or
  /// nil when git is missing or fails.
  static func gitLines(_ arguments: [String], in directory: URL) -> [String]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The login name of the process's user from the password database, for shells and
  /// containers that set no `USER` (cron, `docker run`, some CI images).
  static func accountName() -> String? {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
    let text = String(cString: name)
    return text.isEmpty ? nil : text
  }
}

extension RunMetadata {
  /// The metadata of a run being recorded now, where `provenance` says.
  public init(
    provenance: RunProvenance, track: String, toolVersion: String, solverSeconds: Double?,
    source: Source, allEnvironments: Bool? = nil
  ) {
    self.init(
      track: track, gitCommit: provenance.gitCommit, gitBranch: provenance.gitBranch,
      gitDirty: provenance.gitDirty, ciJob: provenance.ciJob, toolVersion: toolVersion,
      solverSeconds: solverSeconds, source: source, allEnvironments: allEnvironments,
      gitParents: provenance.gitParents)
  }
}
