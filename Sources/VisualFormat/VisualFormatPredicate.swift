/// One predicate of a visual format string: `>=50`, `==button2@750`, `8`.
///
/// Apple's grammar: `<predicate>` is `(<relation>)?<objectOfPredicate>(@<priority>)?`. In a
/// view (`[button(>=50)]`) it constrains the view's width (`H:`) or height (`V:`); in a
/// connection (`-(>=8)-`) it constrains the spacing.
public struct VisualFormatPredicate: Sendable, Hashable, CustomStringConvertible {
  /// `<relation>`: `==`, `<=` or `>=`. A predicate without one means `==`.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  /// A number, or a name the syntax alone cannot resolve: a metric (a key of the `metrics`
  /// dictionary) or, as the object of a view's predicate, a view (`[button1(==button2)]`).
  public enum Value: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case name(String)

    /// `8`, `-5`, `padding`.
    public var description: String {
      switch self {
      case .number(let value): VisualFormatNumber.format(value)
      case .name(let name): name
      }
    }
  }

  public var relation: Relation
  /// `<objectOfPredicate>`: a constant (number or metric) or a view name.
  public var object: Value
  /// `@<priority>`; nil for required (1000).
  public var priority: Value?
  /// Where the object begins in the format string (0-based), for messages about its name.
  public var column: Int
  /// Where the priority begins, when there is one.
  public var priorityColumn: Int?

  public init(
    relation: Relation = .equal, object: Value, priority: Value? = nil, column: Int = 0,
    priorityColumn: Int? = nil
  ) {
    self.relation = relation
    self.object = object
    self.priority = priority
    self.column = column
    self.priorityColumn = priorityColumn
  }

  /// `>=8@750`: the relation is always written, so the text reads the same in a view and in a
  /// connection.
  public var description: String {
    var text = relation.rawValue + object.description
    if let priority { text += "@\(priority)" }
    return text
  }

  /// Whether a connection can print this predicate without parentheses (`-8-`, `-gap-`):
  /// Apple's `<simplePredicate>` is a lone metric name or non-negative number.
  var isSimple: Bool {
    guard relation == .equal, priority == nil else { return false }
    switch object {
    case .name: return true
    case .number(let value): return value >= 0
    }
  }
}

/// Numbers printed the way the rest of layoutdb prints them (rounded to 1e-6, integers without
/// a decimal point, `-0` as `0`), re-implemented here because this module imports nothing,
/// and without `rounded()`, which needs libm on Linux.
enum VisualFormatNumber {
  static func format(_ value: Double) -> String {
    // Infinity cannot be written in VFL; 1e999 is how a format string spells it (and what
    // `strtod` turns into infinity), so the printed text parses back to the same value.
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
    let magnitude = value.magnitude
    guard magnitude < 1e12 else { return value.description }
    let micros = UInt64(magnitude * 1_000_000 + 0.5)
    if micros == 0 { return "0" }
    var text = (value < 0 ? "-" : "") + String(micros / 1_000_000)
    let fraction = micros % 1_000_000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 6 - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return text
  }
}
