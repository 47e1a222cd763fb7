import ArgumentParser

/// The `layoutdb` command. Its subcommands (solve, record, check, approve, history, …) arrive
/// with the layers they drive; each stays a thin shell over a library call.
@main
struct LayoutDB: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutdb",
    abstract: "A layout regression database for iOS Auto Layout, on Linux.",
    discussion: """
      layoutdb solves Auto Layout scenes with its own Cassowary solver and (in later releases) \
      records the frames per device, orientation and keyboard state, so CI can fail on drift.
      Exit status: 0 success, 1 drift found, 2 bad input or usage.
      """,
    version: "0.1.0",
    subcommands: [Solve.self]
  )
}
