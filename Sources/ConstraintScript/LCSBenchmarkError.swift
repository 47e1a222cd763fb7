import Cassowary

/// Why a script could not be benchmarked.
public enum LCSBenchmarkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The script uses a statement outside the benchmark subset (`var`, `edit`, `c`, `suggest`,
  /// `step`), or expects an error: benchmarks time operations that succeed.
  case unsupportedStatement(file: String, line: Int, text: String)
  /// The solver refused an operation of the workload.
  case solverError(file: String, line: Int, text: String, SolverError)
  /// `updateVariables()` failed after the workload was added (the first update or the
  /// update-only phase).
  case updateFailed(file: String, SolverError)

  /// `file:line: what failed and why`.
  public var description: String {
    switch self {
    case .unsupportedStatement(let file, let line, let text):
      return "\(file):\(line): '\(text)' cannot be benchmarked: workloads use only var, edit, c, "
        + "suggest and step, without '! ERROR' (run test scripts with lcs-test)"
    case .solverError(let file, let line, let text, let error):
      return "\(file):\(line): '\(text)' failed: \(error)"
    case .updateFailed(let file, let error):
      return "\(file): updateVariables() after adding the workload failed: \(error)"
    }
  }
}
