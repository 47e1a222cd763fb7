import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb check [INPUT...]`: solve, store, compare with the track's baselines; exit 1 on
  /// drift. The work is `CheckOperation`'s; this only reads options and prints.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve scenes, store the run and fail on drift from the baselines.",
      discussion: """
        Compares every scene × environment with the current baseline of the track. Without \
        INPUT, checks the files the track's baselines were recorded from (a file deleted since \
        counts as its scenes removed). Each file is laid out in the environments its \
        baselines were recorded for (the file's own list, or those --device/--orientation/\
        --keyboard narrowed `record` to); an option replaces that dimension. A baselined \
        layout the inputs no longer produce is \
        GONE (drift): approving the run, or `layoutdb retire`, retires it.
        Missing baselines follow --record (or LAYOUTDB_RECORD, with the same values): \
        'missing' records them, 'failed' also re-records what drifted, 'all' re-records every \
        baseline, 'never' records nothing; the default is 'never' when CI is set and 'missing' \
        otherwise. A check that recorded exits 1: run it again to compare ('all' exits 0 when \
        it changed no baseline).
        In a git repository, baselines follow history: a layout without a baseline on the \
        track is compared with the newest baseline approved on any track at a commit HEAD \
        descends from (with --base BRANCH: at a commit the merge base of HEAD and BRANCH \
        descends from), and a newer approval on a merged branch replaces the track's own. The \
        output names the commits the baselines came from. In a shallow clone, fetch the \
        history or give --base-commit SHA; --own-track-only compares with the track alone.
        Exit status: 0 clean, 1 drift or missing baselines, 2 bad input or usage (nothing is \
        written then).
        """)

    @Argument(
      help: "Scene files, storyboards, xibs or frame dumps (default: the baselines' files).")
    var inputs: [String] = []

    @Option(
      help: ArgumentHelp(
        "missing, failed, all or never (default: $LAYOUTDB_RECORD, else never when CI is set, "
          + "else missing)."))
    var record: RecordModeArgument?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write the HTML report into this folder.", valueName: "DIR"))
    var report: String?

    @Option(
      help: ArgumentHelp(
        "Take other tracks' baselines from the history of HEAD's merge base with this branch.",
        valueName: "BRANCH"))
    var base: String?

    @Option(
      help: ArgumentHelp(
        "Take other tracks' baselines from the history of this commit (shallow clones).",
        valueName: "SHA"))
    var baseCommit: String?

    @Flag(help: "Compare with the track's own baselines only, not those of git history.")
    var ownTrackOnly = false

    @Option(
      help: ArgumentHelp(
        "Lay out only shard I of N of the scene × environment pairs (parallel CI jobs).",
        valueName: "I/N"), transform: ShardArgument.parse)
    var shard: Shard?

    @Flag(
      help: "Give the verdict over the newest complete set of shards merged into the database.")
    var merged = false

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
      if merged && (shard != nil || !inputs.isEmpty) {
        throw ValidationError(
          "--merged reads the shards' layouts from the database: give no INPUT and no --shard")
      }
      if ownTrackOnly && (base != nil || baseCommit != nil) {
        throw ValidationError("--own-track-only leaves git history out: drop --base/--base-commit")
      }
      if base != nil && baseCommit != nil {
        throw ValidationError("give --base or --base-commit, not both")
      }
    }

    func run() throws {
      var request = CheckRequest(
        inputs: inputs, environments: environment.choice, settings: comparison.settings,
        toolVersion: LayoutDB.version)
      request.shard = shard
      request.merged = merged
      request.recordMode = record?.mode
      request.format = format
      request.junitPath = junit
      request.reportPath = report
      request.base = base
      request.baseCommit = baseCommit
      request.ownTrackOnly = ownTrackOnly
      let output: CheckRequest.Output
      do {
        output = try request.run(
          database.location, databaseOption: database.path, progress: ProgressReporter())
      } catch {
        throw Diagnostics.fail(error)
      }
      // The runner reads workflow commands from both streams; keep JSON on stdout pure.
      for annotation in output.annotations {
        if output.annotationsToStandardError {
          Diagnostics.printError(annotation)
        } else {
          print(annotation)
        }
      }
      print(output.text)
      if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
  }
}

/// `--shard I/N`.
enum ShardArgument {
  static func parse(_ text: String) throws -> Shard {
    guard let shard = Shard(text) else {
      throw ValidationError(
        "shard I of N parallel jobs, with 1 ≤ I ≤ N (like 2/4)")
    }
    return shard
  }
}

/// `--record missing|all|never`.
struct RecordModeArgument: ExpressibleByArgument {
  let mode: RecordMode

  init?(argument: String) {
    guard let mode = RecordMode(rawValue: argument) else { return nil }
    self.mode = mode
  }

  static var allValueStrings: [String] { RecordMode.allCases.map(\.rawValue) }
}
