import Foundation
import GRDB

/// One layout run database file: opened (created and migrated when asked), then used through
/// ``runs``, ``baselines``, ``history`` and the maintenance operations.
///
/// The file is in WAL mode with a busy timeout, so several processes may record into it at
/// once; every run is written in one immediate transaction. GRDB stays inside this module.
public final class LayoutDatabase: Sendable {
  /// How a database is opened.
  public enum AccessMode: Sendable {
    /// Creates the file (and its folder) when missing and applies missing migrations.
    case readWrite
    /// The file must exist with this binary's schema; nothing is written.
    case readOnly
  }

  /// The folder of a project that layoutdb keeps its own files in (the default database, the
  /// demo's examples and database).
  public static let ownFolder = ".layoutdb"

  /// The embedded default of commands without `--db`.
  public static let defaultPath = ownFolder + "/layouts.sqlite"

  /// `'LYDB'`: written by the first migration into the SQLite header's application id.
  static let applicationID: Int32 = 0x4C59_4442

  /// The identifiers of the migrations this binary carries, in the order they apply.
  public static var migrationIdentifiers: [String] { SchemaMigrations.identifiers }

  /// The path as given.
  public let path: String
  let pool: DatabasePool
  /// The file as it was when opened immutable (see ``immutableURI(for:)``); nil otherwise.
  let immutableFile: FileIdentity?

  /// Opens the database at `path`.
  ///
  /// - Parameter busyTimeout: how long a write waits for another process's transaction.
  /// - Throws: ``LayoutStoreError``: not an SQLite file, another program's database, a newer
  ///   schema (the file is left untouched), an outdated schema in read-only mode, or a file that
  ///   cannot be created.
  public init(path: String, mode: AccessMode = .readWrite, busyTimeout: Double = 60)
    throws(LayoutStoreError)
  {
    self.path = path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists && isDirectory.boolValue {
      throw .cannotOpen(path: path, reason: "it is a folder; name the database file inside it")
    }
    if exists {
      // Inspected read-only first: a database this binary must refuse is not touched (opening
      // a pool would switch it to WAL and write to it).
      try Self.inspect(path: path, openPath: Self.immutableURI(for: path) ?? path, mode: mode)
      // SQLite would open a file it cannot write read-only and create its side files, which
      // then belong to this user and lock the file's owner out: refused before it opens.
      let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
      if mode == .readWrite && (access(path, W_OK) != 0 || access(folder.path, W_OK) != 0) {
        throw .cannotOpen(path: path, reason: Self.readOnlyReason)
      }
    } else if mode == .readOnly {
      throw .cannotOpen(path: path, reason: "no such file")
    } else {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let reason =
          underlying.map { String(cString: strerror(Int32($0.code))).lowercased() }
          ?? "permission denied or not a folder"
        throw .cannotOpen(path: path, reason: "cannot create folder \(folder.path): \(reason)")
      }
      // Said here rather than left to SQLite, whose "unable to open database file" names no
      // cause (POSIX access(2): W_OK on the folder is what creating a file in it needs).
      if access(folder.path, W_OK) != 0 {
        throw .cannotOpen(
          path: path,
          reason: "cannot create it: its folder \(folder.path) is read-only for this user; "
            + "--db PATH or LAYOUTDB_DB names a database elsewhere")
      }
    }
    // Taken before the `-wal` check: a checkpoint from then on shows in `read`.
    let identity = FileIdentity(path: path)
    let immutableURI = mode == .readOnly ? Self.immutableURI(for: path) : nil
    let openPath = immutableURI ?? path
    immutableFile = immutableURI == nil ? nil : identity
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(busyTimeout)
    configuration.readonly = mode == .readOnly
    configuration.label = "layoutdb"
    configuration.prepareDatabase { db in
      // Reads through a memory map and a 16 MB page cache: reading a baseline of 100k frames
      // is then bound by decoding, not by read() calls.
      try db.execute(sql: "PRAGMA mmap_size = 268435456; PRAGMA cache_size = -16000")
    }
    do {
      pool = try DatabasePool(path: openPath, configuration: configuration)
      if mode == .readWrite {
        try pool.writeWithoutTransaction { db in try SchemaMigrations.migrate(db, path: path) }
      }
    } catch {
      throw Self.storeError(error, path: path, operation: "opening the database")
    }
  }

  /// Checks an existing file before it is opened for writing: SQLite, ours, not newer.
  private static func inspect(path: String, openPath: String, mode: AccessMode)
    throws(LayoutStoreError)
  {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(10)
    do {
      let queue = try DatabaseQueue(path: openPath, configuration: configuration)
      defer { try? queue.close() }
      try queue.read { db in
        let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if application != applicationID && (application != 0 || !tables.isEmpty) {
          throw LayoutStoreError.foreignDatabase(path: path)
        }
        let applied = try SchemaMigrations.applied(db)
        let known = SchemaMigrations.identifiers
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty {
          throw LayoutStoreError.newerSchema(path: path, unknownMigrations: unknown)
        }
        let missing = known.filter { !applied.contains($0) }
        if mode == .readOnly && applied.isEmpty && tables.isEmpty {
          throw LayoutStoreError.cannotOpen(
            path: path, reason: "the file is empty: no run has been recorded into it yet")
        }
        if mode == .readOnly && !missing.isEmpty {
          throw LayoutStoreError.outdatedSchema(path: path, missingMigrations: missing)
        }
      }
    } catch {
      throw storeError(error, path: path, operation: "reading the schema")
    }
  }

  /// The URI a read-only command opens the file with, so that it leaves nothing behind. A
  /// WAL-mode database read normally gets a `-wal` and a `-shm` file created beside it, which a
  /// read-only connection cannot remove when it closes: left by another user on a shared
  /// database, they are that user's and lock the owner out (in a folder it cannot write, the
  /// open fails instead). Opened as immutable (https://sqlite.org/uri.html#uriimmutable: no
  /// locks, no `-shm`), the file is only read. That is sound when no `-wal` file holds pages not
  /// yet in the database: the last connection of a writer checkpoints and deletes it when it
  /// closes. With a `-wal` present (a writer at work, or one killed), the file is opened
  /// normally: its side files exist already and are the writer's. A writer that starts while
  /// the file is open immutable writes its `-wal`, not the file, until it checkpoints; `read`
  /// refuses a result read across such a checkpoint.
  static func immutableURI(for path: String) -> String? {
    let file = URL(fileURLWithPath: path).standardizedFileURL
    guard !FileManager.default.fileExists(atPath: path + "-wal"),
      let encoded = file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
    else { return nil }
    return "file:\(encoded)?immutable=1"
  }

  /// The migrations the file has applied, in order.
  public func appliedMigrations() throws(LayoutStoreError) -> [String] {
    try read("reading the schema") { db in try SchemaMigrations.applied(db) }
  }

  /// The runs: record, load, list.
  public var runs: RunStore { RunStore(database: self) }
  /// Baselines per track × scene × environment: approve, load, history.
  public var baselines: BaselineStore { BaselineStore(database: self) }
  /// Frames of a view across runs.
  public var history: FrameHistory { FrameHistory(database: self) }

  /// Closes the connections; the value must not be used afterwards. Also done on release.
  public func close() throws(LayoutStoreError) {
    do { try pool.close() } catch { throw Self.storeError(error, path: path, operation: "closing") }
  }

  // MARK: Access with errors mapped

  /// Runs `body` in one read transaction: its queries (a run's row, then its layouts, then
  /// their snapshots) see one state of the file even while another process records into it.
  func read<T>(_ operation: String, _ body: (Database) throws -> T) throws(LayoutStoreError) -> T {
    let result = Result { try pool.read { db in try body(db) } }
    // Read immutable, the file must not have changed meanwhile: a writer that started after
    // the file was opened and checkpointed into it may have shown this read torn pages.
    if let immutableFile, FileIdentity(path: path) != immutableFile {
      throw .sqlite(
        path: path, operation: operation,
        message: "the file changed while it was read (a writer finished meanwhile); run the"
          + " command again")
    }
    do {
      return try result.get()
    } catch {
      throw Self.storeError(error, path: path, operation: operation)
    }
  }

  /// Runs `body` in one immediate transaction (the write lock is taken first, so concurrent
  /// writers wait on the busy timeout instead of failing when they upgrade a read).
  func write<T>(_ operation: String, _ body: (Database) throws -> T) throws(LayoutStoreError)
    -> T
  {
    do {
      return try pool.writeWithoutTransaction { db in
        var value: T?
        try db.inTransaction(.immediate) {
          value = try body(db)
          return .commit
        }
        guard let value else {
          throw LayoutStoreError.sqlite(path: path, operation: operation, message: "no result")
        }
        return value
      }
    } catch {
      throw Self.storeError(error, path: path, operation: operation)
    }
  }

  static let readOnlyReason =
    "it is read-only for this user (the file or its folder cannot be written); "
    + "commands that only read it (history, show, diff, report, doctor) still work"

  static func storeError(_ error: any Error, path: String, operation: String) -> LayoutStoreError {
    if let error = error as? LayoutStoreError { return error }
    if let error = error as? DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB: return .notADatabase(path: path)
      case .SQLITE_CORRUPT: return .corrupt(path: path, message: error.message ?? "corrupt")
      case .SQLITE_CANTOPEN:
        return .cannotOpen(path: path, reason: error.message ?? "SQLite cannot open it")
      case .SQLITE_READONLY:
        return .cannotOpen(path: path, reason: readOnlyReason)
      default:
        return .sqlite(path: path, operation: operation, message: error.message ?? "\(error)")
      }
    }
    return .sqlite(path: path, operation: operation, message: "\(error)")
  }
}
