import ArgumentParser
import LayoutStore
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

    @Option(
      name: .customLong("env"),
      help: ArgumentHelp(
        "Only environments matching this (repeatable): a key, a prefix of one or a glob.",
        valueName: "ENV"))
    var environments: [String] = []

    @Option(help: "The baseline track (a branch name).")
    var track = "main"

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
      let store = try database.open(creating: false)
      do {
        // Baselines store paths relative to the project's root: a FILE is taken both as
        // written from here and as `check` printed it (relative to the root).
        let root = ProjectRoot.detect()
        var named: [String] = []
        for file in files {
          for form in [root.stored(file), root.canonical(file)] where !named.contains(form) {
            named.append(form)
          }
        }
        // Baselines the track inherits from git history (see `check`) are retired on it too.
        let provenance = RunProvenance.detect()
        let ancestry = (try? BaselineAncestry.resolve()) ?? nil
        let retired = try store.baselines.retire(
          track: track, scenes: scenes, files: named,
          environments: environments.isEmpty ? nil : environments,
          retiredBy: by ?? provenance.user, reason: reason, ancestors: ancestry?.ancestors,
          atCommit: provenance.gitCommit)
        for baseline in retired { print("retired   \(baseline.scene) @ \(baseline.environment)") }
        print(
          "retired \(retired.count) baseline(s) of track \(track); they stay in the history, "
            + "and check no longer expects them.")
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
