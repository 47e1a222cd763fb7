/// The stable, human-readable name of an environment, as the database stores it and `--env`
/// filters match it: `iphone-se-2nd-gen/landscape/keyboard-shown`, plus `/right-to-left` and
/// `/text-<category>` when not the defaults (left to right, `large`).
///
/// Baselines are kept per key rather than per environment row, so a device catalog update that
/// changes a keyboard height keeps the baseline (and shows up as drift).
public struct EnvironmentKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// The key of an environment.
  public init(_ environment: Environment) {
    rawValue = environment.nameParts(
      device: environment.deviceID, keyboard: "keyboard-", textSize: "text-"
    ).joined(separator: "/")
  }

  public var description: String { rawValue }

  /// Encoded as the key's text (`"iphone-se-2nd-gen/portrait/keyboard-hidden"`), as files and
  /// JSON outputs have always written environment keys.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

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

  /// What tells environments apart, in the order their names say it: the device, the
  /// orientation, the keyboard, then right to left and the text size only when they are not
  /// UIKit's defaults (left to right, `large`, the default `UIContentSizeCategory`). Keys
  /// (``EnvironmentKey``) and sentences both name environments from these parts, so they
  /// always tell the same environments apart.
  ///
  /// - Parameters:
  ///   - device: the device as this name says it (its id, or its marketing name).
  ///   - keyboard: the text before the keyboard state (`keyboard-`).
  ///   - textSize: the text before the content size category (`text-`).
  public func nameParts(device: String, keyboard: String, textSize: String) -> [String] {
    var parts = [device, orientation.rawValue, keyboard + self.keyboard.rawValue]
    if direction == .rightToLeft { parts.append("right-to-left") }
    if contentSizeCategory != "large" { parts.append(textSize + contentSizeCategory) }
    return parts
  }
}
