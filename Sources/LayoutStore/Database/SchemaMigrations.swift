import Foundation
import GRDB

/// The schema's migrations: the `Migrations/NNNN_name.sql` files compiled into the module, run
/// in name order, each in its own immediate transaction, recorded in `schemaMigration`.
///
/// Not GRDB's `DatabaseMigrator`: several `layoutdb record` processes may open a new file at
/// the same moment, so the list of applied migrations is read again inside each migration's
/// write transaction (the migrator reads it before), and a migration another process applied
/// in the meantime is skipped instead of failing on `CREATE TABLE`.
enum SchemaMigrations {
  /// `(identifier, sql)` in order; the identifier is the file name without `.sql`.
  static let all: [(identifier: String, sql: String)] = EmbeddedFiles.byName
    .filter { $0.key.hasSuffix(".sql") }
    .sorted { $0.key < $1.key }
    .map { (String($0.key.dropLast(4)), $0.value) }

  static var identifiers: [String] { all.map(\.identifier) }

  /// The migrations a database has applied, in order; empty for a new file.
  static func applied(_ db: Database) throws -> [String] {
    guard try db.tableExists("schemaMigration") else { return [] }
    return try String.fetchAll(
      db, sql: "SELECT identifier FROM schemaMigration ORDER BY identifier")
  }

  /// Applies what is missing. Runs outside a transaction; opens one per migration.
  static func migrate(_ db: Database, path: String) throws {
    let known = identifiers
    let unknown = try applied(db).filter { !known.contains($0) }
    if !unknown.isEmpty {
      throw LayoutStoreError.newerSchema(path: path, unknownMigrations: unknown)
    }
    for migration in all {
      try db.inTransaction(.immediate) {
        try db.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS schemaMigration (
              identifier TEXT PRIMARY KEY,
              appliedAt TEXT NOT NULL
            )
            """)
        let done = try applied(db)
        let newer = done.filter { !known.contains($0) }
        if !newer.isEmpty {
          throw LayoutStoreError.newerSchema(path: path, unknownMigrations: newer)
        }
        if done.contains(migration.identifier) { return .commit }
        try db.execute(sql: migration.sql)
        try db.execute(
          sql: "INSERT INTO schemaMigration (identifier, appliedAt) VALUES (?, ?)",
          arguments: [migration.identifier, Timestamp.text(Date())])
        return .commit
      }
    }
  }
}
