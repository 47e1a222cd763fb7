import ArgumentParser
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
}
