/// How a constraint relates its expression to zero (kiwi's `RelationalOperator`).
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
