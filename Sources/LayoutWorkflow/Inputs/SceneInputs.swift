import Foundation
import LayoutEngine
import LayoutStore
import SceneReading
import SceneSource

/// The input files of `record` and `check` and the environments to lay them out in, solved
/// into what one run stores.
///
/// `record` and `check` stream the layouts into the run's transaction as they are solved
/// (``stream(catalog:progress:_:)``), so a bad input (an unknown view, broken XML, a scene
/// named twice) rolls back what was written before it: nothing is stored.
public struct SceneInputs: Sendable {
  public var paths: [String]
  /// Device ids, sizes, `design` or `all`; nil for each file's own or the default.
  public var devices: [String]?
  public var orientations: [Orientation]?
  public var keyboards: [KeyboardState]?
  public var directions: [LayoutDirection]?
  public var textSizes: [ContentSizeCategory]?
  /// The environments each file's baselines were recorded for (by the file's path as the
  /// baselines store it): when no option names environments, a file whose baselines were
  /// recorded for fewer or other environments than its own list is laid out in those.
  public var remembered: [String: RememberedEnvironments] = [:]
  /// The project's default environments (`layoutdb.yaml`), for files that name none.
  public var project = ProjectEnvironments()
  /// What stored paths are relative to (see ``ProjectRoot``).
  public var root = ProjectRoot.detect()
  /// Only this share of the scene × environment pairs (nil: all of them).
  public var shard: Shard?

  public init(
    paths: [String], devices: [String]? = nil, orientations: [Orientation]? = nil,
    keyboards: [KeyboardState]? = nil, directions: [LayoutDirection]? = nil,
    textSizes: [ContentSizeCategory]? = nil, shard: Shard? = nil
  ) {
    self.shard = shard
    self.paths = paths
    self.devices = devices
    self.orientations = orientations
    self.keyboards = keyboards
    self.directions = directions
    self.textSizes = textSizes
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
    /// Seconds spent laying out each result (the same order; 0 for frame dumps).
    public var seconds: [Double] = []
    /// The line where each view is written in its file, by scene then view id.
    public var viewLines: [String: [String: Int]] = [:]
    /// Names a person recognises views by, by scene then view id (see
    /// ``SolveReport/viewNames``).
    public var viewNames: [String: [String: String]] = [:]
    /// Whether some file was laid out in remembered environments other than its own list
    /// (see ``SceneInputs/remembered``): the run then does not cover every file's list.
    public var usedRememberedEnvironments = false
  }

  /// Whether options name the environments (then no file's own list or memory applies).
  public var namesEnvironments: Bool {
    devices != nil || orientations != nil || keyboards != nil || directions != nil
      || textSizes != nil
  }

  /// What the inputs hold: frame dumps (`.json`) or files to solve (mixing them is refused).
  public var source: RunMetadata.Source {
    paths.first.map(SceneInput.isFrameDump) == true ? .deviceDump : .solver
  }

  /// Reads and lays out every input, reporting progress per file.
  ///
  /// - Throws: ``WorkflowError``: the first input's problem at its line and column, a scene
  ///   name two inputs share, scenes mixed with frame dumps, or inputs without any scene.
  public func solve(catalog: DeviceCatalog, progress: ProgressReporter = .silent)
    throws(WorkflowError) -> Solved
  {
    var results: [LayoutResult] = []
    var seconds: [Double] = []
    var solved = try stream(catalog: catalog, progress: progress) { result, time, _ in
      results.append(result)
      seconds.append(time)
    }
    solved.results = results
    solved.seconds = seconds
    return solved
  }

  /// Like ``solve(catalog:progress:)``, but hands each layout to `body` as soon as it is
  /// solved, with its seconds and its scene's file, and keeps none: what it returns has no
  /// ``Solved/results`` nor ``Solved/seconds``. Memory does not grow with the number of
  /// scenes and environments. The order is `solve`'s.
  ///
  /// - Throws: what `solve` throws, or what `body` throws (nothing more is solved then).
  public func stream(
    catalog: DeviceCatalog, progress: ProgressReporter = .silent,
    _ body: (_ result: LayoutResult, _ seconds: Double, _ source: SceneSource) throws(WorkflowError)
      -> Void
  ) throws(WorkflowError) -> Solved {
    var sources: [String: SceneSource] = [:]
    let clock = ContinuousClock()
    var solving = Duration.zero
    var usedRemembered = false
    var count = 0
    var viewLines: [String: [String: Int]] = [:]
    var viewNames: [String: [String: String]] = [:]
    let rememberedByPath = Dictionary(
      remembered.map { (root.canonical($0.key), $0.value) }, uniquingKeysWith: { $1 })
    // A file named twice (`a.storyboard ./a.storyboard`, or a shell glob that overlaps) is
    // read once.
    var named: Set<String> = []
    let paths = self.paths.filter { named.insert(root.stored($0)).inserted }
    let kinds = Set(
      paths.map { SceneInput.isFrameDump($0) ? RunMetadata.Source.deviceDump : .solver })
    if kinds.count > 1 { throw .mixedSources }
    for (index, path) in paths.enumerated() {
      progress.update(index, of: paths.count, "solving \(path)")
      let file = root.stored(path)
      let data = FileManager.default.contents(atPath: path)
      let hash = data.map { SHA256Digest.hex(of: $0) }
      // Scene files are kept (once per content) so a check can name the constraint that changed.
      let text =
        SceneInput.isFrameDump(path)
        ? nil : data.flatMap { String(data: $0, encoding: .utf8) }
      let source = SceneSource(file: file, contentHash: hash, text: text)
      // Solving starts here: reading the file to hash it is not solving.
      var start = clock.now
      // Scenes are named after their file's folder (see `SceneIdentity`).
      let folder = SceneIdentity.folder(ofStored: file)
      // Each layout goes to `body` as it comes; the time `body` takes is not solving time.
      func emit(_ solved: LayoutResult, _ seconds: Double) throws(WorkflowError) {
        var result = solved
        result.scene = folder + solved.scene
        // A shard's share (frame dumps and remembered environments are taken whole, then cut).
        guard shard?.contains(scene: result.scene, environment: result.environment) != false
        else { return }
        if let earlier = sources[result.scene], earlier.file != file {
          throw .duplicateScene(result.scene, firstFile: earlier.file, secondFile: file)
        }
        sources[result.scene] = source
        solving += start.duration(to: clock.now)
        try body(result, seconds, source)
        count += 1
        start = clock.now
      }
      let summary: SolveSummary
      let memory = rememberedByPath[root.stored(path)]
      if !namesEnvironments, let memory, !memory.environments.isEmpty {
        summary = try Self.stream(
          path, in: memory, project: project, catalog: catalog, emit)
        usedRemembered = true
      } else if let memory, !memory.followsFile, !memory.environments.isEmpty {
        // Options name some dimensions: the others come from what the baselines remember,
        // so asking for fewer never lays out environments nobody baselined.
        let remembered = memory.environments
        summary = try SolveRequest(
          inputPath: path, devices: devices ?? Self.unique(remembered.map(\.deviceID)),
          orientations: orientations ?? Self.unique(remembered.map(\.orientation)),
          keyboards: keyboards ?? Self.unique(remembered.map(\.keyboard)),
          directions: directions ?? Self.unique(remembered.map(\.direction)),
          textSizes: textSizes ?? Self.unique(remembered.compactMap(\.textSize))
        ).stream(catalog: catalog, solveError: WorkflowError.solve, emit)
      } else {
        var request = SolveRequest(
          inputPath: path, devices: devices, orientations: orientations, keyboards: keyboards,
          directions: directions, textSizes: textSizes)
        request.project = project
        if let shard {
          request.includes = {
            shard.contains(scene: SceneIdentity.qualified($0, file: file), environment: $1)
          }
        }
        summary = try request.stream(catalog: catalog, solveError: WorkflowError.solve, emit)
      }
      solving += start.duration(to: clock.now)
      for (scene, lines) in summary.viewLines { viewLines[folder + scene] = lines }
      for (scene, names) in summary.viewNames { viewNames[folder + scene] = names }
    }
    progress.finish()
    // A shard can be left with nothing to do (more shards than pairs): an empty run, not an
    // error.
    if count == 0 && shard == nil { throw .noScenes(paths) }
    let source = kinds.first ?? .solver
    return Solved(
      results: [], sources: sources, source: source,
      solverSeconds: source == .solver ? solving.seconds : nil, seconds: [],
      viewLines: viewLines, viewNames: viewNames, usedRememberedEnvironments: usedRemembered)
  }

  /// Solves the inputs into `database` as one run, each layout stored as soon as it is
  /// solved, in one transaction: bad input stores nothing.
  ///
  /// - Parameter approvals: baselines to make from the run, in the same transaction.
  /// - Throws: ``WorkflowError``: what ``solve(catalog:progress:)`` throws, or the store's.
  public func record(
    into database: LayoutDatabase, metadata: RunMetadata, approving approvals: [BaselineApproval],
    catalog: DeviceCatalog, progress: ProgressReporter = .silent
  ) throws(WorkflowError) -> RunSummary {
    var metadata = metadata
    metadata.source = source
    return try database.runs.record(metadata: metadata, storeError: WorkflowError.store) {
      (recording: inout RunRecording) throws(WorkflowError) in
      let solved = try stream(catalog: catalog, progress: progress) {
        (result, _, source) throws(WorkflowError) in
        do throws(LayoutStoreError) {
          try recording.add(result, source: source)
        } catch {
          throw .store(error)
        }
      }
      recording.metadata.solverSeconds = solved.solverSeconds
      recording.approvals = approvals
    }
  }

  /// Lays a file out in the environments its baselines remember: its own list when some
  /// baseline followed it, plus each remembered one (an Interface Builder canvas when it is the
  /// scene's design environment, else the catalog's device, so a corrected catalog shows).
  /// Hands each layout to `body` as it is solved.
  static func stream(
    _ path: String, in memory: RememberedEnvironments, project: ProjectEnvironments,
    catalog: DeviceCatalog,
    _ body: (_ result: LayoutResult, _ seconds: Double) throws(WorkflowError) -> Void
  ) throws(WorkflowError) -> SolveSummary {
    var summary = SolveSummary()
    var covered: Set<EnvironmentKey> = []
    func merge(_ solved: SolveSummary) {
      summary.viewLines.merge(solved.viewLines) { $1 }
      summary.viewNames.merge(solved.viewNames) { $1 }
    }
    if memory.followsFile {
      var request = SolveRequest(inputPath: path)
      request.project = project
      let own = try request.stream(catalog: catalog, solveError: WorkflowError.solve) {
        (result, seconds) throws(WorkflowError) in
        covered.insert(result.environment.key)
        try body(result, seconds)
      }
      summary.viewLines = own.viewLines
      summary.viewNames = own.viewNames
    }
    var wanted = memory.environments.filter { !covered.contains($0.key) }
    if wanted.isEmpty { return summary }
    if SceneInput.isInterfaceBuilder(path) {
      // Design canvases: kept only where the remembered environment is the canvas itself.
      var keys: Set<EnvironmentKey> = []
      let canvas = try SolveRequest(
        inputPath: path, devices: ["design"], directions: unique(wanted.map(\.direction)),
        textSizes: unique(wanted.compactMap(\.textSize))
      ).stream(catalog: catalog, solveError: WorkflowError.solve) {
        (result, seconds) throws(WorkflowError) in
        guard wanted.contains(result.environment) else { return }
        keys.insert(result.environment.key)
        try body(result, seconds)
      }
      merge(canvas)
      wanted.removeAll { keys.contains($0.key) }
    }
    var devices: [String] = []
    for environment in wanted where !devices.contains(environment.deviceID) {
      devices.append(environment.deviceID)
    }
    for device in devices {
      let group = wanted.filter { $0.deviceID == device }
      let keys = Set(group.map(\.key))
      let request = SolveRequest(
        inputPath: path, devices: [device], orientations: unique(group.map(\.orientation)),
        keyboards: unique(group.map(\.keyboard)), directions: unique(group.map(\.direction)),
        textSizes: unique(group.compactMap(\.textSize)))
      let solved = try request.stream(catalog: catalog, solveError: WorkflowError.solve) {
        (result, seconds) throws(WorkflowError) in
        if keys.contains(result.environment.key) { try body(result, seconds) }
      }
      merge(solved)
    }
    return summary
  }

  private static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen: Set<T> = []
    return values.filter { seen.insert($0).inserted }
  }
}

extension Environment {
  /// The content size category as a value (nil for a name the engine does not know).
  fileprivate var textSize: ContentSizeCategory? { ContentSizeCategory(name: contentSizeCategory) }
}
