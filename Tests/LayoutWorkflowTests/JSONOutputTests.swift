import CommandLineTesting
import Foundation
import Testing

/// Every `--format json` of the binary in one style (README, "JSON output"): `schemaVersion`
/// 2 first, environments as `solve` writes them, frames as `{x, y, width, height}` objects and
/// every amount a JSON number, never a string.
@Suite(
  "JSON outputs share one style (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct JSONOutputTests {
  typealias Object = [String: Any]

  /// Records the form, breaks it, checks it (drift) and returns the outputs of solve, check,
  /// diff and show, parsed.
  static func outputs() throws -> (solve: Object, check: Object, diff: Object, show: Object) {
    let workspace = try WorkflowCommandTests.Workspace()
    let solved = try LayoutDBCommand.run(
      ["solve", "form.yaml", "--format", "json"], in: workspace.folder)
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    try workspace.breakScene()
    let check = try workspace.run(["check", "form.yaml", "--format", "json", "--record", "never"])
    #expect(check.status == 1, "\(check.stderr)")
    let run = try #require(parse(check.stdout)["run"] as? String)
    let runs = try workspace.run(["history"])
    let first = try #require(
      runs.stdout.split(separator: "\n").compactMap { line in
        line.split(separator: " ").first.map(String.init)
      }.first { $0.count >= 8 && !run.hasPrefix($0) && $0.allSatisfy(\.isHexDigit) },
      "\(runs.stdout)")
    let diff = try workspace.run(["diff", first, String(run.prefix(8)), "--format", "json"])
    #expect(diff.status == 1, "\(diff.stderr)")
    let show = try workspace.run(["show", String(run.prefix(8)), "--format", "json"])
    #expect(show.status == 0, "\(show.stderr)")
    return (
      try parse(solved.stdout), try parse(check.stdout), try parse(diff.stdout),
      try parse(show.stdout)
    )
  }

  static func parse(_ text: String) throws -> Object {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Object, "\(text)")
  }

  static func expectFrame(_ value: Any?, _ comment: Comment) {
    let frame = value as? Object
    #expect(frame.map { Set($0.keys) } == ["x", "y", "width", "height"], comment)
    for key in ["x", "y", "width", "height"] {
      #expect(frame?[key] is Double, comment)
      #expect(!(frame?[key] is String), comment)
    }
  }

  /// The environment members every output writes beside a scene, with their JSON types.
  static func expectEnvironment(_ object: Object, _ comment: Comment) {
    for key in [
      "scene", "environment", "device", "orientation", "keyboard", "direction", "textSize",
    ] {
      #expect(object[key] is String, "\(comment): \(key)")
    }
    #expect(object["scale"] is Double && !(object["scale"] is String), comment)
    let size = object["size"] as? Object
    #expect(size?["width"] is Double && size?["height"] is Double, comment)
  }

  @Test("solve, check, diff and show: schemaVersion 2, environments, frames and amounts as numbers")
  func oneStyle() throws {
    let (solve, check, diff, show) = try Self.outputs()
    for (name, object) in [("solve", solve), ("check", check), ("diff", diff), ("show", show)] {
      #expect(object["schemaVersion"] as? Int == 2, "\(name)")
    }
    // solve and show: runs of views with frames.
    for (name, object) in [("solve", solve), ("show", show)] {
      let runs = try #require(object["runs"] as? [Object], "\(name)")
      #expect(runs.count == 4, "\(name)")
      for run in runs {
        Self.expectEnvironment(run, "\(name)")
        for view in run["views"] as? [Object] ?? [] {
          Self.expectFrame(view["frame"], "\(name) frame")
          Self.expectFrame(view["windowFrame"], "\(name) windowFrame")
        }
      }
    }
    // check and diff: comparisons named as solve names runs, changes with numbers.
    for (name, object) in [("check", check), ("diff", diff)] {
      let summary = try #require(object["summary"] as? Object, "\(name)")
      #expect(summary["errors"] is Int && (summary["errors"] as? Int ?? 0) > 0, "\(name)")
      #expect(summary["isClean"] as? Bool == false, "\(name)")
      let comparisons = try #require(object["comparisons"] as? [Object], "\(name)")
      #expect(comparisons.count == 4, "\(name)")
      var frames = 0
      var sizes = 0
      for comparison in comparisons {
        Self.expectEnvironment(comparison, "\(name)")
        for change in comparison["changes"] as? [Object] ?? [] {
          let delta = change["delta"] as? Object
          if let delta {
            #expect(Set(delta.keys) == ["x", "y", "width", "height"], "\(name)")
            #expect(delta.values.allSatisfy { $0 is Double && !($0 is String) }, "\(name)")
          }
          switch change["kind"] as? String {
          case "frameChanged":
            frames += 1
            Self.expectFrame(change["before"], "\(name) before")
            Self.expectFrame(change["after"], "\(name) after")
          case "contentSizeChanged":
            sizes += 1
            let after = change["after"] as? Object
            #expect(after?["width"] is Double && after?["height"] is Double, "\(name)")
          default: break
          }
        }
      }
      #expect(frames > 0 && sizes > 0, "\(name)")
    }
    #expect(check["status"] as? String == "drift")
    #expect(check["exitCode"] as? Int == 1)
    let cause = (check["constraintChanges"] as? [Object])?.first
    #expect(cause?["removed"] as? [String] == ["content.width == root.width"])
  }

  /// The diagnostics of a layout in solve's and show's runs, and in check's and diff's
  /// changes.
  static func diagnostics(runs object: Object) -> [Object] {
    (object["runs"] as? [Object] ?? []).flatMap { $0["diagnostics"] as? [Object] ?? [] }
  }

  static func diagnostics(changes object: Object) -> [Object] {
    (object["comparisons"] as? [Object] ?? []).flatMap { comparison in
      (comparison["changes"] as? [Object] ?? []).compactMap { $0["diagnostic"] as? Object }
    }
  }

  @Test("every diagnostic writes its subject, null when it has none; two runs write the same bytes")
  func diagnosticSubjects() throws {
    let workspace = try WorkflowCommandTests.Workspace()
    #expect(try workspace.run(["record", "form.yaml", "--baseline"]).status == 0)
    // The demo's regression: the scroll view no longer knows how tall its content is.
    let text = try String(contentsOf: workspace.scene, encoding: .utf8)
    try text.replacingOccurrences(of: "  - content.bottom == scroll.bottom\n", with: "")
      .write(to: workspace.scene, atomically: true, encoding: .utf8)

    let solve = try (0..<2).map { _ in
      try LayoutDBCommand.run(["solve", "form.yaml", "--format", "json"], in: workspace.folder)
    }
    let check = try (0..<2).map { _ in
      try workspace.run(["check", "form.yaml", "--format", "json", "--record", "never"])
    }
    let runs = try check.map { try #require(Self.parse($0.stdout)["run"] as? String) }
    let show = try (0..<2).map { _ in
      try workspace.run(["show", String(runs[1].prefix(8)), "--format", "json"])
    }
    let baseline = try #require(
      try workspace.run(["history"]).stdout.split(separator: "\n").last?.split(separator: " ")
        .first.map(String.init))
    let diff = try (0..<2).map { _ in
      try workspace.run(["diff", baseline, String(runs[1].prefix(8)), "--format", "json"])
    }
    for (name, outcomes) in [("solve", solve), ("show", show), ("diff", diff)] {
      #expect(outcomes[0].status == outcomes[1].status, "\(name): \(outcomes[0].stderr)")
      #expect(outcomes[0].stdout == outcomes[1].stdout, "\(name) wrote other bytes the 2nd time")
    }
    // Two checks are two runs: they differ by the run's id and nothing else.
    #expect(check.allSatisfy { $0.status == 1 }, "\(check[0].stderr)")
    #expect(
      check[0].stdout.replacingOccurrences(of: runs[0], with: "RUN")
        == check[1].stdout.replacingOccurrences(of: runs[1], with: "RUN"))

    let ambiguity = "scrollableContentSizeAmbiguity"
    for (name, diagnostics) in [
      ("solve", Self.diagnostics(runs: try Self.parse(solve[0].stdout))),
      ("show", Self.diagnostics(runs: try Self.parse(show[0].stdout))),
      ("check", Self.diagnostics(changes: try Self.parse(check[0].stdout))),
      ("diff", Self.diagnostics(changes: try Self.parse(diff[0].stdout))),
    ] {
      // In each of the 4 layouts: the content size ambiguity, about the height, and the
      // content outside the scroll view's content area; with the keyboard shown, solve and
      // show also list the fields left under it (check and diff say those as keyboard
      // findings). The geometric kinds are told apart by their views: no subject.
      #expect(diagnostics.count { $0["kind"] as? String == ambiguity } == 4, "\(name)")
      #expect(
        diagnostics.count { $0["kind"] as? String == "outsideSuperviewBounds" } == 4, "\(name)")
      for diagnostic in diagnostics {
        #expect(
          Array(diagnostic.keys).sorted() == ["kind", "message", "subject", "views"], "\(name)")
        switch diagnostic["kind"] as? String {
        case ambiguity: #expect(diagnostic["subject"] as? String == "height", "\(name)")
        case "outsideSuperviewBounds", "coveredByKeyboard":
          #expect(diagnostic["subject"] is NSNull, "\(name)")
        case let kind: Issue.record("\(name): unexpected diagnostic \(kind ?? "?")")
        }
      }
    }
    // Written after `views`, on the diagnostic's one line, as in Documentation/SceneFormat.md.
    #expect(
      solve[0].stdout.contains(
        #"{"kind": "scrollableContentSizeAmbiguity", "message": "scrollable content size "#
          + #"ambiguity in scroll: the content's constraints do not determine its height", "#
          + #""views": ["scroll"], "subject": "height"}"#))
  }
}
