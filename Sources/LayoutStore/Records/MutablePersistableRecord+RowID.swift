import GRDB

extension MutablePersistableRecord {
  /// Inserts the record and returns the row id SQLite gave it: how the writers learn the key
  /// that later rows point at.
  func insertedRowID(_ db: Database) throws -> Int64 {
    var record = self
    try record.insert(db)
    return db.lastInsertedRowID
  }
}
