import Foundation
import GRDB
import LayoutEngine

extension BaselineStore {
  /// Retires current baselines of a track that no input lays out any more (a scene removed or
  /// renamed, its file deleted, an environment dropped from the file's list), so `check` stops
  /// reporting them gone. The rows stay, with who retired them, when and why; their runs stay
  /// too (prune keeps a baseline's run), and `currentBaseline`/`baselineDrift` leave them out.
  ///
  /// - Parameters:
  ///   - scenes: baselines of these scenes.
  ///   - files: and baselines recorded from these files (as given when recording; `./a.yaml`
  ///     and `a.yaml` are the same file).
  ///   - filesAsWritten: how a selection that matches nothing names the files: each once, as
  ///     the user wrote it (`files` may hold each in two spellings); nil: `files`.
  ///   - environments: only environments matching one of these filters (nil: all).
  /// - Returns: the baselines retired, by scene then environment.
  /// - Throws: ``LayoutStoreError/nothingToRetire(track:selection:scenes:)`` when the
  ///   selection matches no current baseline.
  @discardableResult
  ///   - ancestors: when baselines follow git history, the commits the checkout descends from:
  ///     baselines the track inherits from them can be retired too (see
  ///     `current(track:scenes:environments:ancestors:)`), at `commit`.
  public func retire(
    track: String = "main", scenes: [String] = [], files: [String] = [],
    filesAsWritten: [String]? = nil, environments: [String]? = nil, retiredBy: String,
    reason: String,
    ancestors: Set<String>? = nil, atCommit commit: String? = nil, at date: Date = Date()
  ) throws(LayoutStoreError) -> [Baseline] {
    try database.write("retiring baselines of track \(track)") { db in
      let fileSet = Set(files.map(Self.normalizedPath))
      let current = try Self.currentRows(db, track: track, ancestors: ancestors)
      let selected = current.filter { row in
        let chosen =
          scenes.contains(row.scene)
          || row.sourceFile.map { fileSet.contains(Self.normalizedPath($0)) } == true
        return chosen && (environments?.contains(where: row.environment.matches) ?? true)
      }
      if selected.isEmpty {
        let selection = [
          scenes.isEmpty ? nil : "scene(s) \(scenes.map { "'\($0)'" }.joined(separator: ", "))",
          files.isEmpty
            ? nil : "file(s) \((filesAsWritten ?? files).joined(separator: ", "))",
          environments.map { "environments matching \($0.joined(separator: ", "))" },
        ].compactMap { $0 }.joined(separator: " in ")
        var names: [String] = []
        for row in current where !names.contains(row.scene) { names.append(row.scene) }
        throw LayoutStoreError.nothingToRetire(track: track, selection: selection, scenes: names)
      }
      return try Self.retire(
        db, selected, on: track, atCommit: commit, retiredBy: retiredBy, reason: reason, at: date)
    }
  }

  /// The current baselines of a track, by scene then environment key; with `ancestors`, those
  /// it inherits from history as well (rows of other tracks).
  static func currentRows(_ db: Database, track: String, ancestors: Set<String>? = nil) throws
    -> [BaselineRow]
  {
    guard let ancestors else { return try currentRows(db, track: track, ids: nil) }
    let ids = try chosenIDs(db, track: track, ancestors: ancestors)
    return ids.isEmpty ? [] : try currentRows(db, track: track, ids: ids)
  }

  /// The rows `ids` (any track), or the track's current ones when nil.
  private static func currentRows(_ db: Database, track: String, ids: [Int64]?) throws
    -> [BaselineRow]
  {
    let selection =
      ids.map { "baseline.id IN (\($0.map(String.init).joined(separator: ", ")))" }
      ?? "baseline.track = ? AND baseline.replacedAt IS NULL"
    return try BaselineRow.fetchAll(
      db,
      sql: """
        \(BaselineRow.query)
        WHERE \(selection)
        ORDER BY scene.name, baseline.environmentKey
        """, arguments: ids == nil ? [track] : [])
  }

  /// Retires rows for `track` inside the caller's transaction and returns them as they now
  /// read: its own rows are marked retired; a row it inherits from another track's history is
  /// shadowed by a retirement row on `track` (at `commit`), the other track's left as it is.
  static func retire(
    _ db: Database, _ rows: [BaselineRow], on track: String, atCommit commit: String? = nil,
    retiredBy: String, reason: String, at date: Date
  ) throws -> [Baseline] {
    let now = Timestamp.text(date)
    var reader = LayoutReader(db)
    var retired: [Baseline] = []
    for row in rows {
      if row.track == track {
        try BaselineRecord.filter(key: row.id).updateAll(
          db, BaselineRecord.Columns.replacedAt.set(to: now),
          BaselineRecord.Columns.replacedById.set(to: nil),
          BaselineRecord.Columns.retiredBy.set(to: retiredBy),
          BaselineRecord.Columns.retiredReason.set(to: reason))
      } else {
        var retirement = BaselineRecord(
          track: track, sceneId: row.sceneId, environmentKey: row.environment.rawValue,
          layoutId: row.layoutId, approvedBy: retiredBy, approvedAt: now,
          reason: "retires the baseline inherited from track \(row.track)", replacedAt: now,
          retiredBy: retiredBy, retiredReason: reason, gitCommit: commit)
        try retirement.insert(db)
      }
      retired.append(
        Baseline(
          track: row.track, scene: row.scene, environment: row.environment,
          runUUID: UUID(uuidString: row.runUuid) ?? UUID(), approvedBy: row.approvedBy,
          approvedAt: Timestamp.date(row.approvedAt) ?? date, reason: row.reason,
          replacedAt: Timestamp.date(now) ?? date, result: try reader.result(row.layout),
          retiredBy: retiredBy, retiredReason: reason))
    }
    return retired
  }

  /// A path as the file system means it (relative ones against the current directory), so
  /// `form.yaml` and `./form.yaml` name the same input.
  static func normalizedPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
