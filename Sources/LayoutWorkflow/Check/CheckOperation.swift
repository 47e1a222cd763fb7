import Foundation
import LayoutDiff
import LayoutEngine
import LayoutReport
import LayoutStore

/// `layoutdb check`: solve the inputs, store the run, compare it with the baselines of its
/// track, and say whether anything drifted.
///
/// Order matters for the guarantees: inputs are solved before the database is touched (bad
/// input writes nothing); the run is stored whatever the outcome (history keeps failed checks
/// too), in one transaction with the baselines the record mode makes from it.
public struct CheckOperation: Sendable {
  public var inputs: SceneInputs
  public var track: String
  public var recordMode: RecordMode
  public var configuration: DiffConfiguration
  public var provenance: RunProvenance
  public var toolVersion: String
  /// Where to write the HTML report, if anywhere.
  public var reportDirectory: URL?
  /// Files the track's baselines were recorded from that no longer exist (`check` without
  /// inputs): their scenes' baselines are gone, as if the scenes were removed.
  public var missingFiles: [String] = []
  /// `--db PATH` when the database is not the one commands find by default: the commands the
  /// outcome suggests carry it.
  public var databaseOption: String?
  /// The commits baselines may also come from (other tracks' approvals on the checked
  /// commit's history); nil compares with `track`'s own baselines only.
  public var ancestry: BaselineAncestry?
  /// `check --merged`: instead of solving `inputs`, take the layouts of the newest complete
  /// set of sharded runs of `track` in the database (after `layoutdb merge`), and give the
  /// verdict a single unsharded check would.
  public var mergedShards = false

  public init(
    inputs: SceneInputs, track: String = "main", recordMode: RecordMode = .missing,
    configuration: DiffConfiguration = DiffConfiguration(), provenance: RunProvenance,
    toolVersion: String, reportDirectory: URL? = nil
  ) {
    self.inputs = inputs
    self.track = track
    self.recordMode = recordMode
    self.configuration = configuration
    self.provenance = provenance
    self.toolVersion = toolVersion
    self.reportDirectory = reportDirectory
  }

  /// Runs the check against the database `open` returns (called once, after solving).
  public func run(
    catalog: DeviceCatalog, database open: () throws(LayoutStoreError) -> LayoutDatabase,
    progress: ProgressReporter = .silent
  ) throws(WorkflowError) -> CheckOutcome {
    let clock = ContinuousClock()
    var timings = CheckOutcome.Timings()

    var start = clock.now
    let solved: SceneInputs.Solved
    var opened: LayoutDatabase?
    // Options that narrow the environments make a run that says nothing about the others,
    // and so does one shard: only the merged shards speak for the whole.
    var narrowed = inputs.namesEnvironments
    var inputPaths = inputs.paths
    if mergedShards {
      do {
        let database = try open()
        var shards: [StoredRun] = []
        for uuid in try database.runs.newestShardSet(track: track) {
          shards.append(try database.runs.load(uuid.uuidString))
        }
        opened = database
        solved = Self.combined(shards)
        narrowed = shards.contains { $0.metadata.allEnvironments != true }
        inputPaths = Array(Set(solved.sources.values.map(\.file))).sorted()
      } catch {
        throw .store(error)
      }
    } else {
      solved = try inputs.solve(catalog: catalog, progress: progress)
      // A frame dump holds the environments it captured, not every one a file asks for.
      if solved.source == .deviceDump { narrowed = true }
    }
    timings.solve = start.duration(to: clock.now).seconds

    // Baselines are read and compared before the run is written, so the run and the
    // baselines the record mode makes from it go into the database in one transaction.
    start = clock.now
    let database: LayoutDatabase
    let baselines: [Baseline]
    let scenes = Self.uniqueScenes(solved.results)
    var removedScenes: [String] = []
    var baselineFiles: [String: String] = [:]
    do {
      if let opened {
        database = opened
      } else {
        database = try open()
      }
      // A scene whose baseline came from one of these files but that the file no longer
      // holds was removed (or renamed), or its file deleted: its baselines take part, as
      // layouts gone missing. A shard cannot tell: the scene may be another shard's.
      let root = inputs.root
      let inputFiles = Set(
        (mergedShards ? inputPaths.map(root.canonical) : inputs.paths.map(root.stored))
          + missingFiles.map(root.canonical))
      baselineFiles = try database.baselines.sceneFiles(
        track: track, ancestors: ancestry?.ancestors)
      removedScenes =
        inputs.shard != nil && !mergedShards
        ? []
        : baselineFiles
          .filter { !scenes.contains($0.key) && inputFiles.contains(root.canonical($0.value)) }
          .keys.sorted()
      if let ancestry {
        baselines = try database.baselines.current(
          track: track, scenes: scenes + removedScenes, ancestors: ancestry.ancestors)
      } else {
        baselines = try database.baselines.current(track: track, scenes: scenes + removedScenes)
      }
    } catch {
      throw .store(error)
    }
    timings.store = start.duration(to: clock.now).seconds

    start = clock.now
    let differ = LayoutDiffer(configuration: configuration)
    let report = differ.compare(baselines: baselines.map(\.result), currents: solved.results)
    timings.diff = start.duration(to: clock.now).seconds

    start = clock.now
    var approvals: [BaselineApproval] = []
    var recorded: [ResultKey] = []
    switch recordMode {
    case .never:
      break
    case .missing:
      if !report.missingBaselines.isEmpty {
        approvals.append(
          BaselineApproval(
            track: track, approvedBy: provenance.user,
            reason: "recorded by `layoutdb check --record missing`: no baseline before",
            only: Self.byScene(report.missingBaselines)))
        recorded = report.missingBaselines
      }
    case .failed:
      // Like swift-snapshot-testing's `.failed`: what fails is re-recorded, missing included.
      let failing = report.missingBaselines + report.comparisons.filter(\.hasDrift).map(\.key)
      if !failing.isEmpty {
        approvals.append(
          BaselineApproval(
            track: track, approvedBy: provenance.user,
            reason: "recorded by `layoutdb check --record failed`: drifted or no baseline before",
            only: Self.byScene(failing)))
        recorded = failing.sorted()
      }
    case .all:
      approvals.append(
        BaselineApproval(
          track: track, approvedBy: provenance.user,
          reason: "recorded by `layoutdb check --record all`"))
    }
    let run: RunSummary
    do {
      var metadata = RunMetadata(
        provenance: provenance, track: track, toolVersion: toolVersion,
        solverSeconds: solved.solverSeconds, source: solved.source,
        allEnvironments: !narrowed && !solved.usedRememberedEnvironments)
      metadata.shard = mergedShards ? nil : inputs.shard?.description
      run = try database.runs.record(
        solved.results, metadata: metadata, sources: solved.sources, approving: approvals)
    } catch {
      throw .store(error)
    }
    if recordMode == .all {
      // Only the baselines this run changed count as recorded: a re-record that changed
      // nothing leaves nothing to look at again.
      recorded = run.baselineChanges.approved.map {
        ResultKey(scene: $0.scene, environment: $0.environment.rawValue)
      }.sorted()
    }
    timings.store += start.duration(to: clock.now).seconds

    var reportFile: URL?
    if let reportDirectory {
      start = clock.now
      let entries = RunReview.entries(
        currents: solved.results, baselines: baselines.map(\.result), report: report)
      do {
        // Titled as `layoutdb report` titles the same run: every scene's name would make a
        // heading hundreds of names long for a real app.
        let id = String(run.metadata.uuid.uuidString.lowercased().prefix(8))
        reportFile = try HTMLReport(
          entries: entries, title: "layoutdb check: run \(id) against \(track)"
        ).write(to: reportDirectory)
      } catch {
        throw .write(path: reportDirectory.path, reason: error.description)
      }
      timings.report = start.duration(to: clock.now).seconds
    }

    // Baselines without a current layout: drift when the check laid out everything the files
    // ask for; when options narrowed the environments (or this is one shard of several), only
    // those of removed scenes. Those
    // the record mode retired (`all`) are gone from the baselines already.
    let retired = Set(
      run.baselineChanges.retired.map {
        ResultKey(scene: $0.scene, environment: $0.environment.rawValue)
      })
    let partial = narrowed || (inputs.shard != nil && !mergedShards)
    let vanished = report.missingResults.filter {
      (!partial || removedScenes.contains($0.scene)) && !retired.contains($0)
    }

    var outcome = CheckOutcome(
      run: run, track: track, recordMode: recordMode, report: report, recorded: recorded,
      vanished: vanished, sources: solved.sources, reportFile: reportFile, timings: timings)
    outcome.retired = retired.sorted()
    outcome.missingFiles = missingFiles
    outcome.baselineFiles = baselineFiles.filter { removedScenes.contains($0.key) }
    outcome.databaseOption = databaseOption
    outcome.ancestry = ancestry
    outcome.shard = mergedShards ? nil : inputs.shard
    outcome.baselineOrigins = BaselineOrigin.of(baselines)
    var seen: Set<String> = []
    let drifted = report.comparisons.filter(\.hasDrift).map(\.scene).filter {
      seen.insert($0).inserted
    }
    outcome.constraintChanges = ConstraintChange.find(
      scenes: drifted, baselines: baselines, sources: solved.sources, database: database)
    outcome.viewLines = solved.viewLines
    outcome.viewNames = solved.viewNames
    for (result, seconds) in zip(solved.results, solved.seconds) {
      outcome.layoutSeconds[ResultKey(result)] = seconds
    }
    return outcome
  }
}

extension CheckOperation {
  /// Scene × environment pairs as an approval's `only`.
  static func byScene(_ keys: [ResultKey]) -> [String: Set<EnvironmentKey>] {
    var only: [String: Set<EnvironmentKey>] = [:]
    for key in keys {
      only[key.scene, default: []].insert(EnvironmentKey(rawValue: key.environment))
    }
    return only
  }

  /// The layouts of a set of shard runs as one solved input, in scene and environment order
  /// (the order a report and its comparisons use).
  static func combined(_ shards: [StoredRun]) -> SceneInputs.Solved {
    var sources: [String: SceneSource] = [:]
    for shard in shards { sources.merge(shard.sources) { first, _ in first } }
    let solverSeconds = shards.compactMap(\.metadata.solverSeconds)
    return SceneInputs.Solved(
      results: shards.flatMap(\.results).sorted { ResultKey($0) < ResultKey($1) },
      sources: sources, source: shards.first?.metadata.source ?? .solver,
      solverSeconds: solverSeconds.isEmpty ? nil : solverSeconds.reduce(0, +))
  }

  /// Scene names in first-seen order.
  static func uniqueScenes(_ results: [LayoutResult]) -> [String] {
    var seen: Set<String> = []
    return results.map(\.scene).filter { seen.insert($0).inserted }
  }
}

extension Duration {
  /// The duration in seconds, as a Double.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
