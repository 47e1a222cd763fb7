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
