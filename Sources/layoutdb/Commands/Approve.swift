import ArgumentParser
import LayoutStore
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb approve RUN|--latest --reason "…"`: promote a run (or part of it) to baseline.
  struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Make a run (or some of its scenes and environments) the baseline.",
      discussion: """
        Records who approved, when and why; the baselines it replaces stay in the history.
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

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if (runID == nil) == !latest { throw ValidationError("give either RUN or --latest") }
      if reason.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--reason must say why the new layout is right")
      }
    }

    func run() throws {
      let store = try database.open()
      do {
        let id = try RunReview(database: store).resolve(runID ?? "latest")
        let made = try store.baselines.approve(
          run: id, scenes: selection.scenes, environments: selection.environmentFilters,
          track: track,
          approvedBy: by ?? RunProvenance.detect().user, reason: reason)
        if made.isEmpty {
          print("nothing to do: those layouts already are the baselines of track \(track)")
        } else {
          for baseline in made { print("approved  \(baseline.scene) @ \(baseline.environment)") }
          print(
            "\(made.count) baseline(s) of track \(track) now come from run "
              + "\(id.lowercased().prefix(8)).")
        }
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
