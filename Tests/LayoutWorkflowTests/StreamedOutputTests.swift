import CommandLineTesting
import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import TestSupport
import Testing

@testable import LayoutWorkflow

/// `layoutdb solve` writes each run as soon as it is solved instead of rendering the whole
/// report at the end; the bytes must be the whole report's, for the examples and a real
/// storyboard over several devices.
@Suite(
  "Streamed solve output is the whole report's, byte for byte",
  .enabled(if: LayoutDBCommand.binary != nil, "build layoutdb first"))
struct StreamedOutputTests {
  /// The largest file of the shared corpus beside the checkout (not in a clone).
  static let corpusFile = TestPackage.root.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus-2/storyboards/127-nrfmesh-network.storyboard").path

  static let cases: [[String]] = [
    ["Examples/form.yaml"],
    ["Examples/form.yaml", "--device", "all", "--orientation", "all", "--keyboard", "all"],
    ["Examples/settings.yaml", "--direction", "all", "--text-size", "large,extraLarge"],
    ["Examples/scrollable-controller.yaml", "--keyboard", "all"],
    ["Examples/sign-up.storyboard"],
    ["Examples/sign-up.storyboard", "--device", "design,iphone-16", "--keyboard", "hidden"],
    ["Examples/tn2154-pure-approach.yaml"],
    ["Tests/FrameDumpTests/Fixtures/dumps/form-iphone-se-landscape.json"],
  ]

  @Test("the examples, as JSON and as text", arguments: cases)
  func examples(_ arguments: [String]) throws {
    for format in OutputFormat.allCases {
      try expectSameAsWholeReport(arguments, format: format)
    }
  }

  @Test(
    "a 22-scene storyboard on three devices in both orientations",
    .enabled(
      if: FileManager.default.fileExists(atPath: corpusFile),
      "../shared/corpus-2 is not beside the checkout"))
  func corpusStoryboard() throws {
    try expectSameAsWholeReport(
      [
        Self.corpusFile, "--device", "iphone-se-3rd-gen,iphone-16,ipad-10th-gen", "--orientation",
        "all",
      ], format: .json)
  }

  @Test("an option the input cannot honour is refused before any run is written")
  func usageBeforeOutput() throws {
    let outcome = try LayoutDBCommand.run(
      [
        "solve", "Examples/sign-up.storyboard", "--device", "iphone-16,design", "--orientation",
        "all", "--format", "json",
      ], in: TestPackage.root)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("--orientation landscape does not apply to --device design"))
  }

  /// Runs the binary and compares its output with the report `SolveRequest.run` renders.
  func expectSameAsWholeReport(_ arguments: [String], format: OutputFormat) throws {
    let outcome = try LayoutDBCommand.run(
      ["solve"] + arguments + ["--format", format.rawValue], in: TestPackage.root)
    try #require(outcome.status == 0, "\(outcome.stderr)")
    let option = { (name: String) in
      arguments.firstIndex(of: name).map { arguments[$0 + 1] }
    }
    let path =
      arguments[0].hasPrefix("/")
      ? arguments[0] : TestPackage.root.appendingPathComponent(arguments[0]).path
    let request = SolveRequest(
      inputPath: path,
      devices: option("--device").map { $0.split(separator: ",").map(String.init) },
      // The cases name `all` for these (or `hidden`).
      orientations: option("--orientation").map { _ in Orientation.allCases },
      keyboards: option("--keyboard").map { $0 == "all" ? KeyboardState.allCases : [.hidden] },
      directions: option("--direction").map { _ in LayoutDirection.allCases },
      textSizes: option("--text-size").map {
        $0.split(separator: ",").compactMap { ContentSizeCategory(name: String($0)) }
      })
    let whole = try request.run(catalog: .standard).rendered(as: format) + "\n"
    #expect(outcome.stdout == whole, "\(arguments) as \(format)")
  }
}
