import Cassowary

/// Times a workload script with the benchmark protocol of Documentation/ConstraintScripts.md,
/// the one kiwi's figures in the shared benchmark folder's README were measured with:
///
/// 1. *make*: build every variable and constraint object;
/// 2. *add all*: run every statement except `step` in file order on a fresh solver;
/// 3. *first update*: one `updateVariables()`;
/// 4. *update only*: `updateVariables()` again and again with nothing changed (per-call median);
/// 5. *steps*: apply `step[i mod S]` for i in 0..<N, N = max(20 × S, 200), timing the
///    suggestions and the update separately; report the per-step median and the *cycle mean*
///    (the mean over the S step lines of each line's median, so that every device size counts
///    the same).
///
/// Phases 1–3 repeat ``Options/repetitions`` times with fresh objects and a fresh solver and
/// report medians; phases 4–5 run on the last repetition's solver.
///
/// The largest workloads take seconds per operation on a slow solver, so each phase stops early
/// once it has used ``Options/phaseBudget`` — after at least one repetition, one update and one
/// full cycle of steps. The result says how many of each ran.
public struct LCSBenchmark: Sendable {
  /// How much to measure.
  public struct Options: Hashable, Sendable {
    /// Repetitions of make, add all and first update.
    public var repetitions: Int
    /// Calls in the update-only phase.
    public var updateCalls: Int
    /// The least number of steps, however few step lines there are.
    public var minimumSteps: Int
    /// Steps per step line (N = max(cyclesPerStepLine × S, minimumSteps)).
    public var cyclesPerStepLine: Int
    /// The time after which a phase stops early.
    public var phaseBudget: Duration

    /// The protocol as Documentation/ConstraintScripts.md states it, with a 20-second budget per phase.
    public init(
      repetitions: Int = 5, updateCalls: Int = 200, minimumSteps: Int = 200,
      cyclesPerStepLine: Int = 20, phaseBudget: Duration = .seconds(20)
    ) {
      self.repetitions = repetitions
      self.updateCalls = updateCalls
      self.minimumSteps = minimumSteps
      self.cyclesPerStepLine = cyclesPerStepLine
      self.phaseBudget = phaseBudget
    }
  }

  /// A statement of the add-all phase, with its operands resolved to indices so that the timed
  /// loop does no lookups.
  enum Operation: Sendable {
    case addEditVariable(variable: Int, Priority, weight: Double)
    case add(constraint: Int)
    case suggestValue(variable: Int, Double)
  }

  /// A `c` statement with its variables resolved to indices.
  struct ConstraintShape: Sendable {
    var terms: [(coefficient: Double, variable: Int)]
    var constant: Double
    var relation: Relation
    var priority: Priority
    var weight: Double
  }

  let fileName: String
  let variableNames: [String]
  let constraints: [ConstraintShape]
  /// The add-all statements with their line and text, for error messages.
  let operations: [(operation: Operation, line: Int, text: String)]
  let steps: [(suggestions: [(variable: Int, value: Double)], line: Int, text: String)]

  /// Prepares a workload script for timing.
  /// - Throws: ``LCSBenchmarkError/unsupportedStatement(file:line:text:)`` for statements other
  ///   than `var`, `edit`, `c`, `suggest` and `step`, or for one that expects an error.
  public init(_ script: LCSScript) throws(LCSBenchmarkError) {
    var names: [String] = []
    var indices: [String: Int] = [:]
    func index(_ name: String) -> Int {
      if let index = indices[name] { return index }
      indices[name] = names.count
      names.append(name)
      return names.count - 1
    }
    var constraints: [ConstraintShape] = []
    var operations: [(operation: Operation, line: Int, text: String)] = []
    var steps: [(suggestions: [(variable: Int, value: Double)], line: Int, text: String)] = []
    let file = script.fileName
    for statement in script.statements {
      guard statement.expectedError == nil else {
        throw .unsupportedStatement(file: file, line: statement.line, text: statement.text)
      }
      let operation: Operation
      switch statement.operation {
      case .declareVariables(let declared):
        for name in declared { _ = index(name) }
        continue
      case .addEditVariable(let name, let strength):
        let (priority, weight) = strength.priorityAndWeight
        operation = .addEditVariable(variable: index(name), priority, weight: weight)
      case .addNewConstraint(let spec):
        let (priority, weight) = spec.strength.priorityAndWeight
        constraints.append(
          ConstraintShape(
            terms: spec.terms.map { ($0.coefficient, index($0.variable)) },
            constant: spec.constant, relation: spec.relation, priority: priority, weight: weight))
        operation = .add(constraint: constraints.count - 1)
      case .suggestValue(let name, let value):
        operation = .suggestValue(variable: index(name), value)
      case .step(let suggestions):
        steps.append(
          (suggestions.map { (index($0.variable), $0.value) }, statement.line, statement.text))
        continue
      default:
        throw .unsupportedStatement(file: file, line: statement.line, text: statement.text)
      }
      operations.append((operation, statement.line, statement.text))
    }
    self.fileName = file
    self.variableNames = names
    self.constraints = constraints
    self.operations = operations
    self.steps = steps
  }

  /// The number of distinct variables the script names.
  public var variableCount: Int { variableNames.count }
  /// The number of `c` statements.
  public var constraintCount: Int { constraints.count }
  /// The number of `step` statements.
  public var stepLineCount: Int { steps.count }

  /// Runs the protocol.
  /// - Throws: ``LCSBenchmarkError/solverError(file:line:text:_:)`` when the solver refuses an
  ///   operation (the workload is then not meaningful to time), or
  ///   ``LCSBenchmarkError/updateFailed(file:_:)``.
  public func run(_ options: Options = Options()) throws(LCSBenchmarkError) -> LCSBenchmarkResult {
    let clock = ContinuousClock()

    // 1–3: make, add all, first update, on fresh objects each time.
    var makeTimes: [Double] = []
    var addTimes: [Double] = []
    var firstUpdateTimes: [Double] = []
    var solver = Solver()
    var variables: [Variable] = []
    let phaseStart = clock.now
    repeat {
      // Drop the previous repetition's objects before the clock starts.
      solver = Solver()
      variables = []
      var start = clock.now
      variables = makeVariables()
      let constraintObjects = makeConstraints(variables)
      makeTimes.append(start.duration(to: clock.now).milliseconds)

      start = clock.now
      try addAll(to: &solver, variables, constraintObjects)
      addTimes.append(start.duration(to: clock.now).milliseconds)

      start = clock.now
      try update(&solver)
      firstUpdateTimes.append(start.duration(to: clock.now).microseconds)
    } while makeTimes.count < max(options.repetitions, 1)
      && phaseStart.duration(to: clock.now) < options.phaseBudget

    // 4: update only.
    var updateTimes: [Double] = []
    let updateStart = clock.now
    repeat {
      let start = clock.now
      try update(&solver)
      updateTimes.append(start.duration(to: clock.now).microseconds)
    } while updateTimes.count < max(options.updateCalls, 1)
      && updateStart.duration(to: clock.now) < options.phaseBudget

    // 5: steps.
    let stepFigures = try runSteps(on: &solver, variables, options, clock)

    return LCSBenchmarkResult(
      file: fileName.split(separator: "/").last.map(String.init) ?? fileName,
      variableCount: variableCount, constraintCount: constraintCount,
      repetitions: makeTimes.count, makeMilliseconds: Self.median(makeTimes),
      addMilliseconds: Self.median(addTimes),
      firstUpdateMicroseconds: Self.median(firstUpdateTimes),
      updateMicroseconds: Self.median(updateTimes), updateCalls: updateTimes.count,
      stepCount: stepFigures.count, stepMedianMicroseconds: stepFigures.median,
      stepCycleMeanMicroseconds: stepFigures.cycleMean,
      stepSuggestMicroseconds: stepFigures.suggest, stepUpdateMicroseconds: stepFigures.update)
  }

  /// `updateVariables()`, outside any statement of the script.
  func update(_ solver: inout Solver) throws(LCSBenchmarkError) {
    do {
      try solver.updateVariables()
    } catch {
      throw .updateFailed(file: fileName, error)
    }
  }

  func makeVariables() -> [Variable] {
    variableNames.map { Variable($0) }
  }

  func makeConstraints(_ variables: [Variable]) -> [Constraint] {
    constraints.map { shape in
      Constraint(
        LinearExpression(
          shape.terms.map { Term(variables[$0.variable], $0.coefficient) },
          constant: shape.constant),
        shape.relation, priority: shape.priority, weight: shape.weight)
    }
  }

  func addAll(
    to solver: inout Solver, _ variables: [Variable], _ constraintObjects: [Constraint]
  ) throws(LCSBenchmarkError) {
    for (operation, line, text) in operations {
      do {
        switch operation {
        case .addEditVariable(let variable, let priority, let weight):
          try solver.addEditVariable(variables[variable], priority: priority, weight: weight)
        case .add(let constraint):
          try solver.add(constraintObjects[constraint])
        case .suggestValue(let variable, let value):
          try solver.suggestValue(value, for: variables[variable])
        }
      } catch {
        throw .solverError(file: fileName, line: line, text: text, error)
      }
    }
  }

  func runSteps(
    on solver: inout Solver, _ variables: [Variable], _ options: Options, _ clock: ContinuousClock
  ) throws(LCSBenchmarkError)
    -> (count: Int, median: Double?, cycleMean: Double?, suggest: Double?, update: Double?)
  {
    guard !steps.isEmpty else { return (0, nil, nil, nil, nil) }
    let stepTarget = max(options.cyclesPerStepLine * steps.count, options.minimumSteps)
    var totals: [Double] = []
    var suggestTimes: [Double] = []
    var updateTimes: [Double] = []
    var totalsByLine = [[Double]](repeating: [], count: steps.count)
    let resolved = steps.map { step in
      (step.suggestions.map { (variables[$0.variable], $0.value) }, step.line, step.text)
    }
    let phaseStart = clock.now
    var index = 0
    repeat {
      let (suggestions, line, text) = resolved[index % resolved.count]
      let start: ContinuousClock.Instant
      let suggested: ContinuousClock.Instant
      do {
        start = clock.now
        for (variable, value) in suggestions { try solver.suggestValue(value, for: variable) }
        suggested = clock.now
        try solver.updateVariables()
      } catch {
        throw .solverError(file: fileName, line: line, text: text, error)
      }
      let end = clock.now
      let total = start.duration(to: end).microseconds
      totals.append(total)
      suggestTimes.append(start.duration(to: suggested).microseconds)
      updateTimes.append(suggested.duration(to: end).microseconds)
      totalsByLine[index % resolved.count].append(total)
      index += 1
    } while index < stepTarget
      && (index < resolved.count || phaseStart.duration(to: clock.now) < options.phaseBudget)
    let lineMedians = totalsByLine.map(Self.median)
    return (
      index, Self.median(totals), lineMedians.reduce(0, +) / Double(lineMedians.count),
      Self.median(suggestTimes), Self.median(updateTimes)
    )
  }

  /// The middle value (the mean of the two middle values for an even count); 0 for none.
  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

extension Duration {
  fileprivate var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
  fileprivate var milliseconds: Double { inSeconds * 1e3 }
  fileprivate var microseconds: Double { inSeconds * 1e6 }
}
