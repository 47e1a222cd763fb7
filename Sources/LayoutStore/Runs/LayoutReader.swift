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

  /// One stored layout: its scene and environment rows and its snapshot.
  struct LayoutRow {
    var layoutID: Int64
    var scene: String
    var environmentID: Int64
    var snapshotID: Int64
  }

  mutating func result(_ row: LayoutRow) throws -> LayoutResult {
    let environment = try environment(row.environmentID)
    guard
      let snapshot = try Row.fetchOne(
        db, sql: "SELECT scale, viewCount FROM snapshot WHERE id = ?", arguments: [row.snapshotID])
    else {
      throw LayoutStoreError.corrupt(
        path: db.description, message: "snapshot \(row.snapshotID) is missing")
    }
    let scale: Double = try snapshot.at(0)
    var views: [ViewLayout] = []
    views.reserveCapacity(max(0, min(try snapshot.at(1) as Int, 1_000_000)))
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
    let scrollViews = try Row.fetchAll(
      db,
      sql: """
        SELECT viewId, contentWidth, contentHeight, insetTop, insetLeft, insetBottom, insetRight,
          minimumOffsetX, minimumOffsetY, maximumOffsetX, maximumOffsetY, scrollsVertically,
          scrollsHorizontally
        FROM scrollMetrics WHERE snapshotId = ? ORDER BY position
        """, arguments: [row.snapshotID]
    ).map { scroll in
      ScrollViewMetrics(
        id: try scroll.at(0), contentSize: Size(width: try scroll.at(1), height: try scroll.at(2)),
        adjustedContentInset: EdgeInsets(
          top: try scroll.at(3), left: try scroll.at(4), bottom: try scroll.at(5),
          right: try scroll.at(6)),
        minimumContentOffset: Point(x: try scroll.at(7), y: try scroll.at(8)),
        maximumContentOffset: Point(x: try scroll.at(9), y: try scroll.at(10)),
        scrollsVertically: try scroll.at(11),
        scrollsHorizontally: try scroll.at(12))
    }
    let textFields = try Row.fetchAll(
      db,
      sql: """
        SELECT viewId, scrollViewId, contentOffsetX, contentOffsetY, windowX, windowY,
          windowWidth, windowHeight, isVisibleAboveKeyboard, isCoveredWithoutAdjustment
        FROM textField WHERE snapshotId = ? ORDER BY position
        """, arguments: [row.snapshotID]
    ).map { field in
      let offsetX: Double? = try field.at(2)
      let offsetY: Double? = try field.at(3)
      return KeyboardResult(
        id: try field.at(0), scrollView: try field.at(1),
        contentOffset: offsetX.flatMap { x in offsetY.map { Point(x: x, y: $0) } },
        windowFrame: Rect(
          x: try field.at(4), y: try field.at(5), width: try field.at(6), height: try field.at(7)),
        isVisibleAboveKeyboard: try field.at(8), isCoveredWithoutAdjustment: try field.at(9))
    }
    let diagnostics = try Row.fetchAll(
      db,
      sql: """
        SELECT kind, message, viewIds, log FROM diagnostic WHERE snapshotId = ? ORDER BY position
        """, arguments: [row.snapshotID]
    ).map { diagnostic in
      let kindName: String = try diagnostic.at(0)
      return Diagnostic(
        kind: Diagnostic.Kind(rawValue: kindName) ?? .notModelled, message: try diagnostic.at(1),
        views: JSONStringList.decode(try diagnostic.at(2)) ?? [], log: try diagnostic.at(3))
    }
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
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT viewId, path, kind FROM viewPath WHERE id = ?", arguments: [id])
    else {
      throw LayoutStoreError.corrupt(path: db.description, message: "viewPath \(id) is missing")
    }
    let kindName: String = try row.at(2)
    let identity = ViewLayoutIdentity(
      viewId: try row.at(0), path: try row.at(1), kind: ViewKind(rawValue: kindName) ?? .view)
    viewPaths[id] = identity
    return identity
  }

  mutating func environment(_ id: Int64) throws -> Environment {
    if let environment = environments[id] { return environment }
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT deviceId, deviceName, orientation, keyboard, direction, textSize, screenWidth,
            screenHeight, scale, safeAreaTop, safeAreaLeft, safeAreaBottom, safeAreaRight,
            keyboardHeight, horizontalSizeClass, verticalSizeClass, rootLayoutMargin
          FROM environment WHERE id = ?
          """, arguments: [id])
    else {
      throw LayoutStoreError.corrupt(path: db.description, message: "environment \(id) is missing")
    }
    var environment = Environment(
      deviceID: try row.at(0), deviceName: try row.at(1),
      orientation: Orientation(rawValue: try row.at(2)) ?? .portrait,
      keyboard: KeyboardState(rawValue: try row.at(3)) ?? .hidden,
      direction: LayoutDirection(rawValue: try row.at(4)) ?? .leftToRight,
      contentSizeCategory: try row.at(5),
      screenSize: Size(width: try row.at(6), height: try row.at(7)), scale: try row.at(8),
      safeAreaInsets: EdgeInsets(
        top: try row.at(9), left: try row.at(10), bottom: try row.at(11), right: try row.at(12)),
      horizontalSizeClass: SizeClass(rawValue: try row.at(14)) ?? .compact,
      verticalSizeClass: SizeClass(rawValue: try row.at(15)) ?? .regular)
    // Set after init: the initializer zeroes the keyboard height when the keyboard is hidden,
    // and a stored environment loads back as it was.
    environment.keyboardHeight = try row.at(13)
    environment.rootLayoutMargin = try row.at(16)
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

extension Row {
  /// The value at `index`; throws instead of trapping when it is NULL or of another type (a
  /// database edited by hand), unlike GRDB's subscript.
  func at<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ index: Int) throws
    -> Value
  {
    try decode(Value.self, atIndex: index)
  }

  func at<Value: DatabaseValueConvertible>(_ index: Int) throws -> Value {
    try decode(Value.self, atIndex: index)
  }
}
