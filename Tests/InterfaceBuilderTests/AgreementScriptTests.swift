import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// `Scripts/ib-agreement`, the agreement tool CI gates on, run for real on a storyboard whose
/// stored frames were edited so that two views disagree.
@Suite("Scripts/ib-agreement")
struct AgreementScriptTests {
  static let script = TestPackage.root.appendingPathComponent("Scripts/ib-agreement")
  /// python3 from PATH.
  static let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    .split(separator: ":").map { "\($0)/python3" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static var runnable: Bool { LayoutDBCommand.binary != nil && python != nil }

  /// Runs the script with `arguments` after `--bin` in a folder holding `files`.
  static func run(_ arguments: [String], files: [String: String]) throws
    -> LayoutDBCommand.Outcome
  {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-agreement")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let binary = try #require(LayoutDBCommand.binary)
    return try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: try #require(python)),
      [script.path, "--bin", binary.path] + arguments, in: folder)
  }

  /// The sign-up form with the title's stored width and the button's stored y changed.
  static func editedForm() throws -> String {
    let text = try String(
      contentsOfFile: TestPackage.url("Examples/sign-up.storyboard").path, encoding: .utf8)
    let title = #"<rect key="frame" x="20" y="20" width="335" height="20.5"/>"#
    let button = #"<rect key="frame" x="20" y="132.5" width="335" height="38"/>"#
    #expect(text.contains(title) && text.contains(button))
    return
      text
      .replacingOccurrences(of: title, with: title.replacingOccurrences(of: "335", with: "300"))
      .replacingOccurrences(of: button, with: button.replacingOccurrences(of: "132.5", with: "140"))
  }

  @Test(
    "counts agreeing views, breaks misses down by cause and flags the oracle's inconsistencies",
    .enabled(if: runnable, "needs python3 and the built layoutdb"))
  func breakdown() throws {
    let outcome = try Self.run(
      ["--json", "form.storyboard"], files: ["form.storyboard": Self.editedForm()])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
    let summary = try #require(object?["summary"] as? [String: Any])
    #expect(summary["compared"] as? Int == 7)
    #expect(summary["agreeing"] as? Int == 5)
    #expect(summary["refused"] as? Int == 0)
    let files = try #require(object?["files"] as? [[String: Any]])
    let misses = try #require(files.first?["misses"] as? [[String: Any]])
    let causes = Dictionary(
      uniqueKeysWithValues: misses.compactMap { miss in
        (miss["id"] as? String).map { ($0, miss["cause"] as? String ?? "") }
      })
    #expect(causes == ["titl-aa-01": "wrong size", "butn-aa-01": "position only, parent agrees"])
    // Both edited frames break the form's own required constraints: the oracle is stale there.
    #expect(misses.allSatisfy { $0["inconsistent"] as? Bool == true })
  }

  @Test(
    "--check fails when agreement is more than 0.5 points below the committed figure",
    .enabled(if: runnable, "needs python3 and the built layoutdb"))
  func gate() throws {
    let form = try Self.editedForm()  // 5 of 7: 71.43%
    for (committed, status) in [(71.9, Int32(0)), (72.0, 1)] {
      let figures = #"{"demo": {"agreement": \#(committed)}}"#
      let outcome = try Self.run(
        ["--check", "figures.json", "--set", "demo", "form.storyboard"],
        files: ["form.storyboard": form, "figures.json": figures])
      #expect(outcome.status == status, "committed \(committed): \(outcome.stderr)")
      if status == 1 {
        #expect(
          outcome.stderr.contains(
            "FAIL: agreement on demo is 71.43%, more than 0.5 points below the 72.00%"))
      } else {
        #expect(outcome.stdout.contains("ok: agreement on demo 71.43%"))
      }
    }
  }

  @Test(
    "--half measures the files of alternate repositories of the folder's MANIFEST.md",
    .enabled(if: runnable, "needs python3 and the built layoutdb"))
  func halves() throws {
    // Three files of three repositories; sorted, `a/one` and `c/three` are the tuning half.
    let original = try String(
      contentsOfFile: TestPackage.url("Examples/sign-up.storyboard").path, encoding: .utf8)
    let manifest = """
      | # | File | Repository | Path |
      |---|---|---|---|
      | 001 | `edited.storyboard` | [b/two](https://github.com/b/two) | `Main.storyboard` |
      | 002 | `first.storyboard` | [a/one](https://github.com/a/one) | `Main.storyboard` |
      | 003 | `third.storyboard` | [c/three](https://github.com/c/three) | `Main.storyboard` |
      """
    let files = [
      "edited.storyboard": try Self.editedForm(), "first.storyboard": original,
      "third.storyboard": original, "MANIFEST.md": manifest,
    ]
    let tuning = try Self.run(["--half", "tuning", "."], files: files)
    #expect(tuning.status == 0, "\(tuning.stderr)")
    #expect(tuning.stdout.contains("agreement 100.00% (14/14)"))
    let heldOut = try Self.run(["--half", "held-out", "."], files: files)
    #expect(heldOut.stdout.contains("agreement 71.43% (5/7)"))
    // A file the manifest does not name is an error, not a file of either half.
    let unnamed = try Self.run(
      ["--half", "tuning", "."], files: files.merging(["fourth.storyboard": original]) { $1 })
    #expect(unnamed.status == 2)
    #expect(unnamed.stderr.contains("fourth.storyboard is not in"))
  }
}
