import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// Rules for labels and stack views that the corpora show (issue 12), each on a small inline
/// document.
@Suite("Interface Builder label and stack rules")
struct InterfaceBuilderLabelRulesTests {
  /// A one-scene xib on iPhone 8 (375×667, 2x) whose root holds `subviews` under
  /// `constraints`, saved by Xcode `toolsVersion`.
  static func xib(
    _ subviews: String, constraints: String = "", toolsVersion: String = "23727",
    calibration: InterfaceBuilderImporter.TextCalibration = .none
  ) throws -> SceneDocument {
    let text = InterfaceBuilderText.xib(
      toolsVersion: toolsVersion, device: "retina4_7",
      objects: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>\(subviews)</subviews>
          <constraints>\(constraints)</constraints>
        </view>
        """)
    var options = InterfaceBuilderImporter.Options.canvas
    options.textCalibration = calibration
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "rules.xib", options: options)
  }

  static func layout(_ document: SceneDocument) throws -> LayoutResult {
    let scene = try #require(document.scenes.first)
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: #require(document.designEnvironments[scene.name]))
  }

  /// A one-line system 17 label with its stored frame, pinned at its top leading corner.
  static func label(id: String, y: Int, width: String, height: String) -> String {
    """
    <label opaque="NO" text="Hello" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="20" y="\(y)" width="\(width)" height="\(height)"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
  }

  @Test("a pre-iOS 13 one-line label stored off the whole-point grid rounds to pixels")
  func preIOS13LabelStoredOnPixelGrid() throws {
    // 17 pt: a 20.29 line, 21 in whole points, 20.5 on the 2x pixel grid.
    let labels = [
      Self.label(id: "whole", y: 20, width: "42", height: "21"),
      Self.label(id: "pixel", y: 60, width: "41.5", height: "20.5"),
    ].joined(separator: "\n")
    let constraints = ["whole", "pixel"].map { id in
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="\(id)-t"/>
      """
    }.joined(separator: "\n")
    let xcode10 = try Self.xib(labels, constraints: constraints, toolsVersion: "14460.31")
    let scene = try #require(xcode10.scenes.first)
    #expect(scene["whole"]?.text?.roundsToWholePoints == true)
    #expect(scene["pixel"]?.text?.roundsToWholePoints == nil)
    let result = try Self.layout(xcode10)
    #expect(result[view: "whole"]?.frame.height == 21)
    #expect(result[view: "pixel"]?.frame.height == 20.5)
    // From iOS 13 on a label is on the pixel grid unless stored one whole-point line high.
    let current = try #require(Self.xib(labels, constraints: constraints).scenes.first)
    #expect(current["pixel"]?.text?.roundsToWholePoints == nil)
  }

  @Test("a half-point width decides the grid only where the height is the same on both")
  func preIOS13WidthDecidesWhereHeightDoesNot() throws {
    // 10 pt: an 11.93 line, 12 on both grids; 17 pt: 21 against 20.5.
    let subviews = """
      <label opaque="NO" text="Cast" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="small">
        <rect key="frame" x="20" y="20" width="68.5" height="12"/>
        <fontDescription key="fontDescription" type="system" pointSize="10"/>
      </label>
      \(Self.label(id: "stretched", y: 60, width: "100.5", height: "21"))
      """
    let scene = try #require(
      Self.xib(subviews, toolsVersion: "13527").scenes.first)
    #expect(scene["small"]?.text?.roundsToWholePoints == nil)
    #expect(scene["stretched"]?.text?.roundsToWholePoints == true)
  }

  @Test("a later document's label stored one whole-point line high keeps whole points")
  func laterLabelStoredInWholePoints() throws {
    let subviews = [
      Self.label(id: "stale", y: 20, width: "42", height: "21"),
      Self.label(id: "current", y: 60, width: "41.5", height: "20.5"),
      Self.label(id: "stretched", y: 100, width: "42", height: "30"),
    ].joined(separator: "\n")
    let constraints = ["stale", "current", "stretched"].map { id in
      """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)-l"/>
      """
    }.joined(separator: "\n")
    let document = try Self.xib(subviews, constraints: constraints)
    let scene = try #require(document.scenes.first)
    #expect(scene["stale"]?.text?.roundsToWholePoints == true)
    #expect(scene["current"]?.text?.roundsToWholePoints == nil)
    #expect(scene["stretched"]?.text?.roundsToWholePoints == nil)
    let result = try Self.layout(document)
    #expect(result[view: "stale"]?.frame.height == 21)
    #expect(result[view: "current"]?.frame.height == 20.5)
  }

  @Test("a wrapped label the model breaks into more lines than stored is corrected to fit")
  func wrappedLabelCorrectedToStoredLines() throws {
    let text = "FreeOTP can give you extra security by requiring you to unlock your phone first."
    let font = Font.system(size: 21)
    let measurer = TextMeasurer(metrics: try SystemFontMetrics.standard, scale: 2)
    // The narrowest width at which the model breaks the text into three lines; Xcode's text,
    // 1% narrower, is stored three lines high where the model needs a fourth.
    var width = 330.0
    while measurer.layout(of: text, font: font, maxWidth: width - 0.5).lines.count == 3 {
      width -= 0.5
    }
    let three = measurer.layout(of: text, font: font, maxWidth: width)
    try #require(three.lines.count == 3)
    let storedWidth = (three.width * 0.99 * 2).rounded(.up) / 2
    try #require(measurer.layout(of: text, font: font, maxWidth: storedWidth).lines.count == 4)
    let storedHeight = measurer.ceilToPixel(three.height)
    let subviews = """
      <label opaque="NO" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="0" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="paragraph">
        <rect key="frame" x="20" y="20" width="\(storedWidth)" height="\(storedHeight)"/>
        <fontDescription key="fontDescription" type="system" pointSize="21"/>
      </label>
      """
    let constraints = """
      <constraint firstItem="paragraph" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
      <constraint firstItem="paragraph" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
      <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="paragraph" secondAttribute="trailing" constant="20" id="r"/>
      """
    let document = try Self.xib(
      subviews, constraints: constraints, calibration: .singleLineLabels)
    let factor = try #require(document.scenes.first?["paragraph"]?.text?.widthCorrection)
    #expect(factor < 1 && factor > 0.95)
    // Wrapping in the whole 335 points of room, the corrected text takes three lines.
    let frame = try #require(Self.layout(document)[view: "paragraph"]?.frame)
    #expect(frame.height == storedHeight)
  }
}
