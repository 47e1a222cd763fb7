import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// How a segue presents its destination decides the canvas Xcode lays it out on (issue 12):
/// a `show` from a controller in no navigation stack presents modally, and a sheet keeps the
/// home indicator's inset below it (before Xcode 26).
@Suite("Interface Builder presentations")
struct InterfaceBuilderPresentationTests {
  /// A `retina6_1` storyboard: `source` shows (`segueKind`) a navigation controller with
  /// large titles whose root `destination` holds `content` between its safe area's top and
  /// bottom. With `sourceInStack`, `source` is itself the root of a navigation controller.
  static func storyboard(
    toolsVersion: String, segueKind: String, sourceInStack: Bool, rootHeight: Int
  ) throws -> SceneDocument {
    let outerStack =
      sourceInStack
      ? """
        <scene sceneID="s0">
          <objects>
            <navigationController id="outer" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="outerBar">
                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
              </navigationBar>
              <connections>
                <segue destination="source" kind="relationship" relationship="rootViewController" id="r0"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
      """ : ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
          \(outerStack)
          <scene sceneID="s1">
            <objects>
              <viewController id="source" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="sourceRoot">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <subviews>
                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                      <rect key="frame" x="100" y="400" width="46" height="30"/>
                      <state key="normal" title="Button"/>
                      <connections>
                        <segue destination="nav" kind="\(segueKind)" id="g"/>
                      </connections>
                    </button>
                  </subviews>
                  <constraints>
                    <constraint firstItem="go" firstAttribute="leading" secondItem="sourceRoot" secondAttribute="leading" constant="100" id="gl"/>
                    <constraint firstItem="go" firstAttribute="top" secondItem="sourceRoot" secondAttribute="top" constant="400" id="gt"/>
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="s2">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="108"/>
                </navigationBar>
                <connections>
                  <segue destination="destination" kind="relationship" relationship="rootViewController" id="r"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
          <scene sceneID="s3">
            <objects>
              <viewController id="destination" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="tr"/>
                  </constraints>
                </view>
                <navigationItem key="navigationItem" title="Title" id="item"/>
                <connections>
                  <segue destination="next" kind="show" id="n"/>
                </connections>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="s4">
            <objects>
              <viewController id="next" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="nextRoot">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="nextContent">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="nextSafe"/>
                  <constraints>
                    <constraint firstItem="nextContent" firstAttribute="top" secondItem="nextSafe" secondAttribute="top" id="nt"/>
                    <constraint firstItem="nextSafe" firstAttribute="bottom" secondItem="nextContent" secondAttribute="bottom" id="nb"/>
                    <constraint firstItem="nextContent" firstAttribute="leading" secondItem="nextSafe" secondAttribute="leading" id="nl"/>
                    <constraint firstItem="nextSafe" firstAttribute="trailing" secondItem="nextContent" secondAttribute="trailing" id="ntr"/>
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "presentation.storyboard", options: .canvas)
  }

  static func contentFrame(in document: SceneDocument, id: String = "content") throws -> Rect? {
    let scene = try #require(document.scenes.first { $0[id] != nil })
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: #require(document.designEnvironments[scene.name]))
    return result[view: id]?.frame
  }

  @Test("a show segue from a controller in no navigation stack presents a sheet; in one it pushes")
  func showFromOutsideAStackPresents() throws {
    // Xcode 12: the sheet is 842 high (896 less 44 and 10), its large-title bar 108 high at
    // y 0, and the home indicator's 34 points below.
    let presented = try Self.storyboard(
      toolsVersion: "17506", segueKind: "show", sourceInStack: false, rootHeight: 842)
    #expect(try Self.contentFrame(in: presented) == Rect(x: 0, y: 108, width: 414, height: 700))
    // Pushed onto a stack: the full screen under the 44-point status area and a 96-point
    // large-title bar, above the home indicator.
    let pushed = try Self.storyboard(
      toolsVersion: "17506", segueKind: "show", sourceInStack: true, rootHeight: 896)
    #expect(try Self.contentFrame(in: pushed) == Rect(x: 0, y: 140, width: 414, height: 722))
  }

  @Test("a sheet keeps the home indicator's inset at its bottom, but not in Xcode 26")
  func sheetBottomInset() throws {
    let xcode12 = try Self.storyboard(
      toolsVersion: "17506", segueKind: "presentation", sourceInStack: false, rootHeight: 842)
    #expect(try Self.contentFrame(in: xcode12)?.maxY == 842 - 34)
    let xcode26 = try Self.storyboard(
      toolsVersion: "24506", segueKind: "presentation", sourceInStack: false, rootHeight: 848)
    #expect(try Self.contentFrame(in: xcode26)?.maxY == 848)
  }

  @Test("what a sheet's navigation stack pushes is in the sheet too")
  func pushedInsideASheet() throws {
    // Xcode 26 (corpus-2 `123-nrfmesh`): a sheet 848 high with no unsafe area at its bottom;
    // the controller its stack pushes is the same sheet, under the same 20 + 106 bar.
    let sheet = try Self.storyboard(
      toolsVersion: "24506", segueKind: "presentation", sourceInStack: false, rootHeight: 848)
    let first = try Self.contentFrame(in: sheet)
    let pushed = try Self.contentFrame(in: sheet, id: "nextContent")
    #expect(first == Rect(x: 0, y: 126, width: 414, height: 722))
    #expect(pushed == first)
  }
}
