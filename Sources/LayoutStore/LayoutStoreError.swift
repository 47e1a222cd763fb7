/// Why the layout database could not do what was asked. Each case names the file and what was
/// expected, so the CLI can print it as is.
public enum LayoutStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file exists but is not an SQLite database (or its header is damaged).
  case notADatabase(path: String)
  /// The file is an SQLite database of another program.
  case foreignDatabase(path: String)
  /// The file was migrated by a newer layoutdb: these migrations are unknown to this binary.
  case newerSchema(path: String, unknownMigrations: [String])
  /// A read-only open of a database whose schema is older than this binary's (or absent).
  case outdatedSchema(path: String, missingMigrations: [String])
  /// SQLite reported the database damaged while reading or writing it.
  case corrupt(path: String, message: String)
  /// The folder for a new database could not be made, or the file could not be opened.
  case cannotOpen(path: String, reason: String)
  /// A run with this UUID is not in the database (`latest`: the database has no runs).
  case unknownRun(String)
  /// Two results of one run have the same scene and environment.
  case duplicateLayout(scene: String, environment: String)
  /// A value that cannot be stored (a NaN or infinite frame).
  case invalidValue(scene: String, environment: String, detail: String)
  /// Approving found nothing that matches the filters.
  case nothingToApprove(run: String, filters: String)
  /// Retiring found no current baseline that matches the selection; `scenes` are the track's.
  case nothingToRetire(track: String, selection: String, scenes: [String])
  /// A run prefix that more than one run starts with.
  case ambiguousRun(String)
  /// A track to promote baselines from has none.
  case noBaselines(track: String)
  /// Sharded runs cannot be combined (none, or a shard missing), with what to do.
  case shards(String)
  /// Any other SQLite error, with the operation that failed.
  case sqlite(path: String, operation: String, message: String)

  public var description: String {
    switch self {
    case .notADatabase(let path):
      "\(path) is not an SQLite database (or its header is damaged); "
        + "point --db at a layoutdb database or at a new file"
    case .foreignDatabase(let path):
      "\(path) is an SQLite database of another program (its application id is not layoutdb's); "
        + "point --db at a layoutdb database or at a new file"
    case .newerSchema(let path, let unknown):
      "\(path) was written by a newer layoutdb (unknown migrations: "
        + "\(unknown.joined(separator: ", "))); it was not changed: use that layoutdb or a newer one"
    case .outdatedSchema(let path, let missing):
      "\(path) has an older schema (missing migrations: \(missing.joined(separator: ", "))); "
        + "record into it once with this layoutdb to migrate it"
    case .corrupt(let path, let message):
      "\(path) is damaged (\(message)); run `layoutdb doctor --db \(path)` to see what is wrong"
    case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
    case .unknownRun("latest"):
      "no run 'latest': the database has no runs yet (`layoutdb record` or `check` stores one)"
    case .unknownRun(let run):
      "no run '\(run)' in the database (a run UUID, a prefix of one as `layoutdb history` lists "
        + "them, or 'latest')"
    case .duplicateLayout(let scene, let environment):
      "scene '\(scene)' is laid out twice in \(environment) in one run; "
        + "give scenes of different files different names"
    case .invalidValue(let scene, let environment, let detail):
      "cannot store scene '\(scene)' on \(environment): \(detail)"
    case .nothingToApprove(let run, let filters):
      "run \(run) has no layouts matching \(filters): check the names with `layoutdb show \(run)`"
    case .nothingToRetire(let track, let selection, let scenes):
      "track \(track) has no current baseline of \(selection)"
        + (scenes.isEmpty
          ? " (it has no baselines)"
          : "; its scenes: \(scenes.map { "'\($0)'" }.joined(separator: ", "))")
    case .shards(let problem): problem
    case .ambiguousRun(let run):
      "several runs start with '\(run)': give more of the UUID (`layoutdb history` lists them)"
    case .noBaselines(let track):
      "track \(track) has no current baselines to promote (`layoutdb history` lists the runs)"
    case .sqlite(let path, let operation, let message): "\(path): \(operation) failed: \(message)"
    }
  }
}
