import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Rules of Xcode's canvas that only its stored frames show.
@Suite("Interface Builder canvas rules")
struct InterfaceBuilderCanvasTests {

  /// A scene whose view controller `controller` has a root (`root`, `width` × `height`, safe
  /// area `sa`) holding `content`, stored at `content`'s frame and placed by `pins`
  /// (equations over `content`, `sa` and `root`, each with its id; nil: the safe area's four
  /// edges, see `IBNode.contentController`); `height` gives `content` a height constraint.
  static func contentScene(
    _ sceneID: String, controller: String, width: Double, height: Double,
    content: (Double, Double, Double, Double), contentHeight: Double? = nil,
    pins: [(String, String)]? = nil
  ) -> IBNode {
    .scene(
      sceneID,
      [
        .contentController(
          id: controller, safeArea: "sa", width: width, height: height, contentFrame: content,
          contentConstraints: contentHeight.map { [.constraint("height = \(Int($0))", id: "h")] }
            ?? [],
          pins: pins?.map { (equation: $0.0, id: $0.1) })
      ])
  }

  /// `content` on the safe area's top, leading and trailing edges.
  static let topPins = [
    ("content.top = sa.top", "t"), ("content.leading = sa.leading", "l"),
    ("sa.trailing = content.trailing", "r"),
  ]

  /// A storyboard on an iPhone 11 canvas (`retina6_1`, or `device` of `width` × `height`)
  /// saved by the IB plug-in `plugIn`, whose `content` view fills the root's safe area.
  static func safeAreaStoryboard(
    plugIn: String, device: String = "retina6_1", width: Int = 414, height: Int = 896,
    orientation: String = "portrait"
  ) throws -> SceneDocument {
    let document = IBDocument.storyboard(
      toolsVersion: plugIn, device: device, orientation: orientation, useSafeAreas: true,
      dependency: true,
      scenes: [
        contentScene(
          "s1", controller: "vc", width: Double(width), height: Double(height),
          content: (0, 96, 414, 732))
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "safe-area.storyboard", options: .canvas)
  }

  /// Where `content`, pinned to the safe area on every side, lands on the canvas of
  /// `safeAreaStoryboard`'s document.
  static func safeAreaContent(
    plugIn: String, device: String = "retina6_1", width: Int = 414, height: Int = 896,
    orientation: String = "portrait"
  ) throws -> Rect? {
    try safeAreaStoryboard(
      plugIn: plugIn, device: device, width: width, height: height, orientation: orientation
    ).canvasLayout()[view: "content"]?.frame
  }

  @Test("Xcode 26 counts the device's safe-area insets twice on a view controller's canvas")
  func xcode26SafeArea() throws {
    // Given the same scene saved by Xcode 26 (plug-in 24127, as corpus `02`) and by Xcode 16
    // (23077, as corpus `03`)
    let xcode26 = try Self.safeAreaStoryboard(plugIn: "24127")
    let xcode16 = try Self.safeAreaContent(plugIn: "23077")
    // Then Xcode 26's canvas insets the safe area 96 above and 68 below (2 × 48, 2 × 34)
    let name = try #require(xcode26.scenes.first?.name)
    #expect(
      xcode26.designEnvironments[name]?.safeAreaInsets
        == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
    #expect(
      try xcode26.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: 96, width: 414, height: 732))
    // And Xcode 16's by the iPhone 11's own 48 and 34
    #expect(xcode16 == Rect(x: 0, y: 48, width: 414, height: 814))
  }

  @Test(
    "Xcode 10.2 to 14.0 leave a Home-button iPhone's status bar out of the canvas's safe area",
    arguments: [("14490", 20.0), ("14824", 0), ("17505", 0), ("21505", 0), ("21678", 20)])
  func homeButtonStatusBar(plugIn: String, top: Double) throws {
    // Given the scene on an iPhone 8 canvas (`retina4_7`) saved by `plugIn`
    let content = try Self.safeAreaContent(
      plugIn: plugIn, device: "retina4_7", width: 375, height: 667)
    // Then content on the safe area's top starts below the status bar only where that Xcode
    // counted it (corpus-2 `153-mercadopago`, 17505: 44 below a navigation bar, not 64)
    #expect(content == Rect(x: 0, y: top, width: 375, height: 667 - top))
  }

  @Test(
    "Xcode 14 and later give the iPhone 11 canvas iOS 14's 48-point top inset",
    arguments: [("20020", 44.0), ("21678", 48)])
  func iPhone11TopInset(plugIn: String, top: Double) throws {
    // Given the scene saved by Xcode 13 (20020, as corpus-2 `015-instructions`) and by Xcode
    // 14 (21678, as `043-parchment`)
    let content = try Self.safeAreaContent(plugIn: plugIn)
    // Then content on the safe area's top starts at the inset that Xcode stored
    #expect(content == Rect(x: 0, y: top, width: 414, height: 862 - top))
  }

  @Test(
    "Xcode 12 and 13 give the iPhone 12 canvas the iPhone X's 44-point top inset",
    arguments: [("20020", 44.0), ("21678", 47)])
  func iPhone12TopInset(plugIn: String, top: Double) throws {
    // Given the scene on an iPhone 12 canvas (`retina6_0`, 390 × 844) saved by Xcode 13
    // (20020, as the sixth set's `001-borisoften`) and by Xcode 14 (21678)
    let content = try Self.safeAreaContent(
      plugIn: plugIn, device: "retina6_0", width: 390, height: 844)
    // Then content on the safe area's top starts at 44 in Xcode 13, at the device's own 47
    // from Xcode 14 on
    #expect(content == Rect(x: 0, y: top, width: 390, height: 810 - top))
  }

  @Test("a root stored at another iPhone's screen size keeps that iPhone's safe area")
  func rootOfAnotherCanvas() throws {
    // Given a 320 × 568 root (an iPhone SE's screen) in an iPhone XS Max document
    // (`retina6_5`, 44 above and 34 below), as in corpus-2 `131-particle`
    let content = try Self.safeAreaContent(
      plugIn: "23506", device: "retina6_5", width: 320, height: 568)
    // Then the safe area is the iPhone SE's: its status bar only
    #expect(content == Rect(x: 0, y: 20, width: 320, height: 548))
  }

  @Test("on an iPad canvas a root at an iPhone's size has none of that iPhone's insets")
  func iPhoneSizeOnIPadCanvas() throws {
    // Given an 812 × 375 root (an iPhone X in landscape) on a landscape iPad canvas, as in
    // corpus-2 `133-synthone`
    let content = try Self.safeAreaContent(
      plugIn: "23506", device: "ipad9_7", width: 812, height: 375, orientation: "landscape")
    // Then its safe area is the whole root: no sensor housing, no home indicator
    #expect(content == Rect(x: 0, y: 0, width: 812, height: 375))
  }

  /// A navigation controller's root on an iPhone 14 Pro canvas (`retina6_12`, 393 × 852)
  /// saved by `plugIn`, whose `content` view hangs from the safe area's top.
  static func navigationStoryboard(plugIn: String) throws -> SceneDocument {
    let document = IBDocument.storyboard(
      toolsVersion: plugIn, device: "retina6_12", useSafeAreas: true,
      initialViewController: "nav", dependency: true,
      scenes: [
        contentScene(
          "s1", controller: "vc", width: 393, height: 852, content: (0, 172, 393, 40),
          contentHeight: 40, pins: topPins),
        .scene(
          "s2",
          [
            .navigationController(
              id: "nav", root: "vc",
              bar: .navigationBar(frame: (0, 118, 393, 54), autoresizingMask: true))
          ]),
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "navigation.storyboard", options: .canvas)
  }

  @Test(
    "Xcode 26's navigation bar is 54 points high on its canvas",
    arguments: [("24743", 172.0), ("23506", 103)])
  func xcode26NavigationBar(plugIn: String, top: Double) throws {
    // Given a navigation controller's root saved by Xcode 26 (24743, as corpus-2 `047-sentry`)
    // and by Xcode 16 (23506)
    let document = try Self.navigationStoryboard(plugIn: plugIn)
    // Then content on the safe area's top is 54 below Xcode 26's doubled 59-point inset, and
    // 44 below Xcode 16's single one
    #expect(
      try document.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 393, height: 40))
  }

  /// A sheet on an iPhone 11 canvas saved by `plugIn`: a controller presents a navigation
  /// controller whose root (`sheet`, stored `height` high) has `content` on its safe area's
  /// top; the bar shows large titles when `largeTitles` is set.
  static func sheetStoryboard(plugIn: String, height: Int, largeTitles: Bool) throws
    -> SceneDocument
  {
    let document = IBDocument.storyboard(
      toolsVersion: plugIn, device: "retina6_1", useSafeAreas: true, dependency: true,
      scenes: [
        contentScene(
          "s1", controller: "sheet", width: 414, height: Double(height), content: (0, 56, 414, 40),
          contentHeight: 40, pins: topPins),
        .scene(
          "s2",
          [
            .navigationController(
              id: "nav", root: "sheet",
              bar: .navigationBar(
                frame: (0, 0, 414, 56), attributes: [("largeTitles", largeTitles ? "YES" : "NO")]))
          ]),
        .scene(
          "s3",
          [
            .viewController(
              id: "presenter", view: .rootView(id: "presenter-root", width: 414, height: 896),
              connections: [.segue(to: "nav", kind: "presentation", id: "present")])
          ]),
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "sheet.storyboard", options: .canvas)
  }

  @Test(
    "a sheet's translucent navigation bar is 56 points high; Xcode 26 draws it 20 lower at 54",
    arguments: [
      ("17505", false, 56.0), ("17505", true, 108), ("24063", false, 74), ("24063", true, 126),
    ])
  func sheetNavigationBar(plugIn: String, largeTitles: Bool, top: Double) throws {
    // Given a navigation controller's root presented as a sheet, saved by Xcode 12 (17505,
    // its root 842 high as in corpus-2 `184-cometchat`) and by Xcode 26 (24063, 848 high as
    // in `127-nrfmesh`)
    let document = try Self.sheetStoryboard(
      plugIn: plugIn, height: plugIn == "24063" ? 848 : 842, largeTitles: largeTitles)
    // Then content on the safe area's top starts below the sheet's bar
    #expect(
      try document.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 414, height: 40))
  }

  @Test(
    "a controller pushed from a tab of a tab bar controller in a navigation stack has no tab bar"
  )
  func pushedOverTabBar() throws {
    // Given a navigation controller whose root is a tab bar controller, one of whose tabs
    // shows `pushed`, whose `content` sits on the safe area's bottom (iPhone 8 canvas)
    let text = IBDocument.storyboard(
      toolsVersion: "23506", device: "retina4_7", useSafeAreas: true,
      initialViewController: "nav", dependency: true,
      scenes: [
        Self.contentScene(
          "s1", controller: "pushed", width: 375, height: 667, content: (0, 627, 375, 40),
          contentHeight: 40,
          pins: [
            ("sa.bottom = content.bottom", "b"), ("content.leading = sa.leading", "l"),
            ("sa.trailing = content.trailing", "r"),
          ]),
        .scene(
          "s2",
          [
            .viewController(
              id: "tab", view: .rootView(id: "tab-root", width: 375, height: 667),
              connections: [.segue(to: "pushed", kind: "show", id: "show")])
          ]),
        .scene(
          "s3",
          [
            .viewController(
              "tabBarController", id: "tabs",
              connections: [
                .segue(
                  to: "tab", kind: "relationship", relationship: "viewControllers",
                  id: "tab-segue")
              ])
          ]),
        .scene(
          "s4",
          [
            .navigationController(id: "nav", root: "tabs")
          ]),
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "tabs.storyboard", options: .canvas)
    // Then the pushed controller covers the tab bar controller: its content is on the
    // screen's bottom, while the tab's own scene keeps its tab bar
    #expect(
      try document.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: 627, width: 375, height: 40))
    let tabScene = try #require(
      document.interfaceBuilderScenes.first { $0.value.rootViewID == "tab-root" }?.key)
    #expect(document.scenes.first { $0.name == tabScene }?.bars.tabBar == true)
  }

  /// A xib whose `loose` view Xcode marked ambiguous (pinned at its top and leading edges
  /// only, wished 10 tall at priority 750, stored 40 tall) with `below` 8 under it.
  static func ambiguousXib(options: InterfaceBuilderImporter.Options) throws -> SceneDocument {
    let document = IBDocument.xib(
      toolsVersion: "21225",
      objects: [
        .view(
          id: "root", frame: (0, 0, 320, 200), autoLayout: false,
          subviews: [
            .view(
              id: "loose", frame: (10, 10, 120, 40), attributes: [("ambiguous", "YES")],
              constraints: [.constraint("height = 10 @750", id: "h")]),
            .view(
              id: "below", frame: (10, 58, 50, 20),
              constraints: [
                .constraint("width = 50", id: "bw"), .constraint("height = 20", id: "bh"),
              ]),
          ],
          constraints: [
            .constraint("loose.top = root.top + 10", id: "t"),
            .constraint("loose.leading = root.leading + 10", id: "l"),
            .constraint("below.top = loose.bottom + 8", id: "bt"),
            .constraint("below.leading = loose.leading", id: "bl"),
          ])
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "ambiguous.xib", options: options)
  }

  @Test("Xcode's canvas holds a view it found ambiguous at its stored size; the app does not")
  func ambiguousViewHeld() throws {
    // Given the canvas options (the corpus oracle's)
    let canvas = try Self.ambiguousXib(options: .canvas).canvasLayout()
    // Then the ambiguous view keeps its stored 120 × 40 against its 10-high wish at 750, and
    // the view below follows it
    #expect(canvas[view: "loose"]?.frame == Rect(x: 10, y: 10, width: 120, height: 40))
    #expect(canvas[view: "below"]?.frame == Rect(x: 10, y: 58, width: 50, height: 20))
    // And by default (the app's layout) only the constraints count: 10 high, `below` at 28
    let app = try Self.ambiguousXib(options: .init()).canvasLayout()
    #expect(app[view: "loose"]?.frame.height == 10)
    #expect(app[view: "below"]?.frame.y == 28)
  }

  /// An Xcode 8.3 storyboard on `retina4_7`: an opaque navigation bar over a freeform
  /// controller (`freeformSize` `width` × `height`) whose root is stored at `y="64"`,
  /// `height - 64` high, with `footer` on its bottom edge.
  static func freeformBelowOpaqueBar(width: Int, height: Int) throws -> SceneDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait">
          <adaptation id="fullscreen"/>
        </device>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="form" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="64" width="\(width)" height="\(height - 64)"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                      <rect key="frame" x="0.0" y="\(height - 64 - 40)" width="\(width)" height="40"/>
                      <constraints>
                        <constraint firstAttribute="height" constant="40" id="fh"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
                    <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="ft"/>
                    <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="fb"/>
                  </constraints>
                </view>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="\(width)" height="\(height)"/>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="s2">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </navigationBar>
                <connections>
                  <segue destination="form" kind="relationship" relationship="rootViewController" id="r"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "freeform.storyboard", options: .canvas)
  }

  @Test("a freeform scene below an opaque bar keeps its own height, not the device's, less the bar")
  func freeformBelowOpaqueBarKeepsItsHeight() throws {
    // Given a 600 × 700 freeform scene, taller than the 667-point device, its root at y 64
    let document = try Self.freeformBelowOpaqueBar(width: 600, height: 700)
    // Then the canvas is 700 - 64 high (not clipped to 667 - 64) and the footer ends there
    let layout = try document.canvasLayout()
    #expect(layout[view: "root"]?.frame == Rect(x: 0, y: 64, width: 600, height: 636))
    #expect(layout[view: "footer"]?.frame == Rect(x: 0, y: 596, width: 600, height: 40))
  }

  /// A storyboard saved by `plugIn` on `retina4_7`: a navigation controller (translucent bar)
  /// whose root controller does not extend under top bars (`edgesForExtendedLayout` bottom
  /// only), its root stored at `y="\(rootY)"` and 603 high, with `header` on its top edge.
  static func notExtendedUnderTopBar(plugIn: String, rootY: Int) throws -> SceneDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
        <device id="retina4_7" orientation="portrait">
          <adaptation id="fullscreen"/>
        </device>
        <dependencies>
          <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
        </dependencies>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="list" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="\(rootY)" width="375" height="603"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                      <constraints>
                        <constraint firstAttribute="height" constant="40" id="hh"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="top" id="ht"/>
                    <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="hl"/>
                    <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="hr"/>
                  </constraints>
                </view>
                <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="s2">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                  <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </navigationBar>
                <connections>
                  <segue destination="list" kind="relationship" relationship="rootViewController" id="r"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "extended.storyboard", options: .canvas)
  }

  @Test(
    "Xcode 8 places a root that starts below its navigation bar at the bar's bottom, Xcode 10 at the canvas's top",
    arguments: [("11757", 64), ("14490", 0)])
  func rootBelowNavigationBar(plugIn: String, rootY: Int) throws {
    // Given a controller under a translucent navigation bar that does not extend under top
    // bars, saved by Xcode 8.3 (11757, as the third set's `045-donmag`) and by Xcode 10.1
    // (14490, as corpus-2 `093-gcp-samples`), each storing the root where its canvas put it
    let document = try Self.notExtendedUnderTopBar(plugIn: plugIn, rootY: rootY)
    let layout = try document.canvasLayout()
    // Then the root is below the status bar and the bar in Xcode 8 (UIKit's place for it)
    // and at the top in Xcode 10, 603 high in both
    #expect(
      layout[view: "root"]?.frame == Rect(x: 0, y: Double(rootY), width: 375, height: 603))
    // And its subviews are laid out in its own bounds: the header on its top edge
    #expect(layout[view: "header"]?.frame == Rect(x: 0, y: 0, width: 375, height: 40))
  }

  /// An any-size (600 × 600, no `<device>`) scene saved by plug-in `plugIn`, whose `banner`
  /// is pinned to its root's side margins, stored `margin` from each side, and 100 below its
  /// top (40 in compact width, a variation the any-size canvas does not show).
  static func anySizeScene(plugIn: String, margin: Int, rootExtras: String = "") throws
    -> SceneDocument
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(plugIn)" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
        <dependencies>
          <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
        </dependencies>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                      <rect key="frame" x="\(margin)" y="100" width="\(600 - 2 * margin)" height="50"/>
                      <constraints>
                        <constraint firstAttribute="height" constant="50" id="bh"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bt">
                      <variation key="widthClass=compact" constant="40"/>
                    </constraint>
                    <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="bl"/>
                    <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="br"/>
                  </constraints>
                  \(rootExtras)
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "anysize.storyboard", options: .canvas)
  }

  @Test(
    "Xcode 6's any-size canvas gives a view controller's view 16-point side margins, Xcode 7's 20",
    arguments: [("7703", 16), ("8142", 20), ("9529", 20)])
  func anySizeRootMargins(plugIn: String, margin: Int) throws {
    // Given a 600-wide any-size scene with a banner on its root's side margins, saved by
    // Xcode 6.4 (7703, as the sixth set's `030`), an Xcode 7 beta (8142, as its `028`) and
    // Xcode 7.2 (9529, as corpus-2 `092-gcp-samples`)
    let document = try Self.anySizeScene(plugIn: plugIn, margin: margin)
    let layout = try document.canvasLayout()
    // Then the banner is inset by iOS 8's 16 points in Xcode 6, by 20 from Xcode 7 on, as
    // each stored it
    let inset = Double(margin)
    #expect(
      layout[view: "banner"]?.frame
        == Rect(x: inset, y: 100, width: 600 - 2 * inset, height: 50))
  }

  @Test("the any-size canvas of a document naming no device applies no size-class variation")
  func anySizeCanvasUsesBaseValues() throws {
    // Given an Xcode 6 any-size scene whose banner is 100 below the root's top, 40 in compact
    // width (as the sixth set's `041-develen` sets compact-width fonts)
    let document = try Self.anySizeScene(plugIn: "7703", margin: 16)
    let layout = try document.canvasLayout()
    // Then the canvas (wAny hAny, the base size class) lays it out at the base 100
    #expect(layout[view: "banner"]?.frame.origin.y == 100)
  }

  @Test("a constraint the base excludes is noted as not installed on the any-size canvas")
  func anySizeCanvasNamesItsSizeClass() throws {
    // Given an any-size scene whose banner height is excluded in the Any × Any base
    // (`<variation key="default">`, as the sixth set's `002-ksnegov` excludes two constraints)
    let document = try Self.anySizeScene(
      plugIn: "9530", margin: 20,
      rootExtras: """
        <variation key="default"><mask key="constraints"><exclude reference="bh"/></mask></variation>
        """)
    // Then the note names the canvas's size class, any width and any height, not the
    // compact × regular of a phone
    let notes = try #require(document.importDiagnostics.values.first).map(\.message)
    #expect(
      notes.contains(
        "1 constraint(s) not installed at the design size class (any width, any height)"),
      "\(notes)")
  }
}
