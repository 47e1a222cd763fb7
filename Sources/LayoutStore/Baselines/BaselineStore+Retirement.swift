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
  ///   - environments: only environments matching one of these filters (nil: all).
  /// - Returns: the baselines retired, by scene then environment.
  /// - Throws: ``LayoutStoreError/nothingToRetire(track:selection:scenes:)`` when the
  ///   selection matches no current baseline.
  @discardableResult
  public func retire(
    track: String = "main", scenes: [String] = [], files: [String] = [],
    environments: [String]? = nil, retiredBy: String, reason: String, at date: Date = Date()
  ) throws(LayoutStoreError) -> [Baseline] {
    try database.write("retiring baselines of track \(track)") { db in
      let fileSet = Set(files.map(Self.normalizedPath))
      let current = try Self.currentRows(db, track: track)
      let selected = current.filter { row in
        let chosen =
          scenes.contains(row.scene)
          || row.sourceFile.map { fileSet.contains(Self.normalizedPath($0)) } == true
        return chosen && (environments?.contains(where: row.environment.matches) ?? true)
      }
      if selected.isEmpty {
        let selection = [
          scenes.isEmpty ? nil : "scene(s) \(scenes.map { "'\($0)'" }.joined(separator: ", "))",
          files.isEmpty ? nil : "file(s) \(files.joined(separator: ", "))",
          environments.map { "environments matching \($0.joined(separator: ", "))" },
        ].compactMap { $0 }.joined(separator: " in ")
        var names: [String] = []
        for row in current where !names.contains(row.scene) { names.append(row.scene) }
        throw LayoutStoreError.nothingToRetire(track: track, selection: selection, scenes: names)
      }
      return try Self.retire(db, selected, retiredBy: retiredBy, reason: reason, at: date)
    }
  }

  /// A current baseline as retiring needs it: which row, and the file its scene was recorded
  /// from in the baseline's run.
  struct CurrentRow {
    var id: Int64
    var track: String
    var scene: String
    var environment: EnvironmentKey
    var sourceFile: String?
    var layout: LayoutReader.LayoutRow
    var runUUID: String
    var approvedBy: String
    var approvedAt: String
    var reason: String
  }

  /// The current baselines of a track, by scene then environment key.
  static func currentRows(_ db: Database, track: String) throws -> [CurrentRow] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT baseline.id, scene.name, baseline.environmentKey, runScene.sourceFile, layout.id,
          layout.environmentId, layout.snapshotId, run.uuid, baseline.approvedBy,
          baseline.approvedAt, baseline.reason
        FROM baseline
        JOIN scene ON scene.id = baseline.sceneId
        JOIN layout ON layout.id = baseline.layoutId
        JOIN run ON run.id = layout.runId
        LEFT JOIN runScene ON runScene.runId = layout.runId AND runScene.sceneId = baseline.sceneId
        WHERE baseline.track = ? AND baseline.replacedAt IS NULL
        ORDER BY scene.name, baseline.environmentKey
        """, arguments: [track]
    ).map { row in
      let scene: String = try row.at(1)
      return CurrentRow(
        id: try row.at(0), track: track, scene: scene,
        environment: EnvironmentKey(rawValue: try row.at(2)),
        sourceFile: try row.at(3),
        layout: LayoutReader.LayoutRow(
          layoutID: try row.at(4), scene: scene, environmentID: try row.at(5),
          snapshotID: try row.at(6)),
        runUUID: try row.at(7), approvedBy: try row.at(8), approvedAt: try row.at(9),
        reason: try row.at(10))
    }
  }

  /// Marks rows retired inside the caller's transaction and returns them as they now read.
  static func retire(
    _ db: Database, _ rows: [CurrentRow], retiredBy: String, reason: String, at date: Date
  ) throws -> [Baseline] {
    let now = Timestamp.text(date)
    var reader = LayoutReader(db)
    var retired: [Baseline] = []
    for row in rows {
      try db.execute(
        sql: """
          UPDATE baseline SET replacedAt = ?, replacedById = NULL, retiredBy = ?,
            retiredReason = ?
          WHERE id = ?
          """, arguments: [now, retiredBy, reason, row.id])
      retired.append(
        Baseline(
          track: row.track, scene: row.scene, environment: row.environment,
          runUUID: UUID(uuidString: row.runUUID) ?? UUID(), approvedBy: row.approvedBy,
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
