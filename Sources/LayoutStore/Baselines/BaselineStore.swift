import Foundation
import GRDB
import LayoutEngine

/// An approved layout of one scene in one environment on one track.
public struct Baseline: Sendable, Hashable {
  public var track: String
  public var scene: String
  public var environment: EnvironmentKey
  /// The run whose layout was approved.
  public var runUUID: UUID
  public var approvedBy: String
  public var approvedAt: Date
  public var reason: String
  /// When a later approval replaced it, or when it was retired; nil for the current baseline.
  public var replacedAt: Date?
  /// The approved layout, as recorded.
  public var result: LayoutResult
  /// Who retired it and why, when it was retired (no input lays it out any more) instead of
  /// replaced; nil otherwise.
  public var retiredBy: String? = nil
  public var retiredReason: String? = nil
  /// The commit of the run whose layout was approved, if it was recorded in a repository.
  public var gitCommit: String? = nil
  /// SHA-256 of the scene file the approved run read (``RunStore/sourceText(contentHash:)``).
  public var sourceHash: String? = nil
}

/// Baselines per track × scene × environment key: approve runs (or parts of them), load the
/// current ones for a diff, and read the history of earlier ones (never deleted).
public struct BaselineStore: Sendable {
  let database: LayoutDatabase

  /// Makes the layouts of a run the current baselines of `track`, keeping the ones they
  /// replace in the history. A layout identical to its current baseline (the same stored
  /// snapshot in the same environment) keeps that baseline, with its approval and reason.
  /// Baselines the run no longer lays out are retired (see ``BaselineApproval/retiresGone``).
  ///
  /// - Parameters:
  ///   - run: a run UUID or an unambiguous prefix.
  ///   - scenes: only these scenes (nil: all of the run's).
  ///   - environments: only environments matching one of these filters (nil: all).
  /// - Returns: the baselines made (in the run's order), how many were already current, and
  ///   the baselines retired.
  /// - Throws: ``LayoutStoreError/nothingToApprove(run:filters:)`` when the filters select
  ///   nothing; an unknown run.
  @discardableResult
  public func approve(
    run: String, scenes: [String]? = nil, environments: [String]? = nil, track: String = "main",
    approvedBy: String, reason: String, retiresGone: Bool = true,
    ancestors: Set<String>? = nil, atCommit commit: String? = nil, at date: Date = Date()
  ) throws(LayoutStoreError) -> BaselineChanges {
    try database.write("approving run \(run)") { db in
      var approval = BaselineApproval(
        track: track, approvedBy: approvedBy, reason: reason, scenes: scenes,
        environments: environments, retiresGone: retiresGone)
      approval.ancestors = ancestors
      approval.commit = commit
      return try Self.approve(db, runID: try RunStore.resolve(db, run: run), approval, at: date)
    }
  }

  /// The approval itself, inside the caller's transaction (so `RunStore.record` can store a
  /// run and make it the baseline atomically).
  static func approve(_ db: Database, runID: Int64, _ approval: BaselineApproval, at date: Date)
    throws -> BaselineChanges
  {
    let (track, approvedBy, reason) = (approval.track, approval.approvedBy, approval.reason)
    let (scenes, environments) = (approval.scenes, approval.environments)
    let metadata = try RunStore.metadata(db, runID: runID)
    var reader = LayoutReader(db)
    var changes = BaselineChanges()
    let now = Timestamp.text(date)
    var selected = 0
    var produced: Set<[String]> = []
    let rows = try RunStore.layoutRows(db, runID: runID)
    // The baseline each layout is compared with when baselines follow history.
    var inherited: [[String]: Int64] = [:]
    if let ancestors = approval.ancestors {
      for chosen in try chosenRows(db, track: track, ancestors: ancestors)
      where !chosen.isRetirement {
        inherited[[chosen.scene, chosen.environment.rawValue]] = chosen.id
      }
    }
    for row in rows {
      let key = EnvironmentKey(try reader.environment(row.environmentID))
      produced.insert([row.scene, key.rawValue])
      if let scenes, !scenes.contains(row.scene) { continue }
      if let environments, !environments.contains(where: key.matches) { continue }
      if let only = approval.only, only[row.scene]?.contains(key) != true { continue }
      selected += 1
      let sceneID = try LayoutRecord.fetchOne(db, key: row.layoutID)?.sceneId ?? 0
      let current = try ApprovedLayout.fetchOne(
        db,
        sql: """
          SELECT \(ApprovedLayout.selection)
          FROM baseline JOIN layout ON layout.id = baseline.layoutId
          WHERE baseline.track = ? AND baseline.sceneId = ? AND baseline.environmentKey = ?
            AND baseline.replacedAt IS NULL
          """, arguments: [track, sceneID, key.rawValue])
      if let current, current.holds(row) {
        changes.unchanged += 1
        continue
      }
      if let id = inherited[[row.scene, key.rawValue]],
        let other = try ApprovedLayout.fetchOne(
          db,
          sql: """
            SELECT \(ApprovedLayout.selection)
            FROM baseline JOIN layout ON layout.id = baseline.layoutId WHERE baseline.id = ?
            """, arguments: [id]),
        other.holds(row)
      {
        // The layout the track inherits from history: nothing to approve.
        changes.unchanged += 1
        continue
      }
      // The partial unique index allows one current row: retire the old one first.
      if let current {
        try BaselineRecord.filter(key: current.baselineID).updateAll(
          db, BaselineRecord.Columns.replacedAt.set(to: now))
      }
      let approvedID = try BaselineRecord(
        track: track, sceneId: sceneID, environmentKey: key.rawValue, layoutId: row.layoutID,
        approvedBy: approvedBy, approvedAt: now, reason: reason,
        gitCommit: approval.approvalCommit
      ).insertedRowID(db)
      if let current {
        try BaselineRecord.filter(key: current.baselineID).updateAll(
          db, BaselineRecord.Columns.replacedById.set(to: approvedID))
      }
      changes.approved.append(
        Baseline(
          track: track, scene: row.scene, environment: key, runUUID: metadata.uuid,
          approvedBy: approvedBy, approvedAt: Timestamp.date(now) ?? date, reason: reason,
          replacedAt: nil, result: try reader.result(row)))
    }
    // `check --record missing` (`only`) fills gaps; it never takes baselines away. A sharded
    // run lays out only its share: what it leaves out, the other shards lay out.
    if approval.retiresGone && approval.only == nil && metadata.shard == nil {
      let runFiles = Set(
        try RunSceneRecord.filter(
          RunSceneRecord.Columns.runId == runID && RunSceneRecord.Columns.sourceFile != nil
        ).select(RunSceneRecord.Columns.sourceFile, as: String.self).fetchAll(db)
          .map(Self.normalizedPath))
      let runScenes = Set(rows.map(\.scene))
      let gone = try currentRows(db, track: track, ancestors: approval.ancestors).filter {
        current in
        guard !produced.contains([current.scene, current.environment.rawValue]) else {
          return false
        }
        if let scenes, !scenes.contains(current.scene) { return false }
        if let environments, !environments.contains(where: current.environment.matches) {
          return false
        }
        // A scene the run lays out lost this environment: gone only when the run laid out
        // every environment its files ask for. A scene it does not lay out is gone when its
        // baseline came from one of the run's files (removed or renamed in it).
        if runScenes.contains(current.scene) { return metadata.allEnvironments == true }
        return current.sourceFile.map { runFiles.contains(Self.normalizedPath($0)) } ?? false
      }
      changes.retired = try retire(
        db, gone, on: track, atCommit: approval.commit, retiredBy: approvedBy,
        reason: "no longer laid out by run \(metadata.uuid.uuidString.lowercased().prefix(8)): "
          + reason, at: date)
    }
    if selected == 0 && changes.retired.isEmpty {
      let filters = [
        scenes.map { "--scene \($0.joined(separator: ", "))" },
        environments.map { "--env \($0.joined(separator: ", "))" },
      ].compactMap { $0 }
      // The run as `check` and `history` print it, the filters as the options given.
      throw LayoutStoreError.nothingToApprove(
        run: String(metadata.uuid.uuidString.lowercased().prefix(8)),
        filters: filters.isEmpty ? "(no filter)" : filters.joined(separator: " and "))
    }
    return changes
  }

  /// The current baselines of a track, ordered by scene then environment key.
  public func current(
    track: String = "main", scenes: [String]? = nil, environments: [String]? = nil
  )
    throws(LayoutStoreError) -> [Baseline]
  {
    // A few scenes (a check loads its baselines a scene at a time) are selected in SQL, so
    // that the other scenes' rows are not read at all.
    var condition = "baseline.track = ? AND baseline.replacedAt IS NULL"
    var arguments: StatementArguments = [track]
    if let scenes, !scenes.isEmpty, scenes.count <= 100 {
      condition +=
        " AND scene.name IN (\(Array(repeating: "?", count: scenes.count).joined(separator: ", ")))"
      arguments += StatementArguments(scenes)
    }
    return try fetch(
      "loading baselines of track \(track)", condition: condition, arguments: arguments,
      scenes: scenes, environments: environments)
  }

  /// How many current baselines `track` has (chosen by ancestry when `ancestors` is given):
  /// the whole a shard's check compares a share of.
  public func count(track: String = "main", ancestors: Set<String>? = nil)
    throws(LayoutStoreError) -> Int
  {
    try database.read("counting the baselines of track \(track)") { db in
      if let ancestors { return try Self.chosenIDs(db, track: track, ancestors: ancestors).count }
      return try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM baseline WHERE track = ? AND replacedAt IS NULL",
        arguments: [track]) ?? 0
    }
  }

  /// The baselines a check on `track` compares with when baselines follow git history: for
  /// each scene and environment, the newest approved of the track's own current baseline and
  /// the current baselines of every other track approved at a commit in `ancestors` (the
  /// commits the checked commit descends from). So a branch without baselines of its own is
  /// compared with those approved on the commits it grew from, and after a merge the target
  /// track takes the approvals the branch made. Ties go to the track's own baseline.
  public func current(
    track: String, scenes: [String]? = nil, environments: [String]? = nil,
    ancestors: Set<String>
  ) throws(LayoutStoreError) -> [Baseline] {
    let chosen = try database.read("choosing baselines of track \(track) by ancestry") { db in
      try Self.chosenIDs(
        db, track: track, ancestors: ancestors, scenes: scenes, environments: environments)
    }
    guard !chosen.isEmpty else { return [] }
    return try fetch(
      "loading baselines of track \(track) by ancestry",
      condition: "baseline.id IN (\(chosen.map(String.init).joined(separator: ", ")))",
      arguments: [], scenes: nil, environments: nil)
  }

  /// The ids of the baselines `current(track:scenes:environments:ancestors:)` returns.
  ///
  /// For each scene and environment the candidates are the track's own newest row (its current
  /// baseline, or a retirement: a tombstone) and every other track's current baseline whose
  /// commit (the approval's, else its run's) is in `ancestors`. The newest event wins (an
  /// approval's time, a retirement's time; the own track on ties); a retirement winning leaves
  /// the layout without a baseline on this track.
  static func chosenIDs(
    _ db: Database, track: String, ancestors: Set<String>, scenes: [String]? = nil,
    environments: [String]? = nil
  ) throws -> [Int64] {
    try chosenRows(
      db, track: track, ancestors: ancestors, scenes: scenes, environments: environments
    ).compactMap { $0.isRetirement ? nil : $0.id }
  }

  /// A baseline row `chosenRows` weighs: its track, and the commit it joined history at.
  private struct Candidate: Decodable, FetchableRecord {
    var id: Int64
    var track: String
    var scene: String
    var environmentKey: String
    var gitCommit: String?
    var isRetirement: Bool
  }

  /// One winner of `chosenIDs`.
  struct ChosenRow {
    var id: Int64
    var scene: String
    var environment: EnvironmentKey
    var isRetirement: Bool
  }

  /// The winners of `chosenIDs`, retirements included, in scene and environment order.
  static func chosenRows(
    _ db: Database, track: String, ancestors: Set<String>, scenes: [String]? = nil,
    environments: [String]? = nil
  ) throws -> [ChosenRow] {
    let rows = try Candidate.fetchAll(
      db,
      sql: """
        SELECT baseline.id, baseline.track, scene.name AS scene, baseline.environmentKey,
          COALESCE(baseline.gitCommit, run.gitCommit) AS gitCommit,
          baseline.retiredBy IS NOT NULL AS isRetirement,
          CASE WHEN baseline.retiredBy IS NULL THEN baseline.approvedAt
            ELSE baseline.replacedAt END AS eventAt
        FROM baseline
        JOIN scene ON scene.id = baseline.sceneId
        JOIN layout ON layout.id = baseline.layoutId
        JOIN run ON run.id = layout.runId
        WHERE (baseline.track = ?1
            AND (baseline.replacedAt IS NULL OR baseline.retiredBy IS NOT NULL))
          OR (baseline.track <> ?1 AND baseline.replacedAt IS NULL
            AND COALESCE(baseline.gitCommit, run.gitCommit) IS NOT NULL)
        ORDER BY eventAt, baseline.track = ?1, baseline.id
        """, arguments: [track])
    var newest: [[String]: ChosenRow] = [:]
    for row in rows {
      let key = EnvironmentKey(rawValue: row.environmentKey)
      if let scenes, !scenes.contains(row.scene) { continue }
      if let environments, !environments.contains(where: key.matches) { continue }
      guard row.track == track || row.gitCommit.map(ancestors.contains) == true else { continue }
      // Rows come oldest event first (the own track last among equals): the last one wins.
      newest[[row.scene, key.rawValue]] = ChosenRow(
        id: row.id, scene: row.scene, environment: key, isRetirement: row.isRetirement)
    }
    return newest.values.sorted { ($0.scene, $0.environment) < ($1.scene, $1.environment) }
  }

  /// Makes the current baselines of track `from` those of track `to` as well (a branch's
  /// approvals carried over to main by hand, where history cannot tell: a squash merge, a
  /// rebase). Layouts identical to `to`'s current baseline keep it.
  @discardableResult
  ///
  /// - Parameter commit: where the promotion joins `to`'s history (the commit checked out):
  ///   branches made from it later inherit the promoted baselines.
  public func promote(
    from: String, to: String, approvedBy: String, reason: String, atCommit commit: String?,
    at date: Date = Date()
  ) throws(LayoutStoreError) -> BaselineChanges {
    try database.write("promoting the baselines of track \(from) to \(to)") { db in
      let runs = try Int64.fetchAll(
        db,
        sql: """
          SELECT DISTINCT layout.runId FROM baseline JOIN layout ON layout.id = baseline.layoutId
          WHERE baseline.track = ? AND baseline.replacedAt IS NULL ORDER BY layout.runId
          """, arguments: [from])
      guard !runs.isEmpty else { throw LayoutStoreError.noBaselines(track: from) }
      var changes = BaselineChanges()
      for runID in runs {
        // Each run's layouts that are `from`'s current baselines, approved on `to`.
        var only: [String: Set<EnvironmentKey>] = [:]
        for row in try SceneEnvironment.fetchAll(
          db,
          sql: """
            SELECT scene.name AS scene, baseline.environmentKey FROM baseline
            JOIN scene ON scene.id = baseline.sceneId
            JOIN layout ON layout.id = baseline.layoutId
            WHERE baseline.track = ? AND baseline.replacedAt IS NULL AND layout.runId = ?
            """, arguments: [from, runID])
        {
          only[row.scene, default: []].insert(EnvironmentKey(rawValue: row.environmentKey))
        }
        var approval = BaselineApproval(
          track: to, approvedBy: approvedBy, reason: reason, only: only, retiresGone: false)
        approval.approvalCommit = commit
        let made = try Self.approve(db, runID: runID, approval, at: date)
        changes.approved += made.approved
        changes.unchanged += made.unchanged
      }
      return changes
    }
  }

  /// Every baseline a scene has had in one environment on a track, newest first.
  public func history(track: String = "main", scene: String, environment: EnvironmentKey)
    throws(LayoutStoreError) -> [Baseline]
  {
    try fetch(
      "loading baseline history",
      condition: "baseline.track = ? AND scene.name = ? AND baseline.environmentKey = ?",
      arguments: [track, scene, environment.rawValue], scenes: nil, environments: nil,
      newestFirst: true)
  }

  /// The tracks that have baselines.
  public func tracks() throws(LayoutStoreError) -> [String] {
    try database.read("listing tracks") { db in
      try String.fetchAll(db, sql: "SELECT DISTINCT track FROM baseline ORDER BY track")
    }
  }

  private func fetch(
    _ operation: String, condition: String, arguments: StatementArguments, scenes: [String]?,
    environments: [String]?, newestFirst: Bool = false
  ) throws(LayoutStoreError) -> [Baseline] {
    try database.read(operation) { db in
      let rows = try BaselineRow.fetchAll(
        db,
        sql: """
          \(BaselineRow.query)
          WHERE \(condition)
          ORDER BY \(newestFirst ? "baseline.approvedAt DESC, baseline.id DESC" : "scene.name, baseline.environmentKey")
          """, arguments: arguments)
      var reader = LayoutReader(db)
      var baselines: [Baseline] = []
      for row in rows {
        let key = row.environment
        if let scenes, !scenes.contains(row.scene) { continue }
        if let environments, !environments.contains(where: key.matches) { continue }
        let result = try reader.result(row.layout)
        baselines.append(
          Baseline(
            track: row.track, scene: row.scene, environment: key,
            runUUID: UUID(uuidString: row.runUuid) ?? UUID(), approvedBy: row.approvedBy,
            approvedAt: Timestamp.date(row.approvedAt) ?? Date(), reason: row.reason,
            replacedAt: row.replacedAt.flatMap(Timestamp.date), result: result,
            retiredBy: row.retiredBy, retiredReason: row.retiredReason,
            gitCommit: row.gitCommit, sourceHash: row.contentHash))
      }
      return baselines
    }
  }
}

/// A baseline and the layout it approved, to tell whether a new layout is the same.
private struct ApprovedLayout: Decodable, FetchableRecord {
  var baselineID: Int64
  var layoutID: Int64
  var snapshotID: Int64
  var environmentID: Int64

  enum CodingKeys: String, CodingKey {
    case baselineID = "baselineId"
    case layoutID = "layoutId"
    case snapshotID = "snapshotId"
    case environmentID = "environmentId"
  }

  /// The columns to select from `baseline` joined with its `layout`.
  static let selection = """
    baseline.id AS baselineId, baseline.layoutId, layout.snapshotId, layout.environmentId
    """

  /// Whether `layout` is the approved one, or has the same content in the same environment.
  func holds(_ layout: LayoutReader.LayoutRow) -> Bool {
    layoutID == layout.layoutID
      || (snapshotID == layout.snapshotID && environmentID == layout.environmentID)
  }
}

/// A scene by name and an environment key, as a query selects them.
struct SceneEnvironment: Decodable, FetchableRecord {
  var scene: String
  var environmentKey: String
}
