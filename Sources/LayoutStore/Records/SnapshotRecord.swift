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

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
