import Foundation
import GRDB
import LayoutEngine

/// Reads layouts back as the `LayoutResult`s that were recorded, caching view paths and
/// environments for the duration of one read.
struct LayoutReader {
  let db: Database
  private var viewPaths: [Int64: ViewLayoutIdentity] = [:]
  private var environments: [Int64: Environment] = [:]
  private var frames: RawStatement?

  init(_ db: Database) { self.db = db }

  /// One stored layout: its scene and environment rows and its snapshot. Decoded from rows
  /// that name these columns (`layout.id AS layoutId, scene.name AS scene, ...`).
  struct LayoutRow: Decodable, FetchableRecord {
    var layoutID: Int64
    var scene: String
    var environmentID: Int64
    var snapshotID: Int64

    enum CodingKeys: String, CodingKey {
      case layoutID = "layoutId"
      case scene
      case environmentID = "environmentId"
      case snapshotID = "snapshotId"
    }

    /// The columns to select, from `layout` joined with `scene`.
    static let selection = """
      layout.id AS layoutId, scene.name AS scene, layout.environmentId, layout.snapshotId
      """
  }

  mutating func result(_ row: LayoutRow) throws -> LayoutResult {
    let environment = try environment(row.environmentID)
    // Cached statements here and for view paths: a baseline read runs them for every layout
    // and every view path, where building a query each time showed in `layoutdb-bench storage`.
    guard
      let snapshot = try SnapshotRecord.fetchOne(
        db.cachedStatement(sql: "SELECT * FROM snapshot WHERE id = ?"),
        arguments: [row.snapshotID])
    else {
      throw LayoutStoreError.corrupt(
        path: db.description, message: "snapshot \(row.snapshotID) is missing")
    }
    let scale = snapshot.scale
    var views: [ViewLayout] = []
    views.reserveCapacity(max(0, min(snapshot.viewCount, 1_000_000)))
    let frames = try frameQuery()
    frames.bind(row.snapshotID, at: 1)
    while try frames.next() {
      let row = frames.viewFrame
      let identity = try viewPath(row.viewPathId)
      let (frame, windowFrame) = PixelEncoding.decode(row.frame, scale: scale)
      views.append(
        ViewLayout(
          id: identity.viewId, path: identity.path, kind: identity.kind, isHidden: row.isHidden,
          frame: frame, windowFrame: windowFrame))
    }
    let scrollViews = try ScrollMetricsRecord.fetchAll(db, snapshotID: row.snapshotID)
      .map(\.metrics)
    let textFields = try TextFieldRecord.fetchAll(db, snapshotID: row.snapshotID)
      .map(\.keyboardResult)
    let diagnostics = try DiagnosticRecord.fetchAll(db, snapshotID: row.snapshotID)
      .map(\.diagnostic)
    return LayoutResult(
      scene: row.scene, environment: environment, views: views, scrollViews: scrollViews,
      textFields: textFields, diagnostics: diagnostics)
  }

  private mutating func frameQuery() throws -> RawStatement {
    if let frames { return frames }
    let statement = try RawStatement(db, sql: ViewFrameRecord.selectSQL)
    frames = statement
    return statement
  }

  private mutating func viewPath(_ id: Int64) throws -> ViewLayoutIdentity {
    if let identity = viewPaths[id] { return identity }
    guard
      let record = try ViewPathRecord.fetchOne(
        db.cachedStatement(sql: "SELECT * FROM viewPath WHERE id = ?"), arguments: [id])
    else {
      throw LayoutStoreError.corrupt(path: db.description, message: "viewPath \(id) is missing")
    }
    let identity = ViewLayoutIdentity(
      viewId: record.viewId, path: record.path, kind: ViewKind(rawValue: record.kind) ?? .view)
    viewPaths[id] = identity
    return identity
  }

  mutating func environment(_ id: Int64) throws -> Environment {
    if let environment = environments[id] { return environment }
    guard let environment = try EnvironmentRecord.fetchOne(db, key: id)?.environment else {
      throw LayoutStoreError.corrupt(path: db.description, message: "environment \(id) is missing")
    }
    environments[id] = environment
    return environment
  }
}

/// What a `viewPath` row names.
struct ViewLayoutIdentity {
  var viewId: String
  var path: String
  var kind: ViewKind
}
