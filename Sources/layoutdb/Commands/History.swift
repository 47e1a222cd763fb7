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
        --moves: views that moved or resized from one run to the next, newest first (with \
        --view, the first row is when it last moved, and in which commit). --churn: the layouts \
        that changed most often in the last --limit runs. --scrolling: which scenes scroll on \
        which devices, in their latest layouts. --under-keyboard: text fields left under the \
        keyboard, per device, newest run first. Each reads the SQL view of the same name \
        (viewMove, layoutChange, scrollingScene, fieldUnderKeyboard).
        Exit status: 0 listed (or nothing matched the filters together), 2 a --scene or --env \
        that matches nothing in the database, or bad usage.
        """)

    /// What to list instead of runs.
    enum Question: String, EnumerableFlag {
      case moves, churn, scrolling
      case underKeyboard = "under-keyboard"

      static func name(for value: Self) -> NameSpecification { .customLong(value.rawValue) }

      static func help(for value: Self) -> ArgumentHelp? {
        switch value {
        case .moves: "Views that moved or resized between runs (with --view: its last move)."
        case .churn: "Layouts that changed most often in the last --limit runs."
        case .scrolling: "Which scenes scroll on which devices (latest layouts)."
        case .underKeyboard: "Text fields left under the keyboard, per device, over time."
        }
      }
    }

    @Flag var question: Question?

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
      if view != nil, let question, question != .moves {
        throw ValidationError("--view goes with --moves, not --\(question.rawValue)")
      }
      if view != nil && scene == nil && question != .moves {
        throw ValidationError("--view needs --scene")
      }
      if limit < 1 { throw ValidationError("--limit must be 1 or more") }
    }

    func run() throws {
      let store = try database.open(.readOnly)
      let listing = HistoryListing(
        database: store, track: comparison.track, configuration: try comparison.configuration())
      let filters = environments.isEmpty ? nil : environments
      do {
        let table =
          switch question {
          case .moves?:
            try listing.moves(scene: scene, view: view, environments: filters, limit: limit)
          case .churn?: try listing.churn(runs: limit, scene: scene, environments: filters)
          case .scrolling?: try listing.scrolling(scene: scene, environments: filters, limit: limit)
          case .underKeyboard?:
            try listing.fieldsUnderKeyboard(scene: scene, environments: filters, limit: limit)
          case nil:
            if let view, let scene {
              try listing.view(view, scene: scene, environments: filters, limit: limit)
            } else {
              try listing.runs(scene: scene, environments: filters, limit: limit)
            }
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
      if question == .moves, let view, !(try store.history.hasView(view, scene: scene)) {
        Diagnostics.printError(
          "no view '\(view)' in any stored layout" + (scene.map { " of scene '\($0)'" } ?? "")
            + ": give a view id or path as `layoutdb show RUN` lists them")
        throw ExitCode(2)
      }
      if let question {
        let what =
          switch question {
          case .moves: "no view moved between runs"
          case .churn: "no layout changed in the last \(limit) run(s)"
          case .scrolling: "no scene scrolls in its latest layouts"
          case .underKeyboard: "no text field was left under the keyboard"
          }
        print(what + (selection.isEmpty ? "" : " (\(selection.joined(separator: " ")))"))
      } else if let view, let scene {
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
