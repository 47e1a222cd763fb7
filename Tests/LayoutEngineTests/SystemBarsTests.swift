import Testing

@testable import LayoutEngine

@Suite("Navigation, tab and tool bars move the view controller's safe area")
struct SystemBarsTests {
  static let iPad = Environment(
    deviceID: "ipad", screenSize: Size(width: 1024, height: 1366), scale: 2,
    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), horizontalSizeClass: .regular,
    verticalSizeClass: .regular)

  @Test("bar heights: 44/49 on iPhone in portrait, 32 in landscape, 50 on iPad; large titles")
  func heights() {
    let portrait = TestEnvironments.iPhoneSE()
    let landscape = TestEnvironments.iPhoneSE(.landscape)
    let navigation = SystemBars(navigationBar: .standard)
    #expect(navigation.insets(in: portrait) == EdgeInsets(top: 44))
    #expect(navigation.insets(in: landscape) == EdgeInsets(top: 32))
    #expect(navigation.insets(in: Self.iPad) == EdgeInsets(top: 50))
    let large = SystemBars(navigationBar: .largeTitle, prompt: true)
    #expect(large.insets(in: portrait) == EdgeInsets(top: 44 + 52 + 30))
    // No large title in compact height: the bar shows the title inline.
    #expect(large.insets(in: landscape) == EdgeInsets(top: 32 + 30))
    let bottom = SystemBars(tabBar: true, toolbar: true)
    #expect(bottom.insets(in: portrait) == EdgeInsets(bottom: 49 + 44))
    #expect(bottom.insets(in: landscape) == EdgeInsets(bottom: 32 + 32))
    #expect(bottom.insets(in: Self.iPad) == EdgeInsets(bottom: 50 + 50))
    #expect(SystemBars.none.insets(in: portrait) == .zero)
  }

  /// A full-screen scroll view with 100 points of content and a label on the safe area.
  static func scene(bars: SystemBars) throws -> Scene {
    var scene = Scene(name: "Settings")
    scene.bars = bars
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let title = try scene.add(.view, "title", in: scene.root)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll.contentLayoutGuide))
    scene.add(content.width == scroll.frameLayoutGuide.width, content.height == 100)
    scene.add(
      title.top == scene.root.safeArea.top, title.leading == scene.root.leading,
      title.width == 10, title.height == 10)
    return scene
  }

  @Test(
    "under a navigation bar, content on the safe area starts below it; the result keeps the screen's environment"
  )
  func safeArea() throws {
    var engine = try AutoLayoutEngine(
      scene: try Self.scene(bars: SystemBars(navigationBar: .standard)))
    let environment = TestEnvironments.iPhoneSE()
    let result = try engine.layout(in: environment)
    #expect(result[view: "title"]?.frame == Rect(x: 0, y: 64, width: 10, height: 10))
    #expect(result[view: "scroll"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(result.environment == environment)
    let landscape = try engine.layout(in: TestEnvironments.iPhoneSE(.landscape))
    #expect(landscape[view: "title"]?.frame.y == 32)
  }

  @Test(
    "UIScrollView's .automatic insets top and bottom in a navigation controller, even when the content fits"
  )
  func automaticInsetInNavigationController() throws {
    var alone = try AutoLayoutEngine(scene: try Self.scene(bars: .none))
    let fullScreen = try #require(
      try alone.layout(in: TestEnvironments.iPhoneSE())[scrollView: "scroll"])
    // 100 points of content fit: .scrollableAxes adjusts nothing, the content sits under
    // the status bar.
    #expect(fullScreen.adjustedContentInset == .zero)
    #expect(!fullScreen.scrollsVertically)

    var navigation = try AutoLayoutEngine(
      scene: try Self.scene(bars: SystemBars(navigationBar: .standard, tabBar: true)))
    let inNavigation = try #require(
      try navigation.layout(in: TestEnvironments.iPhoneSE())[scrollView: "scroll"])
    #expect(inNavigation.adjustedContentInset == EdgeInsets(top: 64, bottom: 49))
    #expect(inNavigation.minimumContentOffset == Point(x: 0, y: -64))
    #expect(!inNavigation.scrollsVertically, "100 + 64 + 49 points still fit in 667")

    // A tab bar alone (no navigation controller) keeps .scrollableAxes.
    var tabs = try AutoLayoutEngine(scene: try Self.scene(bars: SystemBars(tabBar: true)))
    let inTabs = try #require(
      try tabs.layout(in: TestEnvironments.iPhoneSE())[scrollView: "scroll"])
    #expect(inTabs.adjustedContentInset == .zero)
  }
}
