import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// The documentation's commands, run: every `$ ` transcript in README.md, ARCHITECTURE.md and Documentation/
/// is executed in a copy of the package and must print what it shows, every `layoutdb` command
/// it suggests must name a real subcommand and real options, and every relative link must lead
/// to a file and, with a `#anchor`, to a heading of it (`Scripts/check-docs`).
@Suite("The documentation's commands (the binary)")
struct DocumentationTests {
  static let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    .split(separator: ":").map { "\($0)/python3" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var pages: [String] {
    let root = TestPackage.root
    let documentation = root.appendingPathComponent("Documentation")
    let extra =
      (try? FileManager.default.contentsOfDirectory(atPath: documentation.path))?
      .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" } ?? []
    return ["README.md", "ARCHITECTURE.md"] + extra
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

  @Test(
    "a link to a missing file or heading, or a reference table missing an option, is reported",
    .enabled(
      if: LayoutDBCommand.binary != nil && python != nil, "needs python3 and the built layoutdb"))
  func brokenPagesAreReported() throws {
    let binary = try #require(LayoutDBCommand.binary)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-docs-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Given a page whose links lead nowhere, and a reference that forgets `prune --vacuum`
    let page = folder.appendingPathComponent("Page.md")
    try """
    # A page

    See [the tour](\(TestPackage.root.path)/README.md#no-such-heading), [a file](Missing.md),
    [this page](#a-page) and `[code](not-a-link.md)`.
    """.write(to: page, atomically: true, encoding: .utf8)
    let reference = folder.appendingPathComponent("CLI.md")
    try """
    # Commands

    ### `layoutdb prune`

    | argument or option | |
    |---|---|
    | `--keep-runs <keep-runs>` | How many runs to keep. |
    | `--db <PATH>` | The database. |
    """.write(to: reference, atomically: true, encoding: .utf8)
    // When check-docs reads them
    let outcome = try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: try #require(Self.python)),
      ["Scripts/check-docs", "--bin", binary.path, page.path, reference.path])
    // Then each problem is named at its line, and nothing else is
    #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
    let failures = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
    #expect(failures.contains { $0.contains("#no-such-heading: no heading #no-such-heading") })
    #expect(failures.contains { $0.hasSuffix("Page.md:3: link Missing.md: no such file") })
    #expect(failures.contains { $0.hasSuffix("layoutdb prune --vacuum is not in its table") })
    #expect(failures.contains { $0.contains("no section ### `layoutdb demo`") })
    #expect(!failures.contains { $0.contains("#a-page") || $0.contains("not-a-link") })
  }

  @Test("no merge-conflict markers in the documentation")
  func noConflictMarkers() throws {
    for page in Self.pages {
      let text = try String(
        contentsOf: TestPackage.root.appendingPathComponent(page), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") || line == "=======" {
        Issue.record("\(page):\(number + 1): a merge-conflict marker")
      }
    }
  }
}
