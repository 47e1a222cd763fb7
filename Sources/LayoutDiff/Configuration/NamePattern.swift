/// A name with `*` and `?` wildcards, as ignore rules write scene names, view ids and paths
/// and environment keys: `*` matches any run of characters (slashes included, so
/// `root/form/*` matches every view under `form`), `?` exactly one; everything else matches
/// itself, case-sensitively.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible {
  public var text: String

  public init(_ text: String) { self.text = text }

  public var description: String { text }

  /// Whether `name` matches the whole pattern.
  ///
  /// - Complexity: O(*p* × *n*) in the worst case (greedy matching with one backtrack point
  ///   per star); names and patterns are short.
  public func matches(_ name: String) -> Bool {
    let pattern = Array(text.unicodeScalars)
    let name = Array(name.unicodeScalars)
    var (p, n) = (0, 0)
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let star {
        // Let the last star swallow one more character and retry from there.
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Whether the pattern names an environment key: equal to it, a leading part of it
  /// (`iphone-se-2nd-gen` or `iphone-se-2nd-gen/landscape` select
  /// `iphone-se-2nd-gen/landscape/keyboard-shown`), or with wildcards the whole key
  /// (`*/landscape/*`). The same rule as the CLI's `--env` filters.
  public func matchesEnvironment(_ key: String) -> Bool {
    if text.contains("*") || text.contains("?") { return matches(key) }
    return key == text || key.hasPrefix(text.hasSuffix("/") ? text : text + "/")
  }

  /// Whether the pattern names a view: a pattern with a `/` is matched against the view's
  /// path (`root/scroll/*`), any other against its id (`email`, `field?`).
  public func matchesView(id: String, path: String?) -> Bool {
    if text.contains("/") { return path.map(matches) ?? false }
    return matches(id)
  }
}
