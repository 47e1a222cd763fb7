import Testing

@testable import LayoutEngine

/// The seed texts' own layouts, with numbers worked out by hand.
@Suite("Seed scenes")
struct SeedSceneTests {
  // MARK: TN2154, "Pure Auto Layout Approach"

  @Test("TN2154: the content size is the image size, and a large image scrolls both ways")
  func pureApproachLargeImage() throws {
    var engine = try AutoLayoutEngine(
      scene: SeedScenes.pureApproach(imageSize: Size(width: 1000, height: 800)))
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let scroll = try #require(result[scrollView: "scrollView"])
    #expect(scroll.contentSize == Size(width: 1000, height: 800))
    #expect(scroll.scrollsVertically && scroll.scrollsHorizontally)
    // Scrollable vertically, so the 20 pt status bar is added at the top.
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20))
    #expect(scroll.minimumContentOffset == Point(x: 0, y: -20))
    #expect(scroll.maximumContentOffset == Point(x: 625, y: 133))
    #expect(result[view: "scrollView"]?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(result[view: "imageView"]?.frame == Rect(x: 0, y: 0, width: 1000, height: 800))
    #expect(result[view: "imageView"]?.windowFrame == Rect(x: 0, y: 20, width: 1000, height: 800))
    #expect(result.diagnostics(.ambiguousLayout).isEmpty)
    #expect(result.diagnostics(.scrollableContentSizeAmbiguity).isEmpty)
  }

  @Test("TN2154: a small image does not scroll and gets no inset")
  func pureApproachSmallImage() throws {
    var engine = try AutoLayoutEngine(
      scene: SeedScenes.pureApproach(imageSize: Size(width: 200, height: 100)))
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    let scroll = try #require(result[scrollView: "scrollView"])
    #expect(scroll.contentSize == Size(width: 200, height: 100))
    #expect(!scroll.scrollsVertically && !scroll.scrollsHorizontally)
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.maximumContentOffset == .zero)
  }

  // MARK: The ScrollableController (004)

  @Test(
    "ScrollableController: content 945 high, children 30 narrower than the screen, never horizontal",
    arguments: TestEnvironments.iPhoneSizes)
  func scrollableController(device: String, width: Double, height: Double) throws {
    var engine = try AutoLayoutEngine(scene: SeedScenes.scrollableController())
    let environment = Environment(
      deviceID: device, screenSize: Size(width: width, height: height), scale: 2,
      safeAreaInsets: EdgeInsets(top: height >= 812 ? 47 : 20, bottom: height >= 812 ? 34 : 0))
    let result = try engine.layout(in: environment)
    let scroll = try #require(result[scrollView: "scrollView"])
    #expect(scroll.contentSize == Size(width: width, height: 945))
    #expect(result[view: "greenView"]?.frame == Rect(x: 15, y: 15, width: width - 30, height: 400))
    #expect(result[view: "whiteView"]?.frame == Rect(x: 15, y: 430, width: width - 30, height: 500))
    #expect(!scroll.scrollsHorizontally)
    // UIKit's `.automatic` adjusts only scrollable axes (for a view controller outside a
    // navigation controller): 945 pt of content scrolls on every iPhone shorter than 945 pt.
    // The 956 pt Pro Max screens fit it whole: no scrolling, and no safe-area inset, so the
    // green view's top sits 15 pt from the screen edge, under the Dynamic Island.
    #expect(scroll.scrollsVertically == (height < 945))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("ScrollableController re-solved across devices matches a fresh engine per device")
  func incrementalAcrossDevices() throws {
    var shared = try AutoLayoutEngine(scene: SeedScenes.scrollableController())
    for (device, width, height) in TestEnvironments.iPhoneSizes.reversed() {
      let environment = Environment(
        deviceID: device, screenSize: Size(width: width, height: height))
      var fresh = try AutoLayoutEngine(scene: SeedScenes.scrollableController())
      #expect(try shared.layout(in: environment) == fresh.layout(in: environment))
    }
  }
}
