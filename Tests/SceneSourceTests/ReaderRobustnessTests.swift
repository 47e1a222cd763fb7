import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// End to end: the inputs that crashed `layoutdb solve` or printed invalid output (issue 13),
/// through the built binary. Each must exit 2 with one line on stderr, `file:line:column:` and
/// what was expected, and nothing on stdout.
@Suite("Reader robustness (the binary)")
struct ReaderRobustnessTests {
  static let binary = LayoutDBCommand.binary

  /// Runs `layoutdb solve NAME --format json` in a fresh folder holding `data` as `name`.
  static func solve(_ name: String, _ data: Data) throws -> LayoutDBCommand.Outcome {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-robustness")
    defer { try? FileManager.default.removeItem(at: folder) }
    try data.write(to: folder.appendingPathComponent(name))
    return try LayoutDBCommand.run(["solve", name, "--format", "json"], in: folder)
  }

  static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/robustness/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  /// Exit 2, nothing on stdout, exactly `line` on stderr (no `ExitCode(rawValue: 2)`).
  static func expectRefused(_ outcome: LayoutDBCommand.Outcome, _ line: String) {
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr == line + "\n")
  }

  @Test(
    "each crashing input of issue 13 is refused at its line and column",
    .enabled(if: binary != nil, "build layoutdb first"),
    arguments: [
      // 1. Invalid UTF-8 in an element name: trapped inside FoundationXML's callbacks.
      (
        "invalid-utf8-name.xib",
        "invalid-utf8-name.xib:4:11: broken XML: byte 0xFF is not UTF-8 text; expected a UTF-8"
          + " document, as Xcode writes"
      ),
      // 2. Invalid UTF-8 in a comment (Latin-1 `é`).
      (
        "invalid-utf8-comment.xib",
        "invalid-utf8-comment.xib:3:13: broken XML: byte 0xE9 is not UTF-8 text; expected a"
          + " UTF-8 document, as Xcode writes"
      ),
      // 3. Non-finite and absurd numbers: a trap in the font model, an `inf` frame, a NaN
      // priority.
      (
        "infinite-font-size.xib",
        "infinite-font-size.xib:9:85: <fontDescription> has pointSize=\"inf\"; expected a finite"
          + " number within ±1000000"
      ),
      (
        "huge-frame.xib",
        "huge-frame.xib:5:67: <rect> has height=\"1e308\"; expected a finite number within"
          + " ±1000000"
      ),
      (
        "nan-hugging.xib",
        "nan-hugging.xib:4:68: <view> 'r1' has horizontalHuggingPriority=\"nan\"; expected a"
          + " finite number within ±1000000"
      ),
      // A processing instruction without data (`<?xml?>`): a null pointer inside
      // FoundationXML (found by `Scripts/fuzz ib` in CI, 25 Nov 2026).
      (
        "empty-processing-instruction.xib",
        "empty-processing-instruction.xib:1:1: broken XML: a processing instruction without"
          + " data; expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>, as Xcode writes"
      ),
      // An empty `<objects/>`: was a line without a position, then `ExitCode(rawValue: 2)`.
      (
        "empty-objects.xib",
        "empty-objects.xib:3:5: nothing to lay out; expected a view controller with a view in"
          + " <scenes> (a storyboard) or a top-level view with a frame in <objects> (a xib)"
      ),
      // Frame dumps: `1e308` printed `null` in JSON; a JSON syntax error was "malformed YAML".
      (
        "huge-frame.json",
        "huge-frame.json:8:56: '1e308' is not a valid height; expected a number of points within"
          + " ±1000000000"
      ),
      (
        "missing-comma.json",
        "missing-comma.json:3:10: malformed JSON: did not find expected ',' or '}' (while"
          + " parsing a flow mapping on line 1)"
      ),
    ])
  func refusedAtItsLine(name: String, line: String) throws {
    Self.expectRefused(try Self.solve(name, try Self.fixture(name)), line)
  }

  @Test(
    "an empty document among others is no error for record: only solve refuses it alone",
    .enabled(if: binary != nil, "build layoutdb first"))
  func emptyDocumentAmongOthers() throws {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-robustness")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.fixture("empty-objects.xib").write(to: folder.appendingPathComponent("empty.xib"))
    try Data(contentsOf: TestPackage.root.appendingPathComponent("Examples/form.yaml"))
      .write(to: folder.appendingPathComponent("form.yaml"))
    let recorded = try LayoutDBCommand.run(
      ["record", "empty.xib", "form.yaml", "--db", "layouts.sqlite"], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
  }

  /// A xib whose `<objects>` holds `depth` views, each in the previous one's `<subviews>`.
  static func nestedViews(_ depth: Int) -> Data {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
      toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <objects>

      """
    for index in 0..<depth {
      text +=
        "<view id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\""
        + " height=\"200\"/><subviews>\n"
    }
    text += String(repeating: "</subviews></view>\n", count: depth)
    return Data((text + "</objects>\n</document>\n").utf8)
  }

  /// A xib's declaration and `<document>` on one line: the limits' tests count lines and
  /// columns from the line after it.
  static let bareHeader =
    #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#

  @Test(
    "4. XML nested 35,000 deep is refused where it passes the limit (it overflowed the stack)",
    .enabled(if: binary != nil, "build layoutdb first"))
  func deepXML() throws {
    let text =
      Self.bareHeader + "\n" + String(repeating: "<a>", count: 35_000)
      + String(repeating: "</a>", count: 35_000) + "</document>\n"
    Self.expectRefused(
      try Self.solve("deep.xib", Data(text.utf8)),
      "deep.xib:2:1200: <a> is nested 401 elements deep; expected at most 400 (Xcode's"
        + " documents stay below 30)")
  }

  @Test(
    "a document of more than 200,000 elements is refused at the first one over",
    .enabled(if: binary != nil, "build layoutdb first"))
  func elementCountLimit() throws {
    let text =
      Self.bareHeader + "\n" + String(repeating: "<a/>\n", count: 200_000) + "<b/>\n</document>\n"
    Self.expectRefused(
      try Self.solve("many.xib", Data(text.utf8)),
      "many.xib:200001:3: more than 200000 elements; expected a document of at most that many"
        + " (Xcode's largest have a few thousand)")
  }

  @Test(
    "5. 2,700 nested views are refused (the scene builder overflowed); 190 still lay out",
    .enabled(if: binary != nil, "build layoutdb first"))
  func nestedViewLimit() throws {
    Self.expectRefused(
      try Self.solve("views.xib", Self.nestedViews(2_700)),
      "views.xib:203:16: <view> is nested 401 elements deep; expected at most 400 (Xcode's"
        + " documents stay below 30)")
    // YAML scenes allow 200 levels; IB documents as many as their XML limit leaves room for.
    let deepest = try Self.solve("views.xib", Self.nestedViews(190))
    #expect(deepest.status == 0, "\(deepest.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(deepest.stdout.utf8))
    #expect(json is [String: Any])
  }

  /// Crashers `Scripts/fuzz` kept (Fixtures/fuzz/TARGET/*), each run through its reader.
  static func fuzzFindings() -> [(target: String, file: URL)] {
    guard
      let root = Bundle.module.url(forResource: "Fixtures/fuzz", withExtension: nil),
      let targets = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return targets.sorted().flatMap { target in
      let folder = root.appendingPathComponent(target)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.sorted().map { (target, folder.appendingPathComponent($0)) }
    }
  }

  @Test(
    "inputs the fuzzers kept neither crash nor print invalid output",
    .enabled(if: binary != nil, "build layoutdb first"))
  func fuzzRegressions() throws {
    let replay = try #require(Self.binary).deletingLastPathComponent()
      .appendingPathComponent("layoutdb-fuzz")
    guard FileManager.default.isExecutableFile(atPath: replay.path) else {
      Issue.record("layoutdb-fuzz is built with the package (swift build)")
      return
    }
    for (target, file) in Self.fuzzFindings() {
      // The replay build of the fuzz target stops (a signal) where libFuzzer saw a crash.
      let outcome = try LayoutDBCommand.run(executable: replay, [target, file.path])
      #expect(outcome.status == 0, "\(target) \(file.lastPathComponent): \(outcome.stderr)")
      let extensions: [String: String] = ["ib": "storyboard", "yaml": "yaml", "framedump": "json"]
      guard let ext = extensions[target] else { continue }
      // And the CLI: exit 0 with JSON, or 2 with one line.
      let solved = try Self.solve("input.\(ext)", try Data(contentsOf: file))
      #expect([0, 2].contains(solved.status), "\(file.lastPathComponent): \(solved.stderr)")
      if solved.status == 0 {
        #expect((try? JSONSerialization.jsonObject(with: Data(solved.stdout.utf8))) != nil)
      } else {
        #expect(solved.stderr.split(separator: "\n").count == 1, "\(solved.stderr)")
      }
    }
  }
}
