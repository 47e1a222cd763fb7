import Foundation

/// The argument dispatcher: the first argument names a subcommand, which parses the rest.
///
/// Hand-written rather than built on swift-argument-parser so that the benchmark executable
/// depends on nothing but the libraries it measures. Exit codes are part of the interface:
/// 0 success, 1 a test failed or the solver refused a workload, 2 bad usage or bad input.
enum BenchCommandLine {
  /// A subcommand: its name, a one-line synopsis for the usage text, and what runs it.
  struct Subcommand: Sendable {
    var name: String
    var synopsis: String
    var abstract: [String]
    var run: @Sendable ([String]) throws(UsageError) -> Int32
  }

  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "suite",
      synopsis:
        "suite [--workloads DIR] [--kiwi CHECKOUT] [--sizes N,N,...] [--budget S] [--smoke]",
      abstract: [
        "Every figure with its ratio to the committed one: the shared solver workloads (add all",
        "+ first update, resize step) beside kiwi's, the seed form's first layout and further",
        "environments, stacked rows and label chains at 1000,5000,20000 views (build + first",
        "layout per view, growth from the smallest size).",
        "--workloads DIR    the \"lcs 1\" workloads (default ../shared/bench/workloads)",
        "--kiwi CHECKOUT    a kiwi checkout (kiwi/kiwi.h): time kiwi on the same files, same run",
        "--sizes N,N,...    view counts of the scaling workloads (default 1000,5000,20000)",
        "--budget SECONDS   skip a size whose projected time is beyond it (default 10)",
        "--smoke            the short CI run: two workloads, 100 and 200 views, one repetition",
      ],
      run: SuiteCommand.run),
    Subcommand(
      name: "lcs",
      synopsis: "lcs FILE.lcs [FILE.lcs...] [--repeat N] [--budget SECONDS]",
      abstract: [
        "Time \"lcs 1\" workloads as Documentation/ConstraintScripts.md says; print one JSON line",
        "per file (make_ms, add_ms, first_update_us, update_us, step_cycle_mean_us, ...).",
        "--repeat N        repetitions of make / add all / first update (default 5)",
        "--budget SECONDS  time after which a phase stops early (default 20)",
      ],
      run: LCSBenchCommand.run),
    Subcommand(
      name: "lcs-test",
      synopsis: "lcs-test FILE.lcs [FILE.lcs...]",
      abstract: [
        "Run the test cases of \"lcs 1\" scripts (a workload without 'test' lines is one case",
        "that checks its required constraints); print PASS/FAIL lines and \"N passed, M failed\".",
      ],
      run: LCSTestCommand.run),
    Subcommand(
      name: "engine",
      synopsis: "engine [--repeat N] [--rows N] [--labels N]",
      abstract: [
        "Time the layout engine: the seed form across the device catalog x orientations x",
        "keyboard states, a scroll view of N stacked rows (default 1000) per environment, and",
        "a chain of N labels with text (--labels, default 1000): intrinsic sizes in a chain.",
      ],
      run: EngineBenchCommand.run),
    Subcommand(
      name: "storage",
      synopsis: "storage [--repeat N] [--rows N] [--environments N]",
      abstract: [
        "Time the layout database: record a run of N stacked rows (default 1000 views) x E",
        "environments (default 100), record it again unchanged, read it back as a baseline,",
        "and insert the same rows with the raw SQLite C API (the limit); rows/s, bytes/frame.",
      ],
      run: StorageBenchCommand.run),
    Subcommand(
      name: "check",
      synopsis: "check [--scenes N] [--repeat N]",
      abstract: [
        "Time `layoutdb check` of N form variants (default 100) x their 4 default environments",
        "against recorded baselines (a quarter drifted), split into solve, store, diff, report.",
      ],
      run: CheckBenchCommand.run),
  ]

  static var usage: String {
    var lines = [
      "USAGE: layoutdb-bench <subcommand> [arguments]",
      "",
      "Benchmarks and conformance checks for layoutdb's solver.",
      "",
      "SUBCOMMANDS:",
    ]
    for subcommand in subcommands {
      lines.append("  " + subcommand.synopsis)
      lines += subcommand.abstract.map { "      " + $0 }
      lines.append("")
    }
    lines += [
      "OPTIONS:",
      "  -h, --help   Show this help.",
      "",
      "EXIT STATUS: 0 success; 1 a test case failed or the solver refused a workload;",
      "2 bad usage, or a file that cannot be read or parsed.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Runs the command line and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    guard let name = arguments.first else {
      printError("missing subcommand\n\n\(usage)")
      return 2
    }
    guard let subcommand = subcommands.first(where: { $0.name == name }) else {
      let names = subcommands.map(\.name).joined(separator: ", ")
      printError("unknown subcommand '\(name)': expected one of \(names) (see --help)")
      return 2
    }
    do {
      return try subcommand.run(Array(arguments.dropFirst()))
    } catch {
      printError("\(error.message)\nusage: layoutdb-bench \(subcommand.synopsis)")
      return 2
    }
  }

  /// Writes `error: message` to standard error.
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }
}

/// A mistake in the command line, reported with the subcommand's synopsis and exit status 2.
struct UsageError: Error {
  var message: String

  init(_ message: String) { self.message = message }
}
