import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// Rules of Xcode's canvas that only its stored frames show.
@Suite("Interface Builder canvas rules")
struct InterfaceBuilderCanvasTests {
  /// Lays out the first scene of a document in its design environment.
  static func layout(_ document: SceneDocument) throws -> LayoutResult {
    let scene = try #require(document.scenes.first)
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: #require(document.designEnvironments[scene.name]))
  }

  /// A storyboard on an iPhone 11 canvas (`retina6_1`, or `device` of `width` × `height`)
  /// saved by the IB plug-in `plugIn`, whose `content` view fills the root's safe area.
  static func safeAreaStoryboard(
    plugIn: String, device: String = "retina6_1", width: Int = 414, height: Int = 896,
    orientation: String = "portrait"
  ) throws -> SceneDocument {
    let text = InterfaceBuilderText.storyboard(
      toolsVersion: plugIn,
      attributes: #" useSafeAreas="YES""#,
      device: device,
      orientation: orientation,
      dependency: true,
      scenes: """
        <scene sceneID="s1">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="96" width="414" height="732"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                  <constraint firstItem="content" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
                  <constraint firstItem="sa" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
                  <constraint firstItem="sa" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
        """)
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "safe-area.storyboard", options: .canvas)
  }

  @Test("Xcode 26 counts the device's safe-area insets twice on a view controller's canvas")
  func xcode26SafeArea() throws {
    // Given the same scene saved by Xcode 26 (plug-in 24127, as corpus `02`) and by Xcode 16
    // (23077, as corpus `03`)
    let xcode26 = try Self.safeAreaStoryboard(plugIn: "24127")
    let xcode16 = try Self.safeAreaStoryboard(plugIn: "23077")
    // Then Xcode 26's canvas insets the safe area 96 above and 68 below (2 × 48, 2 × 34)
    let name = try #require(xcode26.scenes.first?.name)
    #expect(
      xcode26.designEnvironments[name]?.safeAreaInsets
        == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
    #expect(
      try Self.layout(xcode26)[view: "content"]?.frame
        == Rect(x: 0, y: 96, width: 414, height: 732))
    // And Xcode 16's by the iPhone 11's own 48 and 34
    #expect(
      try Self.layout(xcode16)[view: "content"]?.frame
        == Rect(x: 0, y: 48, width: 414, height: 814))
  }

  @Test(
    "Xcode 10.2 to 14.0 leave a Home-button iPhone's status bar out of the canvas's safe area",
    arguments: [("14490", 20.0), ("14824", 0), ("17505", 0), ("21505", 0), ("21678", 20)])
  func homeButtonStatusBar(plugIn: String, top: Double) throws {
    // Given the scene on an iPhone 8 canvas (`retina4_7`) saved by `plugIn`
    let document = try Self.safeAreaStoryboard(
      plugIn: plugIn, device: "retina4_7", width: 375, height: 667)
    // Then content on the safe area's top starts below the status bar only where that Xcode
    // counted it (corpus-2 `153-mercadopago`, 17505: 44 below a navigation bar, not 64)
    #expect(
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 375, height: 667 - top))
  }

  @Test(
    "Xcode 14 and later give the iPhone 11 canvas iOS 14's 48-point top inset",
    arguments: [("20020", 44.0), ("21678", 48)])
  func iPhone11TopInset(plugIn: String, top: Double) throws {
    // Given the scene saved by Xcode 13 (20020, as corpus-2 `015-instructions`) and by Xcode
    // 14 (21678, as `043-parchment`)
    let document = try Self.safeAreaStoryboard(plugIn: plugIn)
    // Then content on the safe area's top starts at the inset that Xcode stored
    #expect(
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 414, height: 862 - top))
  }

  @Test("a root stored at another iPhone's screen size keeps that iPhone's safe area")
  func rootOfAnotherCanvas() throws {
    // Given a 320 × 568 root (an iPhone SE's screen) in an iPhone XS Max document
    // (`retina6_5`, 44 above and 34 below), as in corpus-2 `131-particle`
    let document = try Self.safeAreaStoryboard(
      plugIn: "23506", device: "retina6_5", width: 320, height: 568)
    // Then the safe area is the iPhone SE's: its status bar only
    #expect(
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: 20, width: 320, height: 548))
  }

  @Test("on an iPad canvas a root at an iPhone's size has none of that iPhone's insets")
  func iPhoneSizeOnIPadCanvas() throws {
    // Given an 812 × 375 root (an iPhone X in landscape) on a landscape iPad canvas, as in
    // corpus-2 `133-synthone`
    let document = try Self.safeAreaStoryboard(
      plugIn: "23506", device: "ipad9_7", width: 812, height: 375, orientation: "landscape")
    // Then its safe area is the whole root: no sensor housing, no home indicator
    #expect(
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: 0, width: 812, height: 375))
  }

  /// A navigation controller's root on an iPhone 14 Pro canvas (`retina6_12`, 393 × 852)
  /// saved by `plugIn`, whose `content` view hangs from the safe area's top.
  static func navigationStoryboard(plugIn: String) throws -> SceneDocument {
    let text = InterfaceBuilderText.storyboard(
      toolsVersion: plugIn,
      attributes: #" useSafeAreas="YES" initialViewController="nav""#,
      device: "retina6_12",
      dependency: true,
      scenes: """
        <scene sceneID="s1">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="172" width="393" height="40"/>
                    <constraints>
                      <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                  <constraint firstItem="content" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
                  <constraint firstItem="sa" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="118" width="393" height="54"/>
                <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        """)
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "navigation.storyboard", options: .canvas)
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
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 393, height: 40))
  }

  /// A sheet on an iPhone 11 canvas saved by `plugIn`: a controller presents a navigation
  /// controller whose root (`sheet`, stored `height` high) has `content` on its safe area's
  /// top; the bar shows large titles when `largeTitles` is set.
  static func sheetStoryboard(plugIn: String, height: Int, largeTitles: Bool) throws
    -> SceneDocument
  {
    let text = InterfaceBuilderText.storyboard(
      toolsVersion: plugIn,
      attributes: #" useSafeAreas="YES""#,
      device: "retina6_1",
      dependency: true,
      scenes: """
        <scene sceneID="s1">
          <objects>
            <viewController id="sheet" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="56" width="414" height="40"/>
                    <constraints>
                      <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                  <constraint firstItem="content" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
                  <constraint firstItem="sa" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
              </navigationBar>
              <connections>
                <segue destination="sheet" kind="relationship" relationship="rootViewController" id="root-segue"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <viewController id="presenter" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="presenter-root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              </view>
              <connections>
                <segue destination="nav" kind="presentation" id="present"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        """)
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "sheet.storyboard", options: .canvas)
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
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: top, width: 414, height: 40))
  }

  @Test(
    "a controller pushed from a tab of a tab bar controller in a navigation stack has no tab bar"
  )
  func pushedOverTabBar() throws {
    // Given a navigation controller whose root is a tab bar controller, one of whose tabs
    // shows `pushed`, whose `content` sits on the safe area's bottom (iPhone 8 canvas)
    let text = InterfaceBuilderText.storyboard(
      toolsVersion: "23506",
      attributes: #" useSafeAreas="YES" initialViewController="nav""#,
      device: "retina4_7",
      dependency: true,
      scenes: """
        <scene sceneID="s1">
          <objects>
            <viewController id="pushed" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="627" width="375" height="40"/>
                    <constraints>
                      <constraint firstAttribute="height" constant="40" id="h"/>
                    </constraints>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>
                  <constraint firstItem="sa" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                  <constraint firstItem="content" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="l"/>
                  <constraint firstItem="sa" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController id="tab" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="tab-root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              <connections>
                <segue destination="pushed" kind="show" id="show"/>
              </connections>
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
              <connections>
                <segue destination="tab" kind="relationship" relationship="viewControllers" id="tab-segue"/>
              </connections>
            </tabBarController>
          </objects>
        </scene>
        <scene sceneID="s4">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections>
                <segue destination="tabs" kind="relationship" relationship="rootViewController" id="root-segue"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        """)
    let document = try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "tabs.storyboard", options: .canvas)
    // Then the pushed controller covers the tab bar controller: its content is on the
    // screen's bottom, while the tab's own scene keeps its tab bar
    #expect(
      try Self.layout(document)[view: "content"]?.frame
        == Rect(x: 0, y: 627, width: 375, height: 40))
    let tabScene = try #require(
      document.interfaceBuilderScenes.first { $0.value.rootViewID == "tab-root" }?.key)
    #expect(document.scenes.first { $0.name == tabScene }?.bars.tabBar == true)
  }

  /// A xib whose `loose` view Xcode marked ambiguous (pinned at its top and leading edges
  /// only, wished 10 tall at priority 750, stored 40 tall) with `below` 8 under it.
  static func ambiguousXib(options: InterfaceBuilderImporter.Options) throws -> SceneDocument {
    let text = InterfaceBuilderText.xib(
      toolsVersion: "21225",
      objects: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
          <subviews>
            <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
              <rect key="frame" x="10" y="10" width="120" height="40"/>
              <constraints>
                <constraint firstAttribute="height" priority="750" constant="10" id="h"/>
              </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
              <rect key="frame" x="10" y="58" width="50" height="20"/>
              <constraints>
                <constraint firstAttribute="width" constant="50" id="bw"/>
                <constraint firstAttribute="height" constant="20" id="bh"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="loose" secondAttribute="bottom" constant="8" id="bt"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="loose" secondAttribute="leading" id="bl"/>
          </constraints>
        </view>
        """)
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "ambiguous.xib", options: options)
  }

  @Test("Xcode's canvas holds a view it found ambiguous at its stored size; the app does not")
  func ambiguousViewHeld() throws {
    // Given the canvas options (the corpus oracle's)
    let canvas = try Self.layout(Self.ambiguousXib(options: .canvas))
    // Then the ambiguous view keeps its stored 120 × 40 against its 10-high wish at 750, and
    // the view below follows it
    #expect(canvas[view: "loose"]?.frame == Rect(x: 10, y: 10, width: 120, height: 40))
    #expect(canvas[view: "below"]?.frame == Rect(x: 10, y: 58, width: 50, height: 20))
    // And by default (the app's layout) only the constraints count: 10 high, `below` at 28
    let app = try Self.layout(Self.ambiguousXib(options: .init()))
    #expect(app[view: "loose"]?.frame.height == 10)
    #expect(app[view: "below"]?.frame.y == 28)
  }
}
