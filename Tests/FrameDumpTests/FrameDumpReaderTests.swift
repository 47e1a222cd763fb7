import Foundation
import LayoutEngine
import SceneReading
import SceneSource
import Testing

@testable import FrameDump

/// Frame dumps: the JSON of Examples/FrameDumpWriter.swift.txt, read into `LayoutResult`.
@Suite("Frame dumps")
struct FrameDumpReaderTests {
  var catalog: DeviceCatalog {
    get throws { try DeviceCatalog.standard }
  }

  func solvedForm() throws -> LayoutResult {
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    return try engine.layout(
      in: Environment(
        device: try catalog["iphone-se-2nd-gen"], orientation: .landscape, keyboard: .hidden))
  }

  func read(_ text: String) throws -> [LayoutResult] {
    try FrameDumpReader(catalog: catalog).results(
      fromJSON: text, fileName: "dump.json")
  }

  /// What the UI test helper writes for a layout: the same keys, `JSONSerialization` with
  /// `.prettyPrinted` and `.sortedKeys`.
  func dumpJSON(of result: LayoutResult) throws -> String {
    func rect(_ r: Rect) -> [String: Double] {
      ["x": r.x, "y": r.y, "width": r.width, "height": r.height]
    }
    func point(_ p: Point) -> [String: Double] { ["x": p.x, "y": p.y] }
    let e = result.environment
    let dump: [String: Any] = [
      "format": "layoutdb-frame-dump", "version": 1, "scene": result.scene, "device": e.deviceID,
      "orientation": e.orientation.rawValue, "keyboard": e.keyboard.rawValue, "scale": e.scale,
      "screenSize": ["width": e.screenSize.width, "height": e.screenSize.height],
      "views": result.views.map {
        [
          "id": $0.id, "path": $0.path, "kind": $0.kind.rawValue, "hidden": $0.isHidden,
          "frame": rect($0.frame), "windowFrame": rect($0.windowFrame),
        ] as [String: Any]
      },
      "scrollViews": result.scrollViews.map {
        let i = $0.adjustedContentInset
        return [
          "id": $0.id,
          "contentSize": ["width": $0.contentSize.width, "height": $0.contentSize.height],
          "adjustedContentInset": [
            "top": i.top, "left": i.left, "bottom": i.bottom, "right": i.right,
          ],
          "contentOffset": point($0.minimumContentOffset),
          "minimumContentOffset": point($0.minimumContentOffset),
          "maximumContentOffset": point($0.maximumContentOffset),
          "scrollsVertically": $0.scrollsVertically, "scrollsHorizontally": $0.scrollsHorizontally,
        ] as [String: Any]
      },
    ]
    let data = try JSONSerialization.data(
      withJSONObject: dump, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  @Test("a solved layout written as a dump reads back to the same frames and scroll metrics")
  func roundTrip() throws {
    let solved = try solvedForm()
    let results = try read(try dumpJSON(of: solved))
    let dumped = try #require(results.first)
    #expect(results.count == 1)
    #expect(dumped.scene == "Form")
    #expect(dumped.views == solved.views)
    #expect(dumped.scrollViews == solved.scrollViews)
    #expect(dumped.environment.deviceID == "iphone-se-2nd-gen")
    #expect(dumped.environment.deviceName == "iPhone SE (2nd generation)")
    #expect(dumped.environment.screenSize == solved.environment.screenSize)
    #expect(dumped.environment.verticalSizeClass == .compact)
    #expect(dumped.textFields.isEmpty && dumped.diagnostics.isEmpty)
  }

  @Test("the fixture in the writer's output format reads into the solver's layout")
  func fixture() throws {
    let path = try #require(
      Bundle.module.url(
        forResource: "Fixtures/dumps/form-iphone-se-landscape.json", withExtension: nil)
    ).path
    guard
      case .frameDump(_, let results) = try SceneInput.load(
        path: path, catalog: catalog)
    else { throw CancellationError() }
    let dumped = try #require(results.first)
    let solved = try solvedForm()
    #expect(dumped.views == solved.views)
    #expect(dumped.scrollViews == solved.scrollViews)
    #expect(dumped[view: "field0"]?.frame == Rect(x: 20, y: 152.5, width: 627, height: 34))
    #expect(dumped.environment.orientation == .landscape && dumped.environment.scale == 2)
  }

  @Test("a file may hold several dumps in an array")
  func array() throws {
    let one = try dumpJSON(of: solvedForm())
    #expect(try read("[\(one), \(one)]").count == 2)
  }

  @Test(
    "bad dumps fail at their line and column",
    arguments: [
      (
        "{\"format\": \"other\"}",
        "dump.json:1:12: invalid frame dump: 'format' must be 'layoutdb-frame-dump'; is this file a frame dump?"
      ),
      (
        "{\"format\": \"layoutdb-frame-dump\",\n \"verson\": 1}",
        "dump.json:2:2: unknown key 'verson' in a frame dump (did you mean 'version'?)"
      ),
      (
        "{\"format\": \"layoutdb-frame-dump\", \"version\": 1}",
        "dump.json:1:1: a frame dump needs a 'device' key"
      ),
      (
        "{\"format\": \"layoutdb-frame-dump\",\n  \"version\": 1,\n  \"scene\": \"A\", \"device\": \"x\",\n  \"orientation\": \"portrait\", \"keyboard\": \"hidden\", \"scale\": 2,\n  \"screenSize\": {\"width\": 1, \"height\": 1},\n  \"views\": [{\"id\": \"a\", \"kind\": \"tableView\", \"frame\": {}, \"windowFrame\": {}}]}",
        "dump.json:6:33: unknown view kind 'tableView'; kinds are view, scrollView, label, textField, textView, button, imageView, switchControl, stackView"
      ),
      (
        "{\"format\": \"layoutdb-frame-dump\",\n",
        "dump.json:2:1: malformed JSON: did not find expected node content (while parsing a flow node on line 2)"
      ),
    ])
  func errors(json: String, message: String) throws {
    let reader = FrameDumpReader(catalog: try catalog)
    do {
      _ = try reader.results(fromJSON: json, fileName: "dump.json")
      Issue.record("accepted: \(json)")
    } catch {
      #expect(error.description == message)
    }
  }
}
