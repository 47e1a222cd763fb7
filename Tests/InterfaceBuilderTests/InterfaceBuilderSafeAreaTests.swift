import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The safe area of a view controller's design canvas by Xcode version and device (issue 12).
@Suite("Interface Builder canvas safe areas")
struct InterfaceBuilderSafeAreaTests {
  /// Where `content`, pinned to the safe area on every side, lands on the canvas of a
  /// storyboard saved by plug-in `plugIn` on `device` with a `width` × `height` root.
  static func contentFrame(plugIn: String, device: String, width: Int, height: Int) throws
    -> Rect?
  {
    try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: plugIn, device: device, width: width, height: height)
  }

  @Test(
    "Xcode 16.3 on counts a notched device's insets twice, not a Home-button phone's status bar")
  func doubledDeviceInsets() throws {
    // Xcode 16.0 (plug-in 23077): the iPhone 11's 48 and 34 once.
    #expect(
      try Self.contentFrame(plugIn: "23077", device: "retina6_1", width: 414, height: 896)
        == Rect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    // Xcode 16.3 (23721): twice, 96 and 68.
    #expect(
      try Self.contentFrame(plugIn: "23721", device: "retina6_1", width: 414, height: 896)
        == Rect(x: 0, y: 96, width: 414, height: 896 - 96 - 68))
    // A Home-button iPhone keeps its 20-point status bar, once.
    #expect(
      try Self.contentFrame(plugIn: "23721", device: "retina5_5", width: 414, height: 736)
        == Rect(x: 0, y: 20, width: 414, height: 716))
  }
}

/// Layout margins Xcode's canvas gives views that are no controller's (issue 12).
@Suite("Interface Builder free-standing view margins")
struct InterfaceBuilderFreeViewMarginTests {
  @Test("a free-standing view has a controller view's side margins and UIView's 8 above and below")
  func freeStandingViewMargins() throws {
    // A 240 × 128 view on an iPhone 8 canvas (corpus-2 `173-tofu`'s empty-state views):
    // 16 at the sides in compact width.
    let document = IBDocument.xib(
      toolsVersion: "17701", device: "retina4_7", root: 240, 128,
      subviews: [.view(id: "inner", frame: (16, 8, 208, 112))],
      constraints: [
        .constraint("inner.leading = root.leadingMargin", id: "l"),
        .constraint("trailingMargin = inner.trailing", id: "r"),
        .constraint("inner.top = root.topMargin", id: "t"),
        .constraint("bottomMargin = inner.bottom", id: "b"),
      ])
    let result = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "empty-state.xib", options: .canvas
    ).canvasLayout()
    #expect(result[view: "inner"]?.frame == Rect(x: 16, y: 8, width: 208, height: 112))
  }
}

/// Margins a view keeps from its superview (`preservesSuperviewLayoutMargins`, issue 12).
@Suite("Interface Builder preserved superview margins")
struct InterfaceBuilderPreservedMarginTests {
  @Test("a view that preserves its superview's margins keeps what reaches into it")
  func preservedMargins() throws {
    // A 375 × 44 free-standing view (16 at its sides) holding a full-width view that
    // preserves its margins, whose `content` is on that view's side margins, as in the
    // fourth set's `025-wikimedia` toolbar
    let document = IBDocument.xib(
      toolsVersion: "21701", device: "retina4_7", root: 375, 44,
      subviews: [
        .view(
          id: "inner", frame: (0, 0, 375, 44),
          attributes: [("preservesSuperviewLayoutMargins", "YES")],
          subviews: [.view(id: "content", frame: (16, 0, 343, 44))],
          constraints: [
            .constraint("content.leading = inner.leadingMargin", id: "cl"),
            .constraint("inner.trailingMargin = content.trailing", id: "cr"),
            .constraint("content.top = inner.top", id: "ct"),
            .constraint("inner.bottom = content.bottom", id: "cb"),
          ])
      ],
      constraints: [
        .constraint("inner.leading = root.leading", id: "l"),
        .constraint("root.trailing = inner.trailing", id: "r"),
        .constraint("inner.top = root.top", id: "t"),
        .constraint("root.bottom = inner.bottom", id: "b"),
      ])
    let result = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "toolbar.xib", options: .canvas
    ).canvasLayout()
    // Then `content` is 16 from the sides, the superview's margins, not UIView's 8
    #expect(result[view: "content"]?.frame == Rect(x: 16, y: 0, width: 343, height: 44))
  }
}

/// A stack view's own layout margins (issue 12).
@Suite("Interface Builder stack view margins")
struct InterfaceBuilderStackViewMarginTests {
  @Test("a stack view from a document has no layout margins of its own, not UIView's 8")
  func stackViewMarginsAreZero() throws {
    // A stack pinned by its leading edge and its trailing margin to a 400-wide view's
    // margins (20 at the sides), as the fourth set's `046-adrien-chabaud-destini` pins one
    let document = IBDocument.xib(
      toolsVersion: "20037", device: "retina4_7", root: 400, 100,
      subviews: [
        .view(
          "stackView", id: "stack", frame: (20, 0, 360, 100), attributes: [("axis", "vertical")])
      ],
      constraints: [
        .constraint("stack.leading = root.leadingMargin", id: "l"),
        .constraint("root.trailingMargin = stack.trailingMargin", id: "r"),
        .constraint("stack.top = root.top", id: "t"),
        .constraint("root.bottom = stack.bottom", id: "b"),
      ])
    let result = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "stack.xib", options: .canvas
    ).canvasLayout()
    // Then its trailing edge is on the view's margin: 360 wide, as stored, not 368
    #expect(result[view: "stack"]?.frame == Rect(x: 20, y: 0, width: 360, height: 100))
  }
}

/// The safe areas of views in table and collection view cells, which UIKit scrolls to rest
/// below the bars.
@Suite("Interface Builder cell safe areas")
struct InterfaceBuilderCellSafeAreaTests {
  /// A navigation controller's collection view controller on an iPhone 11 canvas (Xcode 16:
  /// 48 + 44 above the safe area) whose first cell, stored at the collection view's top, holds
  /// `badge` 15 inside its content view's safe area above and below.
  static func collectionStoryboard(adjustment: String?) throws -> SceneDocument {
    let adjustmentAttribute = adjustment.map { #" contentInsetAdjustmentBehavior="\#($0)""# } ?? ""
    let collection = IBNode.xml(
      """
      <collectionViewController id="cvc" sceneMemberID="viewController">
        <collectionView key="view" contentMode="scaleToFill"\(adjustmentAttribute) dataMode="prototypes" id="grid">
          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
          <cells>
            <collectionViewCell contentMode="center" reuseIdentifier="Cell" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
              <collectionViewCellContentView key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="16" y="15" width="382" height="30"/>
                  </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="cellSafe"/>
                <constraints>
                  <constraint firstItem="badge" firstAttribute="top" secondItem="cellSafe" secondAttribute="top" constant="15" id="t"/>
                  <constraint firstItem="cellSafe" firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="15" id="b"/>
                  <constraint firstItem="badge" firstAttribute="leading" secondItem="cellSafe" secondAttribute="leading" constant="16" id="l"/>
                  <constraint firstItem="cellSafe" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="r"/>
                </constraints>
              </collectionViewCellContentView>
            </collectionViewCell>
          </cells>
        </collectionView>
      </collectionViewController>
      """)
    let document = IBDocument.storyboard(
      toolsVersion: "23506", device: "retina6_1", useSafeAreas: true, dependency: true,
      scenes: [
        .scene("s1", [collection]),
        .scene("s2", [.navigationController(id: "nav", root: "cvc")]),
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "feeds.storyboard", options: .canvas)
  }

  @Test("a cell at the top of a collection view under a navigation bar has no top safe-area inset")
  func cellRestsBelowBars() throws {
    // Given a cell stored at the top of a full-screen collection view under a navigation bar
    let document = try Self.collectionStoryboard(adjustment: nil)
    // Then at rest the cell is below the bar, its content view's safe area is all of it, and
    // the badge keeps 15 above and below (it was 60 - 30 high, below zero, when the safe area
    // was measured at the unscrolled frame, under the bar)
    #expect(
      try document.canvasLayout()[view: "badge"]?.frame
        == Rect(x: 16, y: 15, width: 382, height: 30))
  }

  @Test("a collection view that never adjusts its insets leaves its cells under the bar")
  func neverAdjustingCollectionView() throws {
    // Given the same collection view with `contentInsetAdjustmentBehavior="never"`
    let document = try Self.collectionStoryboard(adjustment: "never")
    // Then the cell stays at offset zero, all of it under the 92 points of status area and
    // bar, and the badge, held at 0 or more, gives way there
    let badge = try #require(try document.canvasLayout()[view: "badge"]?.frame)
    #expect(badge.height < 30)
  }
}

/// The safe area Xcode's canvas gives a free-standing view (a xib's top-level view that is no
/// File's Owner's `view`), by its simulated size and the Xcode that saved it (issue 12).
@Suite("Interface Builder free-standing view safe areas")
struct InterfaceBuilderFreeViewSafeAreaTests {
  /// Where `content`, pinned to the safe area on every side, lands in a xib saved by
  /// `plugIn` on `device` whose one view is `width` × `height`, with a freeform simulated
  /// size when `freeform` is set. Without `safeAreaGuide` the document uses no safe-area
  /// layout guides (the iOS 10 way) and `content` is pinned to the view's margins instead.
  static func contentFrame(
    plugIn: String, device: String, width: Double, height: Double, freeform: Bool,
    safeAreaGuide: Bool = true
  ) throws -> Rect? {
    var extra: [IBNode] =
      safeAreaGuide ? [.element("viewLayoutGuide", [("key", "safeArea"), ("id", "safe")])] : []
    if freeform {
      extra.append(
        .element("freeformSimulatedSizeMetrics", [("key", "simulatedDestinationMetrics")]))
    }
    let constraints: [IBNode] =
      safeAreaGuide
      ? [
        .constraint("content.top = safe.top", id: "t"),
        .constraint("safe.bottom = content.bottom", id: "b"),
        .constraint("content.leading = safe.leading", id: "l"),
        .constraint("safe.trailing = content.trailing", id: "r"),
      ]
      : [
        .constraint("content.top = root.topMargin", id: "t"),
        .constraint("root.bottomMargin = content.bottom", id: "b"),
        .constraint("content.leading = root.leadingMargin", id: "l"),
        .constraint("root.trailingMargin = content.trailing", id: "r"),
      ]
    let document = IBDocument.xib(
      toolsVersion: plugIn, device: device,
      objects: [
        .view(
          id: "root", frame: (0, 0, width, height), attributes: [("contentMode", "scaleToFill")],
          autoLayout: false, subviews: [.view(id: "content", frame: (0, 0, width, height))],
          extra: extra, constraints: constraints)
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "header.xib", options: .canvas
    ).canvasLayout()[view: "content"]?.frame
  }

  @Test(
    "a freeform view on a notched canvas has only the screen's insets it overlaps where its document uses safe-area guides"
  )
  func freeformViewOnNotchedCanvas() throws {
    // A 401 × 144 freeform header on an iPhone 11 canvas (third set `032-jrasmusson`):
    // Xcode 13 (plug-in 19144) puts it at the screen's top, under the 44-point sensor
    // housing and clear of the home indicator
    #expect(
      try Self.contentFrame(
        plugIn: "19144", device: "retina6_1", width: 401, height: 144, freeform: true)
        == Rect(x: 0, y: 44, width: 401, height: 100))
    // A 414 × 723 one likewise (third set `033-shopiroller`)
    #expect(
      try Self.contentFrame(
        plugIn: "19144", device: "retina6_1", width: 414, height: 723, freeform: true)
        == Rect(x: 0, y: 44, width: 414, height: 679))
    // One 880 high reaches 18 points into the home indicator's 34
    #expect(
      try Self.contentFrame(
        plugIn: "19144", device: "retina6_1", width: 414, height: 880, freeform: true)
        == Rect(x: 0, y: 44, width: 414, height: 880 - 44 - 18))
    // Xcode 12.5 (18093) likewise: a 414 × 60 header (the sixth set's `044`) is under the
    // sensor housing only, clear of the home indicator
    #expect(
      try Self.contentFrame(
        plugIn: "18093", device: "retina6_1", width: 414, height: 60, freeform: true)
        == Rect(x: 0, y: 44, width: 414, height: 16))
    // And Xcode 11 (16097): a 414 × 272 view (the sixth set's `024-mnaruse`)
    #expect(
      try Self.contentFrame(
        plugIn: "16097", device: "retina6_1", width: 414, height: 272, freeform: true)
        == Rect(x: 0, y: 44, width: 414, height: 228))
    // Without safe-area guides its margins take the screen's 44 and 34 whole, in Xcode 12
    // (17505, corpus `05-swiftmessages`: a 510 × 160 card) as in Xcode 13
    for plugIn in ["17505", "19144"] {
      let content = try Self.contentFrame(
        plugIn: plugIn, device: "retina6_1", width: 510, height: 160, freeform: true,
        safeAreaGuide: false)
      #expect(abs((content?.minY ?? 0) - 44) < 1e-6)
      #expect(abs((content?.maxY ?? 0) - (160 - 34)) < 1e-6)
    }
    // A view at the screen's size, not freeform, keeps them in Xcode 13 (corpus-2
    // `193-kommunicate`, plug-in 19519)
    #expect(
      try Self.contentFrame(
        plugIn: "19519", device: "retina6_1", width: 414, height: 896, freeform: false)
        == Rect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
  }

  @Test("a view at a Home-button iPhone's screen size has the status bar a controller's view has")
  func screenSizedViewOnHomeButtonCanvas() throws {
    // Xcode 10.1 (plug-in 14490, third set `044-nextcloud`): the 20-point status bar
    #expect(
      try Self.contentFrame(
        plugIn: "14490", device: "retina4_7", width: 375, height: 667, freeform: false)
        == Rect(x: 0, y: 20, width: 375, height: 647))
    // Xcode 10.2 to 14.0 leave it out, as on a controller's canvas (corpus-2
    // `192-kommunicate`, 18093)
    #expect(
      try Self.contentFrame(
        plugIn: "18093", device: "retina4_7", width: 375, height: 667, freeform: false)
        == Rect(x: 0, y: 0, width: 375, height: 667))
    // A view of another size has no status bar (corpus-2 `083-tba`, a 658 × 158 card)
    #expect(
      try Self.contentFrame(
        plugIn: "14490", device: "retina4_7", width: 658, height: 158, freeform: true)
        == Rect(x: 0, y: 0, width: 658, height: 158))
  }
}

/// Layout margins of documents saved before the safe area existed (issue 12).
@Suite("Interface Builder margins before iOS 11")
struct InterfaceBuilderPreIOS11MarginTests {
  /// A 375 × 900 freeform controller under a navigation bar on an iPhone 8 canvas, saved by
  /// `plugIn`, whose `content` is pinned to its view's top and bottom margins.
  static func marginStoryboard(plugIn: String, options: InterfaceBuilderImporter.Options)
    throws -> SceneDocument
  {
    let controller = IBNode.xml(
      """
      <viewController id="vc" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
              <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
            <constraint firstAttribute="bottomMargin" secondItem="content" secondAttribute="bottom" id="b"/>
            <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
          </constraints>
        </view>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="375" height="900"/>
      </viewController>
      """)
    let document = IBDocument.storyboard(
      toolsVersion: plugIn, device: "retina4_7", dependency: true,
      scenes: [
        .scene("s1", [controller]),
        .scene("s2", [.navigationController(id: "nav", root: "vc")]),
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "scroll.storyboard", options: options)
  }

  @Test("Xcode 8's canvas keeps a controller's view's margins under its navigation bar")
  func xcode8MarginsIgnoreBars() throws {
    // Xcode 8 (plug-in 11757, corpus-4 `027-donmag`): the top margin is the view's top
    let xcode8 = try Self.marginStoryboard(plugIn: "11757", options: .canvas)
    #expect(
      try xcode8.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: 0, width: 375, height: 900))
    // Xcode 10.1 (14490), iOS 11 on: the margins are measured from the safe area, below the
    // 20-point status bar and the 44-point navigation bar
    let xcode10 = try Self.marginStoryboard(plugIn: "14490", options: .canvas)
    #expect(
      try xcode10.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: 64, width: 375, height: 836))
    // The app's layout (iOS 11 or later) measures the Xcode 8 document's margins from the
    // safe area too
    let app = try Self.marginStoryboard(plugIn: "11757", options: .init())
    #expect(
      try app.canvasLayout()[view: "content"]?.frame
        == Rect(x: 0, y: 64, width: 375, height: 836))
  }
}

/// Multiplied positions, measured where UIKit measures them (issue 12).
@Suite("Interface Builder multiplied positions")
struct InterfaceBuilderMultipliedPositionTests {
  @Test("a multiplied position is measured in the bounds of the views' nearest common ancestor")
  func multipliedPositionInContainer() throws {
    // Given a 200 × 200 container 100 points right and 50 down in its superview, holding a
    // 20 × 20 dot at half its centre across and at its centre down, and a bar whose bottom
    // is half the container's
    let document = IBDocument.xib(
      toolsVersion: "21701", device: "retina4_7", root: 400, 300,
      subviews: [
        .view(
          id: "container", frame: (100, 50, 200, 200),
          subviews: [
            .view(id: "dot", frame: (40, 90, 20, 20)),
            .view(id: "bar", frame: (0, 0, 200, 100)),
          ],
          constraints: [
            .constraint("dot.centerX = container.centerX * 0.5", id: "dx"),
            .constraint("dot.centerY = container.centerY", id: "dy"),
            .constraint("dot.width = 20", id: "dw"),
            .constraint("dot.height = 20", id: "dh"),
            .constraint("bar.top = container.top", id: "bt"),
            .constraint("container.bottom = bar.bottom * 2", id: "bb"),
            .constraint("bar.leading = container.leading", id: "bl"),
            .constraint("container.trailing = bar.trailing", id: "br"),
          ])
      ],
      constraints: [
        .constraint("container.leading = root.leading + 100", id: "l"),
        .constraint("container.top = root.top + 50", id: "t"),
        .constraint("container.width = 200", id: "w"),
        .constraint("container.height = 200", id: "h"),
      ])
    let layout = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "dot.xib", options: .canvas
    ).canvasLayout()
    // Then the dot's centre is at 50 across the container, not half of its centre in the
    // window (200 / 2 = 100, 0 in the container), and the bar is its top half
    #expect(layout[view: "dot"]?.frame == Rect(x: 40, y: 90, width: 20, height: 20))
    #expect(layout[view: "bar"]?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
  }
}
