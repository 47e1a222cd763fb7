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
        Exit status: 0 listed (or nothing matched the filters together), 2 a --scene or --env \
        that matches nothing in the database, or bad usage.
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
          try explainEmpty(store, filters: filters)
        } else {
          print(table.rendered)
        }
      } catch let exit as ExitCode {
        throw exit
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }

    /// Says why nothing was listed: no runs at all, a filter that matches nothing in the
    /// database (a typo: exit 2, with what it could match), or filters that match separately
    /// but select no run together.
    private func explainEmpty(_ store: LayoutDatabase, filters: [String]?) throws {
      let summaries = try store.runs.list(limit: 1)
      if summaries.isEmpty {
        print("no runs recorded yet")
        return
      }
      if let scene, !(try store.runs.sceneNames()).contains(scene) {
        let names = try store.runs.sceneNames()
        Diagnostics.printError(
          "no scene '\(scene)' in any run; the scenes: \(Self.sample(names.map { "'\($0)'" }))")
        throw ExitCode(2)
      }
      if let filters {
        let keys = try store.runs.environmentKeys()
        if !keys.contains(where: { key in filters.contains(where: key.matches) }) {
          Diagnostics.printError(
            "no environment matches --env \(filters.joined(separator: ", ")) (a key, a prefix of "
              + "one or a glob); the environments: \(Self.sample(keys.map(\.rawValue)))")
          throw ExitCode(2)
        }
      }
      var selection: [String] = []
      if let scene { selection.append("--scene '\(scene)'") }
      if let filters { selection.append("--env \(filters.joined(separator: " --env "))") }
      if let view, let scene {
        print(
          "no frames of view '\(view)' in scene '\(scene)'"
            + (filters.map { " in environments matching \($0.joined(separator: ", "))" } ?? "")
            + ": no run laid out a view with that id or path there")
      } else {
        print("no run matches \(selection.joined(separator: " "))")
      }
    }

    /// Up to eight names, then how many more.
    static func sample(_ names: [String]) -> String {
      let shown = names.prefix(8).joined(separator: ", ")
      return names.count > 8 ? "\(shown), … (\(names.count - 8) more)" : shown
    }
  }
}
