import Foundation
import LayoutEngine
import Testing

@testable import LayoutDiff

@Suite("Comparing sets of results")
struct DriftReportTests {
  /// The form in four environments, and the same with a bigger image.
  func results(bigImage: Bool, keyboards: [KeyboardState] = KeyboardState.allCases) throws
    -> [LayoutResult]
  {
    try Orientation.allCases.flatMap { orientation in
      try keyboards.map { keyboard in
        try Layouts.form(
          in: try Layouts.environment("iphone-se-2nd-gen", orientation, keyboard: keyboard)
        ) { scene in
          if bigImage {
            try scene.update(ViewRef("image")) { $0.imageSize = Size(width: 120, height: 120) }
          }
        }
      }
    }
  }

  @Test("pairs by scene and environment key, sorted, whatever the input order")
  func pairing() throws {
    let baselines = try results(bigImage: false)
    let currents = try results(bigImage: true)
    let report = LayoutDiffer().compare(
      baselines: baselines.reversed(),
      currents: [currents[2], currents[0], currents[3], currents[1]])
    #expect(
      report.comparisons.map(\.key.environment.rawValue) == [
        "iphone-se-2nd-gen/landscape/keyboard-hidden", "iphone-se-2nd-gen/landscape/keyboard-shown",
        "iphone-se-2nd-gen/portrait/keyboard-hidden", "iphone-se-2nd-gen/portrait/keyboard-shown",
      ])
    #expect(report.summary.comparisons == 4)
    #expect(report.summary.comparisonsWithDrift == 4)
    #expect(report.summary.errors == 56)
    #expect(report.hasDrift)
    let inOrder = LayoutDiffer().compare(baselines: baselines, currents: currents)
    #expect(inOrder == report)
  }

  @Test("results on one side only are listed, and do not make the report unclean")
  func unpaired() throws {
    let baselines = try results(bigImage: false, keyboards: [.hidden])
    var currents = try results(bigImage: false, keyboards: [.shown])
    currents.append(baselines[0])
    let report = LayoutDiffer().compare(baselines: baselines, currents: currents)
    #expect(report.comparisons.count == 1)
    #expect(
      report.missingBaselines.map(\.description) == [
        "Form @ iphone-se-2nd-gen/landscape/keyboard-shown",
        "Form @ iphone-se-2nd-gen/portrait/keyboard-shown",
      ])
    #expect(
      report.missingResults.map(\.description) == [
        "Form @ iphone-se-2nd-gen/landscape/keyboard-hidden"
      ])
    #expect(report.hasDrift == false)
    #expect(
      report.summary.description
        == "no drift in 1 comparison; 2 missing baselines, 1 missing result")
  }

  @Test("reports encode to JSON and back, and print the JSON a CI script reads")
  func json() throws {
    let baselines = try results(bigImage: false, keyboards: [.hidden])
    let currents = try results(bigImage: true, keyboards: [.hidden])
    let report = LayoutDiffer().compare(baselines: baselines, currents: currents)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(report)
    #expect(try JSONDecoder().decode(DriftReport.self, from: data) == report)
    // layoutdb's JSON: keys in the documented order, frames as objects, numbers as numbers.
    let text = report.json.compact
    #expect(text.contains(#""isClean": false"#))
    let field0: String = [
      #"{"kind": "frameChanged", "severity": "error", "subject": "field0", "#,
      #""path": "root/scroll/content/field0", "views": ["field0"], "attributes": ["y"], "#,
      #""delta": {"x": 0, "y": 20, "width": 0, "height": 0}, "#,
      #""before": {"x": 20, "y": 152.5, "width": 627, "height": 34}, "#,
      #""after": {"x": 20, "y": 172.5, "width": 627, "height": 34}, "#,
      #""sentence": "field0 (text field) moved 20 pt down on iPhone SE (2nd generation), "#,
      #"landscape, keyboard hidden"}"#,
    ].joined()
    #expect(text.contains(field0), "\(text)")
    // Severity overrides encode as an object keyed by kind.
    let configuration = DiffConfiguration(severities: [.viewAdded: .error])
    let configurationText = String(
      decoding: try encoder.encode(configuration), as: UTF8.self)
    #expect(configurationText.contains(#""severities":{"viewAdded":"error"}"#))
  }

  @Test("the text rendering lists each drifting comparison's changes under a heading")
  func description() throws {
    let environment = try Layouts.environment("iphone-se-2nd-gen", .landscape)
    let baseline = try Layouts.form(in: environment)
    let current = try Layouts.form(fields: 5, in: environment)
    let report = LayoutDiffer().compare(baselines: [baseline], currents: [current])
    // Headed by the environment's key as `check` prints it; the sentences do not repeat it.
    #expect(
      report.description == """
        3 errors, 1 warning, 0 infos in 1 of 1 comparison
        Form @ iphone-se-2nd-gen/landscape/keyboard-hidden: 3 errors, 1 warning, 0 infos
          error: content (view) became 66.5 pt shorter
          error: label5 (label) was removed
          error: field5 (text field) was removed
          warning: the content of scroll (scroll view) became 66.5 pt shorter, to 667×472.5
        """)
  }

  @Test("the text rendering lists errors before warnings, as check does, whatever their order")
  func descriptionOrder() throws {
    let environment = try Layouts.environment("iphone-se-2nd-gen", .landscape)
    let baseline = try Layouts.form(in: environment)
    let current = try Layouts.form(fields: 5, in: environment)
    var comparison = try #require(
      LayoutDiffer().compare(baselines: [baseline], currents: [current]).comparisons.first)
    comparison.changes.reverse()
    let severities = comparison.description.split(separator: "\n").dropFirst().map {
      $0.trimmingCharacters(in: .whitespaces).prefix { $0 != ":" }
    }
    #expect(severities == ["error", "error", "error", "warning"])
  }
}
