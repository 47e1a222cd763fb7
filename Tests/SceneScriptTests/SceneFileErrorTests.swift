import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import TestSupport
import Testing

@testable import SceneScript

/// Every bad input is one line, `file:line:column: message`, with the column of the culprit.
@Suite("Scene file errors")
struct SceneFileErrorTests {
  static let cases: [(yaml: String, message: String)] = [
    (
      "name: A\nviews:\n  - {id: a\n",
      "test.yaml:4:1: malformed YAML: did not find expected ',' or '}' (while parsing a flow mapping on line 3)"
    ),
    (
      "name: A\n---\nname: B\n",
      "test.yaml:2:1: malformed YAML: a scene file holds one YAML document; list several scenes under 'scenes:'"
    ),
    ("name: A\nname: B\n", "test.yaml:1:1: malformed YAML: duplicate key 'name' in one mapping"),
    (
      "# nothing yet\n\n",
      "test.yaml:1:1: the file is empty: a scene file needs a 'scenes' key"
    ),
    (
      "name: A\nview:\n  - {id: a}\n",
      "test.yaml:2:1: unknown key 'view' in a scene file (did you mean 'views'?)"
    ),
    (
      "name: A\nviews:\n  - id: box\n    knd: view\n",
      "test.yaml:4:5: unknown key 'knd' in view 'box' (did you mean 'kind'?)"
    ),
    // Swapped letters are one typo: `kidn` is `kind`, not `id` (two deletions).
    (
      "name: A\nviews:\n  - id: box\n    kidn: view\n",
      "test.yaml:4:5: unknown key 'kidn' in view 'box' (did you mean 'kind'?)"
    ),
    (
      "name: A\nviews:\n  - {id: a, kind: lable}\n",
      "test.yaml:3:19: unknown view kind 'lable' (did you mean 'label'?); kinds are view, scrollView, label, textField, textView, button, imageView, switchControl, stackView"
    ),
    ("name: A\nviews:\n  - {id: a, parent: nope}\n", "test.yaml:3:21: unknown view 'nope'"),
    (
      "name: A\nviews:\n  - {id: a, parent: b}\n  - {id: b, parent: a}\n",
      "test.yaml:3:21: the views form a cycle: a -> b -> a; a view cannot contain its own ancestor"
    ),
    (
      "name: A\nviews:\n  - {id: a}\n  - id: b\n    children:\n      - {id: a}\n",
      "test.yaml:6:14: view 'a' is listed twice (first on line 3); each view needs a unique id"
    ),
    (
      "name: A\nviews:\n  - {id: a, children: [{id: b, parent: root}]}\n",
      "test.yaml:3:40: view 'b' is nested in 'a' but its 'parent' is 'root'; remove one of the two"
    ),
    (
      "name: A\nviews:\n  - {id: 1a}\n",
      "test.yaml:3:10: '1a' is not a valid view id; use letters, digits and '_', not starting with a digit (VFL and anchor equations name views by it)"
    ),
    (
      "name: A\nviews:\n  - {id: a, imageSize: {width: .inf, height: 3}}\n",
      "test.yaml:3:32: 'width' is .inf, which is not a finite number"
    ),
    (
      "name: A\nmetrics: {gap: .nan}\n",
      "test.yaml:2:16: 'gap' is .nan, which is not a finite number"
    ),
    (
      "name: A\nviews:\n  - {id: a, frame: [0, 0, 1e999, 1]}\n",
      "test.yaml:3:27: 'frame[2]' is 1e999, which is not a finite number"
    ),
    (
      "name: A\nviews:\n  - {id: a, hidden: yes}\n",
      "test.yaml:3:21: 'hidden' must be true or false"
    ),
    (
      "name: A\nviews:\n  - {id: a, font: {size: 0}}\n",
      "test.yaml:3:26: '0' is not a valid size; expected a point size from 0.5 to 1000"
    ),
    (
      "name: A\nviews:\n  - {id: a, translatesAutoresizingMaskIntoConstraints: true}\n",
      "test.yaml:3:5: view 'a', which translates its autoresizing mask, needs a 'frame' key"
    ),
    (
      "environments: {devices: [iphone-16-pr]}\nname: A\n",
      "test.yaml:1:26: unknown device 'iphone-16-pr'; did you mean 'iphone-16-pro', 'iphone-16-pro-max' or 'iphone-17-pro'?"
    ),
    (
      "environments: {orientations: [sideways]}\nname: A\n",
      "test.yaml:1:31: 'sideways' is not a valid orientations[0]; expected one of 'portrait', 'landscape'"
    ),
    (
      "scenes:\n  - {name: A}\n  - {name: A}\n",
      "test.yaml:3:5: 'A' is not a valid scene name; expected a name no other scene has (line 2 has it)"
    ),
    // Anchor equations: the column is the culprit's inside the string.
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.top = root.top\n",
      "test.yaml:5:11: expected '==', '<=' or '>=', found '='; write '=='"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - \"a.top == root.safeAreas.top\"\n",
      "test.yaml:5:20: unknown layout guide 'safeAreas' (did you mean 'safeArea'?)"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.top == root.top + gap\n",
      "test.yaml:5:25: unknown metric 'gap'; define it under 'metrics'"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.top == root.top + a.height\n",
      "test.yaml:5:25: an equation relates one anchor to at most one other; move 'a…' to its own constraint"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.top == root.top @1001\n",
      "test.yaml:5:24: priority 1001 is out of range; UIKit priorities are 1 to 1000"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.top == rot.top\n",
      "test.yaml:5:14: unknown view 'rot' (did you mean 'root'?)"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.width == root.width )\n",
      "test.yaml:5:27: unexpected ')' after the equation"
    ),
    // Constraints UIKit refuses are reported at the line that wrote them.
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.width == root.top\n",
      "test.yaml:5:5: constraint 'a.width == root.top' relates incompatible attributes (a position to a size, or horizontal to vertical)"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - a.contentLayoutGuide.top == root.top\n",
      "test.yaml:5:5: constraint 'a.contentLayout.top == root.top' uses contentLayout, which a view does not have"
    ),
    // The VFL translator's errors, at their column in the string.
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - \"V:|-gap-[a]\"\n",
      "test.yaml:5:10: invalid visual format: unknown metric 'gap': expected a key of the metrics dictionary"
    ),
    (
      "name: A\nviews:\n  - {id: a}\nconstraints:\n  - H:|[b]|\n",
      "test.yaml:5:9: invalid visual format: unknown view 'b': expected a key of the views dictionary"
    ),
  ]

  @Test("each bad input fails with its one-line message", arguments: cases)
  func message(yaml: String, message: String) throws {
    #expect(try SceneFileTesting.failure(yaml) == message)
  }

  @Test("a bad anchor equation renders the line with a caret under the culprit")
  func equationCaret() throws {
    let path = try SceneFileTesting.fixture("yaml/bad-equation.yaml")
    let catalog = try SceneFileTesting.catalog
    do {
      _ = try SceneInput.load(path: path, catalog: catalog)
      Issue.record("bad-equation.yaml was accepted")
    } catch {
      guard case .sceneFile(let error) = error else {
        Issue.record("expected the scene file reader's error, got \(error)")
        return
      }
      #expect(error.location.line == 6 && error.location.column == 23)
      #expect(
        error.rendered.hasSuffix(
          """
          : unknown attribute 'botom' (did you mean 'bottom'?)
            - email.top == name.botom + 20 @750
                                ^
          """))
    }
  }

  @Test("a bad visual format renders its line with the caret at the column in the string")
  func visualFormatCaret() throws {
    let path = try SceneFileTesting.fixture("yaml/bad-vfl.yaml")
    let catalog = try SceneFileTesting.catalog
    do {
      _ = try SceneInput.load(path: path, catalog: catalog)
      Issue.record("bad-vfl.yaml was accepted")
    } catch {
      #expect(
        error.description
          == "\(path):5:22: invalid visual format: expected ']' after view predicates")
      let lines = error.rendered.split(separator: "\n").map(String.init)
      #expect(
        lines.dropFirst() == ["  - H:|-[button(>=50)-|", String(repeating: " ", count: 21) + "^"])
    }
  }

  @Test("hostile inputs fail quickly instead of hanging or crashing")
  func hostile() throws {
    // Deep nesting: libYAML stops at 1000 levels.
    let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    #expect(try SceneFileTesting.failure(deep)?.contains("malformed YAML") == true)
    // Aliases that would expand exponentially are never expanded: a view listed twice stops it.
    var yaml = "name: A\nviews:\n  - &v0 {id: a}\n"
    for level in 1...30 {
      yaml += "  - &v\(level) {id: b\(level), children: [*v\(level - 1), *v\(level - 1)]}\n"
    }
    #expect(try SceneFileTesting.failure(yaml)?.contains("is listed twice") == true)
    // A long chain of parents is refused past 200 levels (the engine's cost grows with the
    // square of the depth), after a cycle check that is linear.
    var chain = "name: A\nviews:\n  - {id: v0}\n"
    for index in 1..<20_000 { chain += "  - {id: v\(index), parent: v\(index - 1)}\n" }
    #expect(
      try SceneFileTesting.failure(chain)
        == "test.yaml:203:5: view 'v200' is more than 200 levels deep; layoutdb reads view trees up to 200 levels (real hierarchies stay far below)"
    )
    // Many views side by side are fine.
    var flat = "name: A\nviews:\n"
    for index in 0..<5_000 { flat += "  - {id: v\(index)}\n" }
    #expect(try SceneFileTesting.read(flat).scenes[0].views.count == 5_001)
  }
}
