import Foundation
import GRDB
import LayoutEngine

/// Writes runs inside a write transaction the caller holds, reusing scenes, environments,
/// view paths and snapshots already in the file (looked up once per transaction).
struct RunWriter {
  let db: Database
  private var sceneIDs: [String: Int64] = [:]
  private var environmentIDs: [Environment: Int64] = [:]
  private var viewPathIDs: [ViewPathKey: Int64] = [:]
  private var recentViewPaths: [(key: ViewPathKey, id: Int64)] = []
  private var insertViewFrame: RawStatement?

  init(_ db: Database) { self.db = db }

  /// The run being written (see ``begin(_:)``).
  private(set) var runID: Int64 = 0
  /// Scene × environment keys written so far in this run.
  private var written: Set<[String]> = []
  /// Scenes written so far in this run, in order.
  private(set) var scenes: [String] = []
  private var sceneSet: Set<String> = []
  private(set) var layoutCount = 0

  /// Writes one run; returns its row id.
  mutating func write(
    _ results: [LayoutResult], metadata: RunMetadata, sources: [String: SceneSource]
  ) throws -> Int64 {
    var seen: Set<[String]> = []
    for result in results {
      let key = EnvironmentKey(result.environment).rawValue
      guard seen.insert([result.scene, key]).inserted else {
        throw LayoutStoreError.duplicateLayout(scene: result.scene, environment: key)
      }
    }
    try begin(metadata)
    // Each scene's source row before any layout, as runs were always written.
    for result in results where !sceneSet.contains(result.scene) {
      try addScene(result.scene, source: sources[result.scene])
    }
    for result in results {
      try add(result, source: sources[result.scene])
    }
    return runID
  }

  /// Writes the run's row: the layouts follow with ``add(_:source:)``.
  mutating func begin(_ metadata: RunMetadata) throws {
    runID = try RunRecord(metadata).insertedRowID(db)
  }

  /// Writes one layout of the run (its scene's source first, when the scene is new to it).
  mutating func add(_ result: LayoutResult, source: SceneSource?) throws {
    let key = EnvironmentKey(result.environment).rawValue
    guard written.insert([result.scene, key]).inserted else {
      throw LayoutStoreError.duplicateLayout(scene: result.scene, environment: key)
    }
    if !sceneSet.contains(result.scene) { try addScene(result.scene, source: source) }
    let snapshot = try snapshotID(SnapshotContent(result))
    var layout = LayoutRecord(
      runId: runID, sceneId: try sceneID(result.scene),
      environmentId: try environmentID(result.environment), snapshotId: snapshot)
    try layout.insert(db)
    layoutCount += 1
  }

  /// Records that the run laid out `scene`, read from `source`.
  private mutating func addScene(_ scene: String, source: SceneSource?) throws {
    scenes.append(scene)
    sceneSet.insert(scene)
    try RunSceneRecord(
      runId: runID, sceneId: try sceneID(scene), sourceFile: source?.file,
      contentHash: source?.contentHash
    ).insert(db)
    if let hash = source?.contentHash, let text = source?.text {
      // The same content read by an earlier run is stored already.
      try SourceTextRecord(contentHash: hash, text: text).insert(db, onConflict: .ignore)
    }
  }

  /// Rewrites what is only known once every layout is written: the time spent solving, and
  /// whether the run covers every environment its files ask for.
  func finish(_ metadata: RunMetadata) throws {
    try RunRecord.filter(key: runID).updateAll(
      db, RunRecord.Columns.solverSeconds.set(to: metadata.solverSeconds),
      RunRecord.Columns.allEnvironments.set(to: metadata.allEnvironments))
  }

  mutating func sceneID(_ name: String) throws -> Int64 {
    if let id = sceneIDs[name] { return id }
    let id =
      try SceneRecord.filter(SceneRecord.Columns.name == name).select(
        SceneRecord.Columns.id, as: Int64.self
      ).fetchOne(db)
      ?? SceneRecord(name: name).insertedRowID(db)
    sceneIDs[name] = id
    return id
  }

  mutating func environmentID(_ environment: Environment) throws -> Int64 {
    if let id = environmentIDs[environment] { return id }
    let record = EnvironmentRecord(environment)
    guard record.isFinite else {
      throw LayoutStoreError.invalidValue(
        scene: "-", environment: "\(EnvironmentKey(environment))",
        detail: "an environment value")
    }
    let id = try record.existingID(db) ?? record.insertedRowID(db)
    environmentIDs[environment] = id
    return id
  }

  /// The `viewPath` row of a view. Consecutive layouts of a scene list the same views in the
  /// same order, so the previous layout's ids are tried first by position (comparing strings
  /// that share storage is cheap; hashing three strings per view is not).
  mutating func viewPathID(_ key: ViewPathKey, position: Int) throws -> Int64 {
    if position < recentViewPaths.count, recentViewPaths[position].key == key {
      return recentViewPaths[position].id
    }
    let id = try viewPathID(key)
    if position < recentViewPaths.count {
      recentViewPaths[position] = (key, id)
    } else if position == recentViewPaths.count {
      recentViewPaths.append((key, id))
    }
    return id
  }

  mutating func viewPathID(_ key: ViewPathKey) throws -> Int64 {
    if let id = viewPathIDs[key] { return id }
    // A cached statement: a run of new views looks each one up (the `UNIQUE (path, viewId,
    // kind)` index answers it).
    let existing = try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT id FROM viewPath WHERE path = ? AND viewId = ? AND kind = ?"),
      arguments: [key.path, key.viewId, key.kind])
    let id = try existing ?? ViewPathRecord(key).insertedRowID(db)
    viewPathIDs[key] = id
    return id
  }

  private mutating func viewFrameInsert() throws -> RawStatement {
    if let insertViewFrame { return insertViewFrame }
    let statement = try RawStatement(db, sql: ViewFrameRecord.insertSQL)
    insertViewFrame = statement
    return statement
  }

  /// The snapshot with this content: found by digest, or written now.
  mutating func snapshotID(_ content: SnapshotContent) throws -> Int64 {
    let digest = Data(content.digest)
    // Every layout asks: a cached statement.
    if let existing = try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT id FROM snapshot WHERE digest = ?"), arguments: [digest])
    {
      return existing
    }
    let id =
      try SnapshotRecord(digest: digest, scale: content.scale, viewCount: content.views.count)
      .insertedRowID(db)
    let insertView = try viewFrameInsert()
    for (position, view) in content.views.enumerated() {
      try insertView.insert(
        ViewFrameRecord(
          snapshotId: id, position: Int64(position),
          viewPathId: try viewPathID(view.path, position: position), isHidden: view.isHidden,
          frame: view.frame))
    }
    for (position, scroll) in content.scrollViews.enumerated() {
      try ScrollMetricsRecord(snapshotId: id, position: position, scroll).insert(db)
    }
    for (position, field) in content.textFields.enumerated() {
      try TextFieldRecord(snapshotId: id, position: position, field).insert(db)
    }
    for (position, diagnostic) in content.diagnostics.enumerated() {
      try DiagnosticRecord(snapshotId: id, position: position, diagnostic).insert(db)
    }
    return id
  }
}
