import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// End to end: the built `layoutdb` binary on the examples. It must have been built first
/// (`swift build`, which `swift test` does); without it these tests skip with a message.
@Suite("layoutdb solve (the binary)")
struct SolveCommandTests {
  static let binary = LayoutDBCommand.binary

  func run(_ arguments: [String]) throws -> LayoutDBCommand.Outcome {
    try LayoutDBCommand.run(arguments, in: TestPackage.root)
  }

  static var skipReason: Comment? {
    binary == nil ? "the layoutdb binary is not built; run `swift build` first" : nil
  }

  @Test(
    "solve prints the listing of Documentation/CLI.md and exits 0",
    .enabled(if: binary != nil, "build layoutdb first"))
  func text() throws {
    let outcome = try run([
      "solve", "Examples/form.yaml", "--device", "iphone-se-2nd-gen", "--orientation", "landscape",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.first == "Form @ iphone-se-2nd-gen/landscape/keyboard-hidden")
    #expect(lines.contains("      field0 [textField] (20, 152.5, 627, 34)"))
    #expect(lines.contains("Form @ iphone-se-2nd-gen/landscape/keyboard-shown"))
    #expect(
      lines.contains("field field5: offset (0, 344), visible (covered without inset handling)"))
  }

  @Test(
    "a field under the keyboard with no scroll view to lift it reads 'covered', once",
    .enabled(if: binary != nil, "build layoutdb first"))
  func coveredField() throws {
    let folder = try LayoutDBCommand.temporaryFolder("layoutdb-covered")
    let scene = folder.appendingPathComponent("bottom.yaml")
    try """
    name: Bottom
    views:
      - {id: field, kind: textField, intrinsicContentSize: {height: 34}}
    constraints:
      - H:|-20-[field]-20-|
      - field.bottom == root.bottom - 20
    """.write(to: scene, atomically: true, encoding: .utf8)
    let outcome = try LayoutDBCommand.run(
      ["solve", "bottom.yaml", "--device", "iphone-se-2nd-gen", "--keyboard", "shown"],
      in: folder)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("\nfield field: offset -, covered\n"), "\(outcome.stdout)")
  }

  @Test(
    "solve --format json is JSON with one run per environment",
    .enabled(if: binary != nil, "build layoutdb first"))
  func json() throws {
    let outcome = try run([
      "solve", "Examples/form.yaml", "--orientation", "all", "--keyboard", "hidden", "--format",
      "json",
    ])
    #expect(outcome.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [[String: Any]])
    #expect(runs.map { $0["orientation"] as? String } == ["portrait", "landscape"])
    let views = try #require(runs[1]["views"] as? [[String: Any]])
    let field = try #require(views.first { $0["id"] as? String == "field0" })
    let frame = try #require(field["frame"] as? [String: Double])
    #expect(frame == ["x": 20, "y": 152.5, "width": 627, "height": 34])
  }

  @Test("a frame dump is read and printed", .enabled(if: binary != nil, "build layoutdb first"))
  func frameDump() throws {
    let outcome = try run([
      "solve", "Tests/FrameDumpTests/Fixtures/dumps/form-iphone-se-landscape.json",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("Form @ iphone-se-2nd-gen/landscape/keyboard-hidden\n"))
  }

  @Test(
    "a bad file exits 2 with one line naming file, line and column",
    .enabled(if: binary != nil, "build layoutdb first"))
  func badFile() throws {
    let outcome = try run(["solve", "Tests/SceneScriptTests/Fixtures/yaml/bad-equation.yaml"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "Tests/SceneScriptTests/Fixtures/yaml/bad-equation.yaml:6:23: unknown attribute 'botom' (did you mean 'bottom'?)\n"
    )
  }

  @Test(
    "an empty --device and a family name: one line each, suggestions a person would pick",
    .enabled(if: binary != nil, "build layoutdb first"))
  func deviceSuggestions() throws {
    let empty = try run(["solve", "Examples/form.yaml", "--device", ""])
    #expect(empty.status == 2)
    #expect(
      empty.stderr
        == "Error: --device needs a device id, a size WxH[@Sx], 'design' or 'all' (several "
        + "separated by commas); `layoutdb devices` lists the ids\n")
    #expect(!empty.stderr.contains("ExitCode"))
    let family = try run(["solve", "Examples/form.yaml", "--device", "iphone-se"])
    #expect(family.status == 2)
    #expect(
      family.stderr
        == "--device: unknown device 'iphone-se'; did you mean 'iphone-se-3rd-gen', "
        + "'iphone-se-2nd-gen' or 'iphone-se-1st-gen'?\n")
  }

  @Test("usage errors exit 2 with one line", .enabled(if: binary != nil, "build layoutdb first"))
  func usage() throws {
    let device = try run(["solve", "Examples/form.yaml", "--device", "iphone-17-pr"])
    #expect(device.status == 2)
    #expect(
      device.stderr
        == "--device: unknown device 'iphone-17-pr'; did you mean 'iphone-17-pro', 'iphone-17-pro-max' or 'iphone-16-pro'?\n"
    )
    let orientation = try run(["solve", "Examples/form.yaml", "--orientation", "sideways"])
    #expect(orientation.status == 2)
    #expect(orientation.stderr.split(separator: "\n").count == 1)
    #expect(
      orientation.stderr.hasPrefix("Error: The value 'sideways' is invalid for '--orientation"))
    // A long value list (argument-parser prints a line per value) is one line too, with the
    // name meant: SwiftUI's and Xcode's short names, or the closest spelling.
    let categories =
      "extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, "
      + "accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
      + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge, all"
    for (value, wrong, meant) in [
      ("xxl", "xxl", " (did you mean 'extraExtraLarge'?)"),
      ("large,extraLagre", "extraLagre", " (did you mean 'extraLarge'?)"),
      ("huge", "huge", ""),
    ] {
      let textSize = try run(["solve", "Examples/form.yaml", "--text-size", value])
      #expect(textSize.status == 2)
      #expect(
        textSize.stderr
          == "Error: --text-size: unknown value '\(wrong)'\(meant); one of \(categories)\n")
    }
    let missing = try run(["solve", "missing.yaml"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "missing.yaml: cannot read the file: no such file\n")
    let landscape = try run([
      "solve", "Examples/sign-up.storyboard", "--device", "design", "--orientation", "landscape",
    ])
    #expect(landscape.status == 2)
    #expect(
      landscape.stderr
        == "--orientation landscape does not apply to --device design: scene 'sign-up/Sign Up' of "
        + "sign-up.storyboard was designed in portrait; name a device (--device iphone-8) to lay "
        + "it out in landscape\n")
    let keyboard = try run([
      "solve", "Examples/sign-up.storyboard", "--device", "design", "--keyboard", "all",
    ])
    #expect(keyboard.status == 2)
    #expect(keyboard.stderr.hasPrefix("--keyboard shown does not apply to --device design"))
    let portrait = try run([
      "solve", "Examples/sign-up.storyboard", "--device", "design", "--orientation", "portrait",
    ])
    #expect(portrait.status == 0, "the canvas's own orientation is fine")
  }
}
