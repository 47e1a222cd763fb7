import Foundation
import GRDB

/// A row of `run` (Migrations/0001, with the columns 0003 and 0005 added): one recording.
struct RunRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "run"

  var id: Int64?
  var uuid: String
  /// UTC ISO 8601 text (``Timestamp``), so it sorts and reads as written.
  var recordedAt: String
  var track: String
  var gitCommit: String?
  var gitBranch: String?
  var gitDirty: Bool?
  var ciJob: String?
  var toolVersion: String
  var solverSeconds: Double?
  /// ``RunMetadata/Source``'s raw value.
  var source: String
  var allEnvironments: Bool?
  /// The parents of `gitCommit`, space-separated.
  var gitParents: String?
  var shard: String?

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let uuid = Column(CodingKeys.uuid)
    static let recordedAt = Column(CodingKeys.recordedAt)
    static let track = Column(CodingKeys.track)
    static let gitCommit = Column(CodingKeys.gitCommit)
    static let solverSeconds = Column(CodingKeys.solverSeconds)
    static let allEnvironments = Column(CodingKeys.allEnvironments)
    static let shard = Column(CodingKeys.shard)
  }

  /// Newest first, as every listing of runs orders them (`recordedAt`, then insertion).
  static let newestFirst = [Columns.recordedAt.desc, Columns.id.desc]

  init(_ metadata: RunMetadata) {
    uuid = metadata.uuid.uuidString.lowercased()
    recordedAt = Timestamp.text(metadata.recordedAt)
    track = metadata.track
    gitCommit = metadata.gitCommit
    gitBranch = metadata.gitBranch
    gitDirty = metadata.gitDirty
    ciJob = metadata.ciJob
    toolVersion = metadata.toolVersion
    solverSeconds = metadata.solverSeconds
    source = metadata.source.rawValue
    allEnvironments = metadata.allEnvironments
    gitParents = metadata.gitParents?.joined(separator: " ")
    shard = metadata.shard
  }

  /// The metadata as recorded. A UUID, time or source edited by hand into something else
  /// reads back as a fresh UUID, now, and the solver, as before records existed.
  var metadata: RunMetadata {
    RunMetadata(
      uuid: UUID(uuidString: uuid) ?? UUID(), recordedAt: Timestamp.date(recordedAt) ?? Date(),
      track: track, gitCommit: gitCommit, gitBranch: gitBranch, gitDirty: gitDirty,
      ciJob: ciJob, toolVersion: toolVersion, solverSeconds: solverSeconds,
      source: RunMetadata.Source(rawValue: source) ?? .solver, allEnvironments: allEnvironments,
      gitParents: gitParents.map { $0.split(separator: " ").map(String.init) }, shard: shard)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
