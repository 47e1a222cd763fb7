import Cassowary
import TextFormats

/// A constraint or edit strength as written in a script: `required`, `strong`, `medium`, `weak`
/// or a raw kiwi strength such as `1250`.
///
/// kiwi weighs every non-required constraint on one scale (`strong` = 1 000 000, `medium` = 1 000,
/// `weak` = 1), while layoutdb's solver uses UIKit's strict priority levels, where no number of
/// lower-level errors outweighs one higher-level error. ``priorityAndWeight`` maps the first onto
/// the second:
///
/// 1. The kiwi value is clipped to [0, required] (required = 1 001 001 000), as kiwi's
///    `strength::clip` does. A value equal to required after clipping is required (priority 1000,
///    weight 1): the keyword, `1001001000` and anything larger all mean required.
/// 2. Otherwise the level is that of the value's largest part, because kiwi builds strengths as
///    `a*1e6 + b*1e3 + c` and the largest part dominates its weighted sum:
///    - at least 1e6: *strong*, priority 750 (`UILayoutPriority.defaultHigh`), weight value/1e6;
///    - at least 1e3: *medium*, priority 500, weight value/1e3;
///    - below 1e3: *weak*, priority 250 (`UILayoutPriority.defaultLow`), weight value.
///
/// So `strong` is priority 750 with weight 1, `999000000` (kiwi's `create(999, 0, 0)`, used for
/// window-size edit variables) is 750 with weight 999, `1250` is 500 with weight 1.25, `100000` is
/// 500 with weight 100, and `0` is 250 with weight 0 (a constraint that costs nothing when broken).
/// The smaller parts of a mixed value survive only as a fraction of the weight: under strict
/// levels they cannot act as a level of their own.
public enum LCSStrength: Hashable, Sendable, CustomStringConvertible {
  case required
  case strong
  case medium
  case weak
  /// A raw kiwi strength (finite; the parser rejects `nan` and `inf`).
  case value(Double)

  /// kiwi's `strength::required`: 1 001 001 000.
  public static let requiredValue: Double = 1_001_001_000

  /// The priority given to kiwi's strong level.
  public static let strongPriority = Priority(750)
  /// The priority given to kiwi's medium level.
  public static let mediumPriority = Priority(500)
  /// The priority given to kiwi's weak level.
  public static let weakPriority = Priority(250)

  /// Parses a STRENGTH token: one of the four names or a decimal number. Returns nil for any other
  /// text, including non-finite numbers.
  public init?(_ text: some StringProtocol) {
    switch text {
    case "required": self = .required
    case "strong": self = .strong
    case "medium": self = .medium
    case "weak": self = .weak
    default:
      guard let number = Double(text), number.isFinite else { return nil }
      self = .value(number)
    }
  }

  /// The strength on kiwi's scale, before clipping.
  public var kiwiValue: Double {
    switch self {
    case .required: Self.requiredValue
    case .strong: 1_000_000
    case .medium: 1_000
    case .weak: 1
    case .value(let value): value
    }
  }

  /// Whether the strength is required after clipping.
  public var isRequired: Bool { min(max(kiwiValue, 0), Self.requiredValue) == Self.requiredValue }

  /// The UIKit priority level and the weight inside that level (see the type's documentation).
  public var priorityAndWeight: (priority: Priority, weight: Double) {
    let clipped = min(max(kiwiValue, 0), Self.requiredValue)
    if clipped == Self.requiredValue { return (.required, 1) }
    if clipped >= 1_000_000 { return (Self.strongPriority, clipped / 1_000_000) }
    if clipped >= 1_000 { return (Self.mediumPriority, clipped / 1_000) }
    return (Self.weakPriority, clipped)
  }

  /// The strength as written in a script.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    case .value(let value): NumberText.format(value)
    }
  }
}
