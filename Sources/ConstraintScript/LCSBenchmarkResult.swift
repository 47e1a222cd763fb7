import TextFormats

/// The figures of one benchmark run (see ``LCSBenchmark``); times are medians unless said.
public struct LCSBenchmarkResult: Hashable, Sendable {
  /// The script's file name without directories, e.g. `chain_100.lcs`.
  public var file: String
  /// The number of distinct variable names in the script.
  public var variableCount: Int
  /// The number of `c` statements.
  public var constraintCount: Int
  /// How many times make, add all and first update ran (fewer than asked when over budget).
  public var repetitions: Int
  /// Building every variable and constraint object.
  public var makeMilliseconds: Double
  /// Running every statement except `step` on a fresh solver.
  public var addMilliseconds: Double
  /// The first `updateVariables()` after adding.
  public var firstUpdateMicroseconds: Double
  /// One `updateVariables()` with nothing changed, per call.
  public var updateMicroseconds: Double
  /// How many update-only calls ran (fewer than asked when over budget).
  public var updateCalls: Int
  /// How many steps ran (0 when the script has no `step`).
  public var stepCount: Int
  /// The per-step median (suggestions plus update); nil without steps.
  public var stepMedianMicroseconds: Double?
  /// The mean over the step lines of each line's median: every device size weighs the same. This
  /// is the figure to compare with kiwi's.
  public var stepCycleMeanMicroseconds: Double?
  /// The median of the suggestion part of a step.
  public var stepSuggestMicroseconds: Double?
  /// The median of the update part of a step.
  public var stepUpdateMicroseconds: Double?

  /// Collects figures measured elsewhere (``LCSBenchmark/run(_:)`` makes these).
  public init(
    file: String, variableCount: Int, constraintCount: Int, repetitions: Int,
    makeMilliseconds: Double, addMilliseconds: Double, firstUpdateMicroseconds: Double,
    updateMicroseconds: Double, updateCalls: Int, stepCount: Int,
    stepMedianMicroseconds: Double?, stepCycleMeanMicroseconds: Double?,
    stepSuggestMicroseconds: Double?, stepUpdateMicroseconds: Double?
  ) {
    self.file = file
    self.variableCount = variableCount
    self.constraintCount = constraintCount
    self.repetitions = repetitions
    self.makeMilliseconds = makeMilliseconds
    self.addMilliseconds = addMilliseconds
    self.firstUpdateMicroseconds = firstUpdateMicroseconds
    self.updateMicroseconds = updateMicroseconds
    self.updateCalls = updateCalls
    self.stepCount = stepCount
    self.stepMedianMicroseconds = stepMedianMicroseconds
    self.stepCycleMeanMicroseconds = stepCycleMeanMicroseconds
    self.stepSuggestMicroseconds = stepSuggestMicroseconds
    self.stepUpdateMicroseconds = stepUpdateMicroseconds
  }

  /// One line of JSON with fixed keys, times to 3 decimals (nanoseconds for the µs figures) and
  /// `null` for step figures of a script without steps:
  /// `{"file":"enaml.lcs","vars":37,"constraints":111,"make_ms":…,"add_ms":…, …}`.
  public var jsonLine: String {
    let fields: [(String, String)] = [
      ("file", JSONText.quoted(file)),
      ("vars", String(variableCount)),
      ("constraints", String(constraintCount)),
      ("make_ms", Self.jsonNumber(makeMilliseconds)),
      ("add_ms", Self.jsonNumber(addMilliseconds)),
      ("first_update_us", Self.jsonNumber(firstUpdateMicroseconds)),
      ("update_us", Self.jsonNumber(updateMicroseconds)),
      ("step_median_us", Self.jsonNumber(stepMedianMicroseconds)),
      ("step_cycle_mean_us", Self.jsonNumber(stepCycleMeanMicroseconds)),
      ("step_suggest_us", Self.jsonNumber(stepSuggestMicroseconds)),
      ("step_update_us", Self.jsonNumber(stepUpdateMicroseconds)),
      ("repeat", String(repetitions)),
      ("update_calls", String(updateCalls)),
      ("steps", String(stepCount)),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A number with exactly three decimals (JSON has no NaN or infinity: those become `null`).
  static func jsonNumber(_ value: Double?) -> String {
    guard let value, value.isFinite, abs(value) < 9e15 else { return "null" }
    let thousandths = Int64((value * 1000).rounded())
    let magnitude = thousandths.magnitude
    let fraction = String(magnitude % 1000)
    let sign = thousandths < 0 ? "-" : ""
    return "\(sign)\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count)
      + fraction
  }
}
