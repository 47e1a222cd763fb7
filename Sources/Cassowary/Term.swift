import TextFormats

/// A variable times a coefficient: the `2*y` in `x + 2*y >= 10`.
public struct Term: Sendable, CustomStringConvertible {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `y`, `2*y`, `-y`, `0.5*y`: the way a user writes the term.
  public var description: String {
    switch coefficient {
    case 1: return variable.description
    case -1: return "-" + variable.description
    default: return NumberText.format(coefficient) + "*" + variable.description
    }
  }
}
