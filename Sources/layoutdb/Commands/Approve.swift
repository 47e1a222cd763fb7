import ArgumentParser
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
        Exit status: 0 approved, 2 unknown run, nothing selected, or bad usage.
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

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if (runID == nil) == !latest { throw ValidationError("give either RUN or --latest") }
      if reason.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--reason must say why the new layout is right")
      }
    }

    func run() throws {
      let store = try database.open(creating: false)
      do {
        let id = try RunReview(database: store).resolve(runID ?? "latest")
        let changes = try store.baselines.approve(
          run: id, scenes: selection.scenes, environments: selection.environmentFilters,
          track: track, approvedBy: by ?? RunProvenance.detect().user, reason: reason,
          retiresGone: !keepGone)
        let run = id.lowercased().prefix(8)
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
  }
}
