import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb merge A.sqlite B.sqlite...`: folds databases of sharded CI jobs into `--db`.
  struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fold other layout databases (sharded CI jobs) into the database.",
      discussion: """
        Copies the runs the database does not have (runs are identified by UUID) and baseline \
        approvals; the newest approval of each track, scene and environment is the current \
        baseline. Merging the same file twice changes nothing. Sources are read, never written.
        Exit status: 0 when merged, 2 for a missing or unusable database.
        """)

    @Argument(help: "The databases to merge in.")
    var sources: [String]

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if sources.isEmpty { throw ValidationError("give at least one database to merge") }
    }

    func run() throws {
      do {
        try DatabaseMaintenance.merge(sources, into: database.location) { print($0) }
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
