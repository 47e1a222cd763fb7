import GRDB

/// A row of `baseline` (Migrations/0001, with 0004's retirement and 0005's commit): one
/// approval of a layout for a track × scene × environment key. The current one has
/// `replacedAt` NULL; rows are never deleted.
struct BaselineRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "baseline"

  var id: Int64?
  var track: String
  var sceneId: Int64
  var environmentKey: String
  var layoutId: Int64
  var approvedBy: String
  /// UTC ISO 8601 text (``Timestamp``).
  var approvedAt: String
  var reason: String
  /// When a later approval replaced it, or when it was retired.
  var replacedAt: String? = nil
  var replacedById: Int64? = nil
  var retiredBy: String? = nil
  var retiredReason: String? = nil
  /// Where the approval joined the track's history when not at its run's commit.
  var gitCommit: String? = nil

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let track = Column(CodingKeys.track)
    static let sceneId = Column(CodingKeys.sceneId)
    static let environmentKey = Column(CodingKeys.environmentKey)
    static let layoutId = Column(CodingKeys.layoutId)
    static let approvedAt = Column(CodingKeys.approvedAt)
    static let replacedAt = Column(CodingKeys.replacedAt)
    static let replacedById = Column(CodingKeys.replacedById)
    static let retiredBy = Column(CodingKeys.retiredBy)
    static let retiredReason = Column(CodingKeys.retiredReason)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
