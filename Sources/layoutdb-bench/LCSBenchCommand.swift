import ConstraintScript
import Foundation

/// `layoutdb-bench lcs FILE... [--repeat N] [--budget SECONDS]`: one JSON line per workload.
enum LCSBenchCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let (paths, options) = try ScriptFiles.parseArguments(
      arguments, options: ["--repeat", "--budget"])
    var benchmarkOptions = LCSBenchmark.Options()
    if let text = options["--repeat"] {
      guard let repetitions = Int(text), repetitions >= 1 else {
        throw UsageError("--repeat expects a whole number of 1 or more, found '\(text)'")
      }
      benchmarkOptions.repetitions = repetitions
    }
    if let text = options["--budget"] {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        throw UsageError("--budget expects a number of seconds above 0, found '\(text)'")
      }
      benchmarkOptions.phaseBudget = .milliseconds(Int64((seconds * 1000).rounded()))
    }
    guard let scripts = ScriptFiles.load(paths) else { return 2 }
    // Check every file before timing any, so a bad file fails in a second, not after minutes.
    var benchmarks: [LCSBenchmark] = []
    for script in scripts {
      do {
        benchmarks.append(try LCSBenchmark(script))
      } catch {
        BenchCommandLine.printError(error.description)
        return 2
      }
    }
    var status: Int32 = 0
    for benchmark in benchmarks {
      do {
        let result = try benchmark.run(benchmarkOptions)
        print(result.jsonLine)
        fflush(nil)  // show each line as soon as it is known, also through a pipe
      } catch {
        BenchCommandLine.printError(error.description)
        status = 1
      }
    }
    return status
  }
}
