import GRDB
import LayoutEngine

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
