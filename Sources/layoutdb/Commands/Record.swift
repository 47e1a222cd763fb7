import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb record INPUT...`: solves scenes (or reads frame dumps) and stores them as one run.
  struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve scenes and store the layouts as one run in the database.",
      discussion: """
        INPUT is a scene file (.yaml, .yml), an Interface Builder document (.storyboard, .xib) \
        or a frame dump (.json); solver inputs and frame dumps go in separate runs. The run is \
        written in one transaction, with the git commit and branch (from CI variables or git) \
        and the CI job. Prints the run's UUID and a summary. With --baseline, layouts \
        identical to their baseline keep it, and baselines the inputs no longer lay out (a \
        scene removed from its file, an environment dropped from its list) are retired.
        Exit status: 0 when stored, 2 for an unreadable or invalid input, a bad option or an \
        unusable database (nothing is written then).
        """)

    @Argument(help: "Scene files, storyboards, xibs or frame dumps.")
    var inputs: [String]

    @Flag(help: "Also make the run the baseline of its track.")
    var baseline = false

    @OptionGroup var trackOption: TrackOption
    var track: String { trackOption.track }

    @Option(help: "Why, when --baseline approves the run.")
    var reason = "recorded with --baseline"

    @Option(
      help: ArgumentHelp(
        "Lay out only shard I of N of the scene × environment pairs (parallel CI jobs).",
        valueName: "I/N"), transform: ShardArgument.parse)
    var shard: Shard?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
      if inputs.isEmpty { throw ValidationError("give at least one INPUT file") }
    }

    func run() throws {
      let operation = RecordOperation(
        paths: inputs, environments: environment.choice, shard: shard, track: track,
        baseline: baseline, reason: reason, toolVersion: LayoutDB.version)
      do {
        for line in try operation.run(database.location, progress: ProgressReporter()) {
          print(line)
        }
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
