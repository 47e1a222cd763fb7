import GRDB
import LayoutEngine

extension BaselineStore {
  /// The file each scene's current baselines on a track were recorded from, by scene name:
  /// how `check` knows that a scene it no longer finds in that file was removed.
  /// With `ancestors`, the baselines are those a check following git history compares with
  /// (see `current(track:scenes:environments:ancestors:)`).
  public func sceneFiles(track: String = "main", ancestors: Set<String>? = nil)
    throws(LayoutStoreError) -> [String: String]
  {
    try database.read("listing the baselines' files of track \(track)") { db in
      var files: [String: String] = [:]
      let selection =
        try ancestors.map { ancestors in
          "baseline.id IN ("
            + (try Self.chosenIDs(db, track: track, ancestors: ancestors)).map(String.init)
            .joined(separator: ", ") + ")"
        } ?? "baseline.track = ? AND baseline.replacedAt IS NULL"
      for row in try SceneFile.fetchAll(
        db,
        sql: """
          SELECT scene.name AS scene, runScene.sourceFile
          FROM baseline
          JOIN layout ON layout.id = baseline.layoutId
          JOIN runScene ON runScene.runId = layout.runId AND runScene.sceneId = baseline.sceneId
          JOIN scene ON scene.id = baseline.sceneId
          WHERE \(selection) AND runScene.sourceFile IS NOT NULL
          ORDER BY scene.name, baseline.approvedAt DESC
          """, arguments: ancestors == nil ? [track] : [])
      {
        if files[row.scene] == nil { files[row.scene] = row.sourceFile }
      }
      return files
    }
  }

  /// The files the current baselines of a track were recorded from, each once, in scene
  /// order: what `check` re-solves when it is given no input.
  public func sourceFiles(track: String = "main", ancestors: Set<String>? = nil)
    throws(LayoutStoreError) -> [String]
  {
    let files = try sceneFiles(track: track, ancestors: ancestors)
    var seen: Set<String> = []
    return files.keys.sorted().compactMap { files[$0] }.filter { seen.insert($0).inserted }
  }
}

extension BaselineStore {
  /// For each file the current baselines of a track were recorded from (as stored), the
  /// environments they were recorded for.
  public func rememberedEnvironments(track: String = "main") throws(LayoutStoreError)
    -> [String: RememberedEnvironments]
  {
    try database.read("reading the environments of track \(track)'s baselines") { db in
      var remembered: [String: RememberedEnvironments] = [:]
      var seen: [String: Set<EnvironmentKey>] = [:]
      var reader = LayoutReader(db)
      for row in try RememberedRow.fetchAll(
        db,
        sql: """
          SELECT runScene.sourceFile, run.allEnvironments, layout.environmentId
          FROM baseline
          JOIN layout ON layout.id = baseline.layoutId
          JOIN run ON run.id = layout.runId
          JOIN runScene ON runScene.runId = layout.runId AND runScene.sceneId = baseline.sceneId
          WHERE baseline.track = ? AND baseline.replacedAt IS NULL
            AND runScene.sourceFile IS NOT NULL
          ORDER BY runScene.sourceFile, baseline.id
          """, arguments: [track])
      {
        let file = row.sourceFile
        // NULL: a run recorded before the flag existed, which laid out the file's own list.
        let coversFile = row.allEnvironments ?? true
        var entry =
          remembered[file] ?? RememberedEnvironments(followsFile: false, environments: [])
        if coversFile {
          entry.followsFile = true
        } else {
          let environment = try reader.environment(row.environmentId)
          if seen[file, default: []].insert(environment.key).inserted {
            entry.environments.append(environment)
          }
        }
        remembered[file] = entry
      }
      return remembered
    }
  }
}

/// A scene and the file a run read it from.
private struct SceneFile: Decodable, FetchableRecord {
  var scene: String
  var sourceFile: String
}

/// A current baseline's file, and whether its run laid out every environment the file asks
/// for (else the baseline's environment counts).
private struct RememberedRow: Decodable, FetchableRecord {
  var sourceFile: String
  var allEnvironments: Bool?
  var environmentId: Int64
}
