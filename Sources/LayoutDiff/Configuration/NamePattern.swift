import LayoutEngine

/// A name with `*` and `?` wildcards, as ignore rules write scene names, view ids and paths
/// and environment keys: `*` matches any run of characters (slashes included, so
/// `root/form/*` matches every view under `form`), `?` exactly one; everything else matches
/// itself, case-sensitively.
public struct NamePattern: Sendable, Hashable, Codable, CustomStringConvertible {
  public var text: String

  public init(_ text: String) { self.text = text }

  public var description: String { text }

  /// Whether `name` matches the whole pattern (``Wildcard`` rules).
  public func matches(_ name: String) -> Bool { Wildcard.matches(text, name) }

  /// Whether the pattern names an environment key: equal to it, a leading part of it
  /// (`iphone-se-2nd-gen` or `iphone-se-2nd-gen/landscape` select
  /// `iphone-se-2nd-gen/landscape/keyboard-shown`), or with wildcards the whole key
  /// (`*/landscape/*`). The same rule as the CLI's `--env` filters.
  public func matchesEnvironment(_ key: EnvironmentKey) -> Bool {
    key.matches(text)
  }

  /// Whether the pattern names a view: a pattern with a `/` is matched against the view's
  /// path (`root/scroll/*`), any other against its id (`email`, `field?`).
  public func matchesView(id: String, path: String?) -> Bool {
    if text.contains("/") { return path.map(matches) ?? false }
    return matches(id)
  }
}
