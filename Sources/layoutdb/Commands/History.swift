import ArgumentParser
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

    @Flag var question: HistoryQuery.Question?

    @Option(help: "Only this scene.")
    var scene: String?

    @Option(help: "A view's id or path: show its frame across runs (needs --scene).")
    var view: String?

    @OptionGroup var environmentFilter: EnvironmentFilterOptions

    // `.unconditional`: `--limit -1` reaches the range check, as `prune --keep-runs -1` does,
    // instead of "Missing value" (argument-parser reads `-1` as an option).
    @Option(parsing: .unconditional, help: "At most this many runs.")
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
      let query = HistoryQuery(
        question: question, scene: scene, view: view,
        environments: environmentFilter.filters, limit: limit)
      do {
        print(
          try HistoryListing(location: database.location, settings: comparison.settings).answer(
            query))
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}

extension HistoryQuery.Question: EnumerableFlag {
  public static func name(for value: Self) -> NameSpecification { .customLong(value.rawValue) }

  public static func help(for value: Self) -> ArgumentHelp? {
    switch value {
    case .moves: "Views that moved or resized between runs (with --view: its last move)."
    case .churn: "Layouts that changed most often in the last --limit runs."
    case .scrolling: "Which scenes scroll on which devices (latest layouts)."
    case .underKeyboard: "Text fields left under the keyboard, per device, over time."
    }
  }
}
