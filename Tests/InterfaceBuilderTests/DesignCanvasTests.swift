import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder
@testable import LayoutWorkflow

/// `--device design` is Xcode's canvas, devices are the app: the same document read both ways.
@Suite("design canvas vs devices")
struct DesignCanvasTests {
  /// A xib on an iPhone 8 canvas whose `box` is 120 wide only by a placeholder constraint
  /// ("Remove at build time") and 30 high by a real one.
  static let xib = IBDocument.xib(
    toolsVersion: "17701", device: "retina4_7", root: 375, 667,
    subviews: [
      .view(
        id: "box", frame: (10, 10, 120, 30),
        constraints: [
          .constraint("width = 120", id: "w", attributes: [("placeholder", "YES")]),
          .constraint("height = 30", id: "h"),
        ])
    ],
    constraints: [
      .constraint("box.top = root.top + 10", id: "t"),
      .constraint("box.leading = root.leading + 10", id: "l"),
    ]
  ).text

  static func solve(devices: [String]?) throws -> [LayoutResult] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-design-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Box.xib").path
    try Data(xib.utf8).write(to: URL(fileURLWithPath: path))
    return try SolveRequest(inputPath: path, devices: devices).run(catalog: .standard).runs
  }

  @Test("the canvas keeps placeholder constraints; a device lays out what the app builds")
  func placeholderOnCanvasOnly() throws {
    // Given the canvas alone, then the canvas and a device in one request
    let design = try Self.solve(devices: nil)
    let both = try Self.solve(devices: ["design", "iphone-8"])
    // Then the canvas is 120 wide, as Xcode stored it, each time it is asked for
    #expect(design.count == 1)
    #expect(design.first?[view: "box"]?.frame == Rect(x: 10, y: 10, width: 120, height: 30))
    #expect(both.count == 2)
    #expect(both.first?[view: "box"]?.frame == design.first?[view: "box"]?.frame)
    // And the device, where the placeholder is removed, leaves the width to nothing
    let device = try #require(both.last)
    #expect(device.environment.deviceID == "iphone-8")
    #expect(device[view: "box"]?.frame.width != 120)
    #expect(
      device.diagnostics.contains { $0.message.contains("placeholder constraint(s) removed") })
    #expect(!(design.first?.diagnostics.contains { $0.message.contains("placeholder") } ?? true))
  }
}

extension DesignCanvasTests {
  @Test("the canvas keeps its own text size and direction unless a request names them")
  func canvasTextSize() throws {
    var document = try InterfaceBuilderImporter.document(
      data: Data(Self.xib.utf8), fileName: "Box.xib")
    let name = try #require(document.scenes.first?.name)
    // As Xcode's canvas set to a larger Dynamic Type size would have it
    document.designEnvironments[name]?.contentSizeCategory = "extraLarge"
    let canvas = try SolveRequest(inputPath: "Box.xib").solve(document, catalog: .standard)
    #expect(canvas.map(\.environment.contentSizeCategory) == ["extraLarge"])
    let asked = try SolveRequest(inputPath: "Box.xib", textSizes: [.small, .large])
      .solve(document, catalog: .standard)
    #expect(asked.map(\.environment.contentSizeCategory) == ["small", "large"])
  }
}

/// The seed's own sample (the scrolling form of "Using UIScrollView with Auto Layout in iOS"),
/// written as Xcode writes it, with a `multiplier="50%"` and a `multiplier="100%"`: importers
/// once refused the whole file for them.
@Suite("the seed's scrolling form as a storyboard")
struct SeedFormStoryboardTests {
  static func solve(_ orientation: Orientation, _ keyboard: KeyboardState) throws -> LayoutResult {
    let path = try IBFixture.url("seed-form.storyboard").path
    let runs = try SolveRequest(
      inputPath: path, devices: ["iphone-8"], orientations: [orientation], keyboards: [keyboard]
    ).run(catalog: .standard).runs
    return try #require(runs.first)
  }

  @Test("imports, and its image is half the content's width")
  func imports() throws {
    let document = try IBFixture.document("seed-form.storyboard")
    let scene = try #require(document.scenes.first)
    #expect(document.importDiagnostics[scene.name] == nil)
    let portrait = try Self.solve(.portrait, .hidden)
    let image = portrait[view: "imag-aa-001"]?.frame
    #expect(image == Rect(x: 94, y: 20, width: 187.5, height: 187.5))
  }

  @Test("on a 4.7-inch phone it fits in portrait and scrolls in landscape, as the seed says")
  func scrollsOnlyInLandscape() throws {
    let portrait = try #require(try Self.solve(.portrait, .hidden)[scrollView: "scrl-aa-001"])
    #expect(portrait.contentSize == Size(width: 375, height: 626.5))
    #expect(!portrait.scrollsVertically && !portrait.scrollsHorizontally)
    let landscape = try #require(try Self.solve(.landscape, .hidden)[scrollView: "scrl-aa-001"])
    #expect(landscape.contentSize == Size(width: 667, height: 772.5))
    #expect(landscape.scrollsVertically && !landscape.scrollsHorizontally)
  }

  @Test("with the keyboard up, the active field is scrolled above it in both orientations")
  func activeFieldLifted() throws {
    for orientation in [Orientation.portrait, .landscape] {
      let result = try Self.solve(orientation, .shown)
      let last = try #require(result[textField: "fld5-aa-01"])
      // Without the keyboard insets the last field would sit under the keyboard ...
      #expect(last.isCoveredWithoutAdjustment, "\(orientation)")
      // ... with them it is scrolled into view, as the seed's keyboardDidShow does.
      #expect(result.textFields.count == 6)
      #expect(result.textFields.allSatisfy { $0.isVisibleAboveKeyboard }, "\(orientation)")
      #expect((last.contentOffset?.y ?? 0) > 0)
    }
  }
}
