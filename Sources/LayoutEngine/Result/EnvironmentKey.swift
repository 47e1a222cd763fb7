/// The stable, human-readable name of an environment, as the database stores it and `--env`
/// filters match it: `iphone-se-2nd-gen/landscape/keyboard-shown`, plus `/right-to-left` and
/// `/text-<category>` when not the defaults (left to right, `large`).
///
/// Baselines are kept per key rather than per environment row, so a device catalog update that
/// changes a keyboard height keeps the baseline (and shows up as drift).
public struct EnvironmentKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// The key of an environment.
  public init(_ environment: Environment) {
    var parts = [
      environment.deviceID, environment.orientation.rawValue,
      "keyboard-\(environment.keyboard.rawValue)",
    ]
    if environment.direction == .rightToLeft { parts.append("right-to-left") }
    if environment.contentSizeCategory != "large" {
      parts.append("text-\(environment.contentSizeCategory)")
    }
    rawValue = parts.joined(separator: "/")
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether a filter written by a person selects this key. A filter matches a key equal to it,
  /// a key it is a leading part of (`iphone-se-2nd-gen` and `iphone-se-2nd-gen/landscape` match
  /// `iphone-se-2nd-gen/landscape/keyboard-shown`), or, with `*` and `?` wildcards, the whole
  /// key (`*/landscape/*`, `iphone-16*`). `--env` options and diff ignore rules use this rule.
  public func matches(_ filter: String) -> Bool {
    if filter.contains("*") || filter.contains("?") { return Wildcard.matches(filter, rawValue) }
    return rawValue == filter || rawValue.hasPrefix(filter.hasSuffix("/") ? filter : filter + "/")
  }
}

extension Environment {
  /// The environment's stable name (see ``EnvironmentKey``).
  public var key: EnvironmentKey { EnvironmentKey(self) }
}
