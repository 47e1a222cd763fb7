import Foundation
import LayoutEngine
import LayoutStore
import SceneFormat

/// The input files of `record` and `check` and the environments to lay them out in, solved
/// into what one run stores.
///
/// Everything is read and solved before any database is opened, so a bad input (an unknown
/// view, broken XML, a scene named twice) stops the command before it writes anything.
public struct SceneInputs: Sendable {
  public var paths: [String]
  /// Device ids, sizes, `design` or `all`; nil for each file's own or the default.
  public var devices: [String]?
  public var orientations: [Orientation]?
  public var keyboards: [KeyboardState]?
  /// Only this share of the scene × environment pairs (nil: all of them).
  public var shard: Shard?

  public init(
    paths: [String], devices: [String]? = nil, orientations: [Orientation]? = nil,
    keyboards: [KeyboardState]? = nil, shard: Shard? = nil
  ) {
    self.paths = paths
    self.devices = devices
    self.orientations = orientations
    self.keyboards = keyboards
    self.shard = shard
  }

  /// The solved inputs: one run's layouts and where each scene came from.
  public struct Solved: Sendable {
    public var results: [LayoutResult]
    /// The file (and its SHA-256) each scene was read from, by scene name.
    public var sources: [String: SceneSource]
    /// Solver output, or layouts captured on a device (frame dumps).
    public var source: RunMetadata.Source
    /// Time spent reading and laying out, nil for frame dumps.
    public var solverSeconds: Double?
  }

  /// Reads and lays out every input, reporting progress per file.
  ///
  /// - Throws: ``WorkflowError``: the first input's problem at its line and column, a scene
  ///   name two inputs share, scenes mixed with frame dumps, or inputs without any scene.
  public func solve(catalog: DeviceCatalog, progress: ProgressReporter = .silent)
    throws(WorkflowError) -> Solved
  {
    var results: [LayoutResult] = []
    var sources: [String: SceneSource] = [:]
    var kinds: Set<RunMetadata.Source> = []
    let clock = ContinuousClock()
    var solving = Duration.zero
    for (index, path) in paths.enumerated() {
      progress.update(index, of: paths.count, "solving \(path)")
      var request = SolveRequest(
        inputPath: path, devices: devices, orientations: orientations, keyboards: keyboards)
      if let shard {
        request.includes = { shard.contains(scene: $0, environment: $1) }
      }
      let start = clock.now
      let report: SolveReport
      do {
        report = try request.run(catalog: catalog)
      } catch {
        throw .solve(error)
      }
      solving += start.duration(to: clock.now)
      kinds.insert(path.lowercased().hasSuffix(".json") ? .deviceDump : .solver)
      let hash = FileManager.default.contents(atPath: path).map { SHA256Digest.hex(of: $0) }
      for result in report.runs {
        if let earlier = sources[result.scene], earlier.file != path {
          throw .duplicateScene(result.scene, firstFile: earlier.file, secondFile: path)
        }
        sources[result.scene] = SceneSource(file: path, contentHash: hash)
      }
      // Frame dumps are read whole: their share is taken here.
      results += report.runs.filter {
        shard?.contains(scene: $0.scene, environment: $0.environment) != false
      }
    }
    progress.finish()
    if kinds.count > 1 { throw .mixedSources }
    // A shard can be left with nothing to do (more shards than pairs): an empty run, not an
    // error.
    if results.isEmpty && shard == nil { throw .noScenes(paths) }
    let source = kinds.first ?? .solver
    return Solved(
      results: results, sources: sources, source: source,
      solverSeconds: source == .solver ? solving.seconds : nil)
  }
}
