import ArgumentParser
import Foundation
import LayoutStore

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
      let target = URL(fileURLWithPath: database.resolvedPath).standardizedFileURL.path
      for source in sources where URL(fileURLWithPath: source).standardizedFileURL.path == target {
        Diagnostics.printError("\(source) is the target database itself")
        throw ExitCode(2)
      }
      // Every source is checked before the target is opened: a missing or foreign source must
      // not leave a new, empty target database behind.
      for source in sources {
        do {
          try LayoutDatabase(path: source, mode: .readOnly).close()
        } catch {
          throw DatabaseOptions.fail(error)
        }
      }
      let store = try database.open()
      for source in sources {
        do {
          let summary = try store.merge(from: source)
          print(
            "\(source): \(summary.runsAdded) run(s) added, \(summary.runsSkipped) already present, "
              + "\(summary.baselinesAdded) baseline approval(s) added")
        } catch {
          throw DatabaseOptions.fail(error)
        }
      }
    }
  }
}
