import LayoutEngine
import SceneReading
import SceneSource
import TestSupport
import Testing

@testable import SceneScript

/// The scene files in Examples/ solve to the numbers of the engine's acceptance tests
/// (Tests/LayoutEngineTests: FormSceneTests, SeedSceneTests, FailureModeTests).
@Suite("Example scene files")
struct ExampleSceneTests {
  func scenes(_ file: String) throws -> [Scene] {
    let input = try SceneInput.load(
      path: SceneFileTesting.example(file), catalog: SceneFileTesting.catalog)
    guard case .scenes(let document) = input else {
      Issue.record("\(file) is not a scene file")
      return []
    }
    return document.scenes
  }

  func layout(_ scene: Scene, _ environment: Environment) throws -> LayoutResult {
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: environment)
  }

  @Test(
    "form.yaml lays out exactly as SeedScenes.form() in every SE environment",
    arguments: [Orientation.portrait, .landscape], [KeyboardState.hidden, .shown])
  func formMatchesSeed(orientation: Orientation, keyboard: KeyboardState) throws {
    let scene = try #require(try scenes("form.yaml").first)
    let environment = try SceneFileTesting.iPhoneSE(orientation, keyboard: keyboard)
    let fromFile = try layout(scene, environment)
    let fromSwift = try layout(SeedScenes.form(), environment)
    #expect(fromFile.views == fromSwift.views)
    #expect(fromFile.scrollViews == fromSwift.scrollViews)
    #expect(fromFile.textFields == fromSwift.textFields)
    #expect(fromFile.diagnostics == fromSwift.diagnostics)
  }

  @Test("form.yaml: the hand-worked numbers of FormSceneTests")
  func formNumbers() throws {
    let scene = try #require(try scenes("form.yaml").first)
    let portrait = try layout(scene, SceneFileTesting.iPhoneSE())
    #expect(portrait[scrollView: "scroll"]?.contentSize == Size(width: 375, height: 539))
    #expect(portrait[view: "image"]?.frame == Rect(x: 137.5, y: 20, width: 100, height: 100))
    #expect(portrait[view: "label0"]?.frame == Rect(x: 20, y: 128, width: 335, height: 20.5))
    #expect(portrait[view: "field5"]?.frame == Rect(x: 20, y: 485, width: 335, height: 34))
    #expect(portrait.diagnostics.isEmpty)
    let landscape = try layout(scene, SceneFileTesting.iPhoneSE(.landscape, keyboard: .shown))
    #expect(landscape[scrollView: "scroll"]?.maximumContentOffset == Point(x: 0, y: 364))
    for index in 0..<6 {
      let field = try #require(landscape[textField: "field\(index)"])
      expectNear(field.contentOffset?.y, 11.5 + 66.5 * Double(index))
      #expect(field.windowFrame == Rect(x: 20, y: 141, width: 627, height: 34))
    }
  }

  @Test("form.yaml names its environments and its last constraint")
  func formDocument() throws {
    let input = try SceneInput.load(
      path: SceneFileTesting.example("form.yaml"), catalog: SceneFileTesting.catalog)
    guard case .scenes(let document) = input else { throw CancellationError() }
    #expect(document.environments.count == 4)
    #expect(document.environments.first == EnvironmentRequest(device: "iphone-se-2nd-gen"))
    #expect(document.scenes[0].constraints.last?.identifier == "contentBottom")
    let seed = try SeedScenes.form()
    #expect(document.scenes[0].constraints.count == seed.constraints.count)
  }

  @Test(
    "scrollable-controller.yaml (VFL): content 945 high, children 30 narrower than the screen",
    arguments: [("iphone-se-2nd-gen", 375.0), ("iphone-16-pro-max", 440.0)])
  func scrollableController(device: String, width: Double) throws {
    let scene = try #require(try scenes("scrollable-controller.yaml").first)
    #expect(scene.root.id == "view")
    let environment = Environment(device: try SceneFileTesting.catalog[device])
    let result = try layout(scene, environment)
    let scroll = try #require(result[scrollView: "scrollView"])
    #expect(scroll.contentSize == Size(width: width, height: 945))
    #expect(result[view: "greenView"]?.frame == Rect(x: 15, y: 15, width: width - 30, height: 400))
    #expect(result[view: "whiteView"]?.frame == Rect(x: 15, y: 430, width: width - 30, height: 500))
    #expect(!scroll.scrollsHorizontally)
    #expect(scroll.scrollsVertically == (environment.screenSize.height < 945))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // The same frames as the Swift-built seed.
    let seed = try layout(SeedScenes.scrollableController(), environment)
    #expect(result.views == seed.views)
  }

  @Test(
    "tn2154-pure-approach.yaml: the image size is the content size; large scrolls, small does not")
  func pureApproach() throws {
    let scenes = try scenes("tn2154-pure-approach.yaml")
    try #require(scenes.count == 2)
    let large = try layout(scenes[0], SceneFileTesting.iPhoneSE())
    let scroll = try #require(large[scrollView: "scrollView"])
    #expect(scroll.contentSize == Size(width: 1000, height: 800))
    #expect(scroll.scrollsVertically && scroll.scrollsHorizontally)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20))
    #expect(scroll.maximumContentOffset == Point(x: 625, y: 133))
    #expect(large[view: "imageView"]?.windowFrame == Rect(x: 0, y: 20, width: 1000, height: 800))
    #expect(large.diagnostics.isEmpty)
    let small = try layout(scenes[1], SceneFileTesting.iPhoneSE())
    #expect(small[scrollView: "scrollView"]?.contentSize == Size(width: 200, height: 100))
    #expect(small[scrollView: "scrollView"]?.scrollsVertically == false)
    #expect(small[scrollView: "scrollView"]?.adjustedContentInset == .zero)
  }

  @Test(
    "multiline-label.yaml: a long label grows the content past the screen, a short one does not")
  func multilineLabel() throws {
    let scenes = try scenes("multiline-label.yaml")
    try #require(scenes.count == 2)
    let text = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 60)
      .joined(separator: " ")
    #expect(scenes[0]["label"]?.text?.text == text)
    #expect(scenes[0]["label"]?.compressionResistance == AxisPriorities(750, 1000))
    let long = try layout(scenes[0], SceneFileTesting.iPhoneSE())
    let label = try #require(long[view: "label"])
    let scroll = try #require(long[scrollView: "scroll"])
    #expect(label.frame.width == 335)
    #expect(label.frame.height > 20.5 * 10)
    #expect(scroll.contentSize.height == label.frame.height + 40)
    #expect(scroll.contentSize.height > 667 && scroll.scrollsVertically)
    let short = try layout(scenes[1], SceneFileTesting.iPhoneSE())
    #expect(short[scrollView: "scroll"]?.contentSize.height == 667)
    #expect(short[view: "label"]?.frame.height == 20.5)
  }

  @Test(
    "settings.yaml: under a large-title navigation bar and a tab bar it fits in portrait and scrolls in landscape"
  )
  func settingsBars() throws {
    let scene = try #require(try scenes("settings.yaml").first)
    #expect(scene.bars == SystemBars(navigationBar: .largeTitle, tabBar: true))
    // Portrait: 20 (status bar) + 44 + 52 (large title) above, 49 (tab bar) below; the 8 rows
    // (352 points) fit in the 667 - 165 between, yet the content is inset (a navigation
    // controller's `.automatic`).
    let portrait = try layout(scene, try SceneFileTesting.iPhoneSE())
    let list = try #require(portrait[scrollView: "scroll"])
    #expect(list.contentSize == Size(width: 375, height: 352))
    #expect(list.adjustedContentInset == EdgeInsets(top: 116, bottom: 49))
    #expect(list.minimumContentOffset == Point(x: 0, y: -116))
    #expect(!list.scrollsVertically)
    #expect(portrait[view: "scroll"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(portrait[view: "notifications"]?.windowFrame.y == 116)
    // Landscape: no status bar, 32-point bars, no large title: 352 + 64 > 375, so it scrolls,
    // by 9 points.
    let landscape = try layout(scene, try SceneFileTesting.iPhoneSE(.landscape))
    let turned = try #require(landscape[scrollView: "scroll"])
    #expect(turned.adjustedContentInset == EdgeInsets(top: 32, bottom: 32))
    #expect(turned.scrollsVertically)
    #expect(turned.maximumContentOffset == Point(x: 0, y: 9))
  }
}
