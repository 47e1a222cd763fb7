import ArgumentParser
import LayoutStore
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb history`: runs and their drift, or one view's frame across runs.
  struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show runs and their drift, or a view's frame across runs and commits.",
      discussion: """
        Without --view: the newest runs, each compared with the current baselines of --track. \
        With --view (and --scene): the view's frame in each run, newest first, and what changed.
        """)

    @Option(help: "Only this scene.")
    var scene: String?

    @Option(help: "A view's id or path: show its frame across runs (needs --scene).")
    var view: String?

    @Option(
      name: .customLong("env"),
      help: ArgumentHelp("Only environments matching this (repeatable).", valueName: "ENV"))
    var environments: [String] = []

    @Option(help: "At most this many runs.")
    var limit = 20

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      if view != nil && scene == nil { throw ValidationError("--view needs --scene") }
      if limit < 1 { throw ValidationError("--limit must be 1 or more") }
    }

    func run() throws {
      let store = try database.open(.readOnly)
      let listing = HistoryListing(
        database: store, track: comparison.track, configuration: try comparison.configuration())
      let filters = environments.isEmpty ? nil : environments
      do {
        let table =
          if let view, let scene {
            try listing.view(view, scene: scene, environments: filters, limit: limit)
          } else {
            try listing.runs(scene: scene, environments: filters, limit: limit)
          }
        if table.rows.isEmpty {
          var message =
            if let view, let scene {
              "no frames of view '\(view)' in scene '\(scene)'"
            } else if let scene {
              "no runs of scene '\(scene)'"
            } else {
              "no runs recorded yet"
            }
          if let filters {
            message += " in environments matching \(filters.joined(separator: ", "))"
          }
          print(message)
        } else {
          print(table.rendered)
        }
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
