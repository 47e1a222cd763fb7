import GRDB

/// A row of `viewPath`: a view by id, path and kind, written once and shared by its frames.
struct ViewPathRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "viewPath"

  var id: Int64?
  var viewId: String
  var path: String
  /// A `ViewKind` raw value.
  var kind: String

  init(_ key: ViewPathKey) {
    viewId = key.viewId
    path = key.path
    kind = key.kind
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
