/// `NSLayoutConstraint`: `first = multiplier × second + constant`, with a relation and a
/// priority. A constraint with no `second` sets a size (`width == 100`).
public struct LayoutConstraint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The largest constant or multiplier a scene may use: a million points is far past any
  /// screen or scrollable content, and frames stay exact in the layout database (whole pixels
  /// of a 3x screen, stored as integers) and in the solver's doubles.
  public static let largestConstant = 1_000_000.0

  public enum Relation: String, Sendable, Hashable, Codable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
  }

  public var first: LayoutAnchor
  public var relation: Relation
  public var second: LayoutAnchor?
  public var multiplier: Double
  public var constant: Double
  /// UIKit's priority, 1…1000 (1000 required).
  public var priority: Double
  /// The constraint's `identifier`, shown in diagnostics.
  public var identifier: String?

  public init(
    _ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
    identifier: String? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }

  /// The same constraint at another priority.
  public func priority(_ value: Double) -> LayoutConstraint {
    var copy = self
    copy.priority = value
    return copy
  }

  /// The same constraint with an identifier.
  public func identifier(_ value: String) -> LayoutConstraint {
    var copy = self
    copy.identifier = value
    return copy
  }

  public var isRequired: Bool { priority >= 1000 }

  /// `email.top == name.bottom + 20 @750`, the anchor notation of scene files.
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(format(multiplier)) * " }
      text += second.description
      if constant != 0 {
        text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))"
      }
    } else {
      text += format(constant)
    }
    if !isRequired { text += " @\(format(priority))" }
    return text
  }
}

// MARK: - Building constraints with operators: `content.width == root.width`

/// `multiplier × anchor + constant`: the right side of a constraint.
public struct AnchorExpression: Sendable {
  public var anchor: LayoutAnchor
  public var multiplier: Double
  public var constant: Double
}

extension LayoutAnchor {
  public static func + (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
  }
  public static func - (lhs: LayoutAnchor, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
  }
  public static func * (lhs: Double, rhs: LayoutAnchor) -> AnchorExpression {
    AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
  }
  public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, rhs)
  }
  public static func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, rhs)
  }
  public static func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, rhs)
  }
  public static func == (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
  }
  public static func <= (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(
      lhs, .lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
  }
  public static func >= (lhs: LayoutAnchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(
      lhs, .greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
  }
  public static func == (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, constant: rhs)
  }
  public static func <= (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, constant: rhs)
  }
  public static func >= (lhs: LayoutAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, constant: rhs)
  }
}

extension AnchorExpression {
  public static func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
  }
  public static func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
    lhs + (-rhs)
  }
}
