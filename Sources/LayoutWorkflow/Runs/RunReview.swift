import Foundation
import LayoutDiff
import LayoutEngine
import LayoutReport
import LayoutStore
import SceneReading
import SceneSource

/// Looking at stored runs: `show`, `diff` and `report` read runs and baselines back and hand
/// them to the diff engine and the HTML report.
public struct RunReview: Sendable {
  public var database: LayoutDatabase
  public var configuration: DiffConfiguration

  public init(database: LayoutDatabase, configuration: DiffConfiguration = DiffConfiguration()) {
    self.database = database
    self.configuration = configuration
  }

  /// A run id as given, with `latest` resolved to the newest run.
  public func resolve(_ run: String) throws(LayoutStoreError) -> String {
    guard run == "latest" else { return run }
    guard let newest = try database.runs.latest() else {
      throw .unknownRun("latest")
    }
    return newest.metadata.uuid.uuidString
  }

  /// A run's layouts, limited by scene and environment filters; selecting nothing is an error
  /// (a misspelt filter must not look like an empty or clean run).
  public func load(_ run: String, scenes: [String]?, environments: [String]?)
    throws(WorkflowError) -> StoredRun
  {
    let stored: StoredRun
    do {
      stored = try database.runs.load(try resolve(run), scenes: scenes, environments: environments)
    } catch {
      throw .store(error)
    }
    if stored.results.isEmpty && (scenes != nil || environments != nil) {
      try checkScenes(scenes, in: stored.metadata.uuid.uuidString)
      try checkEnvironments(environments)
      throw .nothingSelected(
        run: String(stored.metadata.uuid.uuidString.lowercased().prefix(8)), scenes: scenes,
        environments: environments)
    }
    return stored
  }

  /// Throws ``WorkflowError/unknownScene(run:scene:runScenes:)`` for the first of `scenes`
  /// that run `run` does not lay out: a mistyped `--scene` gets the name meant and the run's
  /// scenes, not every frame `show` would print.
  public func checkScenes(_ scenes: [String]?, in run: String) throws(WorkflowError) {
    guard let scenes else { return }
    let names: [String]
    do {
      names = try database.runs.sceneNames(run: run)
    } catch {
      throw .store(error)
    }
    if let unknown = scenes.first(where: { !names.contains($0) }) {
      throw .unknownScene(
        run: String(run.lowercased().prefix(8)), scene: unknown, runScenes: names)
    }
  }

  /// Throws ``WorkflowError/unknownEnvironment(filter:keys:)`` for the first of `filters`
  /// that matches no environment of any stored layout: a mistyped `--env` gets the key meant,
  /// as a mistyped `--scene` gets the scene. A filter that matches nothing is a typo, not an
  /// empty selection: no command may take it for "no layouts there". The one check of `--env`
  /// that show, diff, report, approve, retire and history make.
  public func checkEnvironments(_ filters: [String]?) throws(WorkflowError) {
    guard let filters else { return }
    let keys: [EnvironmentKey]
    do {
      keys = try database.runs.environmentKeys()
    } catch {
      throw .store(error)
    }
    if let unmatched = filters.first(where: { filter in !keys.contains { $0.matches(filter) } }) {
      throw .unknownEnvironment(filter: unmatched, keys: keys.map(\.rawValue))
    }
  }

  /// The changes from run `old` to run `new`, scene × environment by scene × environment.
  public func diff(_ old: String, _ new: String, scenes: [String]?, environments: [String]?)
    throws(WorkflowError) -> DriftReport
  {
    try namedDiff(old, new, scenes: scenes, environments: environments).report
  }

  /// ``diff(_:_:scenes:environments:)`` with the names people know the views by (the newer
  /// run's files first, see ``viewNames(of:)``).
  func namedDiff(_ old: String, _ new: String, scenes: [String]?, environments: [String]?)
    throws(WorkflowError) -> (report: DriftReport, names: [String: [String: String]])
  {
    let before = try load(old, scenes: scenes, environments: environments)
    let after = try load(new, scenes: scenes, environments: environments)
    let report = LayoutDiffer(configuration: configuration).compare(
      baselines: before.results, currents: after.results)
    return (report, viewNames(of: [after, before]))
  }

  /// Writes the HTML report of a run against the current baselines of `track` into `directory`
  /// and returns the page's URL and the comparison behind it.
  public func writeReport(
    run: String, track: String, scenes: [String]?, environments: [String]?, to directory: URL
  ) throws(WorkflowError) -> (page: URL, report: DriftReport) {
    let stored = try load(run, scenes: scenes, environments: environments)
    let baselines: [Baseline]
    do {
      baselines = try database.baselines.current(
        track: track, scenes: scenes ?? Array(Set(stored.results.map(\.scene))),
        environments: environments)
    } catch {
      throw .store(error)
    }
    let report = LayoutDiffer(configuration: configuration).compare(
      baselines: baselines.map(\.result), currents: stored.results)
    let entries = Self.entries(
      currents: stored.results, baselines: baselines.map(\.result), report: report)
    let id = String(stored.metadata.uuid.uuidString.lowercased().prefix(8))
    // The cause `check` printed, from the file texts the database keeps (`sourceText`).
    var baselineHashes: [String: String] = [:]
    for baseline in baselines {
      if let hash = baseline.sourceHash { baselineHashes[baseline.result.scene] = hash }
    }
    let causes = ConstraintChange.causes(
      ConstraintChange.find(
        scenes: report.driftedScenes, baselineHashes: baselineHashes, sources: stored.sources,
        database: database))
    do {
      var page = HTMLReport(
        entries: entries, title: "layoutdb: run \(id) against \(track)", causes: causes)
      page.viewNames = viewNames(of: [stored])
      return (try page.write(to: directory), report)
    } catch {
      throw .write(path: directory.path, reason: error.description)
    }
  }

  /// The names people know the views of `runs`' scenes by (``SceneDocument/viewNames``), by
  /// scene as stored: read again from the file texts the database keeps for the runs, each text
  /// once; where a scene's file was read by several runs, the first run's text names it.
  /// Scenes whose text is not kept, or no longer reads, keep their ids.
  public func viewNames(of runs: [StoredRun]) -> [String: [String: String]] {
    guard let catalog = try? DeviceCatalog.standard else { return [:] }
    var names: [String: [String: String]] = [:]
    var read: [String: [String: [String: String]]] = [:]
    for run in runs {
      for (scene, source) in run.sources.sorted(by: { $0.key < $1.key })
      where names[scene] == nil {
        guard let hash = source.contentHash else { continue }
        if read[hash] == nil {
          let text = source.text ?? (try? database.runs.sourceText(contentHash: hash))
          let name = URL(fileURLWithPath: source.file).lastPathComponent
          let document = text.flatMap {
            try? SceneInput.document(text: $0, fileName: name, catalog: catalog)
          }
          read[hash] = document?.viewNames ?? [:]
        }
        if let found = read[hash]?[SceneIdentity.local(scene, file: source.file)] {
          names[scene] = found
        }
      }
    }
    return names
  }

  /// One report entry per current result, with its baseline and comparison when there are.
  static func entries(currents: [LayoutResult], baselines: [LayoutResult], report: DriftReport)
    -> [ReportEntry]
  {
    let baselineByKey = Dictionary(
      baselines.map { (ResultKey($0), $0) }, uniquingKeysWith: { first, _ in first })
    let comparisonByKey = Dictionary(
      report.comparisons.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    // In key order, as the report's comparisons: the same layouts give the same page
    // whichever order they were solved in (one job, or shards merged).
    return currents.map { current in
      let key = ResultKey(current)
      return ReportEntry(
        baseline: baselineByKey[key], current: current, comparison: comparisonByKey[key])
    }.sorted { ResultKey($0.current) < ResultKey($1.current) }
  }
}
