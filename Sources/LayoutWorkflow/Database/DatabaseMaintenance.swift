import LayoutStore

/// `doctor`, `prune` and `merge`: looking after the database file itself. Each returns the
/// lines to print; errors are ``WorkflowError``s (exit 2).
public enum DatabaseMaintenance {
  /// What `doctor` found, in the order it prints.
  public struct Examination: Sendable, Hashable {
    public var lines: [String]
    public var isHealthy: Bool
  }

  /// Checks the file without changing it (see `DoctorReport.examine`): problems first, then
  /// notes, then one verdict line.
  public static func examine(_ location: DatabaseLocation) throws(WorkflowError) -> Examination {
    let report: DoctorReport
    do {
      report = try DoctorReport.examine(path: location.path)
    } catch {
      throw .store(error)
    }
    var lines = report.problems.map { "problem: \($0)" } + report.notes.map { "note: \($0)" }
    lines.append(
      report.isHealthy
        ? "\(location.path): healthy" : "\(location.path): \(report.problems.count) problem(s)")
    return Examination(lines: lines, isHealthy: report.isHealthy)
  }

  /// Deletes all but the newest `keepRuns` runs; baselines and the runs they use are kept.
  public static func prune(_ location: DatabaseLocation, keepRuns: Int, vacuum: Bool)
    throws(WorkflowError) -> String
  {
    let store = try location.open(creating: false)
    do {
      let summary = try store.prune(keepRuns: keepRuns, vacuum: vacuum)
      return "deleted \(summary.runsDeleted) run(s) and \(summary.snapshotsDeleted) unused "
        + "snapshot(s); kept \(summary.runsKeptForBaselines) older run(s) that baselines use"
    } catch {
      throw .store(error)
    }
  }

  /// Folds the databases at `sources` (sharded CI jobs) into `location`, one line per source
  /// handed to `report` as it is merged.
  ///
  /// Every source is opened before the target: a missing or foreign source must not leave a
  /// new, empty target database behind.
  public static func merge(
    _ sources: [String], into location: DatabaseLocation, report: (String) -> Void
  ) throws(WorkflowError) {
    let target = location.standardizedPath
    for source in sources where DatabaseLocation(option: source).standardizedPath == target {
      throw .usage("\(source) is the target database itself")
    }
    for source in sources {
      do {
        try LayoutDatabase(path: source, mode: .readOnly).close()
      } catch {
        throw .store(error)
      }
    }
    let store = try location.open()
    for source in sources {
      do {
        let summary = try store.merge(from: source)
        report(
          "\(source): \(summary.runsAdded) run(s) added, \(summary.runsSkipped) already present, "
            + "\(summary.baselinesAdded) baseline approval(s) added")
      } catch {
        throw .store(error)
      }
    }
  }
}
