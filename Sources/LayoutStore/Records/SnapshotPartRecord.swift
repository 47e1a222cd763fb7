import GRDB

/// A table of a snapshot's parts, keyed by `(snapshotId, position)`.
protocol SnapshotPartRecord: FetchableRecord, TableRecord {}

extension SnapshotPartRecord {
  /// The rows of one snapshot, in their positions. A cached statement: a baseline read asks
  /// this of every layout, and building the query each time cost a third of the read.
  static func fetchAll(_ db: Database, snapshotID: Int64) throws -> [Self] {
    try fetchAll(
      db.cachedStatement(
        sql: "SELECT * FROM \(databaseTableName) WHERE snapshotId = ? ORDER BY position"),
      arguments: [snapshotID])
  }
}

extension ScrollMetricsRecord: SnapshotPartRecord {}
extension TextFieldRecord: SnapshotPartRecord {}
extension DiagnosticRecord: SnapshotPartRecord {}
