import Testing

@testable import LayoutEngine

/// The layout engine's examples in Documentation/Engine.md, so the manual stays true.
@Suite("The engine examples of Documentation/Engine.md")
struct DocumentedEngineExampleTests {
  @Test("the seed form on an iPhone SE (2nd generation) in landscape with the keyboard shown")
  func example() throws {
    // Documentation/Engine.md: begin
    let catalog = try DeviceCatalog.standard
    var engine = try AutoLayoutEngine(scene: SeedScenes.form())
    let result = try engine.layout(
      in: Environment(
        device: try catalog["iphone-se-2nd-gen"], orientation: .landscape, keyboard: .shown))
    print(result)
    // Documentation/Engine.md: end
    #expect(
      result.description.hasPrefix(
        """
        Form @ iphone-se-2nd-gen/landscape/keyboard-shown
        root [view] (0, 0, 667, 375)
          scroll [scrollView] (0, 0, 667, 375)
            content [view] (0, 0, 667, 539)
              image [imageView] (283.5, 20, 100, 100)
        """))
    #expect(result[scrollView: "scroll"]?.scrollsVertically == true)
    #expect(result.textFields.count == 6)
  }

  @Test("the page's own scene builds and lays out without ambiguity")
  func ownScene() throws {
    var scene = Scene(name: "Login")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    let email = try scene.add(.textField, "email", in: content) {
      $0.text = TextContent("", placeholder: "Email")
    }
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scene.root.width)
    scene.add(
      email.leading == content.layoutMargins.leading,
      email.trailing == content.layoutMargins.trailing)
    scene.add(email.top == content.top + 20, content.bottom == email.bottom + 20)
    var engine = try AutoLayoutEngine(scene: scene)
    let result = try engine.layout(in: TestEnvironments.iPhoneSE())
    #expect(result[view: "email"]?.frame == Rect(x: 8, y: 20, width: 359, height: 34))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
