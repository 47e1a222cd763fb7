import Foundation
import LayoutDiff
import LayoutEngine
import LayoutStore

/// `layoutdb demo`: the whole story in one command, on a database of its own
/// (``defaultDatabasePath``), so the project's baselines never see the examples.
///
/// 1. writes the Examples (compiled into the binary) to `<directory>/scenes`;
/// 2. records them as the baselines of track `main`;
/// 3. breaks the sign-up form the way real regressions happen: its content view loses the
///    `content.bottom == scroll.bottom` constraint, the scroll-view bug this tool exists for
///    (TN2154: the content's edges set the content size; without the bottom one the content
///    height is 0, the form no longer scrolls and, with the keyboard up, its fields can no
///    longer be scrolled above the keyboard, while no frame moves);
/// 4. runs `check` against the baselines, which finds the drift, and writes the HTML report;
/// 5. suggests `sqlite3` queries and the commands to look further.
///
/// Running it again repeats the story: the baselines are re-recorded from the unbroken
/// examples first (unchanged layouts are stored once).
public struct DemoScenario: Sendable {
  /// The scene files the demo records, in this order (all are in `Examples/`).
  public static let sceneFiles = [
    "form.yaml", "scrollable-controller.yaml", "tn2154-pure-approach.yaml", "multiline-label.yaml",
    "sign-up.storyboard",
  ]
  /// The constraint the regression removes from `form.yaml`.
  public static let removedConstraint = "  - content.bottom == scroll.bottom\n"
  /// The same constraint as findings and `cause:` lines write it.
  public static var removedEquation: String {
    removedConstraint.trimmingCharacters(in: .whitespacesAndNewlines).replacing("- ", with: "")
  }

  /// Where the demo writes its example project: a folder of layoutdb's own, beside the project's
  /// database, so the demo never mixes with the project's scenes.
  public static let defaultDirectory = LayoutDatabase.ownFolder + "/demo"

  /// Where the demo keeps its database unless told otherwise: inside its own folder.
  public static let defaultDatabasePath = defaultDirectory + "/layouts.sqlite"

  public var directory: URL
  public var databasePath: String
  public var provenance: RunProvenance
  public var toolVersion: String

  public init(directory: URL, databasePath: String, provenance: RunProvenance, toolVersion: String)
  {
    self.directory = directory
    self.databasePath = databasePath
    self.provenance = provenance
    self.toolVersion = toolVersion
  }

  /// What the demo did, for the closing lines.
  public struct Outcome: Sendable {
    public var baselineRun: RunSummary
    public var check: CheckOutcome
    public var brokenFile: URL
  }

  /// Runs the story, printing each step through `say`.
  /// Runs the story with the device catalog compiled into the binary.
  public func run(say: (String) -> Void) throws(WorkflowError) -> Outcome {
    try run(catalog: try DeviceCatalog.compiledIn(), say: say)
  }

  public func run(catalog: DeviceCatalog, say: (String) -> Void) throws(WorkflowError) -> Outcome {
    let scenes = directory.appending(path: "scenes")
    let paths = try writeExamples(to: scenes)
    let open: () throws(LayoutStoreError) -> LayoutDatabase = {
      () throws(LayoutStoreError) -> LayoutDatabase in
      try LayoutDatabase(path: databasePath)
    }

    say("1. Recording the examples as the baselines of track main (\(databasePath))")
    let solved = try SceneInputs(paths: paths).solve(catalog: catalog)
    let baselineRun: RunSummary
    do {
      let database = try open()
      baselineRun = try database.runs.record(
        solved.results,
        metadata: RunMetadata(
          provenance: provenance, track: "main", toolVersion: toolVersion,
          solverSeconds: solved.solverSeconds, source: solved.source),
        sources: solved.sources)
      try database.baselines.approve(
        run: baselineRun.metadata.uuid.uuidString, track: "main", approvedBy: provenance.user,
        reason: "layoutdb demo: the examples as shipped")
    } catch {
      throw .store(error)
    }
    say(
      "   run \(String(baselineRun.metadata.uuid.uuidString.lowercased().prefix(8))): "
        + "\(baselineRun.layoutCount) layouts of \(baselineRun.scenes.count) scenes ("
        + baselineRun.scenes.map { "'\($0)'" }.joined(separator: ", ") + ")")

    let form = scenes.appending(path: "form.yaml")
    // Relative, as step 3's command line names the same file.
    say("2. Breaking \(Self.relative(form.path)): removing `\(Self.removedEquation)`")
    try breakForm(at: form)

    say("3. layoutdb check \(paths.map { Self.relative($0) }.joined(separator: " "))")
    var check = CheckOperation(
      inputs: SceneInputs(paths: paths), track: "main", recordMode: .never,
      provenance: provenance, toolVersion: toolVersion,
      reportDirectory: directory.appending(path: "report"))
    check.databaseOption = databaseOption
    let outcome = try check.run(catalog: catalog, database: open)
    return Outcome(baselineRun: baselineRun, check: outcome, brokenFile: form)
  }

  /// `--db PATH` for the commands the demo suggests (its database is not the default one).
  public var databaseOption: String { "--db \(CheckOutcome.quoted(databasePath))" }

  /// `sqlite3` queries worth trying on the demo's database.
  public func suggestedQueries() -> [(title: String, command: String)] {
    let db = CheckOutcome.quoted(databasePath)
    return [
      (
        "The current baselines: which run, who approved them and why",
        "sqlite3 -header -column \(db) \"SELECT scene, environment, substr(runUuid, 1, 8) AS run, "
          + "approvedBy, reason FROM currentBaseline ORDER BY scene, environment;\""
      ),
      (
        "\"Password\" (field4) in every run, landscape with the keyboard shown: scrolled into "
          + "view above the keyboard?",
        "sqlite3 -header -column \(db) \"SELECT substr(runUuid, 1, 8) AS run, recordedAt, "
          + "contentOffsetY, windowY, isVisibleAboveKeyboard FROM textFieldHistory WHERE scene = "
          + "'Form' AND viewId = 'field4' AND environment = "
          + "'iphone-se-2nd-gen/landscape/keyboard-shown' ORDER BY recordedAt;\""
      ),
      (
        "The form's scroll view in every run: its content height and how far it scrolls",
        "sqlite3 -header -column \(db) \"SELECT substr(runUuid, 1, 8) AS run, environment, "
          + "contentHeight, maximumOffsetY, scrollsVertically FROM scrollHistory WHERE scene = "
          + "'Form' AND viewId = 'scroll' ORDER BY recordedAt, environment;\""
      ),
    ]
  }

  private func writeExamples(to folder: URL) throws(WorkflowError) -> [String] {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var paths: [String] = []
      for name in Self.sceneFiles {
        guard let text = EmbeddedFiles.byName[name] else {
          throw WorkflowError.write(
            path: name, reason: "this build does not carry Examples/\(name); rebuild layoutdb")
        }
        let url = folder.appending(path: name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
      }
      return paths
    } catch let error as WorkflowError {
      throw error
    } catch {
      throw .write(path: folder.path, reason: OutputLocation.reason(error))
    }
  }

  private func breakForm(at url: URL) throws(WorkflowError) {
    guard let text = EmbeddedFiles.byName["form.yaml"], text.contains(Self.removedConstraint) else {
      throw .write(
        path: url.path, reason: "the form example no longer has `\(Self.removedEquation)`")
    }
    do {
      try text.replacing(Self.removedConstraint, with: "").write(
        to: url, atomically: true, encoding: .utf8)
    } catch {
      throw .write(path: url.path, reason: OutputLocation.reason(error))
    }
  }

  /// A path relative to the current directory when it is inside it (shorter lines).
  public static func relative(_ path: String) -> String {
    ProjectRoot.currentDirectory.stored(path)
  }
}
