import Foundation
import Testing

@testable import ConstraintScript

/// The `.lcs` files in Fixtures: conformance cases with known answers, all of which must pass.
@Suite("Fixture scripts")
struct FixtureTests {
  static func fixtureURLs() -> [URL] {
    guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".lcs") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  @Test("the fixtures are bundled")
  func fixturesExist() {
    #expect(!Self.fixtureURLs().isEmpty, "no .lcs file in the test bundle's Fixtures folder")
  }

  @Test("every case of the fixture passes", arguments: fixtureURLs())
  func fixture(url: URL) throws {
    let script = try LCSScript(
      parsing: try String(contentsOf: url, encoding: .utf8), fileName: url.lastPathComponent)
    let report = LCSConformanceRunner.run(script)
    for result in report.results where !result.isPassed {
      Issue.record("\(url.lastPathComponent): \(result)")
    }
    #expect(!report.results.isEmpty)
  }
}
