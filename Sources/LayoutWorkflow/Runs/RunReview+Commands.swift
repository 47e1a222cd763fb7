import Foundation
import LayoutDiff
import SceneReading

/// What `show`, `diff` and `report` print, over a database the review opens read-only.
extension RunReview {
  /// Opens the database at `location` read-only, with the comparison settings' configuration.
  public init(location: DatabaseLocation, settings: ComparisonSettings = ComparisonSettings())
    throws(WorkflowError)
  {
    self.init(database: try location.open(.readOnly), configuration: try settings.configuration())
  }

  /// `show`: a stored run's layouts as `solve` prints them; in text, after a line saying
  /// which run it is, with the views named as `check` names them (`"Email" mail-aa-01`).
  public func listing(
    _ run: String, scenes: [String]?, environments: [String]?, format: OutputFormat
  ) throws(WorkflowError) -> String {
    let stored = try load(run, scenes: scenes, environments: environments)
    guard format == .text else { return SolveReport(runs: stored.results).rendered(as: format) }
    // Views named as check names them (read again from the file texts the run kept).
    let names = viewNames(of: [stored])
    let layouts = stored.results.map { $0.listing(names: names[$0.scene] ?? [:]) }
      .joined(separator: "\n\n")
    let metadata = stored.metadata
    // The time as history prints it (its column says UTC), not Date's `+0000` form.
    return "run \(metadata.uuid.uuidString.lowercased()) recorded "
      + "\(HistoryListing.timestamp(metadata.recordedAt)) UTC "
      + "(track \(metadata.track), \(metadata.source.rawValue)"
      + (metadata.commitLabel().map { ", commit \($0)" } ?? "") + ")\n\n" + layouts
  }

  /// `diff`: what changed from run `old` to run `new`, and whether anything drifted.
  public func comparison(
    _ old: String, _ new: String, scenes: [String]?, environments: [String]?,
    format: OutputFormat
  ) throws(WorkflowError) -> (text: String, hasDrift: Bool) {
    let (report, names) = try namedDiff(old, new, scenes: scenes, environments: environments)
    guard format == .text else { return (report.jsonDocument, report.hasDrift) }
    // Two runs have no baselines: a layout only one of them has is named by that run (as the
    // user named it), not as check's "missing baseline" or "missing result".
    var summary = report.summary
    var only: [String] = []
    if summary.missingBaselines > 0 {
      only.append("\(summary.missingBaselines) layout(s) only in \(new)")
    }
    if summary.missingResults > 0 {
      only.append("\(summary.missingResults) layout(s) only in \(old)")
    }
    summary.missingBaselines = 0
    summary.missingResults = 0
    var lines = [summary.description + (only.isEmpty ? "" : "; " + only.joined(separator: ", "))]
    // As check prints them: the layouts of a scene with the same findings once, findings that
    // differ only by their view on one line; every finding (no cap: diff is asked for them).
    lines += CheckOutcome.layoutLines(
      report.comparisons, viewNames: names, causes: [], limit: nil)
    lines += report.missingBaselines.map { "only in \(new): \($0)" }
    lines += report.missingResults.map { "only in \(old): \($0)" }
    return (lines.joined(separator: "\n"), report.hasDrift)
  }

  /// `report`: writes the HTML page of `run` against the baselines of `track` and returns the
  /// lines to print: the verdict as `check` words it (``verdict(_:track:)``) and the page's
  /// path, `Report: PATH` as `check --report` prints it.
  ///
  /// The folder is checked first, as `check --report` checks it: `--out /dev/null` or a file
  /// is one short line (`it is a file; name a folder`), not Foundation's error about the
  /// `index.html` it could not create inside it.
  public func reportLines(
    run: String, track: String, scenes: [String]?, environments: [String]?, to directory: URL
  ) throws(WorkflowError) -> [String] {
    try OutputLocation.prepareFolder(directory.path)
    let (page, report) = try writeReport(
      run: run, track: track, scenes: scenes, environments: environments, to: directory)
    return [Self.verdict(report.summary, track: track), "Report: \(page.path)"]
  }

  /// The verdict of a run against the baselines of `track`, in the words of `check`'s
  /// `Result:` line, so that the two commands name the same run's drift alike: `Result:
  /// drift: 16 errors, 8 warnings, 0 infos in 4 of 11 comparisons.`, `Result: clean (no drift
  /// in 4 comparisons).` Layouts the track has no baseline for are not called clean (`check`
  /// does not call them clean either): `Result: 4 baselines missing on track main; no drift in
  /// 7 comparisons.` Baselines of the run's scenes that it did not lay out (a check narrowed
  /// to portrait) are counted in words, not as the summary's "missing results".
  static func verdict(_ summary: DriftSummary, track: String) -> String {
    var compared = summary
    compared.missingBaselines = 0
    compared.missingResults = 0
    let missing =
      "\(CheckOutcome.count(summary.missingBaselines, "baseline")) missing on track \(track)"
    let notLaidOut =
      summary.missingResults == 0
      ? "" : "; \(CheckOutcome.count(summary.missingResults, "baselined layout")) not in this run"
    if !summary.isClean {
      return "Result: drift: \(compared)"
        + (summary.missingBaselines == 0 ? "" : "; \(missing)") + "\(notLaidOut)."
    }
    guard summary.missingBaselines > 0 else { return "Result: clean (\(compared)\(notLaidOut))." }
    return "Result: \(missing); "
      + (summary.comparisons == 0 ? "nothing was compared" : "\(compared)") + "\(notLaidOut)."
  }
}
