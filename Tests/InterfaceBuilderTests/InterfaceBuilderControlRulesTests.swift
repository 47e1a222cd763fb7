import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Rules for controls, symbols, stack members and simulated bars that corpus
/// `20-tinode-main.storyboard` shows, each on a small inline document.
@Suite("Interface Builder control and bar rules")
struct InterfaceBuilderControlRulesTests {
  /// A one-scene xib on iPhone 8 Plus (414×736) whose root holds `subviews` under
  /// `constraints`, saved by Xcode `toolsVersion`.
  static func xib(
    _ subviews: String, constraints: [IBNode] = [], toolsVersion: String = "23727",
    options base: InterfaceBuilderImporter.Options = .canvas
  ) throws -> SceneDocument {
    var options = base
    options.textCalibration = .none
    return try InterfaceBuilderImporter.document(
      data: text(subviews, constraints: constraints, toolsVersion: toolsVersion).data,
      fileName: "rules.xib", options: options)
  }

  /// The text of that xib (the controls written as Xcode does, since they are what the tests
  /// are about).
  static func text(_ subviews: String, constraints: [IBNode] = [], toolsVersion: String = "23727")
    -> IBDocument
  {
    IBDocument.xib(
      toolsVersion: toolsVersion, device: "retina5_5", root: 414, 736, subviews: [.xml(subviews)],
      constraints: constraints,
      resources: [
        .element(
          "image", [("name", "qrcode"), ("catalog", "system"), ("width", "128"), ("height", "114")]),
        .element(
          "image",
          [("name", "speaker.fill"), ("catalog", "system"), ("width", "128"), ("height", "125")]),
        .element("image", [("name", "logo"), ("width", "64"), ("height", "48")]),
      ])
  }

  /// A slider stored at `frame` by `toolsVersion`, 60 from the root's leading edge, 52 from
  /// its trailing edge and 21 above its bottom: its alignment rectangle 302 × 30 (34 on iOS 26)
  /// ending at 715.
  static func slider(frame: String, toolsVersion: String = "23727") throws -> LayoutResult {
    let document = try Self.xib(
      """
      <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
        \(frame)
      </slider>
      """,
      constraints: [
        .constraint("slider.leading = root.leading + 60", id: "l"),
        .constraint("trailing = slider.trailing + 52", id: "r"),
        .constraint("bottom = slider.bottom + 21", id: "b"),
      ], toolsVersion: toolsVersion)
    return try document.canvasLayout()
  }

  @Test("a slider's frame reaches 2 points past its alignment rectangle at the sides, 1 below")
  func slider() throws {
    let result = try Self.slider(
      frame: #"<rect key="frame" x="58" y="685" width="302" height="31"/>"#)
    // Alignment rectangle 60…362 by 30 ending at 715; the frame 2 wider each side, 1 lower.
    #expect(result[view: "slider"]?.frame == Rect(x: 58, y: 685, width: 306, height: 31))
  }

  @Test("an iOS 26 slider is 34 high with no overhang: its frame is its alignment rectangle")
  func sliderIOS26() throws {
    let result = try Self.slider(
      frame: #"<rect key="frame" x="60" y="681" width="302" height="34"/>"#, toolsVersion: "24412")
    #expect(result[view: "slider"]?.frame == Rect(x: 60, y: 681, width: 302, height: 34))
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
    let result = try document.canvasLayout()
    // Before: 1 point taller (the segmented control's bottom inset added to its frame) and
    // 2 wider (the switch's right inset).
    #expect(result[view: "segments"]?.frame == Rect(x: 112, y: 10, width: 162, height: 29))
    #expect(result[view: "toggle"]?.frame == Rect(x: 20, y: 60, width: 51, height: 31))
  }

  @Test("an image the resources do not list takes the stored frame as its size, with a note")
  func absentImages() throws {
    let subviews = """
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
      """
    let constraints: [IBNode] = [
      .constraint("banner.top = root.top", id: "t1"),
      .constraint("banner.leading = root.leading", id: "l1"),
      .constraint("close.top = root.top + 130", id: "t2"),
      .constraint("close.leading = root.leading", id: "l2"),
      .constraint("share.top = root.top + 180", id: "t3"),
      .constraint("share.leading = root.leading", id: "l3"),
    ]
    let document = try Self.xib(subviews, constraints: constraints)
    let line = try #require(Self.text(subviews, constraints: constraints).line(of: "banner"))
    let scene = try #require(document.scenes.first)
    #expect(scene["banner"]?.imageSize == Size(width: 320, height: 120))
    // The image inside the content insets.
    #expect(scene["close"]?.imageSize == Size(width: 24, height: 24))
    let result = try document.canvasLayout()
    #expect(result[view: "banner"]?.frame == Rect(x: 0, y: 0, width: 320, height: 120))
    #expect(result[view: "close"]?.frame == Rect(x: 0, y: 130, width: 44, height: 40))
    #expect(result[view: "share"]?.frame == Rect(x: 0, y: 180, width: 97, height: 30))
    let notes = try #require(document.importDiagnostics.values.first).map(\.message)
    #expect(
      notes.contains(
        "rules.xib:\(line): banner: image 'banner' is not in the document's resources; its stored"
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
    let result = try document.canvasLayout()
    let sized = try #require(result[view: "sized"]?.frame.height)
    #expect(abs(sized - 100.0 / 3) < 1e-6)
  }

  @Test("Xcode 13 titles a configured button without a font of its own in system 14")
  func xcode13ConfiguredTitleFont() throws {
    // Corpus-2 `172-freeotp` and third set `013`/`014-sunghong32` (plug-in 20020): such
    // buttons are stored 31 high, a 17-point line inside 7 + 7, where body's is 20.33 (3x).
    // A filled one too: 30th-THE-SOPT-iOS-Part/KimJiMin's sign-in screen (20020, outside
    // the sets) stores its filled "로그인", which nothing sizes vertically, 31 high.
    let buttons = """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
        <rect key="frame" x="0.0" y="0.0" width="75" height="31"/>
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" title="Button"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="filled">
        <rect key="frame" x="0.0" y="80" width="75" height="31"/>
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="filled" title="Log in"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
        <rect key="frame" x="0.0" y="40" width="75" height="33.333333333333336"/>
        <buttonConfiguration key="configuration" style="plain" title="Pay">
          <fontDescription key="titleFontDescription" type="system" pointSize="16"/>
        </buttonConfiguration>
      </button>
      """
    let xcode13 = try Self.xib(buttons, toolsVersion: "20037")
    let scene = try #require(xcode13.scenes.first)
    #expect(scene["plain"]?.text?.font == ButtonConfiguration.xcode13TitleFont)
    #expect(scene["sized"]?.text?.font == .system(size: 16))
    let result = try xcode13.canvasLayout()
    #expect(result[view: "plain"]?.frame.height == 31)
    #expect(result[view: "filled"]?.frame.height == 31)
    // A font of its own is kept, and from Xcode 14 on the default is body again.
    let sized = try #require(result[view: "sized"]?.frame.height)
    #expect(abs(sized - 100.0 / 3) < 1e-6)
    let xcode14 = try Self.xib(buttons, toolsVersion: "21507")
    #expect(xcode14.scenes.first?["plain"]?.text?.font == ButtonConfiguration.titleFont)
    let body = try #require(xcode14.canvasLayout()[view: "plain"]?.frame.height)
    #expect(abs(body - 103.0 / 3) < 1e-6)
  }

  @Test("a classic button is at least as large as its background image")
  func backgroundImageButton() throws {
    // Fourth set `005-0966474398`: untitled buttons with 77- to 84-wide, 75- and 76-high
    // background images stored 76 high in their row; alone, an empty title is 30 × 30.
    let document = try Self.xib(
      """
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="image">
        <rect key="frame" x="0.0" y="0.0" width="64" height="48"/>
        <state key="normal" backgroundImage="logo"/>
      </button>
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
        <rect key="frame" x="0.0" y="60" width="120" height="48"/>
        <state key="normal" title="A much longer title" backgroundImage="logo"/>
      </button>
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="none">
        <rect key="frame" x="0.0" y="120" width="30" height="30"/>
        <state key="normal"/>
      </button>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["image"]?.backgroundImageSize == Size(width: 64, height: 48))
    let result = try document.canvasLayout()
    #expect(result[view: "image"]?.frame.size == Size(width: 64, height: 48))
    #expect(result[view: "none"]?.frame.size == Size(width: 30, height: 30))
    // A title wider than the image sets the width; the image still sets the height (a 15 pt
    // title is 30 high with its padding).
    let titled = try #require(result[view: "titled"]?.frame.size)
    #expect(titled.width > 64)
    #expect(titled.height == 48)
  }

  @Test("a configured button showing only an image is the image inside the medium insets")
  func configuredImageButton() throws {
    // Xcode still writes the legacy `normal` title "Button" beside a configuration; the
    // configuration draws neither it nor any title: 64 × 48 plus 12 + 12 and 7 + 7.
    let document = try Self.xib(
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="image">
        <rect key="frame" x="0.0" y="0.0" width="88" height="62"/>
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" image="logo"/>
      </button>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["image"]?.text?.text == "")
    #expect(scene["image"]?.imageSize == Size(width: 64, height: 48))
    let result = try document.canvasLayout()
    #expect(result[view: "image"]?.frame.size == Size(width: 88, height: 62))
  }

  @Test("a configured button with an image and a title holds both inside the medium insets")
  func configuredImageAndTitleButton() throws {
    // Sixth set `008-gajananbidwai`: 32 × 32 and 30 × 30 images beside 18 pt titles are
    // stored 46 high (32 + 7 + 7), not the classic 44. The 64 × 48 `logo` beside "Pay":
    // side by side, 48 + 7 + 7 high and the title, the padding and 64 wide plus 12 + 12;
    // one above the other, the title's 20.33, the padding and 48 high.
    let document = try Self.xib(
      """
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="leading">
        <rect key="frame" x="0.0" y="0.0" width="140" height="62"/>
        <state key="normal" title="Button"/>
        <buttonConfiguration key="configuration" style="plain" image="logo" title="Pay"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="padded">
        <rect key="frame" x="0.0" y="70" width="145" height="62"/>
        <buttonConfiguration key="configuration" style="plain" imagePlacement="trailing" image="logo" title="Pay" imagePadding="5"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="top">
        <rect key="frame" x="0.0" y="140" width="88" height="87.333333333333329"/>
        <buttonConfiguration key="configuration" style="plain" imagePlacement="top" image="logo" title="Pay" imagePadding="5"/>
      </button>
      """)
    let scene = try #require(document.scenes.first)
    #expect(scene["padded"]?.configuration?.imagePadding == 5)
    #expect(scene["top"]?.configuration?.imagePlacement == .top)
    let result = try document.canvasLayout()
    let leading = try #require(result[view: "leading"]?.frame.size)
    let padded = try #require(result[view: "padded"]?.frame.size)
    let top = try #require(result[view: "top"]?.frame.size)
    #expect(leading.height == 62)
    #expect(padded.height == 62)
    #expect(abs(padded.width - leading.width - 5) < 1e-6)
    #expect(leading.width > 64 + 24 + 20)
    #expect(top.width == 88)
    #expect(abs(top.height - (20 + 1.0 / 3 + 5 + 48 + 14)) < 1e-6)
  }

  @Test("before iOS 13 a rounded-rect field pads its line with 8, not 12, past its 30 points")
  func roundedRectFieldBeforeIOS13() throws {
    // Sixth set `038-tsdexter` (Xcode 10.1) lays out 18 pt fields (a 22-point line) 30 high,
    // corpus-2 `135-synthone` (Xcode 10.2) keeps a fixed-frame Avenir Next 16 one 30; iOS 13
    // and later make such a field 34.
    let fields = """
      <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="eighteen">
        <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
        <fontDescription key="fontDescription" type="system" pointSize="18"/>
      </textField>
      <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="twenty">
        <rect key="frame" x="0.0" y="40" width="200" height="32"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/>
      </textField>
      """
    let xcode10 = try Self.xib(fields, toolsVersion: "14460").canvasLayout()
    #expect(xcode10[view: "eighteen"]?.frame.height == 30)
    #expect(xcode10[view: "twenty"]?.frame.height == 32)
    let xcode11 = try Self.xib(fields, toolsVersion: "15705").canvasLayout()
    #expect(xcode11[view: "eighteen"]?.frame.height == 34)
    #expect(xcode11[view: "twenty"]?.frame.height == 36)
  }

  @Test("a picker view is 320 wide by its own measure; its height stays the stored one")
  func pickerViewWidth() throws {
    // Fifth set `024-pablo-ziura`: pickers in a stack that a centre-aligned stack leaves to
    // its content are stored 320 wide on a 393-point screen. The stored width here (200)
    // is not what sizes them: the picker's own 320 is.
    let document = try Self.xib(
      """
      <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="column">
        <rect key="frame" x="0.0" y="20" width="414" height="380"/>
        <subviews>
          <pickerView translatesAutoresizingMaskIntoConstraints="NO" id="picker">
            <rect key="frame" x="107" y="0.0" width="200" height="180"/>
          </pickerView>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
            <rect key="frame" x="107" y="180" width="200" height="200"/>
            <constraints>
              <constraint firstAttribute="width" constant="200" id="w"/>
              <constraint firstAttribute="height" constant="200" id="h"/>
            </constraints>
          </view>
        </subviews>
      </stackView>
      """,
      constraints: [
        .constraint("column.leading = root.leading", id: "l"),
        .constraint("column.trailing = root.trailing", id: "r"),
        .constraint("column.top = root.top + 20", id: "t"),
      ])
    let result = try document.canvasLayout()
    let picker = try #require(result[view: "picker"]?.frame)
    #expect(picker.size == Size(width: 320, height: 180))
    #expect(picker.minX == 47)
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
      constraints: [
        .constraint("row.leading = root.leading + 48", id: "l"),
        .constraint("row.top = root.top + 100", id: "t"),
        .constraint("trailing = row.trailing + 48", id: "r"),
      ])
    let result = try document.canvasLayout()
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

  /// A fill-equally row of two labels 110 wide and 20 apart: `name`, written with an
  /// autoresizing mask (and `nameAttributes`), and `value` showing `value`.
  static func lastActiveRow(nameAttributes: String = "", value: String) -> String {
    """
    <stackView distribution="fillEqually" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row">
      <rect key="frame" x="87" y="0.0" width="240" height="44"/>
      <subviews>
        <label text="Last active"\(nameAttributes) id="name">
          <rect key="frame" x="0.0" y="12" width="110" height="20.333333333333332"/>
          <autoresizingMask key="autoresizingMask"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <label text="\(value)" translatesAutoresizingMaskIntoConstraints="NO" id="value">
          <rect key="frame" x="130" y="12" width="110" height="20.333333333333332"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
      </subviews>
    </stackView>
    """
  }

  @Test("an arranged view written with an autoresizing mask keeps its frame in the stack")
  func arrangedViewKeepingItsMask() throws {
    let document = try Self.xib(
      Self.lastActiveRow(nameAttributes: #" textAlignment="right""#, value: "timestamp"),
      constraints: [
        .constraint("row.centerX = root.centerX", id: "x"),
        .constraint("row.top = root.top", id: "t"),
        .constraint("row.height = 44", id: "h"),
      ])
    let scene = try #require(document.scenes.first)
    #expect(scene["name"]?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(scene["value"]?.translatesAutoresizingMaskIntoConstraints == false)
    // The first label's 110 points decide the fill-equally row: 110 + 20 + 110, centred.
    let result = try document.canvasLayout()
    #expect(result[view: "row"]?.frame == Rect(x: 87, y: 0, width: 240, height: 44))
    #expect(result[view: "value"]?.frame.width == 110)
    // Its frame is the file's: the oracle does not count it.
    #expect(document.interfaceBuilderScenes.values.first?.framesFromFile.contains("name") == true)
  }

  @Test("the app's layout arranges that view by the stack: UIStackView turns its mask off")
  func arrangedViewInTheApp() throws {
    let document = try Self.xib(
      Self.lastActiveRow(value: "Last active"),
      constraints: [
        .constraint("row.leading = root.leading", id: "l"),
        .constraint("row.top = root.top", id: "t"),
      ], options: .init())
    let scene = try #require(document.scenes.first)
    #expect(scene["name"]?.translatesAutoresizingMaskIntoConstraints == false)
    let result = try document.canvasLayout()
    // Both labels at their text's width, equal, 20 apart: not the 110 of the file.
    let name = try #require(result[view: "name"]?.frame)
    let value = try #require(result[view: "value"]?.frame)
    #expect(name.width == value.width && name.width < 110)
    #expect(value.x == name.width + 20)
  }

  /// A stack (`axis`, spacing 70, `baselineRelativeArrangement` as `baselineRelative`) of two
  /// system-30 buttons, its top 100 below the root's and its leading edge the root's.
  static func buttonPair(axis: String, baselineRelative: Bool) throws -> LayoutResult {
    let flag = baselineRelative ? #" baselineRelativeArrangement="YES""# : ""
    func button(_ id: String, _ title: String, x: Int, y: Int) -> String {
      """
      <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="68" height="48"/>
        <fontDescription key="fontDescription" type="system" pointSize="30"/>
        <state key="normal" title="\(title)"/>
      </button>
      """
    }
    let document = try Self.xib(
      """
      <stackView axis="\(axis)" alignment="top" spacing="70"\(flag) translatesAutoresizingMaskIntoConstraints="NO" id="pair">
        <rect key="frame" x="0.0" y="100" width="68" height="118"/>
        <subviews>
          \(button("yes", "True", x: 0, y: 0))
          \(button("no", "False", x: 0, y: 70))
        </subviews>
      </stackView>
      """,
      constraints: [
        .constraint("pair.leading = root.leading", id: "l"),
        .constraint("pair.top = root.top + 100", id: "t"),
      ])
    return try document.canvasLayout()
  }

  @Test("a baseline-relative vertical stack spaces last baseline to first baseline")
  func baselineRelativeArrangement() throws {
    let relative = try Self.buttonPair(axis: "vertical", baselineRelative: true)
    let yes = try #require(relative[view: "yes"]?.frame)
    let no = try #require(relative[view: "no"]?.frame)
    // Two buttons of one font: baselines 70 apart are tops 70 apart, the buttons overlapping
    // (corpus-4 `045-1rodriguez-quizzler` stores 48-high buttons at 0 and 70). The stack's
    // edges stay on the first's top and the last's bottom.
    #expect(yes.height > 40)
    #expect(yes.minY == 0)
    #expect(no.minY == 70)
    let pair = try #require(relative[view: "pair"]?.frame)
    #expect(pair.minY == 100 && pair.height == 70 + no.height)
    // Without the flag the spacing runs from the first's bottom to the second's top.
    let plain = try Self.buttonPair(axis: "vertical", baselineRelative: false)
    let plainYes = try #require(plain[view: "yes"]?.frame)
    #expect(plain[view: "no"]?.frame.minY == plainYes.maxY + 70)
    // A horizontal stack ignores it: 70 between the first's trailing and second's leading.
    let row = try Self.buttonPair(axis: "horizontal", baselineRelative: true)
    let rowYes = try #require(row[view: "yes"]?.frame)
    #expect(row[view: "no"]?.frame.minX == rowYes.maxX + 70)
  }

  @Test("a view without text has its first baseline at its top and its last at its bottom")
  func baselinesOfViewsWithoutText() throws {
    // Apple (UIView.forFirstBaselineLayout, forLastBaselineLayout): without a baseline, Auto
    // Layout uses the top edge for the first and the bottom edge for the last. Third set
    // `044-nextcloud` stores an 80-point image view whose first baseline is 30 below a
    // label's baseline with its top there, not its bottom.
    let document = try Self.xib(
      """
      <label text="Intro" translatesAutoresizingMaskIntoConstraints="NO" id="title">
        <rect key="frame" x="20" y="100" width="42" height="20.5"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
        <rect key="frame" x="20" y="130" width="80" height="80"/>
      </imageView>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="120" y="90" width="40" height="40"/>
      </view>
      """,
      constraints: [
        .constraint("title.leading = root.leading + 20", id: "a"),
        .constraint("title.top = root.top + 100", id: "b"),
        .constraint("icon.leading = root.leading + 20", id: "c"),
        .constraint("icon.width = 80", id: "d"),
        .constraint("icon.height = 80", id: "e"),
        .constraint("icon.firstBaseline = title.top + 30", id: "f"),
        .constraint("box.leading = root.leading + 120", id: "g"),
        .constraint("box.width = 40", id: "h"),
        .constraint("box.height = 40", id: "i"),
        .constraint("box.baseline = title.top + 30", id: "j"),
      ])
    let result = try document.canvasLayout()
    #expect(result[view: "icon"]?.frame == Rect(x: 20, y: 130, width: 80, height: 80))
    #expect(result[view: "box"]?.frame == Rect(x: 120, y: 90, width: 40, height: 40))
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
    let result = try document.canvasLayout()
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
    let current = try Self.xib(fields).canvasLayout()
    #expect(current[view: "plain"]?.frame.height == 23)
    #expect(current[view: "secure"]?.frame.height == 22)
    let xcode10 = try Self.xib(fields, toolsVersion: "14460.31").canvasLayout()
    #expect(xcode10[view: "plain"]?.frame.height == 22)
  }

  @Test("an Xcode 26 borderless field is its exact line plus 2, rounded down to pixels")
  func borderlessTextFieldsIOS26() throws {
    let fields = """
      <textField borderStyle="none" text="foo bar" translatesAutoresizingMaskIntoConstraints="NO" id="large">
        <rect key="frame" x="0.0" y="0.0" width="200" height="18.666666666666671"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textField>
      <textField borderStyle="none" text="custom" translatesAutoresizingMaskIntoConstraints="NO" id="small">
        <rect key="frame" x="0.0" y="30" width="200" height="13.666666666666686"/>
        <fontDescription key="fontDescription" type="system" pointSize="10"/>
      </textField>
      <textField borderStyle="none" text="p4ssw0rd" translatesAutoresizingMaskIntoConstraints="NO" id="secure">
        <rect key="frame" x="0.0" y="60" width="200" height="17"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
      </textField>
      """
    // On the 3x canvas: 14 pt is a 16.71 line, 18.71 → 18.67 (56 pixels); 10 pt 11.93,
    // 13.93 → 13.67 (41 pixels). A secure field keeps its whole-point line, 17.
    let xcode26 = try Self.xib(fields, toolsVersion: "24412").canvasLayout()
    let third = 1.0 / 3
    #expect(abs((xcode26[view: "large"]?.frame.height ?? 0) - 56 * third) < 1e-6)
    #expect(abs((xcode26[view: "small"]?.frame.height ?? 0) - 41 * third) < 1e-6)
    #expect(xcode26[view: "secure"]?.frame.height == 17)
    let xcode16 = try Self.xib(fields).canvasLayout()
    #expect(xcode16[view: "large"]?.frame.height == 18)
    #expect(xcode16[view: "small"]?.frame.height == 13)
  }

  /// A navigation controller whose root, Login, shows Branding; Login's own top bar is
  /// `topBar` (an element, or "" for none written).
  static func pushedStoryboard(loginTopBar topBar: String) throws -> SceneDocument {
    let fullScreen: [(String, String)] = [("widthSizable", "YES"), ("heightSizable", "YES")]
    let document = IBDocument.storyboard(
      toolsVersion: "23727", device: "retina5_5",
      scenes: [
        .scene(
          "s1",
          [
            .navigationController(
              id: "nav", root: "login", segueID: "r",
              bar: .navigationBar(frame: (0, 20, 414, 44), autoresizingMask: true))
          ]),
        .scene(
          "s2",
          [
            .viewController(
              id: "login", attributes: [("userLabel", "Login")],
              view: .view(
                id: "loginRoot", key: "view", frame: (0, 0, 414, 736),
                attributes: [("contentMode", "scaleToFill")], autoresizingMask: fullScreen,
                subviews: [
                  .xml(
                    """
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="go">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                      <state key="normal" title="Go"/>
                      <connections>
                        <segue destination="branding" kind="show" id="show"/>
                      </connections>
                    </button>
                    """)
                ]),
              children: topBar.isEmpty ? [] : [.xml(topBar)])
          ]),
        .scene(
          "s3",
          [
            .viewController(
              id: "branding", attributes: [("userLabel", "Branding")],
              view: .view(
                id: "brandingRoot", key: "view", frame: (0, 0, 414, 736),
                attributes: [("contentMode", "scaleToFill")], autoresizingMask: fullScreen,
                extra: [.element("viewLayoutGuide", [("key", "safeArea"), ("id", "guide")])]))
          ]),
      ])
    return try InterfaceBuilderImporter.document(
      data: document.data, fileName: "pushed.storyboard", options: .canvas)
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
