import Foundation
import LayoutDiff
import LayoutEngine
import LayoutReport
import LayoutStore

/// `layoutdb check`: solve the inputs, store the run, compare it with the baselines of its
/// track, and say whether anything drifted.
///
/// The run is written in one transaction as the inputs are solved, each layout stored and
/// compared with its baseline as it comes (memory does not grow with the number of layouts):
/// bad input rolls it back and writes nothing. The run is stored whatever the outcome (history
/// keeps failed checks too), with the baselines the record mode makes from it.
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

    // The database is opened first, and the run written in one transaction while the
    // inputs are solved: each layout is stored and compared with its baseline as it comes,
    // and only the findings are kept, so memory does not grow with the number of layouts.
    // Bad input rolls the transaction back: nothing is written.
    var start = clock.now
    let database: LayoutDatabase
    var merged: SceneInputs.Solved?
    // Options that narrow the environments make a run that says nothing about the others,
    // and so does one shard: only the merged shards speak for the whole.
    var narrowed = inputs.namesEnvironments
    var inputPaths = inputs.paths
    var baselineFiles: [String: String] = [:]
    // A shard's whole: the track's baselines before this check recorded any.
    var trackBaselines = 0
    do {
      database = try open()
      if mergedShards {
        var shards: [StoredRun] = []
        for uuid in try database.runs.newestShardSet(track: track) {
          shards.append(try database.runs.load(uuid.uuidString))
        }
        var combined = Self.combined(shards)
        // Named from the files the shards read, as one check names them from the files.
        combined.viewNames = RunReview(database: database).viewNames(of: shards)
        merged = combined
        narrowed = shards.contains { $0.metadata.allEnvironments != true }
        inputPaths = Array(Set(combined.sources.values.map(\.file))).sorted()
      }
      baselineFiles = try database.baselines.sceneFiles(
        track: track, ancestors: ancestry?.ancestors)
      if inputs.shard != nil && !mergedShards {
        trackBaselines = try database.baselines.count(track: track, ancestors: ancestry?.ancestors)
      }
    } catch {
      throw .store(error)
    }
    timings.store += start.duration(to: clock.now).seconds

    let differ = LayoutDiffer(configuration: configuration)
    var comparison = StreamedComparison(
      database: database, track: track, ancestry: ancestry,
      keepsLayouts: reportDirectory != nil)
    var solved = SceneInputs.Solved(results: [], sources: [:], source: .solver)
    var scenes: [String] = []
    var seenScenes: Set<String> = []
    var removedScenes: [String] = []
    var report = DriftReport(comparisons: [])
    var recorded: [ResultKey] = []
    var layoutSeconds: [ResultKey: Double] = [:]
    var metadata = RunMetadata(
      provenance: provenance, track: track, toolVersion: toolVersion, solverSeconds: nil,
      source: merged?.source ?? inputs.source, allEnvironments: !narrowed)
    metadata.shard = mergedShards ? nil : inputs.shard?.description
    start = clock.now
    let run: RunSummary = try database.runs.record(
      metadata: metadata, storeError: WorkflowError.store
    ) { (recording: inout RunRecording) throws(WorkflowError) in
      // Each layout: stored, then compared with its baseline (loaded a scene at a time).
      func take(_ result: LayoutResult, _ seconds: Double, _ source: SceneSource?)
        throws(WorkflowError)
      {
        do throws(LayoutStoreError) {
          try recording.add(result, source: source)
          try comparison.compare(result, differ: differ)
        } catch {
          throw .store(error)
        }
        if seenScenes.insert(result.scene).inserted { scenes.append(result.scene) }
        layoutSeconds[ResultKey(result)] = seconds
      }
      if let merged {
        for result in merged.results {
          try take(result, 0, merged.sources[result.scene])
        }
        solved = merged
        solved.results = []
      } else {
        solved = try inputs.stream(catalog: catalog, progress: progress) {
          (result, seconds, source) throws(WorkflowError) in try take(result, seconds, source)
        }
        // A frame dump holds the environments it captured, not every one a file asks for.
        if solved.source == .deviceDump { narrowed = true }
      }

      // A scene whose baseline came from one of these files but that the file no longer
      // holds was removed (or renamed), or its file deleted: its baselines take part, as
      // layouts gone missing. A shard cannot tell: the scene may be another shard's.
      let root = inputs.root
      let inputFiles = Set(
        (mergedShards ? inputPaths.map(root.canonical) : inputs.paths.map(root.stored))
          + missingFiles.map(root.canonical))
      removedScenes =
        inputs.shard != nil && !mergedShards
        ? []
        : baselineFiles
          .filter { !seenScenes.contains($0.key) && inputFiles.contains(root.canonical($0.value)) }
          .keys.sorted()
      do throws(LayoutStoreError) {
        try comparison.finish(removedScenes: removedScenes)
      } catch {
        throw .store(error)
      }
      report = comparison.report

      switch recordMode {
      case .never:
        break
      case .missing:
        if !report.missingBaselines.isEmpty {
          recording.approvals.append(
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
          recording.approvals.append(
            BaselineApproval(
              track: track, approvedBy: provenance.user,
              reason:
                "recorded by `layoutdb check --record failed`: drifted or no baseline before",
              only: Self.byScene(failing)))
          recorded = failing.sorted()
        }
      case .all:
        recording.approvals.append(
          BaselineApproval(
            track: track, approvedBy: provenance.user,
            reason: "recorded by `layoutdb check --record all`"))
      }
      recording.metadata.solverSeconds = solved.solverSeconds
      recording.metadata.allEnvironments = !narrowed && !solved.usedRememberedEnvironments
    }
    // Solving, storing and comparing are interleaved: each is its own time, the rest storing.
    timings.solve = solved.solverSeconds ?? 0
    timings.diff = comparison.seconds
    timings.store +=
      max(0, start.duration(to: clock.now).seconds - timings.solve - timings.diff)
    if recordMode == .all {
      // Only the baselines this run changed count as recorded: a re-record that changed
      // nothing leaves nothing to look at again.
      recorded = run.baselineChanges.approved.map {
        ResultKey(scene: $0.scene, environment: $0.environment)
      }.sorted()
    }

    // What changed in the drifted scenes' files since their baselines: the summary's and the
    // report's `cause:`.
    let constraintChanges = ConstraintChange.find(
      scenes: report.driftedScenes, baselineHashes: comparison.sourceHashes,
      sources: solved.sources,
      database: database)

    var reportFile: URL?
    if let reportDirectory {
      start = clock.now
      let entries = RunReview.entries(
        currents: comparison.currents, baselines: comparison.baselineLayouts, report: report)
      do {
        // Titled as `layoutdb report` titles the same run: every scene's name would make a
        // heading hundreds of names long for a real app.
        let id = String(run.metadata.uuid.uuidString.lowercased().prefix(8))
        var page = HTMLReport(
          entries: entries, title: "layoutdb check: run \(id) against \(track)",
          causes: ConstraintChange.causes(constraintChanges))
        page.viewNames = solved.viewNames
        reportFile = try page.write(to: reportDirectory)
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
        ResultKey(scene: $0.scene, environment: $0.environment)
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
    if outcome.shard != nil {
      outcome.otherShardsBaselines = max(0, trackBaselines - report.comparisons.count)
    }
    outcome.baselineOrigins = comparison.origins
    outcome.constraintChanges = constraintChanges
    outcome.viewLines = solved.viewLines
    outcome.viewNames = solved.viewNames
    outcome.layoutSeconds = layoutSeconds
    return outcome
  }
}

extension CheckOperation {
  /// Scene × environment pairs as an approval's `only`.
  static func byScene(_ keys: [ResultKey]) -> [String: Set<EnvironmentKey>] {
    var only: [String: Set<EnvironmentKey>] = [:]
    for key in keys {
      only[key.scene, default: []].insert(key.environment)
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
