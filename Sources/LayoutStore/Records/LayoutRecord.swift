import GRDB

/// A row of `layout`: one scene laid out in one environment in one run.
struct LayoutRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "layout"

  var id: Int64?
  var runId: Int64
  var sceneId: Int64
  var environmentId: Int64
  var snapshotId: Int64

  enum Columns {
    static let runId = Column(CodingKeys.runId)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
