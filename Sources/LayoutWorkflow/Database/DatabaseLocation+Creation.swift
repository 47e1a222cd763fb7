import Foundation

extension DatabaseLocation {
  /// What opening the database for writing would create: the file with SQLite's side files,
  /// and the folders missing above it (deepest first); empty when the file exists.
  ///
  /// `record` and `check` open the database before they solve, to store each layout as it is
  /// solved; a command that then fails on bad input removes these again with
  /// ``removeCreated(_:)``, so that it leaves no database behind, as it leaves no run.
  public var wouldCreate: [String] {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: path) else { return [] }
    var created = [path, path + "-wal", path + "-shm", path + "-journal"]
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" && !manager.fileExists(atPath: folder.path) {
      created.append(folder.path)
      folder = folder.deletingLastPathComponent()
    }
    return created
  }

  /// Removes what ``wouldCreate`` listed before the database was opened (and closed since).
  public static func removeCreated(_ created: [String]) {
    for path in created { try? FileManager.default.removeItem(atPath: path) }
  }
}
