import LayoutStore
import TextFormats

/// Where some of a check's baselines came from: the track they were approved on and the commit
/// of the run approved, with how many layouts. A check on a branch without baselines of its own
/// names the commit of the base branch it compared with.
public struct BaselineOrigin: Sendable, Hashable, Codable {
  public var track: String
  public var gitCommit: String?
  public var layouts: Int

  /// `main at 3f2a9c1e04 (12 layouts)`.
  public var description: String {
    "\(track)" + (gitCommit.map { " at \($0.prefix(10))" } ?? "")
      + " (\(layouts) layout\(layouts == 1 ? "" : "s"))"
  }

  /// `{"track": "main", "gitCommit": "3f2a9c1e04…", "layouts": 12}` (`gitCommit` null when
  /// the run approved had none).
  public var json: JSONText {
    .object([
      ("track", .string(track)), ("gitCommit", .optional(gitCommit)),
      ("layouts", .integer(layouts)),
    ])
  }

  /// The origins of baselines counted by track and commit (`[track, commit or ""]`), most
  /// layouts first (then by track and commit).
  static func of(counts: [[String]: Int]) -> [BaselineOrigin] {
    counts.map { key, count in
      BaselineOrigin(track: key[0], gitCommit: key[1].isEmpty ? nil : key[1], layouts: count)
    }.sorted {
      ($0.layouts, $1.track, $1.gitCommit ?? "") > ($1.layouts, $0.track, $0.gitCommit ?? "")
    }
  }
}
