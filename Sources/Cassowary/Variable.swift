/// An unknown of a constraint system, such as the `x` of a view's frame.
///
/// Variables have identity, as in kiwi: two variables with the same name are two different
/// unknowns (key a dictionary by ``id``). A variable holds no value of its own; a ``Solver``
/// reports the value it assigned (see ``Solver/value(of:)``), so one variable can take part in
/// several solvers.
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``, as on paper,
/// and never has to compete with a `Bool` comparison.
public final class Variable: Identifiable, Sendable, CustomStringConvertible {
  /// The name used when the variable is printed; need not be unique.
  public let name: String

  /// Creates a variable; `name` is only used for printing.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The name, or `_` for an unnamed variable.
  public var description: String { name.isEmpty ? "_" : name }
}
