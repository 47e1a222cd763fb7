import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// UIKit rules found on corpus-2's misses (issue 12), each on a small inline document built
/// by `InterfaceBuilderControlRulesTests.xib`.
@Suite("Interface Builder fidelity rules")
struct InterfaceBuilderFidelityRulesTests {
  typealias Rules = InterfaceBuilderControlRulesTests

  @Test("a classic button without an image is at least 30 wide; an image-only one is not")
  func buttonMinimumWidth() throws {
    let document = try Rules.xib(
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="join">
        <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
        <state key="normal" title="Join"/>
      </button>
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="next">
        <rect key="frame" x="0.0" y="40" width="30" height="30"/>
        <state key="normal" title="&gt;"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
        <rect key="frame" x="0.0" y="80" width="46" height="30"/>
        <state key="normal" title="Button"/>
      </button>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="icon">
        <rect key="frame" x="0.0" y="120" width="64" height="48"/>
        <state key="normal" image="logo"/>
      </button>
      """)
    let result = try document.canvasLayout()
    #expect(result[view: "join"]?.frame.size == Size(width: 30, height: 30))
    #expect(result[view: "next"]?.frame.size == Size(width: 30, height: 30))
    // A title wider than 30 keeps its own width (45 in this model, whole points).
    #expect(result[view: "wide"]?.frame.width == 45)
    #expect(result[view: "icon"]?.frame.size == Size(width: 64, height: 48))
  }

  /// A storyboard on an iPhone 8 canvas (`retina4_7`, Xcode 10) with one freeform scene of
  /// `width` × `height` whose `content` view hangs from the top layout guide.
  static func freeformStoryboard(width: Int, height: Int) throws -> SceneDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait">
          <adaptation id="fullscreen"/>
        </device>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="top"/>
                  <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="content" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                  </constraints>
                </view>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="\(width)" height="\(height)"/>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "freeform.storyboard", options: .canvas)
  }

  @Test("a landscape-shaped freeform iPhone canvas under 480 high has no status bar")
  func compactHeightFreeformHidesStatusBar() throws {
    let landscape = try Self.freeformStoryboard(width: 667, height: 375).canvasLayout()
    #expect(landscape[view: "content"]?.frame == Rect(x: 0, y: 0, width: 667, height: 375))
    // Taller canvases keep the 20-point status bar, wider than tall or not.
    let large = try Self.freeformStoryboard(width: 1024, height: 768).canvasLayout()
    #expect(large[view: "content"]?.frame == Rect(x: 0, y: 20, width: 1024, height: 748))
    let tall = try Self.freeformStoryboard(width: 320, height: 600).canvasLayout()
    #expect(tall[view: "content"]?.frame == Rect(x: 0, y: 20, width: 320, height: 580))
  }

  @Test("a child controller in a container view has no device insets on a notched canvas")
  func embeddedChildHasNoDeviceInsets() throws {
    let text = IBDocument.storyboard(
      toolsVersion: "16096", device: "retina6_1", useSafeAreas: true,
      scenes: [
        .scene(
          "parent",
          [
            .viewController(
              id: "pvc",
              view: .rootView(
                id: "proot", width: 414, height: 896, safeArea: "psa",
                subviews: [
                  .element(
                    "containerView",
                    [("translatesAutoresizingMaskIntoConstraints", "NO"), ("id", "box")],
                    [
                      .rect(0, 200, 414, 652),
                      .element(
                        "connections", [], [.segue(to: "cvc", kind: "embed", id: "e")]),
                    ])
                ],
                constraints: [
                  .constraint("box.leading = proot.leading", id: "pl"),
                  .constraint("trailing = box.trailing", id: "pr"),
                  .constraint("box.top = proot.top + 200", id: "pt"),
                  .constraint("box.height = 652", id: "ph"),
                ]))
          ]),
        InterfaceBuilderCanvasTests.contentScene(
          "child", controller: "cvc", width: 414, height: 652, content: (0, 0, 414, 652)),
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "embedded.storyboard", options: .canvas)
    let child = try #require(document.scenes.first { $0["content"] != nil })
    let result = try document.canvasLayout(of: child)
    #expect(result[view: "content"]?.frame == Rect(x: 0, y: 0, width: 414, height: 652))
  }

  @Test("info and contact-add buttons are their system image: 22 × 22 before iOS 13, 25 × 24 after")
  func systemImageButtons() throws {
    let buttons = """
      <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
        <rect key="frame" x="0.0" y="0.0" width="22" height="22"/>
      </button>
      <button buttonType="contactAdd" translatesAutoresizingMaskIntoConstraints="NO" id="add">
        <rect key="frame" x="0.0" y="40" width="22" height="22"/>
      </button>
      """
    let old = try Rules.xib(buttons, toolsVersion: "13196").canvasLayout()
    #expect(old[view: "info"]?.frame.size == Size(width: 22, height: 22))
    #expect(old[view: "add"]?.frame.size == Size(width: 22, height: 22))
    let new = try Rules.xib(buttons, toolsVersion: "16096").canvasLayout()
    #expect(new[view: "info"]?.frame.size == Size(width: 25, height: 24))
  }

  @Test("newer Xcodes give retina5_9 (375 × 812) the 50-point top of the 12 and 13 mini")
  func retina59TopInset() throws {
    let new = try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: "23084", device: "retina5_9", width: 375, height: 812)
    #expect(new == Rect(x: 0, y: 50, width: 375, height: 728))
    let old = try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: "13772", device: "retina5_9", width: 375, height: 812)
    #expect(old == Rect(x: 0, y: 44, width: 375, height: 734))
  }

  @Test("a placeholder intrinsic size sizes the view on Xcode's canvas, not in the app")
  func placeholderIntrinsicSize() throws {
    let views = """
      <view placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
        <rect key="frame" x="47" y="0.0" width="320" height="50"/>
      </view>
      <scrollView placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
        <rect key="frame" x="0.0" y="60" width="414" height="100"/>
      </scrollView>
      """
    let constraints: [IBNode] = [
      .constraint("banner.top = root.top", id: "t"),
      .constraint("banner.centerX = root.centerX", id: "c"),
    ]
    let canvas = try Rules.xib(views, constraints: constraints).canvasLayout()
    #expect(canvas[view: "banner"]?.frame == Rect(x: 47, y: 0, width: 320, height: 50))
    let scene = try #require(try Rules.xib(views, constraints: constraints).scenes.first)
    #expect(scene["scroll"]?.intrinsicContentSize == IntrinsicSize(width: nil, height: nil))
    // The app's layout ignores the placeholder: a plain view has no intrinsic size.
    var app = InterfaceBuilderImporter.Options()
    app.textCalibration = .none
    let appScene = try #require(
      try Rules.xib(views, constraints: constraints, options: app).scenes.first)
    #expect(appScene["banner"]?.intrinsicContentSize == nil)
  }

  @Test("a leaf custom view Xcode did not mark ambiguous has its stored size on the canvas")
  func designableCustomViewSize() throws {
    let views = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="handle" customClass="PullUpHandleView">
        <rect key="frame" x="189" y="6" width="36" height="11"/>
      </view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="plain">
        <rect key="frame" x="0.0" y="40" width="0.0" height="0.0"/>
      </view>
      <view ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="unsure" customClass="ChartView">
        <rect key="frame" x="0.0" y="80" width="120" height="19"/>
      </view>
      """
    let constraints: [IBNode] = [
      .constraint("handle.top = root.top + 6", id: "t"),
      .constraint("handle.centerX = root.centerX", id: "c"),
      .constraint("plain.top = root.top + 40", id: "pt"),
      .constraint("plain.leading = root.leading", id: "pl"),
    ]
    let canvas = try #require(try Rules.xib(views, constraints: constraints).scenes.first)
    #expect(canvas["handle"]?.intrinsicContentSize == IntrinsicSize(width: 36, height: 11))
    #expect(canvas["plain"]?.intrinsicContentSize == nil)
    #expect(canvas["unsure"]?.intrinsicContentSize == nil)
    let result = try Rules.xib(views, constraints: constraints).canvasLayout()
    #expect(result[view: "handle"]?.frame == Rect(x: 189, y: 6, width: 36, height: 11))
    // The app's layout does not know the class's size: a plain view has none.
    var app = InterfaceBuilderImporter.Options()
    app.textCalibration = .none
    let appScene = try #require(
      try Rules.xib(views, constraints: constraints, options: app).scenes.first)
    #expect(appScene["handle"]?.intrinsicContentSize == nil)
  }

  @Test("Xcode 10.2 to 14.0 leave a Home-button iPad's status bar out of the safe area too")
  func homeButtonIPadStatusBar() throws {
    let omitted = try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: "21207", device: "ipad9_7", width: 768, height: 1024)
    #expect(omitted == Rect(x: 0, y: 0, width: 768, height: 1024))
    let shown = try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: "14490", device: "ipad9_7", width: 768, height: 1024)
    #expect(shown == Rect(x: 0, y: 20, width: 768, height: 1004))
  }

  @Test("a constraint's constant follows the size-class variation that matches the canvas")
  func constantVariation() throws {
    // The helper's canvas is an iPhone 8 Plus in portrait: compact width, regular height.
    let document = try Rules.xib(
      """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0.0" y="20" width="100" height="10"/>
      </view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0.0" y="50" width="100" height="10"/>
      </view>
      """,
      constraints: [
        .xml(
          """
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="21" id="at">
            <variation key="heightClass=regular-widthClass=compact" constant="20"/>
          </constraint>
          <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="bt">
            <variation key="widthClass=regular" constant="80"/>
          </constraint>
          """),
        .constraint("a.leading = root.leading", id: "al"),
        .constraint("b.leading = root.leading", id: "bl"),
        .constraint("a.width = 100", id: "aw"),
        .constraint("b.width = 100", id: "bw"),
        .constraint("a.height = 10", id: "ah"),
        .constraint("b.height = 10", id: "bh"),
      ])
    let result = try document.canvasLayout()
    #expect(result[view: "a"]?.frame.y == 20)
    #expect(result[view: "b"]?.frame.y == 50)
  }

  @Test("hidden follows the size-class variation that matches the canvas")
  func hiddenVariation() throws {
    let document = try Rules.xib(
      """
      <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <variation key="widthClass=compact" hidden="NO"/>
      </view>
      <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="kept">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <variation key="widthClass=regular" hidden="NO"/>
      </view>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["shown"]?.isHidden == false)
    #expect(scene["kept"]?.isHidden == true)
  }

  @Test("a label's font follows the size-class variation that matches the canvas")
  func fontVariation() throws {
    let document = try Rules.xib(
      """
      <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="varied">
        <rect key="frame" x="0.0" y="0.0" width="50" height="36"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <variation key="heightClass=regular-widthClass=compact">
          <fontDescription key="fontDescription" type="system" pointSize="30"/>
        </variation>
      </label>
      <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="base">
        <rect key="frame" x="0.0" y="40" width="50" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <variation key="widthClass=regular">
          <fontDescription key="fontDescription" type="system" pointSize="30"/>
        </variation>
      </label>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["varied"]?.text?.font == .system(size: 30))
    #expect(scene["base"]?.text?.font == .system(size: 17))
  }

  /// A scene of an iPhone 8 canvas (Xcode 8.3) whose controller's root is a `rootKind` (a
  /// `scrollView` or a plain `view`) holding two 30-point views chained from the top layout
  /// guide, the last 10 above the bottom layout guide.
  static func guideChain(rootKind: String) throws -> SceneDocument {
    let text = IBDocument.storyboard(
      toolsVersion: "12089", device: "retina4_7",
      scenes: [
        .scene(
          "s",
          [
            .viewController(
              id: "vc",
              children: [
                .element(
                  "layoutGuides", [],
                  [
                    .element("viewControllerLayoutGuide", [("type", "top"), ("id", "top")]),
                    .element("viewControllerLayoutGuide", [("type", "bottom"), ("id", "bottom")]),
                  ]),
                .view(
                  rootKind, id: "root", key: "view", frame: (0, 0, 375, 667),
                  subviews: [
                    .view(
                      id: "first", frame: (0, 40, 375, 30),
                      constraints: [.constraint("height = 30 @750", id: "first-height")]),
                    .view(
                      id: "last", frame: (0, 78, 375, 30),
                      constraints: [.constraint("height = 30 @750", id: "last-height")]),
                  ],
                  constraints: [
                    .constraint("first.top = top.bottom + 20", id: "c1"),
                    .constraint("last.top = first.bottom + 8", id: "c2"),
                    .constraint("bottom.top = last.bottom + 10", id: "c3"),
                    .constraint("first.leading = root.leading", id: "c4"),
                    .constraint("first.width = root.width", id: "c5"),
                    .constraint("last.leading = root.leading", id: "c6"),
                    .constraint("last.width = root.width", id: "c7"),
                  ]),
              ])
          ])
      ])
    return try InterfaceBuilderImporter.document(
      data: text.data, fileName: "guides.storyboard", options: .canvas)
  }

  @Test("a scroll view root's bottom layout guide is at its content's bottom, not its frame's")
  func scrollViewRootBottomGuideBindsToContent() throws {
    // The guide is a view inside the scroll view: the chain sizes the content, 118 high
    // (20 below the 20-point status bar, 30, 8, 30, 10), and keeps its own heights.
    let scrolling = try Self.guideChain(rootKind: "scrollView").canvasLayout()
    #expect(scrolling[view: "first"]?.frame == Rect(x: 0, y: 40, width: 375, height: 30))
    #expect(scrolling[view: "last"]?.frame == Rect(x: 0, y: 78, width: 375, height: 30))
    #expect(scrolling[scrollView: "root"]?.contentSize.height == 118)
    // In a plain root the guide is at the screen's bottom: the chain stretches to reach it.
    let plain = try Self.guideChain(rootKind: "view").canvasLayout()
    #expect(plain[view: "last"].map { $0.frame.maxY } == 657)
  }

  @Test("a scroll view's margins related to its content are the content area's, inset by them")
  func scrollViewMarginsBindToContent() throws {
    // The box hangs from the scroll view's top and leading margins (8 each, UIView's default)
    // and its trailing and bottom margins stand 20 and 10 beyond it: they size the content.
    let document = try InterfaceBuilderImporter.document(
      data: IBDocument.xib(
        toolsVersion: "12089", device: "retina4_7", root: 375, 667,
        subviews: [
          .view(
            "scrollView", id: "scroll", frame: (0, 0, 375, 667),
            subviews: [
              .view(
                id: "box", frame: (8, 8, 100, 50),
                constraints: [
                  .constraint("width = 100", id: "box-width"),
                  .constraint("height = 50", id: "box-height"),
                ])
            ],
            constraints: [
              .constraint("box.leading = scroll.leadingMargin", id: "m1"),
              .constraint("box.top = scroll.topMargin", id: "m2"),
              .constraint("scroll.trailingMargin = box.trailing + 20", id: "m3"),
              .constraint("scroll.bottomMargin = box.bottom + 10", id: "m4"),
            ])
        ],
        constraints: [
          .constraint("scroll.top = root.top", id: "s1"),
          .constraint("scroll.leading = root.leading", id: "s2"),
          .constraint("root.trailing = scroll.trailing", id: "s3"),
          .constraint("root.bottom = scroll.bottom", id: "s4"),
        ]
      ).data, fileName: "margins.xib", options: .canvas)
    let result = try document.canvasLayout()
    #expect(result[view: "box"]?.frame == Rect(x: 8, y: 8, width: 100, height: 50))
    #expect(result[scrollView: "scroll"]?.contentSize == Size(width: 136, height: 76))
  }

  /// An iPhone 8 canvas (Xcode 10.1) whose controller `vc` (its root `height` high, with the
  /// controller's `attributes` and `extendedEdge` when given) holds `content`, 40 high, on its
  /// safe area's top (or bottom, `atBottom`), inside a navigation controller (its bar opaque
  /// when `opaque`) or a tab bar controller (`inTabs`).
  static func extendedEdgesStoryboard(
    height: Double, attributes: [(String, String)] = [], extendedEdge: [(String, String)]? = nil,
    opaque: Bool = false, inTabs: Bool = false, atBottom: Bool = false
  ) throws -> SceneDocument {
    let pins =
      [("content.leading = sa.leading", "l"), ("sa.trailing = content.trailing", "r")]
      + [atBottom ? ("sa.bottom = content.bottom", "b") : ("content.top = sa.top", "t")]
    let container: IBNode =
      inTabs
      ? .viewController(
        "tabBarController", id: "tabs",
        connections: [
          .segue(to: "vc", kind: "relationship", relationship: "viewControllers", id: "tab")
        ])
      : .navigationController(
        id: "nav", root: "vc",
        bar: .navigationBar(
          frame: (0, 20, 375, 44), attributes: opaque ? [("translucent", "NO")] : []))
    let text = IBDocument.storyboard(
      toolsVersion: "14490", device: "retina4_7", useSafeAreas: true, dependency: true,
      scenes: [
        .scene(
          "s1",
          [
            .viewController(
              id: "vc", attributes: attributes,
              view: .rootView(
                width: 375, height: height, safeArea: "sa",
                subviews: [
                  .view(
                    id: "content", frame: (0, 0, 375, 40),
                    constraints: [.constraint("height = 40", id: "h")])
                ],
                constraints: pins.map { .constraint($0.0, id: $0.1) }),
              children: extendedEdge.map {
                [.element("extendedEdge", [("key", "edgesForExtendedLayout")] + $0)]
              } ?? [])
          ]),
        .scene("s2", [container]),
      ])
    return try InterfaceBuilderImporter.document(
      data: text.data, fileName: "edges.storyboard", options: .canvas)
  }

  @Test("a view that does not extend under top bars starts below a translucent navigation bar")
  func viewBelowTopBars() throws {
    // Extended at the bottom only: Xcode stores the root below the bar, 603 high.
    let below = try Self.extendedEdgesStoryboard(height: 603, extendedEdge: [("bottom", "YES")])
    #expect(try below.canvasLayout()[view: "content"]?.frame.minY == 0)
    #expect(below.scenes.first?.bars.navigationBar == SystemBars.NavigationBar.none)
    // Every edge extended (the default): under the status bar and the bar, 64 down.
    let under = try Self.extendedEdgesStoryboard(height: 667)
    #expect(try under.canvasLayout()[view: "content"]?.frame.minY == 64)
  }

  @Test("a view that extends under opaque bars is laid out under an opaque navigation bar")
  func viewUnderOpaqueBars() throws {
    let under = try Self.extendedEdgesStoryboard(
      height: 667, attributes: [("extendedLayoutIncludesOpaqueBars", "YES")], opaque: true)
    #expect(try under.canvasLayout()[view: "content"]?.frame.minY == 64)
    // Without it the view starts below the opaque bar (stored 603 high).
    let below = try Self.extendedEdgesStoryboard(height: 603, opaque: true)
    #expect(try below.canvasLayout()[view: "content"]?.frame.minY == 0)
  }

  @Test("a view that does not extend under bottom bars ends above its tab bar")
  func viewAboveBottomBars() throws {
    // Extended at the top only: Xcode stores the root 618 high, above the 49-point tab bar
    // (corpus-2 `103-reusable`), and its safe area reaches its bottom.
    let above = try Self.extendedEdgesStoryboard(
      height: 618, extendedEdge: [("top", "YES")], inTabs: true, atBottom: true)
    #expect(try above.canvasLayout()[view: "content"]?.frame.maxY == 618)
    #expect(above.scenes.first?.bars.tabBar == false)
    let under = try Self.extendedEdgesStoryboard(height: 667, inTabs: true, atBottom: true)
    #expect(try under.canvasLayout()[view: "content"]?.frame.maxY == 618)
  }
}
