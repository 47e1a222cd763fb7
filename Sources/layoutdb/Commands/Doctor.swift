import ArgumentParser
import LayoutStore

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
      let report: DoctorReport
      do {
        report = try DoctorReport.examine(path: database.resolvedPath)
      } catch {
        throw DatabaseOptions.fail(error)
      }
      for problem in report.problems { print("problem: \(problem)") }
      for note in report.notes { print("note: \(note)") }
      if report.isHealthy {
        print("\(database.resolvedPath): healthy")
      } else {
        print("\(database.resolvedPath): \(report.problems.count) problem(s)")
        throw ExitCode(1)
      }
    }
  }
}
