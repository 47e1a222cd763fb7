import GRDB

/// A row of `runScene`: which file (and content) a scene was read from in a run.
struct RunSceneRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "runScene"

  var runId: Int64
  var sceneId: Int64
  var sourceFile: String?
  var contentHash: String?

  enum Columns {
    static let runId = Column(CodingKeys.runId)
    static let sourceFile = Column(CodingKeys.sourceFile)
  }
}
