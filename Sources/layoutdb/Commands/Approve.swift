import ArgumentParser
import Foundation
import LayoutStore
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

    @Option(help: "The baseline track (a branch name).")
    var track = "main"

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
      let store = try database.open(creating: false)
      let environment = ProcessInfo.processInfo.environment
      if !yes && RecordMode.default(environment: environment) == .never {
        try preview(store)
        throw ExitCode(2)
      }
      if promote {
        try promote(store)
        return
      }
      let provenance = RunProvenance.detect()
      let ancestry = try ancestry()
      do {
        let id = try RunReview(database: store).resolve(runID ?? "latest")
        let changes = try store.baselines.approve(
          run: id, scenes: selection.scenes, environments: selection.environmentFilters,
          track: track, approvedBy: by ?? provenance.user, reason: reason,
          retiresGone: !keepGone, ancestors: ancestry?.ancestors, atCommit: provenance.gitCommit)
        let run = id.lowercased().prefix(8)
        if let commit = try store.runs.load(id, scenes: []).metadata.commitLabel(),
          commit.hasSuffix("-dirty")
        {
          print(
            "note: run \(run) was recorded at \(commit): with uncommitted changes, so its"
              + " layouts may not be those of the commit they are filed under")
        }
        for baseline in changes.approved {
          print("approved  \(baseline.scene) @ \(baseline.environment)")
        }
        for baseline in changes.retired {
          print(
            "retired   \(baseline.scene) @ \(baseline.environment)  (run \(run) no longer lays it out)"
          )
        }
        if changes.isEmpty {
          print(
            "nothing to do: the \(changes.unchanged) selected layout(s) of run \(run) already "
              + "match the baselines of track \(track)")
        } else {
          var parts = [
            "approved \(changes.approved.count) changed layout(s) of run \(run) on track \(track)"
          ]
          if changes.unchanged > 0 {
            parts.append("\(changes.unchanged) unchanged kept their baselines")
          }
          if !changes.retired.isEmpty {
            parts.append("retired \(changes.retired.count) gone baseline(s), kept in the history")
          }
          print(parts.joined(separator: "; ") + ".")
        }
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }

    /// The history baselines follow here (nil outside a git repository or with
    /// --own-track-only): layouts identical to what the track inherits are not approved again,
    /// and inherited baselines the run no longer lays out are retired too.
    private func ancestry() throws -> BaselineAncestry? {
      if ownTrackOnly { return nil }
      do {
        return try BaselineAncestry.resolve()
      } catch {
        throw Diagnostics.fail(error)
      }
    }

    /// `--promote`: the current baselines of `--from` (or the git branch) become `--track`'s.
    private func promote(_ store: LayoutDatabase) throws {
      let provenance = RunProvenance.detect()
      guard let source = from ?? provenance.gitBranch else {
        throw ValidationError("--promote needs --from TRACK outside a git branch")
      }
      guard source != track else {
        throw ValidationError(
          "--promote copies another track's baselines to --track \(track): name it with --from")
      }
      do {
        let changes = try store.baselines.promote(
          from: source, to: track, approvedBy: by ?? provenance.user, reason: reason,
          atCommit: provenance.gitCommit)
        for baseline in changes.approved {
          print("promoted  \(baseline.scene) @ \(baseline.environment)")
        }
        print(
          "promoted \(changes.approved.count) baseline(s) of track \(source) to track \(track)"
            + (changes.unchanged > 0 ? "; \(changes.unchanged) already matched" : "") + ".")
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }

    /// On CI without --yes: what the approval would do, and how to do it.
    private func preview(_ store: LayoutDatabase) throws {
      do {
        let id = try RunReview(database: store).resolve(runID ?? "latest")
        let changes = try store.baselines.previewApproval(
          run: id, scenes: selection.scenes, environments: selection.environmentFilters,
          track: track, retiresGone: !keepGone)
        for baseline in changes.approved {
          print("would approve  \(baseline.scene) @ \(baseline.environment)")
        }
        for baseline in changes.retired {
          print("would retire   \(baseline.scene) @ \(baseline.environment)")
        }
        Diagnostics.printError(
          "CI is set: approve lists \(changes.approved.count) layout(s) to approve and "
            + "\(changes.retired.count) to retire on track \(track) but changes nothing without "
            + "--yes")
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
