import ArgumentParser
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb retire SCENE... | --file FILE... --reason "…"`: baselines no input lays out any
  /// more stop being expected, without approving anything.
  struct Retire: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Retire baselines no input lays out any more (a scene or file deleted).",
      discussion: """
        `check` reports a baselined layout the inputs no longer produce as GONE. Approving a \
        run retires those its files no longer lay out; this retires any you name: the \
        baselines of SCENEs, or of the scenes recorded from FILEs (a deleted file), limited \
        to --env. Retired baselines stay in the history with who, when and why; no run is \
        deleted.
        Exit status: 0 retired, 2 nothing matched or bad usage.
        """)

    @Argument(help: ArgumentHelp("Scenes whose baselines to retire.", valueName: "SCENE"))
    var scenes: [String] = []

    @Option(
      name: .customLong("file"),
      help: ArgumentHelp(
        "Retire the baselines of the scenes recorded from this file (repeatable).",
        valueName: "FILE"))
    var files: [String] = []

    @OptionGroup var environmentFilter: EnvironmentFilterOptions

    @OptionGroup var trackOption: TrackOption
    var track: String { trackOption.track }

    @Option(help: "Why these layouts are gone (required: it is kept with the baselines).")
    var reason: String

    @Option(help: ArgumentHelp("Who retires (default: the CI actor or $USER).", valueName: "NAME"))
    var by: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if scenes.isEmpty && files.isEmpty { throw ValidationError("name a SCENE or a --file") }
      if reason.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--reason must say why these layouts are gone")
      }
    }

    func run() throws {
      let operation = RetireOperation(
        scenes: scenes, files: files, environments: environmentFilter.filters,
        track: track, reason: reason, retiredBy: by)
      do {
        for line in try operation.run(database.location) { print(line) }
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
