import GRDB

/// A row of `scene`: a scene by name, which baselines and history follow across files.
struct SceneRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "scene"

  var id: Int64?
  var name: String

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let name = Column(CodingKeys.name)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

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

/// A row of `sourceText` (Migrations/0005): a scene file's text, once per content.
struct SourceTextRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "sourceText"

  var contentHash: String
  var text: String
}
