import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// The safe area of a view controller's design canvas by Xcode version and device (issue 12).
@Suite("Interface Builder canvas safe areas")
struct InterfaceBuilderSafeAreaTests {
  /// A one-scene storyboard saved by plug-in `plugIn` on `device` (`width` × `height`) whose
  /// `content` view fills the root's safe area.
  static func storyboard(plugIn: String, device: String, width: Int, height: Int) throws
    -> SceneDocument
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(plugIn)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <dependencies>
          <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
        </dependencies>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "safe-area.storyboard", options: .canvas)
  }

  static func contentFrame(plugIn: String, device: String, width: Int, height: Int) throws
    -> Rect?
  {
    try storyboard(plugIn: plugIn, device: device, width: width, height: height)
      .canvasLayout()[view: "content"]?.frame
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
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                  <rect key="frame" x="16" y="8" width="208" height="112"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="inner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="inner" secondAttribute="trailing" id="r"/>
                <constraint firstItem="inner" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                <constraint firstAttribute="bottomMargin" secondItem="inner" secondAttribute="bottom" id="b"/>
              </constraints>
            </view>
        </objects>
      </document>
      """
    let result = try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "empty-state.xib", options: .canvas
    ).canvasLayout()
    #expect(result[view: "inner"]?.frame == Rect(x: 16, y: 8, width: 208, height: 112))
  }
}
