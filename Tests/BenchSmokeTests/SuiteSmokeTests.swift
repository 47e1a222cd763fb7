import CommandLineTesting
import Foundation
import Testing

/// The CI run of the benchmark suite: `layoutdb-bench suite --smoke` with the real binary. It
/// checks that every workload runs and prints its figure; the figures themselves are never
/// asserted (timings on a shared machine are not a test).
@Suite(
  "Benchmark suite smoke run (the binary)",
  .enabled(if: BenchBinary.url != nil, "layoutdb-bench is not built next to the tests"))
struct SuiteSmokeTests {
  func suite(_ arguments: [String]) throws -> LayoutDBCommand.Outcome {
    try LayoutDBCommand.run(executable: #require(BenchBinary.url), ["suite"] + arguments)
  }

  @Test("the smoke run prints the engine figures with their committed ratios")
  func engineFigures() throws {
    let outcome = try suite(["--smoke", "--workloads", "/nonexistent"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.contains("solver workloads: skipped, no enaml, chain_100 in /nonexistent"))
    for figure in [
      "engine/seed-form/first_layout_us", "engine/seed-form/per_environment_us",
      "engine/stacked-rows-100/per_view_us", "engine/stacked-rows-200/growth_per_view",
      "engine/label-chain-100/per_view_us", "engine/label-chain-200/growth_per_view",
      "engine/stacked-rows-200/further_per_view_us",
      "engine/label-chain-200/further_growth_per_view",
    ] {
      let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix(figure + " ") }
      #expect(line != nil, "no line for \(figure) in:\n\(outcome.stdout)")
    }
    // A committed figure is shown with its ratio.
    let seedForm = outcome.stdout.split(separator: "\n")
      .first { $0.hasPrefix("engine/seed-form/per_environment_us ") }
    #expect(seedForm?.hasSuffix("×") == true)
  }

  @Test(
    "with the shared workloads, enaml and chain_100 are timed beside kiwi's published figures",
    .enabled(if: BenchBinary.hasWorkloads, "../shared/bench/workloads is absent"))
  func solverFigures() throws {
    let outcome = try suite(["--smoke", "--workloads", BenchBinary.workloads.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("solver workloads (kiwi: published figures, not this run)"))
    for figure in [
      "lcs/enaml/add_first_update_ms", "lcs/enaml/step_us", "lcs/chain_100/add_first_update_ms",
    ] {
      let line = outcome.stdout.split(separator: "\n").first { $0.hasPrefix(figure + " ") }
      #expect(line != nil, "no line for \(figure) in:\n\(outcome.stdout)")
    }
  }

  @Test("a folder without kiwi's headers is refused with what was expected, exit status 2")
  func kiwiWithoutHeaders() throws {
    let outcome = try suite(["--smoke", "--kiwi", "/nonexistent-kiwi"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "--kiwi /nonexistent-kiwi: expected a kiwi checkout holding kiwi/kiwi.h"))
  }

  @Test("an unknown argument names the subcommand, exit status 2")
  func unknownArgument() throws {
    let outcome = try suite(["--fast"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("unknown argument '--fast' for suite"))
  }
}
