import Foundation
import LayoutStore

/// Which layout database a command works on: `--db PATH`, else `$LAYOUTDB_DB`, else
/// `.layoutdb/layouts.sqlite` at the project's root (``ProjectRoot``). Commands hand this to
/// the workflow, which opens the file: the CLI never sees the store.
///
/// The default is at the root, not in the current directory, because the runs it holds name
/// their scene files relative to the root: `check` run from `App/` must find the baselines
/// `record` stored from the top, not start a second, empty database in `App/.layoutdb`. A
/// path given (`--db`, `LAYOUTDB_DB`) is read against the current directory, as any path
/// argument is.
public struct DatabaseLocation: Sendable, Hashable {
  /// Where a database is looked for when neither `--db` nor `$LAYOUTDB_DB` names one,
  /// relative to the project's root.
  public static let defaultPath = LayoutDatabase.defaultPath

  /// The path in effect.
  public var path: String

  /// - Parameters:
  ///   - option: `--db`'s value, when given.
  ///   - environment: the process environment, read for `LAYOUTDB_DB`.
  ///   - root: the project's root, where the default database is.
  public init(
    option: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
    root: ProjectRoot = .detect()
  ) {
    if let option {
      path = option
    } else if let variable = environment["LAYOUTDB_DB"], !variable.isEmpty {
      path = variable
    } else {
      path = Self.defaultPath(in: root)
    }
  }

  /// The default database of the project at `root`, as messages print it: relative when the
  /// current directory is the root (`.layoutdb/layouts.sqlite`), else absolute.
  static func defaultPath(in root: ProjectRoot) -> String {
    root == ProjectRoot.currentDirectory ? defaultPath : root.absolute(defaultPath)
  }

  /// Whether the file exists (commands that only read skip work when it does not).
  public var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// Opens the database, creating and migrating it in read-write mode.
  ///
  /// - Parameter creating: false for commands that change what is already stored (approve,
  ///   retire, prune): with no file they fail without creating one, as read-only opens do.
  public func open(_ mode: LayoutDatabase.AccessMode = .readWrite, creating: Bool = true)
    throws(WorkflowError) -> LayoutDatabase
  {
    // Reading or changing a database that is not there yet: say what makes one.
    if (!creating || mode == .readOnly) && !exists {
      throw .store(
        .cannotOpen(path: path, reason: Self.missingReason))
    }
    do {
      return try LayoutDatabase(path: path, mode: mode)
    } catch {
      throw .store(error)
    }
  }

  /// Why a database that is not there cannot be read.
  static let missingReason =
    "no such file (`layoutdb record` creates it; --db PATH or LAYOUTDB_DB names another)"

  /// The file's path made absolute and normalized, to tell whether two names are one file.
  var standardizedPath: String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
