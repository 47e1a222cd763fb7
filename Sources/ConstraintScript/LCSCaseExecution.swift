import Cassowary
import TextFormats

/// Why a test case stopped: a message naming the line, e.g. `line 12: expect x 10: got 9.5`.
struct LCSCaseFailure: Error {
  var message: String

  init(_ statement: LCSStatement, _ problem: String) {
    message = "line \(statement.line): \(statement.text): \(problem)"
  }

  init(message: String) {
    self.message = message
  }
}

/// The state of one running test case: its solver, its variables by name and its labels.
struct LCSCaseExecution {
  var solver = Solver()
  var variables: [String: Variable] = [:]
  var labels: [String: Constraint] = [:]
  /// Required constraints that were added, with the line that added them, for the final check of
  /// a workload. (A constraint added twice is checked once: see ``checkRequiredConstraints()``.)
  var addedRequired: [(constraint: Constraint, line: Int)] = []

  /// The variable with this name, created (at 0) on first use. The format makes `var` optional
  /// everywhere, assertions included: `expect x 0` on a fresh case asks what an unsolved
  /// variable reads. (Labels, in contrast, must be defined before use.)
  mutating func variable(_ name: String) -> Variable {
    if let variable = variables[name] { return variable }
    let variable = Variable(name)
    variables[name] = variable
    return variable
  }

  func constraint(_ label: String, in statement: LCSStatement) throws(LCSCaseFailure)
    -> Constraint
  {
    guard let constraint = labels[label] else {
      throw LCSCaseFailure(
        statement, "unknown label '\(label)' (define it with 'c' or 'new' first)")
    }
    return constraint
  }

  func value(_ variable: Variable) -> Double { solver.value(of: variable) }

  // MARK: Statements

  mutating func execute(_ statement: LCSStatement) throws(LCSCaseFailure) {
    switch statement.operation {
    case .declareVariables(let names):
      for name in names { _ = variable(name) }
    case .addEditVariable(let name, let strength):
      let variable = variable(name)
      let (priority, weight) = strength.priorityAndWeight
      try perform(statement) { (solver) throws(SolverError) in
        try solver.addEditVariable(variable, priority: priority, weight: weight)
      }
    case .addNewConstraint(let spec):
      let constraint = makeConstraint(spec)
      try add(constraint, statement)
    case .makeConstraint(let spec):
      _ = makeConstraint(spec)
    case .suggestValue(let name, let value):
      let variable = variable(name)
      try perform(statement) { (solver) throws(SolverError) in
        try solver.suggestValue(value, for: variable)
      }
    case .step(let suggestions):
      let pairs = suggestions.map { (variable($0.variable), $0.value) }
      try perform(statement) { (solver) throws(SolverError) in
        for (variable, value) in pairs { try solver.suggestValue(value, for: variable) }
        try solver.updateVariables()
      }
    case .beginTest:
      // Test cases are split before they run; a `test` inside a case cannot happen.
      break
    case .addConstraint(let label):
      try add(try constraint(label, in: statement), statement)
    case .removeConstraint(let label):
      let constraint = try constraint(label, in: statement)
      try perform(statement) { (solver) throws(SolverError) in try solver.remove(constraint) }
    case .removeEditVariable(let name):
      let variable = variable(name)
      try perform(statement) { (solver) throws(SolverError) in
        try solver.removeEditVariable(variable)
      }
    case .updateVariables:
      try perform(statement) { (solver) throws(SolverError) in try solver.updateVariables() }
    case .reset:
      try perform(statement) { $0.reset() }
    case .expectValue(let name, let expected, let tolerance):
      let actual = value(variable(name))
      guard abs(actual - expected) <= tolerance else {
        throw LCSCaseFailure(statement, "got \(Self.format(actual))")
      }
    case .expectComparison(let name, let relation, let bound):
      let actual = value(variable(name))
      let slack = 1e-9
      let holds =
        switch relation {
        case .lessThanOrEqual: actual <= bound + slack
        case .equal: abs(actual - bound) <= slack
        case .greaterThanOrEqual: actual >= bound - slack
        }
      guard holds else { throw LCSCaseFailure(statement, "got \(Self.format(actual))") }
    case .expectExpression(let label, let expected, let tolerance):
      let constraint = try constraint(label, in: statement)
      let actual = constraint.expression.value(value)
      guard abs(actual - expected) <= tolerance else {
        throw LCSCaseFailure(statement, "got \(Self.format(actual))")
      }
    case .expectHasConstraint(let label, let expected):
      let actual = solver.contains(try constraint(label, in: statement))
      guard actual == expected else { throw LCSCaseFailure(statement, "got \(actual)") }
    case .expectHasEditVariable(let name, let expected):
      let actual = solver.hasEditVariable(variable(name))
      guard actual == expected else { throw LCSCaseFailure(statement, "got \(actual)") }
    case .expectViolated(let label, let expected):
      let actual = try constraint(label, in: statement).isViolated(value)
      guard actual == expected else { throw LCSCaseFailure(statement, "got \(actual)") }
    }
  }

  /// Builds a `c`/`new` constraint over this case's variables and binds its label. A label
  /// written twice names the newer constraint from then on.
  mutating func makeConstraint(_ spec: LCSConstraintSpec) -> Constraint {
    var variables = self.variables
    let constraint = spec.makeConstraint { name in
      if let variable = variables[name] { return variable }
      let variable = Variable(name)
      variables[name] = variable
      return variable
    }
    self.variables = variables
    if let label = spec.label { labels[label] = constraint }
    return constraint
  }

  mutating func add(_ constraint: Constraint, _ statement: LCSStatement) throws(LCSCaseFailure) {
    try perform(statement) { (solver) throws(SolverError) in try solver.add(constraint) }
    if constraint.priority.isRequired { addedRequired.append((constraint, statement.line)) }
  }

  /// Runs a solver operation and compares its outcome with the statement's `! ERROR`, if any.
  mutating func perform(
    _ statement: LCSStatement, _ operation: (inout Solver) throws(SolverError) -> Void
  ) throws(LCSCaseFailure) {
    do {
      try operation(&solver)
    } catch {
      let name = LCSErrorName(error)
      guard let expected = statement.expectedError else {
        let kind = name.map { "unexpected \($0)" } ?? "unexpected error"
        throw LCSCaseFailure(statement, "\(kind): \(Self.format(error))")
      }
      guard name == expected else {
        let kind = name.map(\.rawValue) ?? "an error kiwi has no name for"
        throw LCSCaseFailure(
          statement, "expected \(expected), got \(kind): \(Self.format(error))")
      }
      return
    }
    if let expected = statement.expectedError {
      throw LCSCaseFailure(statement, "expected \(expected), got success")
    }
  }

  // MARK: Workload check

  /// Updates, then checks that every required constraint still in the solver holds to within
  /// 1e-6 × max(1, |largest term|): scaling by the largest term allows for the rounding of sums
  /// of large values (a 4000-point-tall chain), while small layouts are held to 1e-6.
  mutating func checkRequiredConstraints() throws(LCSCaseFailure) {
    do {
      try solver.updateVariables()
    } catch {
      let kind = LCSErrorName(error).map { "unexpected \($0)" } ?? "unexpected error"
      throw LCSCaseFailure(message: "final update: \(kind): \(Self.format(error))")
    }
    var checked: Set<Constraint> = []
    for (constraint, line) in addedRequired
    where solver.contains(constraint) && checked.insert(constraint).inserted {
      let expression = constraint.expression
      var largest = abs(expression.constant)
      for term in expression.terms {
        largest = max(largest, abs(term.coefficient * value(term.variable)))
      }
      let tolerance = 1e-6 * max(1, largest)
      let residual = expression.value(value)
      let holds =
        switch constraint.relation {
        case .lessThanOrEqual: residual <= tolerance
        case .equal: abs(residual) <= tolerance
        case .greaterThanOrEqual: residual >= -tolerance
        }
      guard holds else {
        throw LCSCaseFailure(
          message: "line \(line): required constraint '\(constraint)' does not hold after the "
            + "final update: left side minus right side is \(Self.format(residual)) "
            + "(tolerance \(Self.format(tolerance)))")
      }
    }
  }

  // MARK: Formatting

  /// A number as layoutdb prints it (``Cassowary/NumberText``), unless that rounding hides a
  /// difference a tolerance cares about: `10.0000004` must not print as `10`.
  static func format(_ value: Double) -> String {
    let text = NumberText.format(value)
    guard value.isFinite, let shown = Double(text) else { return text }
    return abs(shown - value) <= 1e-12 * max(1, abs(value)) ? text : String(value)
  }

  /// A solver error on one line: its description with line breaks turned into `; `.
  static func format(_ error: SolverError) -> String {
    error.description.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .filter { !$0.isEmpty }
      .joined(separator: "; ")
  }
}
