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
