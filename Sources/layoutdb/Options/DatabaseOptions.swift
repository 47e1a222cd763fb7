import ArgumentParser
import LayoutWorkflow

/// `--db PATH`: the layout database. Without it, `LAYOUTDB_DB`, else
/// `.layoutdb/layouts.sqlite` at the project's root (see `DatabaseLocation`).
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The layout database (default: $LAYOUTDB_DB, else \(DatabaseLocation.defaultPath) in the "
        + "project's root: the git work tree's top level, else here).",
      valueName: "PATH"))
  var path: String?

  /// The database in effect.
  var location: DatabaseLocation { DatabaseLocation(option: path) }
}
