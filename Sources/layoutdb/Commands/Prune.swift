import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb prune --keep-runs N`: deletes old runs, never baselines or their runs.
  struct Prune: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Delete all but the newest runs; baselines and their runs are kept.",
      discussion: "Exit status: 0 when pruned, 2 for a bad option or an unusable database.")

    // `.unconditional`: `--keep-runs -1` reaches the range check instead of reading as an option.
    @Option(parsing: .unconditional, help: "How many of the newest runs to keep.")
    var keepRuns: Int

    @Flag(help: "Rebuild the file afterwards so that it shrinks on disk.")
    var vacuum = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if keepRuns < 0 { throw ValidationError("--keep-runs must be 0 or more") }
    }

    func run() throws {
      do {
        print(try DatabaseMaintenance.prune(database.location, keepRuns: keepRuns, vacuum: vacuum))
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
