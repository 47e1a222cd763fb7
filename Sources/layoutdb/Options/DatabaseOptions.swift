import ArgumentParser
import LayoutStore
import LayoutWorkflow

/// `--db PATH`: the layout database. Without it, `LAYOUTDB_DB`, else
/// `.layoutdb/layouts.sqlite` in the current directory.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The layout database (default: $LAYOUTDB_DB, else \(DatabaseLocation.defaultPath)).",
      valueName: "PATH"))
  var path: String?

  /// The database in effect.
  var location: DatabaseLocation { DatabaseLocation(option: path) }

  /// The path in effect.
  var resolvedPath: String { location.path }

  /// Opens (creating and migrating, in read-write mode) the database; on failure prints the
  /// error and exits 2, as for any bad input.
  func open(_ mode: LayoutDatabase.AccessMode = .readWrite) throws -> LayoutDatabase {
    do {
      return try location.open(mode)
    } catch {
      throw Diagnostics.fail(error)
    }
  }

  /// Prints an error (a ``LayoutStoreError`` says which file and what to do) and returns exit
  /// status 2 to throw.
  static func fail(_ error: any Error) -> ExitCode {
    Diagnostics.printError("\(error)")
    return ExitCode(2)
  }
}
