import GRDB
import LayoutEngine

/// A row of `scrollMetrics`: one scroll view of a snapshot (`UIScrollView`'s metrics), in
/// points.
struct ScrollMetricsRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "scrollMetrics"

  var snapshotId: Int64
  var position: Int
  var viewId: String
  var contentWidth: Double
  var contentHeight: Double
  var insetTop: Double
  var insetLeft: Double
  var insetBottom: Double
  var insetRight: Double
  var minimumOffsetX: Double
  var minimumOffsetY: Double
  var maximumOffsetX: Double
  var maximumOffsetY: Double
  var scrollsVertically: Bool
  var scrollsHorizontally: Bool

  init(snapshotId: Int64, position: Int, _ scroll: ScrollViewMetrics) {
    self.snapshotId = snapshotId
    self.position = position
    viewId = scroll.id
    contentWidth = scroll.contentSize.width
    contentHeight = scroll.contentSize.height
    insetTop = scroll.adjustedContentInset.top
    insetLeft = scroll.adjustedContentInset.left
    insetBottom = scroll.adjustedContentInset.bottom
    insetRight = scroll.adjustedContentInset.right
    minimumOffsetX = scroll.minimumContentOffset.x
    minimumOffsetY = scroll.minimumContentOffset.y
    maximumOffsetX = scroll.maximumContentOffset.x
    maximumOffsetY = scroll.maximumContentOffset.y
    scrollsVertically = scroll.scrollsVertically
    scrollsHorizontally = scroll.scrollsHorizontally
  }

  var metrics: ScrollViewMetrics {
    ScrollViewMetrics(
      id: viewId, contentSize: Size(width: contentWidth, height: contentHeight),
      adjustedContentInset: EdgeInsets(
        top: insetTop, left: insetLeft, bottom: insetBottom, right: insetRight),
      minimumContentOffset: Point(x: minimumOffsetX, y: minimumOffsetY),
      maximumContentOffset: Point(x: maximumOffsetX, y: maximumOffsetY),
      scrollsVertically: scrollsVertically, scrollsHorizontally: scrollsHorizontally)
  }
}

/// A row of `textField`: where a text field or text view ends up as first responder with the
/// keyboard shown.
struct TextFieldRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "textField"

  var snapshotId: Int64
  var position: Int
  var viewId: String
  var scrollViewId: String?
  /// NULL when the field is in no scroll view.
  var contentOffsetX: Double?
  var contentOffsetY: Double?
  var windowX: Double
  var windowY: Double
  var windowWidth: Double
  var windowHeight: Double
  var isVisibleAboveKeyboard: Bool
  var isCoveredWithoutAdjustment: Bool

  init(snapshotId: Int64, position: Int, _ field: KeyboardResult) {
    self.snapshotId = snapshotId
    self.position = position
    viewId = field.id
    scrollViewId = field.scrollView
    contentOffsetX = field.contentOffset?.x
    contentOffsetY = field.contentOffset?.y
    windowX = field.windowFrame.x
    windowY = field.windowFrame.y
    windowWidth = field.windowFrame.width
    windowHeight = field.windowFrame.height
    isVisibleAboveKeyboard = field.isVisibleAboveKeyboard
    isCoveredWithoutAdjustment = field.isCoveredWithoutAdjustment
  }

  var keyboardResult: KeyboardResult {
    KeyboardResult(
      id: viewId, scrollView: scrollViewId,
      contentOffset: contentOffsetX.flatMap { x in contentOffsetY.map { Point(x: x, y: $0) } },
      windowFrame: Rect(x: windowX, y: windowY, width: windowWidth, height: windowHeight),
      isVisibleAboveKeyboard: isVisibleAboveKeyboard,
      isCoveredWithoutAdjustment: isCoveredWithoutAdjustment)
  }
}

/// A row of `diagnostic`: one of the engine's findings (or an importer's notes) about a
/// layout.
struct DiagnosticRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "diagnostic"

  var snapshotId: Int64
  var position: Int
  /// A `Diagnostic.Kind` raw value.
  var kind: String
  var message: String
  /// The view ids as a JSON array (``JSONStringList``), which sqlite3 users read with
  /// `json_each()`.
  var viewIds: String
  var log: String?

  init(snapshotId: Int64, position: Int, _ diagnostic: Diagnostic) {
    self.snapshotId = snapshotId
    self.position = position
    kind = diagnostic.kind.rawValue
    message = diagnostic.message
    viewIds = JSONStringList.encode(diagnostic.views)
    log = diagnostic.log
  }

  /// The diagnostic as recorded; a kind this binary does not know reads as `notModelled`.
  var diagnostic: Diagnostic {
    Diagnostic(
      kind: Diagnostic.Kind(rawValue: kind) ?? .notModelled, message: message,
      views: JSONStringList.decode(viewIds) ?? [], log: log)
  }
}

/// A table of a snapshot's parts, keyed by `(snapshotId, position)`.
protocol SnapshotPartRecord: FetchableRecord, TableRecord {}

extension SnapshotPartRecord {
  /// The rows of one snapshot, in their positions. A cached statement: a baseline read asks
  /// this of every layout, and building the query each time cost a third of the read.
  static func fetchAll(_ db: Database, snapshotID: Int64) throws -> [Self] {
    try fetchAll(
      db.cachedStatement(
        sql: "SELECT * FROM \(databaseTableName) WHERE snapshotId = ? ORDER BY position"),
      arguments: [snapshotID])
  }
}

extension ScrollMetricsRecord: SnapshotPartRecord {}
extension TextFieldRecord: SnapshotPartRecord {}
extension DiagnosticRecord: SnapshotPartRecord {}
