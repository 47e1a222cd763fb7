import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import CorpusTools
@testable import InterfaceBuilder

/// The hand-written documents in `Fixtures/ib`.
enum IBFixture {
  static func url(_ name: String) throws -> URL {
    try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/ib"),
      "missing fixture Fixtures/ib/\(name)")
  }

  static func document(_ name: String, options: InterfaceBuilderImporter.Options = .init())
    throws -> SceneDocument
  {
    try InterfaceBuilderImporter.document(contentsOf: url(name), options: options)
  }
}

@Suite("Interface Builder importer")
struct InterfaceBuilderImporterTests {
  @Test("a storyboard scene keeps IB ids, kinds and its design canvas")
  func formScene() throws {
    // Given the sign-up form storyboard on an iPhone 8 canvas
    let document = try InterfaceBuilderImporter.document(
      contentsOf: URL(fileURLWithPath: TestPackage.url("Examples/sign-up.storyboard").path))
    // Then one scene, rooted at the view controller's view
    let scene = try #require(document.scenes.first)
    #expect(document.scenes.count == 1)
    #expect(scene.name == "sign-up/Sign Up")
    #expect(scene.root.id == "root-aa-01")
    #expect(scene["scrl-aa-01"]?.kind == .scrollView)
    #expect(scene["titl-aa-01"]?.kind == .label)
    #expect(scene["mail-aa-01"]?.text?.placeholder == "Email")
    #expect(scene["scrl-aa-01"]?.contentInsetAdjustment == .never)
    let environment = try #require(document.designEnvironments["sign-up/Sign Up"])
    #expect(environment.screenSize == Size(width: 375, height: 667))
    #expect(environment.scale == 2)
    #expect(environment.safeAreaInsets.top == 20)
    // The placeholder height is removed as at build time, with a note saying so.
    #expect(!scene.constraints.contains { $0.identifier == "c00-aa-002" })
    #expect(
      document.importDiagnostics["sign-up/Sign Up"]?.contains { $0.message.contains("placeholder") }
        == true)
  }

  @Test("the form lays out as Xcode stored it: safe area, standard spacing, content size")
  func formLayout() throws {
    let document = try InterfaceBuilderImporter.document(
      contentsOf: URL(fileURLWithPath: TestPackage.url("Examples/sign-up.storyboard").path))
    let scene = try #require(document.scenes.first)
    let result = try document.canvasLayout(of: scene)
    #expect(result[view: "scrl-aa-01"]?.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(result[view: "titl-aa-01"]?.frame == Rect(x: 20, y: 20, width: 335, height: 20.5))
    #expect(result[view: "mail-aa-01"]?.frame == Rect(x: 20, y: 48.5, width: 335, height: 34))
    #expect(result[view: "butn-aa-01"]?.frame == Rect(x: 20, y: 132.5, width: 335, height: 38))
    #expect(result[scrollView: "scrl-aa-01"]?.contentSize == Size(width: 375, height: 190.5))
    // And the oracle agrees on every view it compares.
    let report = CorpusAgreement.measure(document)
    #expect(report.compared == 6)
    #expect(report.agreeing == report.compared, "\(report.rendered())")
  }

  @Test("a xib's free-standing view: stack view, 16:9 ratio, size classes, approximations")
  func stackCard() throws {
    let document = try IBFixture.document("stack-card.xib")
    let scene = try #require(document.scenes.first)
    #expect(scene.name == "stack-card")
    let stack = try #require(scene["stck-bb-01"]?.stack)
    #expect(stack.axis == .vertical && stack.spacing == 10)
    // Only the compact-width trailing constraint is installed on an iPhone canvas.
    #expect(scene.constraints.contains { $0.identifier == "c11-bb-003" })
    #expect(!scene.constraints.contains { $0.identifier == "c11-bb-004" })
    let ratio = try #require(scene.constraints.first { $0.identifier == "c10-bb-001" })
    #expect(abs(ratio.multiplier - 16.0 / 9.0) < 1e-9)
    // The segmented control is approximated, and says so.
    #expect(document.interfaceBuilderScenes["stack-card"]?.approximated == ["sgmt-bb-01"])
    #expect(document.importDiagnostics["stack-card"]?.contains { $0.kind == .notModelled } == true)
    // Not a view controller's view, but drawn as if it filled the screen: on a device with a
    // notch (`retina6_12`) it has the screen's safe area and a root view's margins (corpus
    // `05-swiftmessages-cardview`, whose stored frames show 44/34 and 20 on `retina6_1`).
    let environment = try #require(document.designEnvironments["stack-card"])
    #expect(environment.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(scene[scene.root.id]?.layoutMargins == nil)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: environment)
    #expect(result[view: "imag-bb-01"]?.frame == Rect(x: 0, y: 0, width: 288, height: 162))
    // 162 + 10 + 31: the segmented control's 32-point frame (Xcode 15) holds a 31-point
    // alignment rectangle (`UIKitDefaults.segmentedControlAlignmentRectInsets`).
    #expect(result[view: "stck-bb-01"]?.frame == Rect(x: 16, y: 16, width: 288, height: 203))
    #expect(result[view: "sgmt-bb-01"]?.frame == Rect(x: 0, y: 172, width: 288, height: 32))
  }

  @Test("a legacy archive is refused with a message saying how to convert it")
  func legacyArchive() throws {
    #expect(throws: InterfaceBuilderError.legacyArchive(fileName: "legacy-archive.xib")) {
      try IBFixture.document("legacy-archive.xib")
    }
    let message = InterfaceBuilderError.legacyArchive(fileName: "legacy-archive.xib").description
    #expect(message.contains("Xcode 8+ document format"))
  }

  @Test("a root element without its version or type names the line and what was expected")
  func unsupportedDocument() throws {
    func error(_ text: String) -> InterfaceBuilderError? {
      do {
        _ = try InterfaceBuilderImporter.document(data: Data(text.utf8), fileName: "a.xib")
        return nil
      } catch { return error }
    }
    let type = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    let noVersion = error("<?xml version=\"1.0\"?>\n<document type=\"\(type)\">\n</document>")
    #expect(
      noVersion
        == .unsupportedDocument(
          fileName: "a.xib", element: "document", type: type, version: "", line: 2))
    #expect(
      noVersion?.description
        == "a.xib:2: <document type=\"\(type)\"> has no version; layoutdb imports iOS storyboards"
        + " and xibs in document format 3.0 (Xcode 8 and later: <document"
        + " type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" …>)")
    #expect(
      error("<plist version=\"1.0\"/>")?.message.hasPrefix(
        "the root element is <plist>, not Interface Builder's <document>; ") == true)
    #expect(
      error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>")?
        .message.hasPrefix(
          "unsupported document type 'com.apple.InterfaceBuilder3.Cocoa.XIB' version '3.0'; ")
        == true)
  }

  @Test("broken XML is an error with the file and position, not a crash")
  func brokenXML() throws {
    do {
      _ = try IBFixture.document("broken.storyboard")
      Issue.record("expected an error")
    } catch {
      guard let error = error as? InterfaceBuilderError,
        case .malformedXML(let file, let line, _, _) = error
      else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(file == "broken.storyboard")
      #expect(line > 0)
    }
  }

  @Test("a constraint naming an object the document lacks is left out, the rest laid out")
  func unknownReference() throws {
    let text = Self.box(
      rootWidth: 100,
      constraints: [
        #"<constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>"#,
        #"<constraint firstItem="box" firstAttribute="width" constant="40" id="c2"/>"#,
      ])
    let document = try InterfaceBuilderImporter.document(data: text.data, fileName: "inline.xib")
    let ghost = try #require(text.position(of: "firstItem", in: "c1"))
    let scene = try #require(document.scenes.first)
    #expect(scene.constraints.map(\.identifier) == ["c2"])
    #expect(
      document.importDiagnostics[scene.name]?.map(\.message) == [
        "inline.xib:\(ghost.line):\(ghost.column): constraint c1 skipped: firstItem 'ghost' names no object in the document"
      ])
  }

  /// A hand-made xib (no tools version) whose root, `rootWidth` × 100, holds a 10 × 10 `box`
  /// under `constraints`, written as they are (the tests are about their exact text).
  static func box(rootWidth: Int, constraints: [String]) -> IBDocument {
    let lines = constraints.map { "    " + $0 }.joined(separator: "\n")
    return IBDocument.xib(
      toolsVersion: nil,
      objects: [
        .xml(
          """
          <view id="root"><rect key="frame" x="0" y="0" width="\(rootWidth)" height="100"/>
            <subviews>
              <view id="box" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
              </view>
            </subviews>
            <constraints>
          \(lines)
            </constraints>
          </view>
          """)
      ])
  }

  /// A one-view xib whose `box` is sized by `constraint` against the 200 × 100 root (the
  /// constraint is on line 14).
  static func sizedBox(_ constraint: String) -> Data {
    let text = box(
      rootWidth: 200,
      constraints: [
        #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>"#,
        #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>"#,
        #"<constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>"#, constraint,
      ])
    return text.data
  }

  @Test(
    "every multiplier form Xcode writes parses",
    arguments: [
      ("0.5", 100.0), ("50%", 100), ("150%", 300), (" 75 % ", 150), ("1:2", 100),
      ("1 : 4", 50), ("2/3", 133.5), ("3 / 4", 150), ("2", 400),
    ])
  // Widths are in whole pixels of the 2x canvas: 400 / 3 lands on 133.5.
  func multiplierForms(form: String, width: Double) throws {
    let data = Self.sizedBox(
      #"<constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\#(form)" id="w"/>"#
    )
    let document = try InterfaceBuilderImporter.document(data: data, fileName: "box.xib")
    let scene = try #require(document.scenes.first)
    let result = try document.canvasLayout(of: scene)
    let frame = try #require(result[view: "box"]?.frame)
    #expect(abs(frame.width - width) < 1e-9, "multiplier \(form)")
    #expect(document.importDiagnostics[scene.name] == nil)
  }

  @Test(
    "a constraint the importer cannot take is left out with file, line, column, id and why",
    arguments: [
      (
        #"multiplier="half""#,
        "14:114: constraint w skipped: multiplier 'half' is in no form Xcode writes (0.5, 1:2, 2/3, 50%)"
      ),
      (
        #"multiplier="1:0""#,
        "14:114: constraint w skipped: multiplier '1:0' is in no form Xcode writes (0.5, 1:2, 2/3, 50%)"
      ),
      (
        #"priority="high""#,
        "14:112: constraint w skipped: priority 'high' is not a number from 1 to 1000"
      ),
      (#"constant="wide""#, "14:112: constraint w skipped: constant 'wide' is not a number"),
    ])
  func skippedConstraint(attribute: String, message: String) throws {
    let data = Self.sizedBox(
      #"<constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" \#(attribute) id="w"/>"#
    )
    let document = try InterfaceBuilderImporter.document(data: data, fileName: "box.xib")
    let scene = try #require(document.scenes.first)
    #expect(scene.constraints.map(\.identifier) == ["t", "l", "h"])
    #expect(document.importDiagnostics[scene.name]?.map(\.message) == ["box.xib:\(message)"])
  }

  @Test("a constraint UIKit would refuse is left out; a number no layout holds is an error")
  func refusedAndCorrupt() throws {
    let mixed = Self.sizedBox(
      #"<constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="leading" id="w"/>"#
    )
    let document = try InterfaceBuilderImporter.document(data: mixed, fileName: "box.xib")
    let scene = try #require(document.scenes.first)
    #expect(scene.constraints.map(\.identifier) == ["t", "l", "h"])
    #expect(
      document.importDiagnostics[scene.name]?.first?.message.hasPrefix(
        "box.xib:14: constraint w skipped: constraint 'box.width == root.leading'") == true)
    for corrupt in ["inf", "1e308", "nan"] {
      let data = Self.sizedBox(
        #"<constraint firstItem="box" firstAttribute="width" constant="\#(corrupt)" id="w"/>"#)
      #expect(throws: InterfaceBuilderError.self) {
        try InterfaceBuilderImporter.document(data: data, fileName: "box.xib")
      }
    }
  }

  @Test("a macOS document is refused as unsupported")
  func macDocument() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>
      """
    #expect(throws: InterfaceBuilderError.self) {
      try InterfaceBuilderImporter.document(data: Data(text.utf8), fileName: "mac.xib")
    }
  }
}

@Suite("Interface Builder oracle rules")
struct InterfaceBuilderOracleTests {
  /// A xib whose `inner` view is 100 tall, pinned 8 below `box`'s top and 8 above its bottom
  /// (`box` then is 116 tall), with `box` stored at `boxHeight`.
  static func document(boxHeight: Double) throws -> SceneDocument {
    let text = IBDocument.xib(
      device: "retina6_1",
      root: 320, 200,
      subviews: [
        .xml(
          """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="320" height="\(boxHeight)"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                <rect key="frame" x="0.0" y="8" width="320" height="100"/>
                <constraints>
                  <constraint firstAttribute="height" constant="100" id="h"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="t"/>
              <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="b"/>
              <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="l"/>
              <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="r"/>
            </constraints>
          </view>
          """)
      ],
      constraints: [
        .constraint("box.top = root.top", id: "bt"),
        .constraint("box.leading = root.leading", id: "bl"),
        .constraint("trailing = box.trailing", id: "br"),
      ])
    return try InterfaceBuilderImporter.document(
      data: text.data, fileName: "stale.xib", options: .canvas)
  }

  @Test("a scene whose stored frames break a required constraint is not compared")
  func staleScene() throws {
    // Given a box stored 108 tall although its constraints make it 116 (the bottom constant
    // was changed from 0 to 8 and the frames were not updated)
    let stale = CorpusAgreement.measure(try Self.document(boxHeight: 108))
    // Then the scene is reported stale, naming the violated constraint, and nothing compared
    #expect(stale.compared == 0)
    #expect(stale.skippedStale == 2)
    #expect(stale.staleScenes.count == 1)
    #expect(
      stale.staleScenes.first?.contains(
        "box.bottom == inner.bottom + 8 (stored frames give 108 and 116)")
        == true, "\(stale.staleScenes)")
    // And with the frame updated, both views are compared and agree
    let fresh = CorpusAgreement.measure(try Self.document(boxHeight: 116))
    #expect(fresh.skippedStale == 0)
    #expect(fresh.compared == 2)
    #expect(fresh.agreeing == 2)
  }

  @Test("an attributed label's paragraph style is imported")
  func paragraphStyle() throws {
    let text = IBDocument.xib(
      root: 320, 200,
      subviews: [
        .xml(
          """
          <label usesAttributedText="YES" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
            <rect key="frame" x="0.0" y="0.0" width="320" height="22"/>
            <attributedString key="attributedText">
              <fragment content="Hello">
                <attributes>
                  <font key="NSFont" metaFont="system" size="17"/>
                  <paragraphStyle key="NSParagraphStyle" alignment="natural" lineHeightMultiple="1.35" lineSpacing="3" minimumLineHeight="22"/>
                </attributes>
              </fragment>
            </attributedString>
          </label>
          """)
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "paragraph.xib")
    let label = try #require(document.scenes.first?["text"]?.text)
    #expect(label.text == "Hello")
    #expect(
      label.paragraphStyle
        == ParagraphStyle(lineHeightMultiple: 1.35, lineSpacing: 3, minimumLineHeight: 22))
  }

  @Test("an Xcode 10 document: one-line labels in whole points, segmented controls 28 in 29")
  func xcode10Document() throws {
    // Modelled on corpus `21-skyfloatinglabel` (toolsVersion 14460): a one-line 17 pt label
    // is 21 high (20.29 rounded up to a whole point, not to 20.5), a multi-line one stays on
    // the pixel grid, and the next view 22.5 below a 29-high segmented control starts 28.5
    // below its top.
    let text = IBDocument.xib(
      toolsVersion: "14460.31",
      root: 320, 300,
      subviews: [
        .label(id: "one", frame: (10, 10, 36, 21), text: "Title"),
        .xml(
          """
          <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="sgmt">
            <rect key="frame" x="10" y="41" width="135" height="29"/>
          </segmentedControl>
          """),
        .label(
          id: "many", frame: (10, 91.5, 36, 20.5), text: "Title",
          attributes: [("numberOfLines", "0")]),
      ],
      constraints: [
        .constraint("one.top = root.top + 10", id: "c1"),
        .constraint("one.leading = root.leading + 10", id: "c2"),
        .constraint("sgmt.top = one.bottom + 10", id: "c3"),
        .constraint("sgmt.leading = one.leading", id: "c4"),
        .constraint("many.top = sgmt.bottom + 22.5", id: "c5"),
        .constraint("many.leading = one.leading", id: "c6"),
      ])
    var options = InterfaceBuilderImporter.Options.canvas
    options.textCalibration = .none
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "xcode10.xib", options: options)
    let scene = try #require(document.scenes.first)
    #expect(scene["one"]?.text?.roundsToWholePoints == true)
    #expect(scene["many"]?.text?.roundsToWholePoints == nil)
    let result = try document.canvasLayout(of: scene)
    let one = try #require(result[view: "one"]?.frame)
    #expect(one.height == 21 && one.width == one.width.rounded())
    #expect(result[view: "sgmt"]?.frame == Rect(x: 10, y: 41, width: 135, height: 29))
    let many = try #require(result[view: "many"]?.frame)
    #expect(many.y == 91.5 && many.height == 20.5)
  }

  @Test("custom fonts keep their PostScript name; a custom-type button's title is 18 pt")
  func fontsAndButtons() throws {
    // Modelled on corpus `20-tinode` (Courier New, the system font's private name) and
    // `15-kharrison` (a custom-type "Submit" button with no font, 62 high with insets of 20).
    let text = IBDocument.xib(
      root: 320, 300,
      subviews: [
        .xml(
          """
          <label text="N" translatesAutoresizingMaskIntoConstraints="NO" id="mono">
            <rect key="frame" x="0.0" y="0.0" width="10.5" height="19.5"/>
            <fontDescription key="fontDescription" name="CourierNewPSMT" family="Courier New" pointSize="17"/>
          </label>
          <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
            <rect key="frame" x="0.0" y="30" width="92" height="19.5"/>
            <attributedString key="attributedText">
              <fragment content="@aliassss">
                <attributes>
                  <font key="NSFont" size="17" name="CourierNewPSMT"/>
                </attributes>
              </fragment>
            </attributedString>
          </label>
          <label text="Time" translatesAutoresizingMaskIntoConstraints="NO" id="private">
            <rect key="frame" x="0.0" y="60" width="30" height="16"/>
            <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="13"/>
          </label>
          <button contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
            <rect key="frame" x="0.0" y="90" width="94" height="62"/>
            <inset key="contentEdgeInsets" minX="20" minY="20" maxX="20" maxY="20"/>
            <state key="normal" title="Submit"/>
          </button>
          <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="system">
            <rect key="frame" x="0.0" y="160" width="48" height="30"/>
            <state key="normal" title="Submit"/>
          </button>
          """)
      ])
    var options = InterfaceBuilderImporter.Options.canvas
    options.textCalibration = .none
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "fonts.xib", options: options)
    let scene = try #require(document.scenes.first)
    #expect(scene["mono"]?.text?.font == .custom(name: "CourierNewPSMT", size: 17))
    #expect(scene["attributed"]?.text?.font == .custom(name: "CourierNewPSMT", size: 17))
    #expect(scene["private"]?.text?.font == .system(size: 13))
    #expect(scene["custom"]?.text?.font == .system(size: 18))
    #expect(scene["system"]?.text?.font == .system(size: 15))
    let result = try document.canvasLayout(of: scene)
    // Courier New: 0.6 em a character, a 2320/2048 em line: 10.2 × 19.26 -> 10.5 × 19.5 at 2x.
    #expect(result[view: "mono"]?.frame.size == Size(width: 10.5, height: 19.5))
    #expect(result[view: "attributed"]?.frame.size == Size(width: 92, height: 19.5))
    #expect(result[view: "custom"]?.frame.height == 62)
    #expect(result[view: "system"]?.frame.height == 30)
  }

  @Test("a one-line label stretched in height is still calibrated from its stored width")
  func stretchedLabelCalibration() throws {
    // Modelled on corpus `03-iqkeyboard`: labels 31 high beside text fields in a fillEqually
    // stack; their stored width is their text's, which sets the stack's width.
    let text = IBDocument.xib(
      root: 320, 300,
      subviews: [
        .label(id: "tall", frame: (0.0, 0.0, 82.5, 31), text: "TextField 1"),
        .label(
          id: "wrapping", frame: (0.0, 40, 82.5, 41), text: "TextField 1",
          attributes: [("numberOfLines", "0")]),
      ],
      constraints: [
        .constraint("tall.height = 31", id: "h1")
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "stretched.xib")
    let scene = try #require(document.scenes.first)
    // The model measures 83.27; the one-line label takes the stored 82.5 whatever its height.
    let factor = try #require(scene["tall"]?.text?.widthCorrection)
    #expect(abs(factor - 82.5 / 83.5) < 1e-3)
    // A label that may wrap, stored two lines high, says nothing of its one-line width.
    #expect(scene["wrapping"]?.text?.widthCorrection == nil)
  }

  @Test("a wrapped label is calibrated from its widest line at its stored width")
  func wrappedLabelCalibration() throws {
    // Modelled on corpus `12-element`: a centred two-line label, at least 8 from each side,
    // stored as wide as its first line (319.33), which the model measures at 312.
    let text = IBDocument.xib(
      device: "retina6_12",
      root: 375, 200,
      subviews: [
        .label(
          id: "wrapped", frame: (28, 8, 319.33333333333331, 33.666666666666664),
          text: "Currently we do not support authentication flows defined by this homeserver",
          fontSize: 14, attributes: [("numberOfLines", "0")]),
        .label(
          id: "stretched", frame: (8, 60, 359, 33.666666666666664),
          text: "Currently we do not support authentication flows defined by this homeserver",
          fontSize: 14, attributes: [("numberOfLines", "0")]),
      ],
      constraints: [
        .constraint("centerX = wrapped.centerX", id: "c1"),
        .constraint("wrapped.top = root.top + 8", id: "c2"),
        .constraint("wrapped.leading >= root.leading + 8", id: "c3"),
        .constraint("trailing >= wrapped.trailing + 8", id: "c4"),
        .constraint("stretched.leading = root.leading + 8", id: "s1"),
        .constraint("trailing = stretched.trailing + 8", id: "s2"),
        .constraint("stretched.top = root.top + 60", id: "s3"),
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "wrapped.xib")
    let scene = try #require(document.scenes.first)
    // "Currently … flows" is 312 in the model: 319.33 / 312.
    let factor = try #require(scene["wrapped"]?.text?.widthCorrection)
    #expect(abs(factor - 319.333 / 312) < 1e-3)
    // Stretched 15% past its widest line by its side constraints, a label says nothing of its
    // text's width (not even that a line ended a word early).
    #expect(scene["stretched"]?.text?.widthCorrection == nil)
    let result = try document.canvasLayout(of: scene)
    let frame = try #require(result[view: "wrapped"]?.frame)
    #expect(abs(frame.width - 319.333) < 0.01)
    #expect(abs(frame.height - 33.667) < 0.01)
  }

  @Test("a one-line text view that does not scroll is calibrated like a label")
  func textViewCalibration() throws {
    // Corpus `20-tinode`: "Description" in subheadline (15 pt), stored 88.67 wide; the model
    // gives 87 (its text plus 10 of line fragment padding).
    let text = IBDocument.xib(
      device: "retina6_12",
      root: 375, 200,
      subviews: [
        .xml(
          """
          <textView scrollEnabled="NO" text="Description" translatesAutoresizingMaskIntoConstraints="NO" id="one">
            <rect key="frame" x="20" y="4" width="88.666666666666686" height="36"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
          </textView>
          <textView text="Description" translatesAutoresizingMaskIntoConstraints="NO" id="scrolls">
            <rect key="frame" x="20" y="50" width="88.666666666666686" height="36"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
          </textView>
          """)
      ],
      constraints: [
        .constraint("one.leading = root.leading + 20", id: "c1"),
        .constraint("one.top = root.top + 4", id: "c2"),
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "textview.xib")
    let scene = try #require(document.scenes.first)
    #expect(scene["one"]?.text?.widthCorrection != nil)
    // A text view that scrolls has no intrinsic size to calibrate.
    #expect(scene["scrolls"]?.text?.widthCorrection == nil)
    let result = try document.canvasLayout(of: scene)
    let frame = try #require(result[view: "one"]?.frame)
    #expect(abs(frame.width - 88.667) < 0.01)
    #expect(frame.height == 36)
  }

  @Test("a designable label takes the intrinsic size Xcode rendered for it")
  func designableLabel() throws {
    let text = IBDocument.xib(
      toolsVersion: "21225",
      root: 320, 200,
      subviews: [
        .xml(
          """
          <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="ENALabel">
            <rect key="frame" x="0.0" y="0.0" width="56" height="26.5"/>
          </label>
          """)
      ],
      trailing: [
        .xml(
          """
          <designables>
            <designable name="title">
              <size key="intrinsicContentSize" width="56" height="26.5"/>
            </designable>
          </designables>
          """)
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "designable.xib")
    let label = try #require(document.scenes.first?["title"])
    #expect(label.kind == .label)
    #expect(label.intrinsicContentSize == IntrinsicSize(width: 56, height: 26.5))
  }
}
