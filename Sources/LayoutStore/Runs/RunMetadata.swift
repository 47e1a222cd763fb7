import Foundation

/// Where a run came from: stored with it, shown by history, used to find it again.
public struct RunMetadata: Sendable, Hashable {
  /// How the layouts were made.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// Solved by layoutdb's engine from scene files or Interface Builder documents.
    case solver
    /// Captured on a device or simulator (frame dumps).
    case deviceDump = "device-dump"
  }

  /// Identifies the run in every database it is merged into.
  public var uuid: UUID
  public var recordedAt: Date
  /// The baseline track the run was recorded for (a branch name; `main` by default).
  public var track: String
  public var gitCommit: String?
  /// The parents of `gitCommit` (from git); nil when unknown.
  public var gitParents: [String]?
  /// `I/N` when the run laid out shard I of N of its inputs' scene × environment pairs; such a
  /// run never retires baselines (the other shards lay the rest out).
  public var shard: String?
  public var gitBranch: String?
  /// Whether tracked files had uncommitted changes when the run was recorded (its layouts may
  /// then not be those of `gitCommit`); nil outside a repository.
  public var gitDirty: Bool?
  /// The CI job that recorded it (`GITHUB_RUN_ID`, `CI_JOB_ID`, ...), if any.
  public var ciJob: String?
  /// layoutdb's version.
  public var toolVersion: String
  /// Time spent laying the scenes out; nil for device dumps.
  public var solverSeconds: Double?
  public var source: Source
  /// Whether the run laid out every environment its inputs ask for: false when options
  /// (`--device`, `--orientation`, `--keyboard`) narrowed them, nil when unknown (runs stored
  /// before layoutdb kept it). Approving a run retires baselines of environments it no longer
  /// lays out only when this is true.
  public var allEnvironments: Bool?

  public init(
    uuid: UUID = UUID(), recordedAt: Date = Date(), track: String = "main",
    gitCommit: String? = nil, gitBranch: String? = nil, gitDirty: Bool? = nil,
    ciJob: String? = nil, toolVersion: String, solverSeconds: Double? = nil,
    source: Source = .solver, allEnvironments: Bool? = nil, gitParents: [String]? = nil,
    shard: String? = nil
  ) {
    self.uuid = uuid
    self.gitParents = gitParents
    self.shard = shard
    self.recordedAt = recordedAt
    self.track = track
    self.gitCommit = gitCommit
    self.gitBranch = gitBranch
    self.gitDirty = gitDirty
    self.ciJob = ciJob
    self.toolVersion = toolVersion
    self.solverSeconds = solverSeconds
    self.source = source
    self.allEnvironments = allEnvironments
  }

  /// The commit as people read it: its first `length` characters, with `-dirty` when the
  /// working tree had uncommitted changes (as `git describe --dirty` writes it).
  public func commitLabel(length: Int = 10) -> String? {
    RunMetadata.commitLabel(gitCommit, dirty: gitDirty, length: length)
  }

  static func commitLabel(_ commit: String?, dirty: Bool?, length: Int) -> String? {
    commit.map { String($0.prefix(length)) + (dirty == true ? "-dirty" : "") }
  }
}

/// The file a scene was read from in a run, and a hash of its content.
public struct SceneSource: Sendable, Hashable {
  /// The path relative to the project's root (the git work tree's top level, else the folder
  /// the command ran in), absolute for a file outside it; older runs kept it as typed.
  public var file: String
  /// SHA-256 of the file's bytes, lowercase hex (``SHA256Digest/hex(of:)``).
  public var contentHash: String?
  /// The file's text (scene files and Interface Builder documents), stored once per content so
  /// a later check can tell which constraint changed; nil when not kept.
  public var text: String?

  public init(file: String, contentHash: String?, text: String? = nil) {
    self.file = file
    self.contentHash = contentHash
    self.text = text
  }
}
