import GRDB

extension BaselineStore {
  /// The files the current baselines of a track were recorded from, one per scene, in scene
  /// order: what `check` re-solves when it is given no input.
  public func sourceFiles(track: String = "main") throws(LayoutStoreError) -> [String] {
    try database.read("listing the baselines' files of track \(track)") { db in
      let files = try String.fetchAll(
        db,
        sql: """
          SELECT runScene.sourceFile
          FROM baseline
          JOIN layout ON layout.id = baseline.layoutId
          JOIN runScene ON runScene.runId = layout.runId AND runScene.sceneId = baseline.sceneId
          JOIN scene ON scene.id = baseline.sceneId
          WHERE baseline.track = ? AND baseline.replacedAt IS NULL
            AND runScene.sourceFile IS NOT NULL
          GROUP BY scene.id
          ORDER BY scene.name
          """, arguments: [track])
      var seen: Set<String> = []
      return files.filter { seen.insert($0).inserted }
    }
  }
}
