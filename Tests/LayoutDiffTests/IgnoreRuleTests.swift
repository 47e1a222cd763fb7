import LayoutEngine
import Testing

@testable import LayoutDiff

@Suite("Ignore rules")
struct IgnoreRuleTests {
  let onSE = "on iPhone SE (2nd generation), landscape, keyboard hidden"

  /// The form with a 120×120 image: 14 frame changes and a content size change.
  func biggerImage() throws -> (LayoutResult, LayoutResult) {
    let environment = try Layouts.environment("iphone-se-2nd-gen", .landscape)
    let baseline = try Layouts.form(in: environment)
    let current = try Layouts.form(in: environment) { scene in
      try scene.update(ViewRef("image")) { $0.imageSize = Size(width: 120, height: 120) }
    }
    return (baseline, current)
  }

  @Test("ignoring y for fields and labels by id pattern leaves the other changes")
  func attributeAndViews() throws {
    let (baseline, current) = try biggerImage()
    let rule = IgnoreRule(views: [NamePattern("field?"), NamePattern("label*")], attributes: [.y])
    let comparison = current.drift(from: baseline, configuration: DiffConfiguration(ignore: [rule]))
    #expect(comparison.changes.map(\.subject) == ["content", "image", "scroll"])
    #expect(comparison.summary.ignored == 12)
  }

  @Test("ignoring only x of the image keeps its other attributes in the sentence")
  func partOfAFrame() throws {
    let (baseline, current) = try biggerImage()
    let rule = IgnoreRule(views: [NamePattern("root/scroll/content/image")], attributes: [.x])
    let comparison = current.drift(from: baseline, configuration: DiffConfiguration(ignore: [rule]))
    let image = try #require(comparison.changes.first { $0.subject == "image" })
    #expect(image.sentence == "image (image view) grew 20 pt taller and 20 pt wider \(onSE)")
    #expect(image.attributes == [.width, .height])
    #expect(image.delta == LayoutChange.Delta(width: 20, height: 20))
  }

  @Test("a path pattern ignores a whole subtree")
  func subtree() throws {
    let (baseline, current) = try biggerImage()
    // `root/scroll/*` would leave the scroll view's own content size change.
    let rule = IgnoreRule(views: [NamePattern("root/scroll*")])
    let comparison = current.drift(from: baseline, configuration: DiffConfiguration(ignore: [rule]))
    #expect(comparison.changes.isEmpty)
    #expect(comparison.summary.ignored == 15)
    #expect(comparison.hasDrift == false)
  }

  @Test(
    "rules apply only to the scenes and environments they name",
    arguments: [
      (["Form"], [], true), (["Fo*"], [], true), (["Login"], [], false),
      ([], ["iphone-se-2nd-gen"], true), ([], ["iphone-se-2nd-gen/landscape"], true),
      ([], ["*/landscape/*"], true), ([], ["*/portrait/*"], false), ([], ["iphone-se"], false),
      (["Form"], ["iphone-16"], false),
    ])
  func scope(scenes: [String], environments: [String], applies: Bool) throws {
    let (baseline, current) = try biggerImage()
    let rule = IgnoreRule(
      scenes: scenes.map(NamePattern.init), environments: environments.map(NamePattern.init))
    let comparison = current.drift(from: baseline, configuration: DiffConfiguration(ignore: [rule]))
    #expect(comparison.changes.isEmpty == applies)
  }

  @Test("diagnostic rules match by kind and by the views the diagnostic names")
  func diagnostics() throws {
    let environment = try Layouts.environment("iphone-se-2nd-gen", .landscape)
    let baseline = try Layouts.form(in: environment)
    let current = try Layouts.form(in: environment) { scene in
      scene.constraints.removeAll { $0.description == "content.width == root.width" }
    }
    let byKind = IgnoreRule(diagnostics: [.outsideSuperviewBounds])
    let byView = IgnoreRule(views: [NamePattern("image")], attributes: [.diagnostics])
    let otherKind = IgnoreRule(diagnostics: [.ambiguousLayout])
    for (rule, ignored) in [(byKind, true), (byView, true), (otherKind, false)] {
      let changes = current.drift(from: baseline, configuration: DiffConfiguration(ignore: [rule]))
        .changes
      #expect(changes.contains { $0.kind == .diagnosticAppeared } == !ignored)
      // A diagnostic rule never hides frame changes.
      #expect(changes.contains { $0.kind == .frameChanged })
    }
  }

  @Test("patterns: * spans slashes, ? is one character, the rest is literal")
  func patterns() {
    #expect(NamePattern("root/*").matches("root/a/b"))
    #expect(NamePattern("*/email").matches("root/form/email"))
    #expect(!NamePattern("*/email").matches("root/form/email2"))
    #expect(NamePattern("field?").matches("field7"))
    #expect(!NamePattern("field?").matches("field"))
    #expect(NamePattern("a*b*c").matches("aXXbYYc"))
    #expect(!NamePattern("a*b*c").matches("aXXbYY"))
    #expect(NamePattern("*").matches(""))
    #expect(NamePattern("email").matchesView(id: "email", path: "root/email"))
    #expect(!NamePattern("root/email").matchesView(id: "root/email", path: "root/x"))
  }
}
