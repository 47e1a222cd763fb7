import GRDB
import LayoutEngine

/// A row of `environment`: the conditions of a layout, with the device catalog's numbers at
/// the time (a catalog change makes a new row under the same key).
struct EnvironmentRecord: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "environment"

  var id: Int64?
  var key: String
  var deviceId: String
  var deviceName: String
  var orientation: String
  var keyboard: String
  var direction: String
  var textSize: String
  var screenWidth: Double
  var screenHeight: Double
  var scale: Double
  var safeAreaTop: Double
  var safeAreaLeft: Double
  var safeAreaBottom: Double
  var safeAreaRight: Double
  var keyboardHeight: Double
  var horizontalSizeClass: String
  var verticalSizeClass: String
  /// NULL: the engine's rule (16 compact, 20 regular).
  var rootLayoutMargin: Double?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, key, deviceId, deviceName, orientation, keyboard, direction, textSize, screenWidth
    case screenHeight, scale, safeAreaTop, safeAreaLeft, safeAreaBottom, safeAreaRight
    case keyboardHeight, horizontalSizeClass, verticalSizeClass, rootLayoutMargin
  }

  init(_ environment: Environment) {
    key = EnvironmentKey(environment).rawValue
    deviceId = environment.deviceID
    deviceName = environment.deviceName
    orientation = environment.orientation.rawValue
    keyboard = environment.keyboard.rawValue
    direction = environment.direction.rawValue
    textSize = environment.contentSizeCategory
    screenWidth = environment.screenSize.width
    screenHeight = environment.screenSize.height
    scale = environment.scale
    safeAreaTop = environment.safeAreaInsets.top
    safeAreaLeft = environment.safeAreaInsets.left
    safeAreaBottom = environment.safeAreaInsets.bottom
    safeAreaRight = environment.safeAreaInsets.right
    keyboardHeight = environment.keyboardHeight
    horizontalSizeClass = environment.horizontalSizeClass.rawValue
    verticalSizeClass = environment.verticalSizeClass.rawValue
    rootLayoutMargin = environment.rootLayoutMargin
  }

  /// Whether every number can be stored (SQLite has no NaN: it would read back as NULL).
  var isFinite: Bool {
    [
      screenWidth, screenHeight, scale, safeAreaTop, safeAreaLeft, safeAreaBottom, safeAreaRight,
      keyboardHeight, rootLayoutMargin ?? 0,
    ].allSatisfy(\.isFinite)
  }

  /// The row's id when the table has one with every value equal (`IS`, so NULL margins match).
  /// A cached statement: a run looks up each of its environments, and building this query of
  /// 18 conditions each time showed in `layoutdb-bench storage` (a run of 100 environments).
  func existingID(_ db: Database) throws -> Int64? {
    let values = try databaseDictionary
    return try Int64.fetchOne(
      db.cachedStatement(sql: Self.sameValuesSQL),
      arguments: StatementArguments(Self.valueColumns.map { values[$0.rawValue] ?? .null }))
  }

  /// Every column but the id.
  private static let valueColumns = CodingKeys.allCases.filter { $0 != .id }

  private static let sameValuesSQL =
    "SELECT id FROM environment WHERE "
    + valueColumns.map { "\($0.rawValue) IS ?" }.joined(separator: " AND ")

  /// The environment as recorded. Enum values edited by hand into something unknown read back
  /// as UIKit's defaults for an iPhone in portrait.
  var environment: Environment {
    var environment = Environment(
      deviceID: deviceId, deviceName: deviceName,
      orientation: Orientation(rawValue: orientation) ?? .portrait,
      keyboard: KeyboardState(rawValue: keyboard) ?? .hidden,
      direction: LayoutDirection(rawValue: direction) ?? .leftToRight,
      contentSizeCategory: textSize,
      screenSize: Size(width: screenWidth, height: screenHeight), scale: scale,
      safeAreaInsets: EdgeInsets(
        top: safeAreaTop, left: safeAreaLeft, bottom: safeAreaBottom, right: safeAreaRight),
      horizontalSizeClass: SizeClass(rawValue: horizontalSizeClass) ?? .compact,
      verticalSizeClass: SizeClass(rawValue: verticalSizeClass) ?? .regular)
    // Set after init: the initializer zeroes the keyboard height when the keyboard is hidden,
    // and a stored environment loads back as it was.
    environment.keyboardHeight = keyboardHeight
    environment.rootLayoutMargin = rootLayoutMargin
    return environment
  }

  mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
