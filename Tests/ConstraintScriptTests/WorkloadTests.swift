import Foundation
import Testing

@testable import ConstraintScript

/// The benchmark workloads in `../shared/bench/workloads` (next to the repository, not in it) run
/// as conformance cases: every statement, every step, then every required constraint must hold.
/// Clones without `../shared` skip these tests.
@Suite("Benchmark workloads as smoke tests")
struct WorkloadTests {
  /// Tests/ConstraintScriptTests/WorkloadTests.swift -> ../../../shared/bench/workloads
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/bench/workloads")

  static func workloadNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".lcs") }.sorted()
  }

  static let isAvailable = !workloadNames().isEmpty

  @Test(
    "the workload passes lcs-test",
    .enabled(if: isAvailable, "no workloads at ../shared/bench/workloads (not part of a clone)"),
    arguments: workloadNames())
  func workload(name: String) throws {
    let url = Self.directory.appendingPathComponent(name)
    let script = try LCSScript(
      parsing: try String(contentsOf: url, encoding: .utf8), fileName: url.path)
    let report = LCSConformanceRunner.run(script)
    #expect(report.description == "PASS \(script.name)\n1 passed, 0 failed")
  }
}
