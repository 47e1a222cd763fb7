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
