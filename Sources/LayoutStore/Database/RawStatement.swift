import Foundation
import GRDB
import GRDBSQLite

/// A prepared statement on GRDB's connection driven through the SQLite C API, for the two hot
/// loops (writing and reading `viewFrame` rows): GRDB's arguments and rows box every value,
/// which costs more than SQLite's own work at 100k rows. Used only inside a GRDB transaction or
/// read, on the connection GRDB lends.
final class RawStatement {
  private let statement: OpaquePointer
  private let connection: OpaquePointer

  init(_ db: Database, sql: String) throws {
    guard let connection = db.sqliteConnection else {
      throw LayoutStoreError.sqlite(path: "", operation: "preparing", message: "closed database")
    }
    var prepared: OpaquePointer?
    guard sqlite3_prepare_v2(connection, sql, -1, &prepared, nil) == SQLITE_OK, let prepared
    else {
      throw LayoutStoreError.sqlite(
        path: "", operation: "preparing", message: String(cString: sqlite3_errmsg(connection)))
    }
    self.statement = prepared
    self.connection = connection
  }

  deinit { sqlite3_finalize(statement) }

  func bind(_ value: Int64, at index: Int32) { sqlite3_bind_int64(statement, index, value) }

  func bind(_ data: Data?, at index: Int32) {
    guard let data else {
      sqlite3_bind_null(statement, index)
      return
    }
    // SQLITE_TRANSIENT: SQLite copies the bytes before this returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    data.withUnsafeBytes { bytes in
      _ = sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), transient)
    }
  }

  /// Runs an insert with the bound values, then clears them for the next row.
  func execute() throws {
    let code = sqlite3_step(statement)
    sqlite3_reset(statement)
    guard code == SQLITE_DONE else { throw error(code) }
  }

  /// Steps to the next row; false when there is none.
  func next() throws -> Bool {
    let code = sqlite3_step(statement)
    if code == SQLITE_ROW { return true }
    sqlite3_reset(statement)
    if code == SQLITE_DONE { return false }
    throw error(code)
  }

  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

  func data(_ column: Int32) -> Data? {
    guard let bytes = sqlite3_column_blob(statement, column) else { return nil }
    return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, column)))
  }

  private func error(_ code: Int32) -> LayoutStoreError {
    let message = String(cString: sqlite3_errmsg(connection))
    if code == SQLITE_CORRUPT || code == SQLITE_NOTADB {
      return .corrupt(path: "", message: message)
    }
    return .sqlite(path: "", operation: "a statement", message: message)
  }
}
