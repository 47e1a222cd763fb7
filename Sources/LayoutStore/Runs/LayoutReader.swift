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
      case layoutID = "layoutId", scene, environmentID = "environmentId"
      case snapshotID = "snapshotId"
    }

    /// The columns to select, from `layout` joined with `scene`.
    static let selection = """
      layout.id AS layoutId, scene.name AS scene, layout.environmentId, layout.snapshotId
      """
  }

  mutating func result(_ row: LayoutRow) throws -> LayoutResult {
    let environment = try environment(row.environmentID)
    guard let snapshot = try SnapshotRecord.fetchOne(db, key: row.snapshotID) else {
      throw LayoutStoreError.corrupt(
        path: db.description, message: "snapshot \(row.snapshotID) is missing")
    }
    let scale = snapshot.scale
    var views: [ViewLayout] = []
    views.reserveCapacity(max(0, min(snapshot.viewCount, 1_000_000)))
    let frames = try frameQuery()
    frames.bind(row.snapshotID, at: 1)
    while try frames.next() {
      let identity = try viewPath(frames.int64(0))
      let encoded = EncodedFrame(
        x: frames.int64(2), y: frames.int64(3), width: frames.int64(4), height: frames.int64(5),
        windowX: frames.int64(6), windowY: frames.int64(7), windowWidth: frames.int64(8),
        windowHeight: frames.int64(9), corrections: frames.isNull(10) ? nil : frames.data(10))
      let (frame, windowFrame) = PixelEncoding.decode(encoded, scale: scale)
      views.append(
        ViewLayout(
          id: identity.viewId, path: identity.path, kind: identity.kind,
          isHidden: frames.int64(1) != 0, frame: frame, windowFrame: windowFrame))
    }
    let scrollViews = try ScrollMetricsRecord.all(inSnapshot: row.snapshotID).fetchAll(db)
      .map(\.metrics)
    let textFields = try TextFieldRecord.all(inSnapshot: row.snapshotID).fetchAll(db)
      .map(\.keyboardResult)
    let diagnostics = try DiagnosticRecord.all(inSnapshot: row.snapshotID).fetchAll(db)
      .map(\.diagnostic)
    return LayoutResult(
      scene: row.scene, environment: environment, views: views, scrollViews: scrollViews,
      textFields: textFields, diagnostics: diagnostics)
  }

  private mutating func frameQuery() throws -> RawStatement {
    if let frames { return frames }
    let statement = try RawStatement(
      db,
      sql: """
        SELECT viewPathId, isHidden, xPixels, yPixels, widthPixels, heightPixels, windowXPixels,
          windowYPixels, windowWidthPixels, windowHeightPixels, ulpCorrections
        FROM viewFrame WHERE snapshotId = ? ORDER BY position
        """)
    frames = statement
    return statement
  }

  private mutating func viewPath(_ id: Int64) throws -> ViewLayoutIdentity {
    if let identity = viewPaths[id] { return identity }
    guard let record = try ViewPathRecord.fetchOne(db, key: id) else {
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
