import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb doctor`: checks the database and says what is wrong.
  struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check the database's integrity and consistency.",
      discussion: """
        Runs SQLite's integrity and foreign key checks, then layoutdb's own: every snapshot \
        holds the views it counts and still matches its digest, baselines agree with their \
        layouts, one current baseline per track, scene and environment. Changes nothing.
        Exit status: 0 healthy, 1 problems found, 2 a missing file or not a layoutdb database.
        """)

    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let examination: DatabaseMaintenance.Examination
      do {
        examination = try DatabaseMaintenance.examine(database.location)
      } catch {
        throw Diagnostics.fail(error)
      }
      for line in examination.lines { print(line) }
      if !examination.isHealthy { throw ExitCode(1) }
    }
  }
}
