import CommandLineTesting
import Foundation
import Testing

/// The documentation's commands, run: every `$ ` transcript in README.md and Documentation/
/// is executed in a copy of the package and must print what it shows, every `layoutdb` command
/// it suggests must name a real subcommand and real options, and every relative link must lead
/// to a file and, with a `#anchor`, to a heading of it (`Scripts/check-docs`).
@Suite("The documentation's commands (the binary)")
struct DocumentationTests {
  static let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    .split(separator: ":").map { "\($0)/python3" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var pages: [String] {
    let root = LayoutDBCommand.packageRoot
    let documentation = root.appendingPathComponent("Documentation")
    let extra =
      (try? FileManager.default.contentsOfDirectory(atPath: documentation.path))?
      .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" } ?? []
    return ["README.md"] + extra
  }

  @Test(
    "every transcript prints what the documentation shows; every command and option exists",
    .enabled(
      if: LayoutDBCommand.binary != nil && python != nil, "needs python3 and the built layoutdb"))
  func commandsRun() throws {
    let binary = try #require(LayoutDBCommand.binary)
    let outcome = try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: try #require(Self.python)),
      ["Scripts/check-docs", "--bin", binary.path] + Self.pages)
    #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    #expect(outcome.stdout.hasSuffix(": 0 problem(s)\n"))
  }

  @Test("no merge-conflict markers in the documentation")
  func noConflictMarkers() throws {
    for page in Self.pages {
      let text = try String(
        contentsOf: LayoutDBCommand.packageRoot.appendingPathComponent(page), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") || line == "=======" {
        Issue.record("\(page):\(number + 1): a merge-conflict marker")
      }
    }
  }
}
