import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import Testing

@testable import LayoutWorkflow

/// `SolveRequest` (which environments) and `SolveReport` (its renderings).
@Suite("Solve requests and reports")
struct SolveReportTests {
  @Test("options override the file's environments dimension by dimension")
  func environments() throws {
    let catalog = try SolveTesting.catalog
    let form = SolveTesting.example("form.yaml")
    let fromFile = try SolveRequest(inputPath: form).run(catalog: catalog).runs
    #expect(fromFile.count == 4)
    let landscape = try SolveRequest(inputPath: form, orientations: [.landscape]).run(
      catalog: catalog
    ).runs
    #expect(
      landscape.map(\.environment.description) == [
        "iphone-se-2nd-gen/landscape/keyboard-hidden",
        "iphone-se-2nd-gen/landscape/keyboard-shown",
      ])
    let all = try SolveRequest(inputPath: form, devices: ["all"], keyboards: [.hidden]).run(
      catalog: catalog)
    #expect(all.runs.count == catalog.devices.count * 2)
    let custom = try SolveRequest(
      inputPath: form, devices: ["320x480"], orientations: [.portrait], keyboards: [.hidden]
    )
    .run(catalog: catalog)
    #expect(custom.runs.first?.environment.screenSize == Size(width: 320, height: 480))
  }

  @Test("a file without environments is laid out on the default device")
  func defaults() throws {
    let document = try SolveTesting.read(
      "views: [{id: box}]\nconstraints: [box.height == 44]\n")
    let runs = try SolveRequest(inputPath: "x.yaml").solve(
      document, catalog: SolveTesting.catalog)
    #expect(
      runs.map(\.environment.description) == [
        "\(SolveRequest.defaultDevice)/portrait/keyboard-hidden"
      ])
  }

  @Test("unknown devices and 'design' for a scene file are usage errors")
  func usage() throws {
    let catalog = try SolveTesting.catalog
    let form = SolveTesting.example("form.yaml")
    #expect {
      try SolveRequest(inputPath: form, devices: ["iphone-17-pr"]).run(catalog: catalog)
    } throws: { error in
      (error as? SolveError)?.description
        == "--device: unknown device 'iphone-17-pr'; did you mean 'iphone-17-pro', 'iphone-17-pro-max' or 'iphone-16-pro'?"
    }
    #expect {
      try SolveRequest(inputPath: form, devices: ["design"]).run(catalog: catalog)
    } throws: { error in
      (error as? SolveError)?.description
        == "--device design: \(form) has no design canvas for scene 'Form' (only storyboards and xibs have one); name a device instead"
    }
  }

  @Test("import diagnostics are reported with every run of their scene")
  func importDiagnostics() throws {
    var document = try SolveTesting.read("views: [{id: box}]\n", fileName: "a.yaml")
    let note = Diagnostic(kind: .ambiguousLayout, message: "imported note", views: ["box"])
    document.importDiagnostics = ["a": [note]]
    let runs = try SolveRequest(inputPath: "a.yaml", keyboards: [.hidden, .shown])
      .solve(document, catalog: SolveTesting.catalog)
    #expect(runs.count == 2 && runs.allSatisfy { $0.diagnostics.contains(note) })
  }

  @Test("the JSON is the documented shape, numbers through one formatter, one view per line")
  func json() throws {
    let yaml = """
      name: Box
      views: [{id: box, kind: label, text: Hi}]
      constraints: [box.top == root.top + 0.1, box.leading == root.leading + 0.2]
      """
    let document = try SolveTesting.read(yaml)
    let runs = try SolveRequest(inputPath: "test.yaml", devices: ["iphone-se-2nd-gen"])
      .solve(document, catalog: SolveTesting.catalog)
    let json = SolveReport(runs: runs).rendered(as: .json)
    let lines = json.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(16)) == [
        "{",
        "  \"schemaVersion\": 2,",
        "  \"runs\": [",
        "    {",
        "      \"scene\": \"Box\",",
        "      \"environment\": \"iphone-se-2nd-gen/portrait/keyboard-hidden\",",
        "      \"device\": \"iphone-se-2nd-gen\",",
        "      \"orientation\": \"portrait\",",
        "      \"keyboard\": \"hidden\",",
        "      \"direction\": \"leftToRight\",",
        "      \"textSize\": \"large\",",
        "      \"size\": {\"width\": 375, \"height\": 667},",
        "      \"scale\": 2,",
        "      \"views\": [",
        "        {\"id\": \"root\", \"path\": \"root\", \"kind\": \"view\", \"hidden\": false, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 667}, \"windowFrame\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 667}},",
        "        {\"id\": \"box\", \"path\": \"root/box\", \"kind\": \"label\", \"hidden\": false, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 15.5, \"height\": 20.5}, \"windowFrame\": {\"x\": 0, \"y\": 0, \"width\": 15.5, \"height\": 20.5}}",
      ])
    #expect(lines.contains("      \"scrollViews\": [],"))
    #expect(lines.contains("      \"textFields\": [],"))
    // It is JSON.
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((parsed?["runs"] as? [Any])?.count == 1)
  }

  @Test("text output is each run's listing, separated by a blank line")
  func text() throws {
    let catalog = try SolveTesting.catalog
    let report = try SolveRequest(
      inputPath: SolveTesting.example("tn2154-pure-approach.yaml")
    ).run(catalog: catalog)
    #expect(report.rendered(as: .text) == report.runs.map(\.description).joined(separator: "\n\n"))
    #expect(
      report.rendered(as: .text).hasPrefix(
        "TN2154 pure approach @ iphone-se-2nd-gen/portrait/keyboard-hidden\n"))
  }
}

/// Layout direction and Dynamic Type text size as environment axes, in scene files.
@Suite("Direction and text size axes")
struct EnvironmentAxisTests {
  static let yaml = """
    name: Axes
    environments:
      devices: [iphone-16]
      directions: [ltr, rtl]
      textSizes: [large, accessibilityExtraExtraExtraLarge]
    views:
      - {id: title, kind: label, text: Settings, font: {textStyle: body}}
    constraints:
      - title.leading == root.safeArea.leading + 20
      - title.top == root.safeArea.top + 20
    """

  @Test("a scene file's directions × textSizes: leading flips in RTL, body text grows")
  func sceneFile() throws {
    let document = try SolveTesting.read(Self.yaml)
    let runs = try SolveRequest(inputPath: "axes.yaml").solve(
      document, catalog: SolveTesting.catalog)
    #expect(
      runs.map(\.environment.key.rawValue) == [
        "iphone-16/portrait/keyboard-hidden",
        "iphone-16/portrait/keyboard-hidden/text-accessibilityExtraExtraExtraLarge",
        "iphone-16/portrait/keyboard-hidden/right-to-left",
        "iphone-16/portrait/keyboard-hidden/right-to-left/text-accessibilityExtraExtraExtraLarge",
      ])
    let frames = runs.map { $0[view: "title"]!.frame }
    #expect(frames[0].x == 20)
    // Right to left, leading is the right edge: 393 - 20 - width.
    #expect(abs(frames[2].x + frames[2].width - 373) < 1e-6)
    #expect(frames[1].height > frames[0].height * 2)
  }

  @Test("the request's directions and text sizes replace the file's")
  func requestWins() throws {
    let document = try SolveTesting.read(Self.yaml)
    let runs = try SolveRequest(
      inputPath: "axes.yaml", directions: [.rightToLeft], textSizes: [.extraSmall]
    ).solve(document, catalog: SolveTesting.catalog)
    #expect(
      runs.map(\.environment.key.rawValue) == [
        "iphone-16/portrait/keyboard-hidden/right-to-left/text-extraSmall"
      ])
  }

  @Test("an unknown direction is reported at its line with the values it could be")
  func unknownDirection() throws {
    let yaml = Self.yaml.replacingOccurrences(of: "[ltr, rtl]", with: "[ltr, sideways]")
    #expect {
      try SolveTesting.read(yaml)
    } throws: { error in
      "\(error)"
        == "test.yaml:4:21: 'sideways' is not a valid directions[1]; expected one of 'ltr', "
        + "'rtl', 'all', 'leftToRight', 'rightToLeft'"
    }
  }

  @Test("layoutdb.yaml's environments: the axes it names, for files that name none")
  func projectDefaults() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-defaults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func projectEnvironments(_ yaml: String) throws -> ProjectEnvironments {
      let path = folder.appendingPathComponent("layoutdb.yaml").path
      try yaml.write(toFile: path, atomically: true, encoding: .utf8)
      return try SceneInput.projectEnvironments(at: path, catalog: SolveTesting.catalog)
    }
    let project = try projectEnvironments(
      "diff: {tolerance: 1}\nenvironments:\n  directions: [ltr, rtl]\n")
    #expect(project == ProjectEnvironments(directions: [.leftToRight, .rightToLeft]))
    #expect(try projectEnvironments("diff: {}\n") == ProjectEnvironments())
    // A file without `environments` takes them; one with its own keeps those.
    let plain = try SolveTesting.read("name: Plain\nviews: [{id: box}]\n")
    var request = SolveRequest(inputPath: "plain.yaml")
    request.project = project
    #expect(
      try request.solve(plain, catalog: SolveTesting.catalog).map(\.environment.key.rawValue)
        == [
          "iphone-16/portrait/keyboard-hidden", "iphone-16/portrait/keyboard-hidden/right-to-left",
        ])
    let own = try SolveTesting.read(Self.yaml)
    #expect(try request.solve(own, catalog: SolveTesting.catalog).count == 4)
  }
}
