import TextFormats

/// UIKit's layout priority: a number from 1 to 1000, where 1000 is required.
///
/// Unlike kiwi's three strengths, priorities are *strict levels*: the solver satisfies
/// constraints in priority order, highest first, as Apple documents for Auto Layout
/// ("Auto Layout Guide: Anatomy of a Constraint" — "the system attempts to satisfy all
/// required constraints, then it satisfies optional constraints in priority order"). A single
/// constraint at 751 wins against any number of conflicting constraints at 750. Inside one
/// level, errors are weighed by their size (times the constraint's `weight`).
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The priority's number, 1...1000 for a valid priority.
  public var value: Double

  public init(_ value: Double) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Double(value) }
  public init(floatLiteral value: Double) { self.value = value }

  /// 1000: the constraint must hold (`UILayoutPriority.required`).
  public static let required = Priority(1000)
  /// 750 (`UILayoutPriority.defaultHigh`): the default compression resistance.
  public static let defaultHigh = Priority(750)
  /// 250 (`UILayoutPriority.defaultLow`): the default content hugging.
  public static let defaultLow = Priority(250)
  /// 50 (`UILayoutPriority.fittingSizeLevel`).
  public static let fittingSizeLevel = Priority(50)

  /// Whether this is the required priority (1000).
  public var isRequired: Bool { value >= 1000 }

  /// Whether the solver accepts this priority: a finite number from 1 to 1000.
  public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  public var description: String { NumberText.format(value) }
}
