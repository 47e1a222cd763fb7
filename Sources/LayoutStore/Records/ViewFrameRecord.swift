/// A row of `viewFrame`: one view of a snapshot, its frames in whole pixels of the snapshot's
/// scale. Not a GRDB record: a run writes 100k of these and a baseline read loads as many, and
/// GRDB's arguments and rows box every value, which costs more than SQLite's own work (a GRDB
/// cached statement with arguments took `layoutdb-bench storage`'s record-run from 0.27 s to
/// 0.52 s). They go through ``RawStatement`` instead, bound and read in the order of
/// ``columns``.
struct ViewFrameRecord {
  var snapshotId: Int64
  var position: Int64
  var viewPathId: Int64
  var isHidden: Bool
  /// `xPixels` … `windowHeightPixels` and `ulpCorrections`.
  var frame: EncodedFrame

  /// The table's columns, in the order of the statements below.
  static let columns = [
    "snapshotId", "position", "viewPathId", "isHidden", "xPixels", "yPixels", "widthPixels",
    "heightPixels", "windowXPixels", "windowYPixels", "windowWidthPixels", "windowHeightPixels",
    "ulpCorrections",
  ]

  static let insertSQL = """
    INSERT INTO viewFrame (\(columns.joined(separator: ", ")))
    VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))
    """

  /// A snapshot's rows in their positions (bind the snapshot's id first).
  static let selectSQL = """
    SELECT \(columns.joined(separator: ", ")) FROM viewFrame
    WHERE snapshotId = ? ORDER BY position
    """
}

extension RawStatement {
  /// Inserts one `viewFrame` row (a statement prepared from ``ViewFrameRecord/insertSQL``).
  func insert(_ row: ViewFrameRecord) throws {
    bind(row.snapshotId, at: 1)
    bind(row.position, at: 2)
    bind(row.viewPathId, at: 3)
    bind(row.isHidden ? 1 : 0, at: 4)
    bind(row.frame.x, at: 5)
    bind(row.frame.y, at: 6)
    bind(row.frame.width, at: 7)
    bind(row.frame.height, at: 8)
    bind(row.frame.windowX, at: 9)
    bind(row.frame.windowY, at: 10)
    bind(row.frame.windowWidth, at: 11)
    bind(row.frame.windowHeight, at: 12)
    bind(row.frame.corrections, at: 13)
    try execute()
  }

  /// The `viewFrame` row the statement (prepared from ``ViewFrameRecord/selectSQL``) is on.
  var viewFrame: ViewFrameRecord {
    ViewFrameRecord(
      snapshotId: int64(0), position: int64(1), viewPathId: int64(2), isHidden: int64(3) != 0,
      frame: EncodedFrame(
        x: int64(4), y: int64(5), width: int64(6), height: int64(7), windowX: int64(8),
        windowY: int64(9), windowWidth: int64(10), windowHeight: int64(11),
        corrections: isNull(12) ? nil : data(12)))
  }
}
