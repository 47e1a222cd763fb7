import Foundation

extension DatabaseLocation {
  /// Runs `work`, which opens the database for writing; when it fails, removes what opening
  /// created (the file with SQLite's side files, and the folders that were missing above it).
  ///
  /// `record` and `check` open the database before they solve, to store each layout as it is
  /// solved; a command that then fails on bad input leaves no database behind, as it leaves no
  /// run.
  func removingCreated<Result>(onFailure work: () throws(WorkflowError) -> Result)
    throws(WorkflowError) -> Result
  {
    let created = wouldCreate
    do {
      return try work()
    } catch {
      for path in created { try? FileManager.default.removeItem(atPath: path) }
      throw error
    }
  }

  /// What opening the database for writing would create, deepest first; empty when the file
  /// exists.
  private var wouldCreate: [String] {
    guard !exists else { return [] }
    var created = [path, path + "-wal", path + "-shm", path + "-journal"]
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.path) {
      created.append(folder.path)
      folder = folder.deletingLastPathComponent()
    }
    return created
  }
}
