import ArgumentParser
import Foundation
import LayoutStore

/// `--db PATH`: the layout database. Without it, `LAYOUTDB_DB`, else
/// `.layoutdb/layouts.sqlite` in the current directory.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The layout database (default: $LAYOUTDB_DB, else \(LayoutDatabase.defaultPath)).",
      valueName: "PATH"))
  var path: String?

  /// The path in effect.
  var resolvedPath: String {
    if let path { return path }
    if let variable = ProcessInfo.processInfo.environment["LAYOUTDB_DB"], !variable.isEmpty {
      return variable
    }
    return LayoutDatabase.defaultPath
  }

  /// Opens (creating and migrating, in read-write mode) the database; on failure prints the
  /// error and exits 2, as for any bad input.
  ///
  /// - Parameter creating: false for commands that change what is already stored (approve,
  ///   retire, prune): with no file they fail without creating one.
  func open(_ mode: LayoutDatabase.AccessMode = .readWrite, creating: Bool = true) throws
    -> LayoutDatabase
  {
    if !creating && !FileManager.default.fileExists(atPath: resolvedPath) {
      throw DatabaseOptions.fail(
        LayoutStoreError.cannotOpen(
          path: resolvedPath, reason: "no such file (`layoutdb record` creates it)"))
    }
    do {
      return try LayoutDatabase(path: resolvedPath, mode: mode)
    } catch {
      throw DatabaseOptions.fail(error)
    }
  }

  /// Prints an error (a ``LayoutStoreError`` says which file and what to do) and returns exit
  /// status 2 to throw.
  static func fail(_ error: any Error) -> ExitCode {
    Diagnostics.printError("\(error)")
    return ExitCode(2)
  }
}
