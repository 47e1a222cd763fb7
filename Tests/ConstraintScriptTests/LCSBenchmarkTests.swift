import Testing

@testable import ConstraintScript

/// The benchmark protocol's bookkeeping (counts, phases, JSON); never its timings.
@Suite("Benchmark protocol")
struct LCSBenchmarkTests {
  static let workload = """
    lcs 1
    var win.w win.h content.w
    edit win.w 999000000
    edit win.h 999000000
    suggest win.w 375
    suggest win.h 667
    c - required == -32 1 win.w -1 content.w
    c - weak >= -1000 1 content.w
    step win.w 320 win.h 568
    step win.w 1024 win.h 768
    step win.w 375 win.h 667
    """

  @Test("counts variables, constraints, repetitions, calls and steps")
  func counts() throws {
    let benchmark = try LCSBenchmark(LCSScript(parsing: Self.workload, fileName: "dir/tiny.lcs"))
    #expect(benchmark.variableCount == 3)
    #expect(benchmark.constraintCount == 2)
    #expect(benchmark.stepLineCount == 3)
    let result = try benchmark.run(.init(repetitions: 3, updateCalls: 7, minimumSteps: 10))
    #expect(result.file == "tiny.lcs")
    #expect(result.repetitions == 3)
    #expect(result.updateCalls == 7)
    #expect(result.stepCount == 60)  // max(20 × 3 step lines, 10)
    #expect(result.stepCycleMeanMicroseconds != nil)
  }

  @Test("the JSON line has the agreed keys in order")
  func json() throws {
    let benchmark = try LCSBenchmark(LCSScript(parsing: Self.workload, fileName: "tiny.lcs"))
    let line = try benchmark.run(.init(repetitions: 1, updateCalls: 1, minimumSteps: 1)).jsonLine
    let keys = [
      "file", "vars", "constraints", "make_ms", "add_ms", "first_update_us", "update_us",
      "step_median_us", "step_cycle_mean_us", "step_suggest_us", "step_update_us", "repeat",
      "update_calls", "steps",
    ]
    let found = keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
    #expect(found.allSatisfy { $0 != nil })
    #expect(found.compactMap { $0 } == found.compactMap { $0 }.sorted())
    #expect(line.hasPrefix(#"{"file":"tiny.lcs","vars":3,"constraints":2,"make_ms":"#))
    #expect(line.hasSuffix(#","repeat":1,"update_calls":1,"steps":60}"#))
  }

  @Test("a script without steps reports null step figures")
  func noSteps() throws {
    let benchmark = try LCSBenchmark(
      LCSScript(parsing: "lcs 1\nc - required == -1 1 x\n", fileName: "s.lcs"))
    let result = try benchmark.run(.init(repetitions: 1, updateCalls: 1))
    #expect(result.stepCount == 0)
    #expect(result.jsonLine.contains(#""step_cycle_mean_us":null"#))
  }

  @Test("numbers print with three decimals (strings: JSONText.quoted, tested in TextFormats)")
  func formatting() {
    #expect(LCSBenchmarkResult.jsonNumber(2.1) == "2.100")
    #expect(LCSBenchmarkResult.jsonNumber(0.0004) == "0.000")
    #expect(LCSBenchmarkResult.jsonNumber(0.0125) == "0.013")
    #expect(LCSBenchmarkResult.jsonNumber(16_800.25) == "16800.250")
    #expect(LCSBenchmarkResult.jsonNumber(-1.5) == "-1.500")
    #expect(LCSBenchmarkResult.jsonNumber(.nan) == "null")
    #expect(LCSBenchmarkResult.jsonNumber(nil) == "null")
  }

  @Test("test statements and expected errors cannot be benchmarked")
  func unsupported() throws {
    let script = try LCSScript(
      parsing: "lcs 1\nc a required == 0 1 x\nupdate\n", fileName: "u.lcs")
    let expected = LCSBenchmarkError.unsupportedStatement(file: "u.lcs", line: 3, text: "update")
    #expect(throws: expected) { try LCSBenchmark(script) }
  }

  @Test("a refused operation stops the benchmark with the line")
  func solverError() throws {
    let benchmark = try LCSBenchmark(
      LCSScript(
        parsing: "lcs 1\nc - required == -1 1 x\nc - required == -2 1 x\n", fileName: "e.lcs"))
    do {
      _ = try benchmark.run(.init(repetitions: 1, updateCalls: 1))
      Issue.record("expected an error")
    } catch {
      guard case .solverError(let file, let line, let text, let solverError) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "e.lcs" && line == 3 && text == "c - required == -2 1 x")
      #expect(LCSErrorName(solverError) == .unsatisfiableConstraint)
    }
  }
}
