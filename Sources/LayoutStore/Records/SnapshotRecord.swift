import Foundation
import GRDB

/// A row of `snapshot`: the solved content of one layout, shared by every run that produced
/// exactly the same content (found again by its digest).
struct SnapshotRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "snapshot"

  var id: Int64?
  /// SHA-256 of the content and the scale (``SnapshotContent/digest``).
  var digest: Data
  /// Pixels per point of the snapshot's pixel columns.
  var scale: Double
  var viewCount: Int

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let digest = Column(CodingKeys.digest)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `viewPath`: a view by id, path and kind, written once and shared by its frames.
struct ViewPathRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "viewPath"

  var id: Int64?
  var viewId: String
  var path: String
  /// A `ViewKind` raw value.
  var kind: String

  enum Columns {
    static let viewId = Column(CodingKeys.viewId)
    static let path = Column(CodingKeys.path)
    static let kind = Column(CodingKeys.kind)
  }

  init(_ key: ViewPathKey) {
    viewId = key.viewId
    path = key.path
    kind = key.kind
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `layout`: one scene laid out in one environment in one run.
struct LayoutRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "layout"

  var id: Int64?
  var runId: Int64
  var sceneId: Int64
  var environmentId: Int64
  var snapshotId: Int64

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let runId = Column(CodingKeys.runId)
    static let sceneId = Column(CodingKeys.sceneId)
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
