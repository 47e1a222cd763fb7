import TextFormats

/// A sum of terms plus a constant: `x + 2*y - 10`.
///
/// Terms are kept as written (a variable may appear more than once); the solver sums the
/// coefficients of a variable when it reads the expression.
public struct LinearExpression: Sendable, CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(_ term: Term) {
    self.init([term])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The value of the expression when each variable takes the value `valueOf` gives it.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * valueOf(term.variable) }
    return sum
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// `x + 2*y - 10`; `0` for an empty expression.
  public var description: String {
    var text = ""
    for term in terms {
      text += Self.joined(
        text, sign: term.coefficient < 0,
        magnitude: Term(term.variable, abs(term.coefficient)).description)
    }
    if constant != 0 || text.isEmpty {
      if text.isEmpty { return NumberText.format(constant) }
      text += Self.joined(text, sign: constant < 0, magnitude: NumberText.format(abs(constant)))
    }
    return text
  }

  private static func joined(_ text: String, sign isNegative: Bool, magnitude: String) -> String {
    if text.isEmpty { return isNegative ? "-" + magnitude : magnitude }
    return (isNegative ? " - " : " + ") + magnitude
  }
}
