import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import LayoutStore

/// Shared helpers: a fresh folder per test, real SQLite files in it, and layouts from the
/// engine's seed scenes.
enum StoreTesting {
  /// A new empty folder (removed when the test process exits).
  static func temporaryFolder() throws -> URL {
    try TemporaryFolder.make("layoutstore-tests")
  }

  /// A new database in a new folder.
  static func database() throws -> LayoutDatabase {
    try LayoutDatabase(path: temporaryFolder().appendingPathComponent("layouts.sqlite").path)
  }

  /// The seed form (and the pure-approach scene) laid out on the given devices, both
  /// orientations and keyboard states.
  static func results(devices ids: [String] = ["iphone-se-2nd-gen"], fields: Int = 6) throws
    -> [LayoutResult]
  {
    let catalog = try DeviceCatalog.standard
    let devices = try ids.map { try catalog.device(for: $0) }
    var results: [LayoutResult] = []
    for scene in [
      try SeedScenes.form(fields: fields),
      try SeedScenes.pureApproach(imageSize: Size(width: 400, height: 900)),
    ] {
      var engine = try AutoLayoutEngine(scene: scene)
      for environment in Environment.matrix(devices: devices) {
        results.append(try engine.layout(in: environment))
      }
    }
    return results
  }

  static func metadata(
    at date: Date = Date(), commit: String? = "0123456789abcdef", dirty: Bool? = false,
    track: String = "main"
  ) -> RunMetadata {
    RunMetadata(
      recordedAt: date, track: track, gitCommit: commit, gitBranch: "main", gitDirty: dirty,
      ciJob: nil,
      toolVersion: "test", solverSeconds: 0.01)
  }
}
