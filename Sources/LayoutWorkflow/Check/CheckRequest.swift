import Foundation
import LayoutDiff
import LayoutEngine
import LayoutStore
import SceneReading
import SceneSource

/// What `layoutdb check` was asked, turned into a ``CheckOperation`` and run: the inputs (or
/// the files the track's baselines were recorded from), the environments they were recorded
/// for, the baselines git history offers, and the outputs to write (JUnit, the HTML report,
/// GitHub annotations).
public struct CheckRequest: Sendable {
  /// The output the command prints: the check's text or JSON, and GitHub Actions workflow
  /// commands, which go to standard error when standard output is JSON.
  public struct Output: Sendable {
    public var outcome: CheckOutcome
    /// What to print on standard output.
    public var text: String
    /// Workflow commands (annotations) to print before it.
    public var annotations: [String]
    /// Whether the annotations go to standard error (standard output holds JSON).
    public var annotationsToStandardError: Bool
    public var exitCode: Int32 { outcome.exitCode }
  }

  public var inputs: [String]
  public var environments: EnvironmentChoice
  public var shard: Shard?
  /// `--merged`: the verdict over the newest complete set of shards in the database.
  public var merged = false
  /// `--record`; nil for `LAYOUTDB_RECORD`, else the default for where it runs.
  public var recordMode: RecordMode?
  public var settings: ComparisonSettings
  public var format: OutputFormat = .text
  public var junitPath: String?
  public var reportPath: String?
  /// `--base BRANCH` / `--base-commit SHA`: where history's baselines come from.
  public var base: String?
  public var baseCommit: String?
  /// `--own-track-only`: compare with the track's own baselines, not history's.
  public var ownTrackOnly = false
  public var toolVersion: String

  public init(
    inputs: [String], environments: EnvironmentChoice, settings: ComparisonSettings,
    toolVersion: String
  ) {
    self.inputs = inputs
    self.environments = environments
    self.settings = settings
    self.toolVersion = toolVersion
  }

  /// Runs the check against the database at `location`; `databaseOption` is `--db`'s value
  /// when given (the commands the output suggests carry it).
  public func run(
    _ location: DatabaseLocation, databaseOption: String?,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    progress: ProgressReporter = .silent
  ) throws(WorkflowError) -> Output {
    if let junitPath { try OutputLocation.checkFile(junitPath) }
    if let reportPath { try OutputLocation.prepareFolder(reportPath) }
    let catalog = try DeviceCatalog.compiledIn()
    let ancestry =
      ownTrackOnly ? nil : try BaselineAncestry.resolve(base: base, baseCommit: baseCommit)
    // One connection for the whole check, when the file exists; a new one is created only
    // when the run is stored (and removed again if the check fails on bad input).
    var existing: LayoutDatabase?
    if location.exists { existing = try location.open() }
    let root = ProjectRoot.detect()
    var paths = inputs
    var missingFiles: [String] = []
    if merged {
      // The shards' files come from the database; a baseline's file deleted since is still
      // gone layouts, as in one unsharded check.
      let files = (try? baselineFiles(existing, ancestry: ancestry)) ?? []
      missingFiles = files.filter { !FileManager.default.fileExists(atPath: root.absolute($0)) }
    } else if paths.isEmpty {
      // No database yet: say which file is missing, what creates it and how to name another.
      if existing == nil { _ = try location.open(.readOnly) }
      // A deleted scene file is gone layouts to report (and retire), not an unreadable input:
      // the other files are still checked. Stored paths are relative to the project's root,
      // so this works from any folder in it.
      let files = try baselineFiles(existing, ancestry: ancestry)
      missingFiles = files.filter { !FileManager.default.fileExists(atPath: root.absolute($0)) }
      paths = files.filter { !missingFiles.contains($0) }.map {
        ProjectRoot.currentDirectory.stored(root.absolute($0))
      }
      if paths.isEmpty { throw .baselineFilesMissing(track: settings.track, files: files) }
    }
    var inputs = SceneInputs(paths: paths, environments: environments, shard: shard)
    inputs.root = root
    inputs.project = try ProjectEnvironments.load(config: settings.configurationFile)
    do {
      inputs.remembered =
        try existing?.baselines.rememberedEnvironments(track: settings.track) ?? [:]
    } catch {
      throw .store(error)
    }
    var mode = recordMode ?? .missing
    if recordMode == nil { mode = try RecordMode.resolved(environment: environment) }
    let configuration = try settings.configuration()
    var operation = CheckOperation(
      inputs: inputs, track: settings.track, recordMode: mode, configuration: configuration,
      provenance: RunProvenance.detect(),
      toolVersion: toolVersion,
      reportDirectory: reportPath.map { URL(fileURLWithPath: $0, isDirectory: true) })
    operation.missingFiles = missingFiles
    operation.ancestry = ancestry
    operation.mergedShards = merged
    operation.databaseOption = databaseOption.map { "--db \(CheckOutcome.quoted($0))" }
    let outcome = try location.removingCreated { () throws(WorkflowError) in
      try operation.run(
        catalog: catalog,
        database: { () throws(LayoutStoreError) in
          if let existing { return existing }
          return try LayoutDatabase(path: location.path)
        }, progress: progress)
    }
    if let junitPath {
      do {
        try Data(outcome.junit.xml.utf8).write(to: URL(fileURLWithPath: junitPath))
      } catch {
        throw .write(path: junitPath, reason: OutputLocation.reason(error))
      }
    }
    return Output(
      outcome: outcome, text: format == .json ? outcome.json : outcome.text,
      annotations: GitHubAnnotation.isEnabled(environment: environment)
        ? outcome.annotations.map(\.command) : [],
      annotationsToStandardError: format == .json)
  }

  /// The files the track's current baselines were recorded from.
  private func baselineFiles(_ database: LayoutDatabase?, ancestry: BaselineAncestry?)
    throws(WorkflowError) -> [String]
  {
    var files: [String] = []
    if let database {
      do {
        files = try database.baselines.sourceFiles(
          track: settings.track, ancestors: ancestry?.ancestors)
      } catch {
        throw .store(error)
      }
    }
    if files.isEmpty, ancestry?.isShallow == true {
      throw .ancestry(
        "no INPUT given, and neither track '\(settings.track)' nor the history this shallow"
          + " clone holds has baselines: fetch the history (fetch-depth: 0), give"
          + " --base-commit SHA of a commit baselines were approved at, or name the files")
    }
    if files.isEmpty { throw .nothingToCheck(track: settings.track) }
    return files
  }
}
