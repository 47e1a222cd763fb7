import LayoutEngine
import LayoutStore

/// One `layoutdb history` question: runs and their drift, one view's frames, or one of the
/// listings over the history views (moves, churn, scrolling, fields under the keyboard).
public struct HistoryQuery: Sendable, Hashable {
  /// What to list instead of runs.
  public enum Question: String, Sendable, CaseIterable {
    case moves, churn, scrolling
    case underKeyboard = "under-keyboard"
  }

  public var question: Question?
  public var scene: String?
  public var view: String?
  /// Environment filters (keys, prefixes or globs); nil for all.
  public var environments: [String]?
  public var limit: Int

  public init(
    question: Question? = nil, scene: String? = nil, view: String? = nil,
    environments: [String]? = nil, limit: Int
  ) {
    self.question = question
    self.scene = scene
    self.view = view
    self.environments = environments
    self.limit = limit
  }
}

extension HistoryListing {
  /// Opens the database at `location` read-only and compares with `settings`' track and
  /// configuration.
  public init(location: DatabaseLocation, settings: ComparisonSettings) throws(WorkflowError) {
    self.init(
      database: try location.open(.readOnly), track: settings.track,
      configuration: try settings.configuration())
  }

  /// The table that answers `query`, or, when nothing is listed, a line saying why.
  ///
  /// - Throws: ``WorkflowError/usage(_:)`` when a `--scene`, `--env` or `--view` matches nothing
  ///   in the database (a typo: exit 2, with what it could match).
  public func answer(_ query: HistoryQuery) throws(WorkflowError) -> String {
    let (scene, filters, limit) = (query.scene, query.environments, query.limit)
    let table = try Self.reading {
      () throws(LayoutStoreError) in
      switch query.question {
      case .moves?:
        try moves(scene: scene, view: query.view, environments: filters, limit: limit)
      case .churn?: try churn(runs: limit, scene: scene, environments: filters)
      case .scrolling?: try scrolling(scene: scene, environments: filters, limit: limit)
      case .underKeyboard?:
        try fieldsUnderKeyboard(scene: scene, environments: filters, limit: limit)
      case nil:
        if let viewID = query.view, let scene {
          try view(viewID, scene: scene, environments: filters, limit: limit)
        } else {
          try runs(scene: scene, environments: filters, limit: limit)
        }
      }
    }
    return table.rows.isEmpty ? try explainEmpty(query) : table.rendered
  }

  /// A read of the database, its failure as a ``WorkflowError``.
  private static func reading<T>(_ read: () throws(LayoutStoreError) -> T) throws(WorkflowError)
    -> T
  {
    do {
      return try read()
    } catch {
      throw .store(error)
    }
  }

  /// Why nothing was listed: no runs at all, a filter that matches nothing in the database (an
  /// error), or filters that match separately but select no run together.
  private func explainEmpty(_ query: HistoryQuery) throws(WorkflowError) -> String {
    if try Self.reading({ () throws(LayoutStoreError) in try database.runs.list(limit: 1) })
      .isEmpty
    {
      return "no runs recorded yet"
    }
    if let scene = query.scene {
      let names = try Self.reading {
        () throws(LayoutStoreError) in try database.runs.sceneNames()
      }
      if !names.contains(scene) {
        // The closest name first: with a real app's scenes, the one meant is rarely among
        // the eight the list shows.
        throw .usage(
          "no scene '\(scene)' in any run\(NameSuggestion.didYouMean(scene, in: names));"
            + " the scenes: "
            + Self.sample(names.map { "'\($0)'" }))
      }
    }
    // The one check every command makes of `--env` (show, diff, report, approve, retire).
    try RunReview(database: database).checkEnvironments(query.environments)
    var selection: [String] = []
    if let scene = query.scene { selection.append("--scene '\(scene)'") }
    if let filters = query.environments {
      selection.append("--env \(filters.joined(separator: " --env "))")
    }
    // A view no layout has is a typo, as a scene or environment that matches nothing is: exit
    // 2 for a view's frames too, not an empty listing that a script takes for "never laid out".
    if query.question == .moves || query.question == nil, let view = query.view,
      !(try Self.reading { () throws(LayoutStoreError) in
        try database.history.hasView(view, scene: query.scene)
      })
    {
      throw .usage(
        "no view '\(view)' in any stored layout"
          + (query.scene.map { " of scene '\($0)'" } ?? "")
          + ": give a view id or path as `layoutdb show RUN` lists them")
    }
    if let question = query.question {
      let what =
        switch question {
        case .moves: "no view moved between runs"
        case .churn: "no layout changed in the last \(query.limit) run(s)"
        case .scrolling: "no scene scrolls in its latest layouts"
        case .underKeyboard: "no text field was left under the keyboard"
        }
      var answer = what + (selection.isEmpty ? "" : " (\(selection.joined(separator: " ")))")
      // Interface Builder documents are laid out on their canvas, keyboard hidden: with no
      // layout of the keyboard shown, "none left under it" would read as good news.
      if question == .underKeyboard,
        !(try Self.reading { () throws(LayoutStoreError) in try database.runs.environmentKeys() })
          .contains(where: { $0.matches("*/keyboard-shown*") })
      {
        answer +=
          ": no run laid anything out with the keyboard shown; record with --keyboard shown"
          + " (and --device NAME for storyboards and xibs, whose canvas has no keyboard)"
      }
      return answer
    }
    if let view = query.view, let scene = query.scene {
      return "no frames of view '\(view)' in scene '\(scene)'"
        + (query.environments.map {
          " in environments matching \($0.joined(separator: ", "))"
        } ?? "") + ": no run laid out a view with that id or path there"
    }
    return "no run matches \(selection.joined(separator: " "))"
  }

  /// Up to eight names, then how many more.
  static func sample(_ names: [String]) -> String {
    let shown = names.prefix(8).joined(separator: ", ")
    return names.count > 8 ? "\(shown), … (\(names.count - 8) more)" : shown
  }
}
