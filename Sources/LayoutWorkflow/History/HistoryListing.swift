import Foundation
import LayoutDiff
import LayoutEngine
import LayoutStore
import TextFormats

/// What `layoutdb history` prints: runs with their drift against the current baselines, or one
/// view's frame across runs and commits.
public struct HistoryListing: Sendable {
  public var database: LayoutDatabase
  public var track: String
  public var configuration: DiffConfiguration

  public init(
    database: LayoutDatabase, track: String = "main",
    configuration: DiffConfiguration = DiffConfiguration()
  ) {
    self.database = database
    self.track = track
    self.configuration = configuration
  }

  /// The newest runs (of every track), each compared with the current baselines of `track`:
  /// how many of its layouts drift from them today.
  public func runs(scene: String?, environments: [String]?, limit: Int) throws(LayoutStoreError)
    -> TextTable
  {
    let scenes = scene.map { [$0] }
    let baselines = try database.baselines.current(
      track: track, scenes: scenes, environments: environments)
    let differ = LayoutDiffer(configuration: configuration)
    var table = TextTable(
      header: ["RUN", "RECORDED (UTC)", "COMMIT", "BRANCH", "TRACK", "SOURCE", "LAYOUTS", "DRIFT"])
    for summary in try database.runs.list(limit: nil) {
      if table.rows.count >= limit { break }
      if let scene, !summary.scenes.contains(scene) { continue }
      let run = try database.runs.load(
        summary.metadata.uuid.uuidString, scenes: scenes, environments: environments)
      guard !run.results.isEmpty else { continue }
      let report = differ.compare(baselines: baselines.map(\.result), currents: run.results)
      var drift =
        report.comparisons.isEmpty
        ? "no baseline"
        : report.hasDrift
          ? "\(report.summary.comparisonsWithDrift) of \(report.comparisons.count) drifted"
          : "clean"
      if !report.comparisons.isEmpty && !report.missingBaselines.isEmpty {
        drift += ", \(report.missingBaselines.count) without baseline"
      }
      let metadata = run.metadata
      table.rows.append([
        String(metadata.uuid.uuidString.lowercased().prefix(8)),
        Self.timestamp(metadata.recordedAt),
        metadata.commitLabel() ?? "-", metadata.gitBranch ?? "-", metadata.track,
        metadata.source.rawValue,
        "\(run.results.count)", drift,
      ])
    }
    return table
  }

  /// One view's frame in each run, newest first, with what changed since the run before it in
  /// the same environment.
  public func view(_ view: String, scene: String, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> TextTable
  {
    let entries = try database.history.frames(
      scene: scene, view: view, environments: environments, limit: limit)
    var table = TextTable(
      header: ["RUN", "RECORDED (UTC)", "COMMIT", "ENVIRONMENT", "FRAME", "WINDOW", "CHANGE"])
    for (index, entry) in entries.enumerated() {
      // The next older entry of the same environment is what this one changed from.
      let older = entries[(index + 1)...].first { $0.environment == entry.environment }
      table.rows.append([
        String(entry.runUUID.uuidString.lowercased().prefix(8)), Self.timestamp(entry.recordedAt),
        entry.commitLabel() ?? "-", entry.environment.rawValue,
        entry.view.isHidden ? "\(entry.view.frame) hidden" : "\(entry.view.frame)",
        "\(entry.view.windowFrame)",
        older.map { Self.change(from: $0.view, to: entry.view) } ?? "first",
      ])
    }
    return table
  }

  /// Views that moved or resized from one run to the next, newest first: with `view`, the
  /// first row says when that view last moved and in which commit.
  public func moves(scene: String?, view: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> TextTable
  {
    var table = TextTable(
      header: ["RUN", "RECORDED (UTC)", "COMMIT", "SCENE", "ENVIRONMENT", "VIEW", "CHANGE"])
    var names = ViewNamer(database: database)
    for move in try database.history.moves(
      scene: scene, view: view, environments: environments, limit: limit)
    {
      func layout(_ frame: Rect) -> ViewLayout {
        ViewLayout(
          id: move.viewId, path: move.path, kind: .view, isHidden: false, frame: frame,
          windowFrame: frame)
      }
      let was = Rect(x: move.fromX, y: move.fromY, width: move.fromWidth, height: move.fromHeight)
      let now = Rect(x: move.x, y: move.y, width: move.width, height: move.height)
      table.rows.append([
        String(move.runUuid.prefix(8)), Self.timestamp(text: move.recordedAt),
        move.commitLabel() ?? "-", move.scene, move.environment,
        names.named(move.viewId, scene: move.scene, run: move.runUuid),
        Self.change(from: layout(was), to: layout(now)),
      ])
    }
    return table
  }

  /// The layouts that changed most often in the newest `runs` runs.
  public func churn(runs: Int, scene: String?, environments: [String]?) throws(LayoutStoreError)
    -> TextTable
  {
    var table = TextTable(header: ["SCENE", "ENVIRONMENT", "CHANGES", "LAST RUN", "LAST COMMIT"])
    for row in try database.history.churn(
      runs: runs, scene: scene, environments: environments, limit: Int.max)
    {
      table.rows.append([
        row.scene, row.environment, "\(row.changes)", String(row.lastRunUuid.prefix(8)),
        row.lastCommitLabel() ?? "-",
      ])
    }
    return table
  }

  /// Which scenes scroll on which devices, in their latest layouts.
  public func scrolling(scene: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> TextTable
  {
    var table = TextTable(header: ["SCENE", "ENVIRONMENT", "SCROLL VIEW", "SCROLLS", "CONTENT"])
    for row in try database.history.scrolling(
      scene: scene, environments: environments, limit: limit)
    {
      let axes = [
        row.scrollsVertically ? "vertically" : nil, row.scrollsHorizontally ? "horizontally" : nil,
      ]
      .compactMap { $0 }.joined(separator: " and ")
      table.rows.append([
        row.scene, row.environment, row.viewId, axes,
        "\(NumberText.format(row.contentWidth))×\(NumberText.format(row.contentHeight))",
      ])
    }
    return table
  }

  /// Text fields that end up under the keyboard, per environment, newest run first. The
  /// environment's key starts with its device, so no column repeats it.
  public func fieldsUnderKeyboard(scene: String?, environments: [String]?, limit: Int)
    throws(LayoutStoreError) -> TextTable
  {
    var table = TextTable(
      header: ["RUN", "RECORDED (UTC)", "COMMIT", "ENVIRONMENT", "SCENE", "FIELD"])
    var names = ViewNamer(database: database)
    for row in try database.history.fieldsUnderKeyboard(
      scene: scene, environments: environments, limit: limit)
    {
      table.rows.append([
        String(row.runUuid.prefix(8)), Self.timestamp(text: row.recordedAt),
        row.commitLabel() ?? "-", row.environment,
        row.scene, names.named(row.viewId, scene: row.scene, run: row.runUuid),
      ])
    }
    return table
  }

  /// A stored UTC timestamp (`2026-11-22T09:41:07.123Z`) as `timestamp(_:)` writes dates.
  static func timestamp(text: String) -> String {
    String(text.prefix(19)).replacingOccurrences(of: "T", with: " ")
  }

  /// `12 pt down`, `8 pt taller`, `became hidden`, `20 pt up in the window`, or `=`. Differences under a hundredth
  /// of a point are float noise (frames are pixel-snapped), not changes.
  static func change(from old: ViewLayout, to new: ViewLayout) -> String {
    var parts: [String] = []
    if old.isHidden != new.isHidden {
      parts.append(new.isHidden ? "became hidden" : "became visible")
    }
    func describe(_ deltas: [(Double, String, String)]) {
      for (delta, grew, shrank) in deltas {
        let hundredths = (delta * 100).rounded()
        guard hundredths != 0 else { continue }
        parts.append(
          "\(NumberText.format(abs(hundredths) / 100)) pt \(hundredths > 0 ? grew : shrank)")
      }
    }
    describe([
      (new.frame.x - old.frame.x, "right", "left"), (new.frame.y - old.frame.y, "down", "up"),
      (new.frame.width - old.frame.width, "wider", "narrower"),
      (new.frame.height - old.frame.height, "taller", "shorter"),
    ])
    // Moved in the window alone: a scroll view's offset or inset moved it, as check says it
    // (`moved 20 pt up in the window`), not "scrolled", which no one did.
    if parts.isEmpty {
      describe([
        (new.windowFrame.y - old.windowFrame.y, "down", "up"),
        (new.windowFrame.x - old.windowFrame.x, "right", "left"),
      ])
      if !parts.isEmpty { parts[parts.count - 1] += " in the window" }
    }
    return parts.isEmpty ? "=" : parts.joined(separator: ", ")
  }

  /// `2026-11-22 09:41:07`: second precision reads well in a table.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
  }
}

/// A view as `history` lists it: `"Password" field4`, the name people know it by first (as
/// `check` lists the views of a finding), read from the file texts the database keeps for the
/// view's run; the id alone when it has no such name.
struct ViewNamer {
  let database: LayoutDatabase
  /// Names by run UUID, then scene and view id: each run's files are read once.
  private var byRun: [String: [String: [String: String]]] = [:]

  init(database: LayoutDatabase) { self.database = database }

  mutating func named(_ id: String, scene: String, run: String) -> String {
    if byRun[run] == nil {
      let stored = try? database.runs.load(run, scenes: [], sourceTexts: true)
      byRun[run] = stored.map { RunReview(database: database).viewNames(of: [$0]) } ?? [:]
    }
    return byRun[run]?[scene]?[id].map { "\"\($0)\" \(id)" } ?? id
  }
}
