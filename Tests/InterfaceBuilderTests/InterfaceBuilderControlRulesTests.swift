import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import InterfaceBuilder

/// Rules for controls, symbols, stack members and simulated bars that corpus
/// `20-tinode-main.storyboard` shows, each on a small inline document.
@Suite("Interface Builder control and bar rules")
struct InterfaceBuilderControlRulesTests {
  /// A one-scene xib on iPhone 8 Plus (414×736) whose root holds `subviews` under
  /// `constraints`, saved by Xcode `toolsVersion`.
  static func xib(
    _ subviews: String, constraints: String = "", toolsVersion: String = "23727",
    options base: InterfaceBuilderImporter.Options = .canvas
  ) throws -> SceneDocument {
    let text = InterfaceBuilderText.xib(
      toolsVersion: toolsVersion, device: "retina5_5",
      objects: """
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
          <subviews>\(subviews)</subviews>
          <constraints>\(constraints)</constraints>
        </view>
        """,
      trailing: """
        <resources>
          <image name="qrcode" catalog="system" width="128" height="114"/>
          <image name="speaker.fill" catalog="system" width="128" height="125"/>
          <image name="logo" width="64" height="48"/>
        </resources>
        """)
    var options = base
    options.textCalibration = .none
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "rules.xib", options: options)
  }

  static func layout(_ document: SceneDocument) throws -> LayoutResult {
    let scene = try #require(document.scenes.first)
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: #require(document.designEnvironments[scene.name]))
  }

  @Test("a slider's frame reaches 2 points past its alignment rectangle at the sides, 1 below")
  func slider() throws {
    let document = try Self.xib(
      """
      <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
        <rect key="frame" x="58" y="685" width="302" height="31"/>
      </slider>
      """,
      constraints: """
        <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="l"/>
        <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="52" id="r"/>
        <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="21" id="b"/>
        """)
    // Alignment rectangle 60…362 by 30 ending at 715; the frame 2 wider each side, 1 lower.
    #expect(
      try Self.layout(document)[view: "slider"]?.frame
        == Rect(x: 58, y: 685, width: 306, height: 31))
  }

  @Test("an iOS 26 slider is 34 high with no overhang: its frame is its alignment rectangle")
  func sliderIOS26() throws {
    let document = try Self.xib(
      """
      <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
        <rect key="frame" x="60" y="681" width="302" height="34"/>
      </slider>
      """,
      constraints: """
        <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="l"/>
        <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="52" id="r"/>
        <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="21" id="b"/>
        """, toolsVersion: "24412")
    #expect(
      try Self.layout(document)[view: "slider"]?.frame
        == Rect(x: 60, y: 681, width: 302, height: 34))
  }

  @Test("a control placed by its autoresizing mask keeps its stored frame, alignment insets or not")
  func fixedFrameControlsKeepTheirFrames() throws {
    let document = try Self.xib(
      """
      <segmentedControl contentMode="scaleToFill" fixedFrame="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
        <rect key="frame" x="112" y="10" width="162" height="29"/>
        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        <segments><segment title="One"/><segment title="Two"/></segments>
      </segmentedControl>
      <switch contentMode="scaleToFill" on="YES" id="toggle">
        <rect key="frame" x="20" y="60" width="51" height="31"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
      </switch>
      """, toolsVersion: "15505")
    let result = try Self.layout(document)
    // Before: 1 point taller (the segmented control's bottom inset added to its frame) and
    // 2 wider (the switch's right inset).
    #expect(result[view: "segments"]?.frame == Rect(x: 112, y: 10, width: 162, height: 29))
    #expect(result[view: "toggle"]?.frame == Rect(x: 20, y: 60, width: 51, height: 31))
  }

  @Test("an image the resources do not list takes the stored frame as its size, with a note")
  func absentImages() throws {
    let document = try Self.xib(
      """
      <imageView image="banner" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
      </imageView>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="close">
        <rect key="frame" x="0.0" y="130" width="44" height="40"/>
        <inset key="contentEdgeInsets" minX="10" minY="8" maxX="10" maxY="8"/>
        <state key="normal" image="close-icon"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="share">
        <rect key="frame" x="0.0" y="180" width="97" height="30"/>
        <state key="normal" title="Share" image="share-icon"/>
      </button>
      """,
      constraints: """
        <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
        <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
        <constraint firstItem="close" firstAttribute="top" secondItem="root" secondAttribute="top" constant="130" id="t2"/>
        <constraint firstItem="close" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
        <constraint firstItem="share" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="t3"/>
        <constraint firstItem="share" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
        """)
    let scene = try #require(document.scenes.first)
    #expect(scene["banner"]?.imageSize == Size(width: 320, height: 120))
    // The image inside the content insets.
    #expect(scene["close"]?.imageSize == Size(width: 24, height: 24))
    let result = try Self.layout(document)
    #expect(result[view: "banner"]?.frame == Rect(x: 0, y: 0, width: 320, height: 120))
    #expect(result[view: "close"]?.frame == Rect(x: 0, y: 130, width: 44, height: 40))
    #expect(result[view: "share"]?.frame == Rect(x: 0, y: 180, width: 97, height: 30))
    let notes = try #require(document.importDiagnostics.values.first).map(\.message)
    #expect(
      notes.contains(
        "rules.xib:7: banner: image 'banner' is not in the document's resources; its stored"
          + " frame 320×120 is taken as its size"))
    #expect(notes.filter { $0.contains("is not in the document's resources") }.count == 3)
  }

  @Test("a configured button titles in its configuration's font, else in body")
  func configuredButtonTitleFont() throws {
    let document = try Self.xib(
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
        <rect key="frame" x="0.0" y="0.0" width="120" height="33.333333333333336"/>
        <buttonConfiguration key="configuration" style="plain" title="Pay">
          <fontDescription key="titleFontDescription" type="system" pointSize="16"/>
        </buttonConfiguration>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="body">
        <rect key="frame" x="0.0" y="40" width="120" height="34.333333333333336"/>
        <buttonConfiguration key="configuration" style="plain" title="Pay"/>
      </button>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["sized"]?.text?.font == .system(size: 16))
    #expect(scene["body"]?.text?.font == ButtonConfiguration.titleFont)
    // 7 + 7 around a 16 pt line (19.09, 19.33 on the 3x grid): 33.33; body 17 would be 34.33.
    let result = try Self.layout(document)
    let sized = try #require(result[view: "sized"]?.frame.height)
    #expect(abs(sized - 100.0 / 3) < 1e-6)
  }

  @Test("a multi-line label wraps at its stored width in the first pass (Automatic width)")
  func multiLineLabelInitialWidth() throws {
    // Corpus-2 `084-tba`: an icon 28 wide beside a label that resists compression at 1000
    // in a 318-wide row; Xcode wraps the label into two lines 282 wide. Measured on one line
    // first, the label would take the row and break the icon's width.
    let document = try Self.xib(
      """
      <stackView alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
        <rect key="frame" x="48" y="100" width="318" height="42.5"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="icon">
            <rect key="frame" x="0.0" y="7" width="28" height="28"/>
            <constraints>
              <constraint firstAttribute="height" constant="28" id="ih"/>
              <constraint firstAttribute="width" constant="28" id="iw"/>
            </constraints>
          </view>
          <label horizontalHuggingPriority="999" verticalHuggingPriority="750" horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" text="Mark teams, events, and matches as favorites for fast access" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
            <rect key="frame" x="36" y="0.0" width="282" height="42.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews>
      </stackView>
      """,
      constraints: """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="48" id="l"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="48" id="r"/>
        """)
    let result = try Self.layout(document)
    #expect(result[view: "icon"]?.frame.width == 28)
    let label = try #require(result[view: "text"]?.frame)
    #expect(label.x == 36 && label.width == 282)
    #expect(label.height > 40)
  }

  @Test("SF Symbols are sized from the point size, not their 128-point resource previews")
  func symbols() throws {
    let document = try Self.xib(
      """
      <button translatesAutoresizingMaskIntoConstraints="NO" id="titled">
        <rect key="frame" x="0.0" y="0.0" width="178" height="32"/>
        <fontDescription key="fontDescription" type="system" pointSize="16"/>
        <state key="normal" title="Configure Connection" image="qrcode" catalog="system"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="mute">
        <rect key="frame" x="0.0" y="40" width="44" height="44"/>
        <state key="normal" image="speaker.fill" catalog="system"/>
      </button>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="large">
        <rect key="frame" x="0.0" y="90" width="28" height="27"/>
        <state key="normal">
          <imageReference key="image" image="speaker.fill" catalog="system" symbolScale="large"/>
        </state>
      </button>
      <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
        <rect key="frame" x="0.0" y="120" width="64" height="48"/>
      </imageView>
      """)
    let scene = try #require(document.scenes.first)
    // Beside a 16 pt title: 1.25 × 16 = 20 on the longer side.
    #expect(scene["titled"]?.imageSize == Size(width: 20, height: 20 * 114 / 128))
    // Alone: the default configuration's 17 points, and 30% more at the large scale.
    #expect(scene["mute"]?.imageSize == Size(width: 21.25, height: 21.25 * 125 / 128))
    let large = try #require(scene["large"]?.imageSize)
    #expect(abs(large.width - 21.25 * 1.3) < 1e-9)
    // Other images keep their resource size.
    #expect(scene["logo"]?.imageSize == Size(width: 64, height: 48))
  }

  @Test("an arranged view written with an autoresizing mask keeps its frame in the stack")
  func arrangedViewKeepingItsMask() throws {
    let document = try Self.xib(
      """
      <stackView distribution="fillEqually" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row">
        <rect key="frame" x="87" y="0.0" width="240" height="44"/>
        <subviews>
          <label text="Last active" textAlignment="right" id="name">
            <rect key="frame" x="0.0" y="12" width="110" height="20.333333333333332"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <label text="timestamp" translatesAutoresizingMaskIntoConstraints="NO" id="value">
            <rect key="frame" x="130" y="12" width="110" height="20.333333333333332"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews>
      </stackView>
      """,
      constraints: """
        <constraint firstItem="row" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        <constraint firstItem="row" firstAttribute="height" constant="44" id="h"/>
        """)
    let scene = try #require(document.scenes.first)
    #expect(scene["name"]?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(scene["value"]?.translatesAutoresizingMaskIntoConstraints == false)
    // The first label's 110 points decide the fill-equally row: 110 + 20 + 110, centred.
    let result = try Self.layout(document)
    #expect(result[view: "row"]?.frame == Rect(x: 87, y: 0, width: 240, height: 44))
    #expect(result[view: "value"]?.frame.width == 110)
    // Its frame is the file's: the oracle does not count it.
    #expect(document.interfaceBuilderScenes.values.first?.framesFromFile.contains("name") == true)
  }

  @Test("the app's layout arranges that view by the stack: UIStackView turns its mask off")
  func arrangedViewInTheApp() throws {
    let document = try Self.xib(
      """
      <stackView distribution="fillEqually" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row">
        <rect key="frame" x="87" y="0.0" width="240" height="44"/>
        <subviews>
          <label text="Last active" id="name">
            <rect key="frame" x="0.0" y="12" width="110" height="20.333333333333332"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
          <label text="Last active" translatesAutoresizingMaskIntoConstraints="NO" id="value">
            <rect key="frame" x="130" y="12" width="110" height="20.333333333333332"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
          </label>
        </subviews>
      </stackView>
      """,
      constraints: """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
        """, options: .init())
    let scene = try #require(document.scenes.first)
    #expect(scene["name"]?.translatesAutoresizingMaskIntoConstraints == false)
    let result = try Self.layout(document)
    // Both labels at their text's width, equal, 20 apart: not the 110 of the file.
    let name = try #require(result[view: "name"]?.frame)
    let value = try #require(result[view: "value"]?.frame)
    #expect(name.width == value.width && name.width < 110)
    #expect(value.x == name.width + 20)
  }

  @Test("a custom button without a font titles in system 18, a system one in 15")
  func customButtonFont() throws {
    let document = try Self.xib(
      """
      <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
        <rect key="frame" x="0.0" y="0.0" width="120" height="62"/>
        <inset key="contentEdgeInsets" minX="20" minY="20" maxX="20" maxY="20"/>
        <state key="normal" title="Submit"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="system">
        <rect key="frame" x="0.0" y="70" width="46" height="30"/>
        <state key="normal" title="Submit"/>
      </button>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["custom"]?.text?.font == .system(size: 18))
    #expect(scene["system"]?.text?.font == .system(size: 15))
    let result = try Self.layout(document)
    // 18 pt: a 21.48 line, 22 in whole points, plus the 20-point insets.
    #expect(result[view: "custom"]?.frame.height == 62)
    #expect(result[view: "system"]?.frame.height == 30)
  }

  @Test("a borderless field is its line plus 1, without the 1 when secure or before iOS 13")
  func borderlessTextFields() throws {
    let fields = """
      <textField borderStyle="none" placeholder="Login" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
        <rect key="frame" x="0.0" y="0.0" width="200" height="23"/>
        <fontDescription key="fontDescription" type="system" pointSize="18"/>
      </textField>
      <textField borderStyle="none" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="secure">
        <rect key="frame" x="0.0" y="30" width="200" height="22"/>
        <fontDescription key="fontDescription" type="system" pointSize="18"/>
        <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
      </textField>
      """
    // 18 pt: a 21.48 line, 22 in whole points.
    let current = try Self.layout(Self.xib(fields))
    #expect(current[view: "plain"]?.frame.height == 23)
    #expect(current[view: "secure"]?.frame.height == 22)
    let xcode10 = try Self.layout(Self.xib(fields, toolsVersion: "14460.31"))
    #expect(xcode10[view: "plain"]?.frame.height == 22)
  }

  /// A navigation controller whose root, Login, shows Branding; Login's own top bar is
  /// `topBar` (an element, or "" for none written).
  static func pushedStoryboard(loginTopBar topBar: String) throws -> SceneDocument {
    let text = InterfaceBuilderText.storyboard(
      toolsVersion: "23727",
      device: "retina5_5",
      scenes: """
        <scene sceneID="s1">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections>
                <segue destination="login" kind="relationship" relationship="rootViewController" id="r"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController id="login" userLabel="Login" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="loginRoot">
                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                  <button translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    <state key="normal" title="Go"/>
                    <connections>
                      <segue destination="branding" kind="show" id="show"/>
                    </connections>
                  </button>
                </subviews>
              </view>
              \(topBar)
            </viewController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <viewController id="branding" userLabel="Branding" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="brandingRoot">
                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="guide"/>
              </view>
            </viewController>
          </objects>
        </scene>
        """)
    return try InterfaceBuilderImporter.document(
      data: Data(text.utf8), fileName: "pushed.storyboard", options: .canvas)
  }

  @Test("a controller shown from one without a top bar has none either")
  func pushedFromBarlessController() throws {
    // The screen's insets are the canvas's; the bars are the scene's (laid out on every device).
    let barless = try Self.pushedStoryboard(loginTopBar: #"<nil key="simulatedTopBarMetrics"/>"#)
    #expect(barless.designEnvironments["pushed/Branding"]?.safeAreaInsets.top == 20)
    #expect(barless.scenes.first { $0.name == "pushed/Branding" }?.bars == SystemBars.none)
    let inherited = try Self.pushedStoryboard(loginTopBar: "")
    #expect(inherited.designEnvironments["pushed/Branding"]?.safeAreaInsets.top == 20)
    #expect(
      inherited.scenes.first { $0.name == "pushed/Branding" }?.bars
        == SystemBars(navigationBar: .standard))
  }
}
