import Foundation
import GRDB
import LayoutEngine

/// A run as listed: its metadata and how many layouts it holds.
public struct RunSummary: Sendable, Hashable {
  public var metadata: RunMetadata
  public var layoutCount: Int
  public var scenes: [String]
  /// What recording it did to the baselines (see `record(…approving:)`).
  public var baselineChanges = BaselineChanges()
  /// The baselines made from the run when it was recorded.
  public var approved: [Baseline] { baselineChanges.approved }
}

/// A run read back: what was recorded, in the order it was recorded.
public struct StoredRun: Sendable, Hashable {
  public var metadata: RunMetadata
  /// Equal (`==`, bit for bit in every Double) to the results that were recorded; frames off
  /// the pixel grid come back snapped to it.
  public var results: [LayoutResult]
  /// The file each scene was read from, by scene name.
  public var sources: [String: SceneSource]
}

/// Records runs and reads them back.
public struct RunStore: Sendable {
  let database: LayoutDatabase

  /// Writes a run (every result, its scenes' sources and metadata) in one transaction: after a
  /// crash at any moment the run is either complete or absent. Layouts identical to one stored
  /// earlier share its rows.
  ///
  /// - Parameters:
  ///   - sources: the file each scene was read from, by scene name.
  ///   - approvals: baselines to make from the run, in the same transaction.
  /// - Throws: ``LayoutStoreError``: a scene laid out twice in one environment, a non-finite
  ///   value, a run UUID already stored, an approval that selects nothing, or SQLite's errors.
  @discardableResult
  public func record(
    _ results: [LayoutResult], metadata: RunMetadata, sources: [String: SceneSource] = [:],
    approving approvals: [BaselineApproval] = []
  ) throws(LayoutStoreError) -> RunSummary {
    var changes = BaselineChanges()
    try database.write("recording run \(metadata.uuid)") { db in
      if try Self.runID(db, uuid: metadata.uuid) != nil {
        throw LayoutStoreError.sqlite(
          path: database.path, operation: "recording",
          message: "run \(metadata.uuid.uuidString.lowercased()) is already stored")
      }
      var writer = RunWriter(db)
      let runID = try writer.write(results, metadata: metadata, sources: sources)
      for approval in approvals {
        changes.formUnion(
          try BaselineStore.approve(db, runID: runID, approval, at: metadata.recordedAt))
      }
    }
    var scenes: [String] = []
    for result in results where !scenes.contains(result.scene) { scenes.append(result.scene) }
    return RunSummary(
      metadata: metadata, layoutCount: results.count, scenes: scenes, baselineChanges: changes)
  }

  /// Writes a run whose layouts come one at a time: `produce` adds them to the recording as
  /// they are solved, and none is held in memory. Still one transaction: when `produce` or a
  /// write fails, nothing of the run is stored.
  ///
  /// `produce` may change the recording's ``RunRecording/metadata`` (its solver seconds and
  /// whether it covers every environment, known only at the end) and set its
  /// ``RunRecording/approvals``, applied once every layout is written.
  ///
  /// - Throws: what `produce` throws, else ``LayoutStoreError`` (as `storeError` makes it a
  ///   `Failure`): see ``record(_:metadata:sources:approving:)``.
  public func record<Failure: Error>(
    metadata: RunMetadata, storeError: (LayoutStoreError) -> Failure,
    _ produce: (inout RunRecording) throws(Failure) -> Void
  ) throws(Failure) -> RunSummary {
    var failure: Failure?
    var summary: RunSummary?
    do throws(LayoutStoreError) {
      try database.write("recording run \(metadata.uuid)") { db in
        if try Self.runID(db, uuid: metadata.uuid) != nil {
          throw LayoutStoreError.sqlite(
            path: database.path, operation: "recording",
            message: "run \(metadata.uuid.uuidString.lowercased()) is already stored")
        }
        var recording = RunRecording(
          writer: RunWriter(db), metadata: metadata, path: database.path)
        try recording.writer.begin(metadata)
        do throws(Failure) {
          try produce(&recording)
        } catch {
          failure = error
          throw RunRecording.Abandoned()
        }
        if let error = recording.failure { throw error }
        let final = recording.metadata
        if final.solverSeconds != metadata.solverSeconds
          || final.allEnvironments != metadata.allEnvironments
        {
          try recording.writer.finish(final)
        }
        var changes = BaselineChanges()
        for approval in recording.approvals {
          changes.formUnion(
            try BaselineStore.approve(
              db, runID: recording.writer.runID, approval, at: final.recordedAt))
        }
        summary = RunSummary(
          metadata: final, layoutCount: recording.writer.layoutCount,
          scenes: recording.writer.scenes, baselineChanges: changes)
      }
    } catch {
      if let failure { throw failure }
      throw storeError(error)
    }
    guard let summary else {
      throw storeError(
        .sqlite(path: database.path, operation: "recording", message: "no run written"))
    }
    return summary
  }

  /// Reads a run back.
  ///
  /// - Parameters:
  ///   - run: a run UUID, or an unambiguous prefix of one.
  ///   - scenes: only these scenes (nil: all).
  ///   - environments: only environments matching one of these filters
  ///     (``EnvironmentKey/matches(_:)``; nil: all).
  ///   - sourceTexts: also the scene files' texts (``SceneSource/text``), as `merge` copies them.
  public func load(
    _ run: String, scenes: [String]? = nil, environments: [String]? = nil,
    sourceTexts: Bool = false
  ) throws(LayoutStoreError) -> StoredRun {
    try database.read("loading run \(run)") { db in
      let id = try Self.resolve(db, run: run)
      let metadata = try Self.metadata(db, runID: id)
      var reader = LayoutReader(db)
      var results: [LayoutResult] = []
      for row in try Self.layoutRows(db, runID: id) {
        if let scenes, !scenes.contains(row.scene) { continue }
        if let environments {
          let key = EnvironmentKey(try reader.environment(row.environmentID))
          if !environments.contains(where: key.matches) { continue }
        }
        results.append(try reader.result(row))
      }
      var sources: [String: SceneSource] = [:]
      for row in try SceneSourceRow.fetchAll(
        db,
        sql: """
          SELECT scene.name AS scene, runScene.sourceFile, runScene.contentHash,
            CASE WHEN ? THEN sourceText.text END AS text
          FROM runScene JOIN scene ON scene.id = runScene.sceneId
          LEFT JOIN sourceText ON sourceText.contentHash = runScene.contentHash
          WHERE runScene.runId = ? AND runScene.sourceFile IS NOT NULL
          """, arguments: [sourceTexts, id])
      {
        sources[row.scene] = SceneSource(
          file: row.sourceFile, contentHash: row.contentHash, text: sourceTexts ? row.text : nil)
      }
      return StoredRun(metadata: metadata, results: results, sources: sources)
    }
  }

  /// Runs, newest first (by `recordedAt`, then insertion).
  ///
  /// - Parameters:
  ///   - track: only runs recorded for this track.
  ///   - limit: at most this many.
  public func list(track: String? = nil, limit: Int? = nil) throws(LayoutStoreError)
    -> [RunSummary]
  {
    try database.read("listing runs") { db in
      var runs = RunRecord.order(RunRecord.newestFirst)
      if let track { runs = runs.filter(RunRecord.Columns.track == track) }
      if let limit { runs = runs.limit(limit) }
      return try runs.fetchAll(db).map { run in
        let id = run.id ?? 0
        let scenes = try String.fetchAll(
          db,
          sql: """
            SELECT DISTINCT scene.name FROM layout JOIN scene ON scene.id = layout.sceneId
            WHERE layout.runId = ? ORDER BY layout.id
            """, arguments: [id])
        let count = try LayoutRecord.filter(LayoutRecord.Columns.runId == id).fetchCount(db)
        return RunSummary(metadata: run.metadata, layoutCount: count, scenes: scenes)
      }
    }
  }

  /// The newest run (of a track, when given), or nil in an empty database.
  public func latest(track: String? = nil) throws(LayoutStoreError) -> RunSummary? {
    try list(track: track, limit: 1).first
  }

  /// The newest complete set of sharded runs of a track: the newest sharded run's commit and
  /// shard count, and for each shard 1…N the newest run of that commit. What `check --merged`
  /// combines after `layoutdb merge` folded the shards' databases into one.
  ///
  /// - Throws: ``LayoutStoreError/shards(_:)`` when the track has no sharded run, or a shard of
  ///   the newest set is missing (its database not merged yet).
  public func newestShardSet(track: String) throws(LayoutStoreError) -> [UUID] {
    try database.read("finding the newest sharded runs of track \(track)") { db in
      guard
        let newest = try RunRecord.filter(
          RunRecord.Columns.track == track && RunRecord.Columns.shard != nil
        ).order(RunRecord.newestFirst).fetchOne(db), let shard = newest.shard
      else {
        throw LayoutStoreError.shards(
          "track \(track) has no sharded run: record or check with --shard I/N, then merge the"
            + " shards' databases with `layoutdb merge`")
      }
      let commit = newest.gitCommit
      guard let count = shard.split(separator: "/").last.flatMap({ Int($0) }) else {
        throw LayoutStoreError.shards("a run has shard '\(shard)', not I/N")
      }
      var runs: [UUID] = []
      var missing: [String] = []
      for index in 1...count {
        let uuid = try RunRecord.filter(
          RunRecord.Columns.track == track && RunRecord.Columns.shard == "\(index)/\(count)"
            && RunRecord.Columns.gitCommit === commit
        ).order(RunRecord.newestFirst).select(RunRecord.Columns.uuid, as: String.self).fetchOne(db)
        if let uuid, let parsed = UUID(uuidString: uuid) {
          runs.append(parsed)
        } else {
          missing.append("\(index)/\(count)")
        }
      }
      guard missing.isEmpty else {
        throw LayoutStoreError.shards(
          "shard(s) \(missing.joined(separator: ", ")) of track \(track)"
            + (commit.map { " at \($0.prefix(10))" } ?? "")
            + " are not in the database: merge every shard's database first"
            + " (`layoutdb merge shard-*.sqlite`)")
      }
      return runs
    }
  }

  /// The text of a scene file stored with a run, by the SHA-256 of its content.
  public func sourceText(contentHash: String) throws(LayoutStoreError) -> String? {
    try database.read("reading a stored scene file") { db in
      try SourceTextRecord.fetchOne(db, key: contentHash)?.text
    }
  }

  /// The environment keys of every stored layout, sorted: what `--env` filters can match.
  public func environmentKeys() throws(LayoutStoreError) -> [EnvironmentKey] {
    try database.read("listing environments") { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT DISTINCT environment.key FROM environment
          WHERE id IN (SELECT environmentId FROM layout) ORDER BY environment.key
          """
      ).map(EnvironmentKey.init(rawValue:))
    }
  }

  /// The names of the scenes one run laid out (a UUID or a prefix of one), sorted: what a
  /// mistyped `--scene` is told to pick from.
  public func sceneNames(run: String) throws(LayoutStoreError) -> [String] {
    try database.read("listing the scenes of run \(run)") { db in
      let id = try Self.resolve(db, run: run)
      return try String.fetchAll(
        db,
        sql: """
          SELECT name FROM scene WHERE id IN (SELECT sceneId FROM layout WHERE runId = ?)
          ORDER BY name
          """, arguments: [id])
    }
  }

  /// The names of the scenes of every stored run, sorted.
  public func sceneNames() throws(LayoutStoreError) -> [String] {
    try database.read("listing scenes") { db in
      try String.fetchAll(
        db,
        sql: "SELECT name FROM scene WHERE id IN (SELECT sceneId FROM layout) ORDER BY name")
    }
  }

  // MARK: Queries shared with baselines and maintenance

  static func runID(_ db: Database, uuid: UUID) throws -> Int64? {
    try RunRecord.filter(RunRecord.Columns.uuid == uuid.uuidString.lowercased())
      .select(RunRecord.Columns.id, as: Int64.self).fetchOne(db)
  }

  /// A run's row id from its UUID or a prefix of one.
  static func resolve(_ db: Database, run: String) throws -> Int64 {
    let prefix = run.lowercased()
    guard !prefix.isEmpty, prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
      throw LayoutStoreError.unknownRun(run)
    }
    // The UUIDs that start with the prefix sort between it and it followed by DEL (above every
    // hex digit and `-`), so the unique index on `uuid` finds them.
    let ids = try RunRecord.filter(
      RunRecord.Columns.uuid >= prefix && RunRecord.Columns.uuid < prefix + "\u{7F}"
    ).select(RunRecord.Columns.id, as: Int64.self).limit(2).fetchAll(db)
    guard ids.count == 1, let id = ids.first else {
      if ids.count > 1 {
        throw LayoutStoreError.ambiguousRun(run)
      }
      throw LayoutStoreError.unknownRun(run)
    }
    return id
  }

  static func metadata(_ db: Database, runID: Int64) throws -> RunMetadata {
    guard let run = try RunRecord.fetchOne(db, key: runID) else {
      throw LayoutStoreError.unknownRun("#\(runID)")
    }
    return run.metadata
  }

  static func layoutRows(_ db: Database, runID: Int64) throws -> [LayoutReader.LayoutRow] {
    try LayoutReader.LayoutRow.fetchAll(
      db,
      sql: """
        SELECT \(LayoutReader.LayoutRow.selection)
        FROM layout JOIN scene ON scene.id = layout.sceneId
        WHERE layout.runId = ? ORDER BY layout.id
        """, arguments: [runID])
  }
}

/// A scene's file in a run, as `load` reads it (`runScene` with the scene's name and the
/// file's text).
private struct SceneSourceRow: Decodable, FetchableRecord {
  var scene: String
  var sourceFile: String
  var contentHash: String?
  var text: String?
}
