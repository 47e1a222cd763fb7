import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// How a segue presents its destination decides the canvas Xcode lays it out on (issue 12):
/// a `show` from a controller in no navigation stack presents modally, and a sheet keeps the
/// home indicator's inset below it (before Xcode 26).
@Suite("Interface Builder presentations")
struct InterfaceBuilderPresentationTests {
  /// A `retina6_1` storyboard: `source` shows (`segueKind`) a navigation controller with
  /// large titles whose root `destination` holds `content` between its safe area's top and
  /// bottom. With `sourceInStack`, `source` is itself the root of a navigation controller.
  static func storyboard(
    toolsVersion: String, segueKind: String, sourceInStack: Bool, rootHeight: Double
  ) throws -> SceneDocument {
    var scenes: [IBNode] = []
    if sourceInStack {
      scenes.append(
        .scene(
          "s0",
          [
            .navigationController(
              id: "outer", root: "source", segueID: "r0",
              bar: .navigationBar(id: "outerBar", frame: (0, 44, 414, 44)))
          ]))
    }
    let go = IBNode.view(
      "button", id: "go", frame: (100, 400, 46, 30), attributes: [("buttonType", "system")],
      extra: [
        .element("state", [("key", "normal"), ("title", "Button")]),
        .element("connections", [], [.segue(to: "nav", kind: segueKind, id: "g")]),
      ])
    let source = IBNode.viewController(
      id: "source",
      view: .rootView(
        id: "sourceRoot", width: 414, height: 896, subviews: [go],
        constraints: [
          .constraint("go.leading = sourceRoot.leading + 100", id: "gl"),
          .constraint("go.top = sourceRoot.top + 400", id: "gt"),
        ]))
    let navigation = IBNode.navigationController(
      id: "nav", root: "destination", segueID: "r",
      bar: .navigationBar(id: "bar", frame: (0, 0, 414, 108), attributes: [("largeTitles", "YES")]))
    let destination = IBNode.contentController(
      id: "destination", width: 414, height: rootHeight,
      children: [
        .element("navigationItem", [("key", "navigationItem"), ("title", "Title"), ("id", "item")])
      ],
      connections: [.segue(to: "next", kind: "show", id: "n")])
    let next = IBNode.contentController(
      id: "next", root: "nextRoot", content: "nextContent", safeArea: "nextSafe", width: 414,
      height: rootHeight)
    scenes += [
      .scene("s1", [source]), .scene("s2", [navigation]), .scene("s3", [destination]),
      .scene("s4", [next]),
    ]
    let document = IBDocument.storyboard(
      toolsVersion: toolsVersion, device: "retina6_1", useSafeAreas: true, scenes: scenes)
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "presentation.storyboard", options: .canvas)
  }

  static func contentFrame(in document: SceneDocument, id: String = "content") throws -> Rect? {
    let scene = try #require(document.scenes.first { $0[id] != nil })
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: #require(document.designEnvironments[scene.name]))
    return result[view: id]?.frame
  }

  @Test("a show segue from a controller in no navigation stack presents a sheet; in one it pushes")
  func showFromOutsideAStackPresents() throws {
    // Xcode 12: the sheet is 842 high (896 less 44 and 10), its large-title bar 108 high at
    // y 0, and the home indicator's 34 points below.
    let presented = try Self.storyboard(
      toolsVersion: "17506", segueKind: "show", sourceInStack: false, rootHeight: 842)
    #expect(try Self.contentFrame(in: presented) == Rect(x: 0, y: 108, width: 414, height: 700))
    // Pushed onto a stack: the full screen under the 44-point status area and a 96-point
    // large-title bar, above the home indicator.
    let pushed = try Self.storyboard(
      toolsVersion: "17506", segueKind: "show", sourceInStack: true, rootHeight: 896)
    #expect(try Self.contentFrame(in: pushed) == Rect(x: 0, y: 140, width: 414, height: 722))
  }

  @Test("a sheet keeps the home indicator's inset at its bottom, but not in Xcode 26")
  func sheetBottomInset() throws {
    let xcode12 = try Self.storyboard(
      toolsVersion: "17506", segueKind: "presentation", sourceInStack: false, rootHeight: 842)
    #expect(try Self.contentFrame(in: xcode12)?.maxY == 842 - 34)
    let xcode26 = try Self.storyboard(
      toolsVersion: "24506", segueKind: "presentation", sourceInStack: false, rootHeight: 848)
    #expect(try Self.contentFrame(in: xcode26)?.maxY == 848)
  }

  @Test("what a sheet's navigation stack pushes is in the sheet too")
  func pushedInsideASheet() throws {
    // Xcode 26 (corpus-2 `123-nrfmesh`): a sheet 848 high with no unsafe area at its bottom;
    // the controller its stack pushes is the same sheet, under the same 20 + 106 bar.
    let sheet = try Self.storyboard(
      toolsVersion: "24506", segueKind: "presentation", sourceInStack: false, rootHeight: 848)
    let first = try Self.contentFrame(in: sheet)
    let pushed = try Self.contentFrame(in: sheet, id: "nextContent")
    #expect(first == Rect(x: 0, y: 126, width: 414, height: 722))
    #expect(pushed == first)
  }
}
