import ArgumentParser
import Foundation
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb approve RUN|--latest --reason "…"`: promote a run (or part of it) to baseline.
  struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Make a run (or some of its scenes and environments) the baseline.",
      discussion: """
        Records who approved, when and why; the baselines it replaces stay in the history. \
        Layouts identical to their current baseline keep it (and its reason). Baselines the \
        run no longer lays out are retired (kept in the history): scenes removed or renamed \
        in the files it read, and environments dropped from a file's list when the run laid \
        out all of them (no --device/--orientation/--keyboard); --keep-gone keeps them.
        --promote --from BRANCH makes the current baselines of track BRANCH those of --track \
        too: for merges git history cannot tell (squash, rebase). A merge commit needs none: \
        `check` takes a merged branch's approvals from history by itself.
        When CI is set, approve only lists what it would approve and asks for --yes: a CI \
        job that approves its own run can never fail.
        Exit status: 0 approved, 2 unknown run, nothing selected, --yes missing on CI, or bad \
        usage.
        """)

    @Argument(help: RunArgument.help)
    var runID: String?

    @Flag(help: "Approve the newest run.")
    var latest = false

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var trackOption: TrackOption
    var track: String { trackOption.track }

    @Option(help: "Why this layout is right (required: it is kept with the baseline).")
    var reason: String

    @Option(help: ArgumentHelp("Who approves (default: the CI actor or $USER).", valueName: "NAME"))
    var by: String?

    @Flag(help: "Keep the baselines the run no longer lays out (default: retire them).")
    var keepGone = false

    @Flag(help: "Copy the current baselines of --from to --track (instead of a run's).")
    var promote = false

    @Flag(help: "Compare with and retire from the track's own baselines only, not history's.")
    var ownTrackOnly = false

    @Option(
      help: ArgumentHelp(
        "With --promote: the track to take baselines from (default: the git branch).",
        valueName: "TRACK"))
    var from: String?

    @Flag(help: "Approve even though CI is set (without it, approve on CI only lists).")
    var yes = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if promote {
        if runID != nil || latest { throw ValidationError("--promote takes no RUN or --latest") }
        if from == track { throw ValidationError("--from and --track are the same track") }
      } else if from != nil {
        throw ValidationError("--from goes with --promote")
      } else if (runID == nil) == !latest {
        throw ValidationError("give either RUN or --latest")
      }
      if reason.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--reason must say why the new layout is right")
      }
    }

    func run() throws {
      let operation = ApproveOperation(
        source: promote ? .track(from) : .run(runID ?? "latest"), scenes: selection.scenes,
        environments: selection.environmentFilters, track: track, reason: reason, approvedBy: by,
        retiresGone: !keepGone, ownTrackOnly: ownTrackOnly, confirmed: yes)
      let outcome: ApproveOperation.Outcome
      do {
        outcome = try operation.run(
          database.location, environment: ProcessInfo.processInfo.environment)
      } catch {
        throw Diagnostics.fail(error)
      }
      for line in outcome.lines { print(line) }
      if let refusal = outcome.refusal {
        Diagnostics.printError(refusal)
        throw ExitCode(2)
      }
    }
  }
}
