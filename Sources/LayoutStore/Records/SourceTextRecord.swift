import GRDB

/// A row of `sourceText` (Migrations/0005): a scene file's text, once per content.
struct SourceTextRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "sourceText"

  var contentHash: String
  var text: String
}
