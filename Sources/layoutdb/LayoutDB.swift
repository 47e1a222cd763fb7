import ArgumentParser

/// The `layoutdb` command: each subcommand is a thin shell over a library call (mostly
/// `LayoutWorkflow`), reading options and printing.
@main
struct LayoutDB: ParsableCommand {
  /// The version stored with every run.
  static let version = "0.2.0"

  static let configuration = CommandConfiguration(
    commandName: "layoutdb",
    abstract: "A layout regression database for iOS Auto Layout, on Linux.",
    discussion: """
      layoutdb solves Auto Layout scenes (YAML, storyboards, xibs) with its own Cassowary \
      solver, records the frames per device, orientation and keyboard state in SQLite, and \
      fails CI when they drift from the approved baselines. Start with `layoutdb demo`.
      Exit status: 0 success, 1 drift found, 2 bad input or usage.
      """,
    version: version,
    subcommands: [
      Demo.self, Solve.self, Record.self, Check.self, Approve.self, Retire.self, History.self,
      Show.self,
      Diff.self, Report.self, Devices.self, Merge.self, Doctor.self, Prune.self,
    ]
  )

  /// `layoutdb` alone is a mistake in a script (a CI step whose command went missing would
  /// pass): the help goes to standard error and the exit status is 2, as for any usage error.
  /// `layoutdb --help` prints it to standard output and succeeds.
  func run() throws {
    Diagnostics.printError(Self.helpMessage())
    throw ExitCode(2)
  }
}
