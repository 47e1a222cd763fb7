import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Scene names of imported documents: qualified by the file, so files never clash in a run,
/// and display names for views whose IB ids say nothing.
@Suite("Interface Builder scene and view names")
struct InterfaceBuilderSceneNameTests {
  /// A xib whose top-level views are `views` (each an opening `<view …>` tag's attributes).
  static func xib(_ views: [String]) -> Data {
    let owner = IBNode.element(
      "placeholder",
      [("placeholderIdentifier", "IBFilesOwner"), ("id", "-1"), ("userLabel", "File's Owner")])
    let objects = views.map { attributes in
      IBNode.xml(
        """
        <view contentMode="scaleToFill" \(attributes)>
          <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        </view>
        """)
    }
    return IBDocument.xib(device: "retina6_1", objects: [owner] + objects).data
  }

  /// A storyboard with one scene per `(comment, controller attributes)`.
  static func storyboard(_ scenes: [(comment: String?, attributes: [(String, String)])]) -> Data {
    let body = scenes.enumerated().flatMap { index, scene -> [IBNode] in
      let comment = scene.comment.map { [IBNode.xml("<!--\($0)-->")] } ?? []
      return comment + [
        .scene(
          "sc\(index)-aa-000",
          [
            .viewController(
              id: "vc\(index)-aa-000", attributes: scene.attributes,
              view: .rootView(id: "root\(index)", width: 414, height: 896))
          ])
      ]
    }
    return IBDocument.storyboard(device: "retina6_1", scenes: body).data
  }

  @Test("a xib with one top-level view is named after the file, whatever the view's id")
  func singleViewXib() throws {
    // Given two xibs whose views have Xcode's default id for a new xib's view
    let card = try InterfaceBuilderImporter.document(
      data: Self.xib([#"id="iN0-l3-epB""#]), fileName: "CardView.xib")
    let banner = try InterfaceBuilderImporter.document(
      data: Self.xib([#"id="iN0-l3-epB" customClass="BannerView""#]), fileName: "Banner.xib")
    // Then each scene is the file's name, so both can be recorded in one run
    #expect(card.scenes.map(\.name) == ["CardView"])
    #expect(banner.scenes.map(\.name) == ["Banner"])
    #expect(card.designEnvironments["CardView"] != nil)
    #expect(card.interfaceBuilderScenes["CardView"]?.rootViewID == "iN0-l3-epB")
  }

  @Test("a xib with several top-level views names each after the file and its label, class or id")
  func severalViewsXib() throws {
    let document = try InterfaceBuilderImporter.document(
      data: Self.xib([
        #"id="aaa-aa-aaa" userLabel="Compact""#,
        #"id="bbb-bb-bbb" customClass="LargeCardView""#,
        #"id="ccc-cc-ccc""#,
      ]), fileName: "Cards.xib")
    #expect(
      document.scenes.map(\.name) == ["Cards/Compact", "Cards/LargeCardView", "Cards/ccc-cc-ccc"])
  }

  @Test("storyboard scenes are qualified by the storyboard; a repeated name gets its scene id")
  func storyboardScenes() throws {
    let document = try InterfaceBuilderImporter.document(
      data: Self.storyboard([
        ("Image View Controller", []),
        ("Login", [("userLabel", "Sign In")]),
        ("Image View Controller", []),
      ]), fileName: "Main.storyboard")
    #expect(
      document.scenes.map(\.name) == [
        "Main/Image View Controller", "Main/Sign In", "Main/Image View Controller (sc2-aa-000)",
      ])
    #expect(document.interfaceBuilderScenes["Main/Sign In"]?.viewControllerID == "vc1-aa-000")
  }

  @Test("a view in a scene's dock is a scene of its own, laid out at its stored size")
  func dockViews() throws {
    // Given a scene whose dock holds an empty-state view beside its controller, with a label
    // on its margins (as corpus-2 `114-jelly` and `173-tofu` have)
    let text = IBDocument.storyboard(
      device: "retina4_7",
      scenes: [
        .xml("<!--Accounts-->"),
        .scene(
          "sc0-aa-000",
          [
            .viewController(
              id: "vc0-aa-000", view: .rootView(id: "root0", width: 375, height: 667)),
            .element(
              "placeholder",
              [
                ("placeholderIdentifier", "IBFirstResponder"), ("id", "fr0"),
                ("sceneMemberID", "firstResponder"),
              ]),
            .view(
              id: "empty", frame: (0, 0, 240, 128),
              attributes: [("contentMode", "scaleToFill"), ("userLabel", "Empty State")],
              autoLayout: false, subviews: [.view(id: "box", frame: (8, 8, 224, 40))],
              constraints: [
                .constraint("box.leading = empty.leadingMargin", id: "l"),
                .constraint("trailingMargin = box.trailing", id: "r"),
                .constraint("box.top = empty.topMargin", id: "t"),
                .constraint("height = box.height * 3.2", id: "h"),
              ]),
          ]),
      ])
    let document = try InterfaceBuilderImporter.document(
      data: text.data, fileName: "Main.storyboard", options: .canvas)
    // Then it is named after its scene and its label, and laid out on a 240 × 128 canvas (no
    // safe area on an iPhone 8 canvas: UIView's 8-point margins above and below, a
    // controller view's 16 at the sides, as `173-tofu` stores them)
    #expect(document.scenes.map(\.name) == ["Main/Accounts", "Main/Accounts/Empty State"])
    let scene = try #require(document.scenes.last)
    let result = try document.canvasLayout(of: scene)
    #expect(result[view: "box"]?.frame == Rect(x: 16, y: 8, width: 208, height: 40))
  }

  @Test("views carry a readable name: label, placeholder, text, title or image")
  func displayNames() throws {
    // Given the sign-up form: a content view with a label, fields with placeholders, a button
    let document = try InterfaceBuilderImporter.document(
      contentsOf: URL(fileURLWithPath: TestPackage.url("Examples/sign-up.storyboard").path))
    let names = try #require(document.interfaceBuilderScenes["sign-up/Sign Up"]).displayNames
    // Then the designer's label wins, else what the view shows; a plain view has none
    #expect(
      names == [
        "cont-aa-01": "Content", "titl-aa-01": "Create an account", "mail-aa-01": "Email",
        "pass-aa-01": "Password", "butn-aa-01": "Sign Up",
      ])
  }

  @Test("a display name is the first line of the text, cut at 32 characters")
  func longDisplayNames() throws {
    let label = IBElement(name: "label", attributes: ["id": "l"], line: 1)
    var view = View(id: "l", kind: .label, parentID: nil)
    view.text = TextContent(
      "By signing up you accept the terms of service\nand the privacy policy",
      font: UIKitDefaults.labelFont)
    #expect(
      IBSceneBuilder.displayName(of: label, view: view) == "By signing up you accept the te…")
    let image = IBElement(name: "imageView", attributes: ["id": "i", "image": "logo"], line: 1)
    #expect(
      IBSceneBuilder.displayName(of: image, view: View(id: "i", kind: .imageView, parentID: nil))
        == "logo")
    let blank = IBElement(name: "view", attributes: ["id": "v", "userLabel": "  "], line: 1)
    #expect(
      IBSceneBuilder.displayName(of: blank, view: View(id: "v", kind: .view, parentID: nil)) == nil)
  }
}
