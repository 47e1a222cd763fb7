import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// Where Xcode's canvas leaves a view it marked ambiguous (issue 12).
@Suite("Interface Builder ambiguous views")
struct InterfaceBuilderAmbiguityTests {
  @Test("an ambiguous view nothing places across keeps its stored position on the canvas")
  func ambiguousPositionHeld() throws {
    // Two buttons in a bar, pinned to its top and bottom but to nothing across (corpus-2
    // `041-fusuma`): Xcode stores them at x 138 and 276, where the designer left them.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14088" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina5_5" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
              <subviews>
                <button ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="middle">
                  <rect key="frame" x="138" y="0.0" width="138" height="50"/>
                  <state key="normal" title="Photo"/>
                </button>
                <button ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                  <rect key="frame" x="276" y="0.0" width="138" height="50"/>
                  <state key="normal" title="Video"/>
                </button>
              </subviews>
              <constraints>
                <constraint firstItem="middle" firstAttribute="top" secondItem="root" secondAttribute="top" id="mt"/>
                <constraint firstAttribute="bottom" secondItem="middle" secondAttribute="bottom" id="mb"/>
                <constraint firstItem="last" firstAttribute="top" secondItem="root" secondAttribute="top" id="lt"/>
                <constraint firstAttribute="bottom" secondItem="last" secondAttribute="bottom" id="lb"/>
              </constraints>
            </view>
        </objects>
      </document>
      """
    let canvas = try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "bar.xib", options: .canvas
    ).canvasLayout()
    #expect(canvas[view: "middle"]?.frame == Rect(x: 138, y: 0, width: 138, height: 50))
    #expect(canvas[view: "last"]?.frame == Rect(x: 276, y: 0, width: 138, height: 50))
  }
}
