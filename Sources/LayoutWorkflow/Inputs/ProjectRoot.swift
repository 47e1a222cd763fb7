import Foundation

/// The folder stored file paths are relative to: the git work tree's top level, else the
/// current directory. A baseline's file is then the same string whichever folder `record` or
/// `check` ran from, and two `Main.storyboard`s in different folders are different files.
public struct ProjectRoot: Sendable, Equatable {
  /// The root, absolute and standardized.
  public let path: String

  public init(path: String) {
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// The root for `directory`: the nearest folder up from it holding `.git` (a folder in a
  /// clone, a file in a linked work tree or submodule, as git itself looks), else `directory`.
  public static func detect(
    from directory: String = FileManager.default.currentDirectoryPath
  ) -> ProjectRoot {
    var folder = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return ProjectRoot(path: folder.path)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return ProjectRoot(path: directory) }
      folder = parent
    }
  }

  /// A path as stored: relative to the root when inside it (`App/Base.lproj/Main.storyboard`),
  /// absolute otherwise. Relative paths are read against the current directory.
  public func stored(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if absolute == self.path { return "." }
    let prefix = self.path.hasSuffix("/") ? self.path : self.path + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// Where a stored path is on disk: relative ones are under the root.
  public func absolute(_ stored: String) -> String {
    if stored.hasPrefix("/") { return URL(fileURLWithPath: stored).standardizedFileURL.path }
    return URL(fileURLWithPath: path).appendingPathComponent(stored).standardizedFileURL.path
  }

  /// The current directory, for paths printed relative to it when inside it (shorter lines).
  public static var currentDirectory: ProjectRoot {
    ProjectRoot(path: FileManager.default.currentDirectoryPath)
  }

  /// The `layoutdb.yaml` commands read when `--config` names none: the one in the current
  /// directory, else the one at the project's root (where the default database is, see
  /// ``DatabaseLocation``), so that a command run from a subfolder compares with the same
  /// tolerances and lays out the same environments as from the top; nil when neither exists.
  public static func configurationFile(named name: String) -> String? {
    let root = detect()
    return [name, root.absolute(name)].first { FileManager.default.fileExists(atPath: $0) }
  }

  /// A stored path in its one spelling (`./a/../form.yaml` → `form.yaml`).
  public func canonical(_ stored: String) -> String { self.stored(absolute(stored)) }
}
