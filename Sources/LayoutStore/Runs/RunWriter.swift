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
    try db.execute(
      sql: """
        INSERT INTO run (uuid, recordedAt, track, gitCommit, gitBranch, gitDirty, ciJob,
          toolVersion, solverSeconds, source, allEnvironments, gitParents, shard)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        metadata.uuid.uuidString.lowercased(), Timestamp.text(metadata.recordedAt),
        metadata.track, metadata.gitCommit, metadata.gitBranch, metadata.gitDirty,
        metadata.ciJob,
        metadata.toolVersion, metadata.solverSeconds, metadata.source.rawValue,
        metadata.allEnvironments, metadata.gitParents?.joined(separator: " "), metadata.shard,
      ])
    runID = db.lastInsertedRowID
  }

  /// Writes one layout of the run (its scene's source first, when the scene is new to it).
  mutating func add(_ result: LayoutResult, source: SceneSource?) throws {
    let key = EnvironmentKey(result.environment).rawValue
    guard written.insert([result.scene, key]).inserted else {
      throw LayoutStoreError.duplicateLayout(scene: result.scene, environment: key)
    }
    if !sceneSet.contains(result.scene) { try addScene(result.scene, source: source) }
    let snapshot = try snapshotID(SnapshotContent(result))
    let insertLayout = try db.cachedStatement(
      sql: "INSERT INTO layout (runId, sceneId, environmentId, snapshotId) VALUES (?, ?, ?, ?)")
    try insertLayout.execute(arguments: [
      runID, try sceneID(result.scene), try environmentID(result.environment), snapshot,
    ])
    layoutCount += 1
  }

  /// Records that the run laid out `scene`, read from `source`.
  private mutating func addScene(_ scene: String, source: SceneSource?) throws {
    scenes.append(scene)
    sceneSet.insert(scene)
    try db.execute(
      sql: "INSERT INTO runScene (runId, sceneId, sourceFile, contentHash) VALUES (?, ?, ?, ?)",
      arguments: [runID, try sceneID(scene), source?.file, source?.contentHash])
    if let hash = source?.contentHash, let text = source?.text {
      try db.execute(
        sql: "INSERT OR IGNORE INTO sourceText (contentHash, text) VALUES (?, ?)",
        arguments: [hash, text])
    }
  }

  /// Rewrites what is only known once every layout is written: the time spent solving, and
  /// whether the run covers every environment its files ask for.
  func finish(_ metadata: RunMetadata) throws {
    try db.execute(
      sql: "UPDATE run SET solverSeconds = ?, allEnvironments = ? WHERE id = ?",
      arguments: [metadata.solverSeconds, metadata.allEnvironments, runID])
  }

  mutating func sceneID(_ name: String) throws -> Int64 {
    if let id = sceneIDs[name] { return id }
    let id: Int64
    if let existing = try Int64.fetchOne(
      db, sql: "SELECT id FROM scene WHERE name = ?", arguments: [name])
    {
      id = existing
    } else {
      try db.execute(sql: "INSERT INTO scene (name) VALUES (?)", arguments: [name])
      id = db.lastInsertedRowID
    }
    sceneIDs[name] = id
    return id
  }

  mutating func environmentID(_ environment: Environment) throws -> Int64 {
    if let id = environmentIDs[environment] { return id }
    let values: [(String, (any DatabaseValueConvertible)?)] = [
      ("key", EnvironmentKey(environment).rawValue),
      ("deviceId", environment.deviceID),
      ("deviceName", environment.deviceName),
      ("orientation", environment.orientation.rawValue),
      ("keyboard", environment.keyboard.rawValue),
      ("direction", environment.direction.rawValue),
      ("textSize", environment.contentSizeCategory),
      ("screenWidth", environment.screenSize.width),
      ("screenHeight", environment.screenSize.height),
      ("scale", environment.scale),
      ("safeAreaTop", environment.safeAreaInsets.top),
      ("safeAreaLeft", environment.safeAreaInsets.left),
      ("safeAreaBottom", environment.safeAreaInsets.bottom),
      ("safeAreaRight", environment.safeAreaInsets.right),
      ("keyboardHeight", environment.keyboardHeight),
      ("horizontalSizeClass", environment.horizontalSizeClass.rawValue),
      ("verticalSizeClass", environment.verticalSizeClass.rawValue),
      ("rootLayoutMargin", environment.rootLayoutMargin),
    ]
    let numbers = values.compactMap { $0.1 as? Double } + [environment.rootLayoutMargin ?? 0]
    guard numbers.allSatisfy(\.isFinite) else {
      throw LayoutStoreError.invalidValue(
        scene: "-", environment: "\(EnvironmentKey(environment))",
        detail: "an environment value")
    }
    let arguments = StatementArguments(values.map { $0.1 })
    let condition = values.map { "\($0.0) IS ?" }.joined(separator: " AND ")
    let id: Int64
    if let existing = try Int64.fetchOne(
      db, sql: "SELECT id FROM environment WHERE \(condition)", arguments: arguments)
    {
      id = existing
    } else {
      let columns = values.map(\.0).joined(separator: ", ")
      let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
      try db.execute(
        sql: "INSERT INTO environment (\(columns)) VALUES (\(marks))", arguments: arguments)
      id = db.lastInsertedRowID
    }
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
    let id: Int64
    if let existing = try Int64.fetchOne(
      db, sql: "SELECT id FROM viewPath WHERE path = ? AND viewId = ? AND kind = ?",
      arguments: [key.path, key.viewId, key.kind])
    {
      id = existing
    } else {
      try db.execute(
        sql: "INSERT INTO viewPath (viewId, path, kind) VALUES (?, ?, ?)",
        arguments: [key.viewId, key.path, key.kind])
      id = db.lastInsertedRowID
    }
    viewPathIDs[key] = id
    return id
  }

  private mutating func viewFrameInsert() throws -> RawStatement {
    if let insertViewFrame { return insertViewFrame }
    let statement = try RawStatement(
      db,
      sql: """
        INSERT INTO viewFrame (snapshotId, position, viewPathId, isHidden, xPixels, yPixels,
          widthPixels, heightPixels, windowXPixels, windowYPixels, windowWidthPixels,
          windowHeightPixels, ulpCorrections)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    insertViewFrame = statement
    return statement
  }

  /// The snapshot with this content: found by digest, or written now.
  mutating func snapshotID(_ content: SnapshotContent) throws -> Int64 {
    let digest = Data(content.digest)
    if let existing = try Int64.fetchOne(
      db, sql: "SELECT id FROM snapshot WHERE digest = ?", arguments: [digest])
    {
      return existing
    }
    try db.execute(
      sql: "INSERT INTO snapshot (digest, scale, viewCount) VALUES (?, ?, ?)",
      arguments: [digest, content.scale, content.views.count])
    let id = db.lastInsertedRowID
    let insertView = try viewFrameInsert()
    for (position, view) in content.views.enumerated() {
      let frame = view.frame
      insertView.bind(id, at: 1)
      insertView.bind(Int64(position), at: 2)
      insertView.bind(try viewPathID(view.path, position: position), at: 3)
      insertView.bind(view.isHidden ? 1 : 0, at: 4)
      insertView.bind(frame.x, at: 5)
      insertView.bind(frame.y, at: 6)
      insertView.bind(frame.width, at: 7)
      insertView.bind(frame.height, at: 8)
      insertView.bind(frame.windowX, at: 9)
      insertView.bind(frame.windowY, at: 10)
      insertView.bind(frame.windowWidth, at: 11)
      insertView.bind(frame.windowHeight, at: 12)
      insertView.bind(frame.corrections, at: 13)
      try insertView.execute()
    }
    let insertScroll = try db.cachedStatement(
      sql: """
        INSERT INTO scrollMetrics (snapshotId, position, viewId, contentWidth, contentHeight,
          insetTop, insetLeft, insetBottom, insetRight, minimumOffsetX, minimumOffsetY,
          maximumOffsetX, maximumOffsetY, scrollsVertically, scrollsHorizontally)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    for (position, scroll) in content.scrollViews.enumerated() {
      try insertScroll.execute(arguments: [
        id, position, scroll.id, scroll.contentSize.width, scroll.contentSize.height,
        scroll.adjustedContentInset.top, scroll.adjustedContentInset.left,
        scroll.adjustedContentInset.bottom, scroll.adjustedContentInset.right,
        scroll.minimumContentOffset.x, scroll.minimumContentOffset.y,
        scroll.maximumContentOffset.x, scroll.maximumContentOffset.y, scroll.scrollsVertically,
        scroll.scrollsHorizontally,
      ])
    }
    let insertField = try db.cachedStatement(
      sql: """
        INSERT INTO textField (snapshotId, position, viewId, scrollViewId, contentOffsetX,
          contentOffsetY, windowX, windowY, windowWidth, windowHeight, isVisibleAboveKeyboard,
          isCoveredWithoutAdjustment)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    for (position, field) in content.textFields.enumerated() {
      try insertField.execute(arguments: [
        id, position, field.id, field.scrollView, field.contentOffset?.x, field.contentOffset?.y,
        field.windowFrame.x, field.windowFrame.y, field.windowFrame.width,
        field.windowFrame.height, field.isVisibleAboveKeyboard, field.isCoveredWithoutAdjustment,
      ])
    }
    for (position, diagnostic) in content.diagnostics.enumerated() {
      try db.execute(
        sql: """
          INSERT INTO diagnostic (snapshotId, position, kind, message, viewIds, log)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          id, position, diagnostic.kind.rawValue, diagnostic.message,
          JSONStringList.encode(diagnostic.views), diagnostic.log,
        ])
    }
    return id
  }
}
