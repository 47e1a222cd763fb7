import LayoutEngine
import SceneReading
import SceneSource
import Testing

@testable import SceneScript

/// The YAML scene format: what each key becomes.
@Suite("Scene file format")
struct SceneFileFormatTests {
  func document() throws -> SceneDocument {
    let path = try SceneFileTesting.fixture("yaml/all-features.yaml")
    guard
      case .scenes(let document) = try SceneInput.load(
        path: path, catalog: SceneFileTesting.catalog)
    else { throw CancellationError() }
    return document
  }

  @Test("environments are devices × orientations × keyboards, in file order")
  func environments() throws {
    let document = try document()
    #expect(
      document.environments == [
        EnvironmentRequest(device: "iphone-se-2nd-gen", orientation: .portrait, keyboard: .shown),
        EnvironmentRequest(device: "iphone-se-2nd-gen", orientation: .landscape, keyboard: .shown),
        EnvironmentRequest(device: "390x844", orientation: .portrait, keyboard: .shown),
        EnvironmentRequest(device: "390x844", orientation: .landscape, keyboard: .shown),
      ])
    #expect(document.scenes.map(\.name) == ["Profile", "Second"])
    #expect(document.scenes[1].views.map(\.id) == ["root"])
  }

  @Test("views nest by 'children' or 'parent', in file order, depth first")
  func tree() throws {
    let scene = try document().scenes[0]
    #expect(scene.root.id == "main")
    #expect(
      scene.views.map(\.id) == [
        "main", "scroll", "stack", "title", "name", "avatar", "notes", "badge", "box",
      ])
    #expect(scene.path(of: "notes") == "main/scroll/stack/notes")
    #expect(scene["badge"]?.parentID == "main")
    #expect(scene.children(of: "stack").map(\.id) == ["title", "name", "avatar", "notes"])
  }

  @Test("view properties take UIKit's names and values")
  func properties() throws {
    let scene = try document().scenes[0]
    let scroll = try #require(scene["scroll"])
    #expect(scroll.kind == .scrollView && scroll.contentInsetAdjustment == .never)
    #expect(scroll.contentInset == EdgeInsets(top: 4))
    let stack = try #require(scene["stack"])
    #expect(
      stack.stack
        == StackConfiguration(
          axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 8,
          isLayoutMarginsRelative: true))
    #expect(stack.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(!stack.insetsLayoutMarginsFromSafeArea)
    let title = try #require(scene["title"])
    #expect(title.text?.text == "Hello" && title.text?.numberOfLines == 2)
    #expect(title.text?.font == Font.preferred(.headline))
    #expect(title.text?.preferredMaxLayoutWidth == 200)
    #expect(title.contentHugging == AxisPriorities(251, 1000))
    #expect(title.compressionResistance == AxisPriorities(999, 999))
    let name = try #require(scene["name"])
    #expect(name.text?.placeholder == "Name" && name.text?.text == "")
    #expect(name.text?.font == Font.system(size: 15, weight: .semibold))
    let avatar = try #require(scene["avatar"])
    #expect(avatar.kind == .imageView && avatar.isHidden)
    #expect(avatar.imageSize == Size(width: 40, height: 40))
    let badge = try #require(scene["badge"])
    #expect(badge.kind == .switchControl && badge.translatesAutoresizingMaskIntoConstraints)
    #expect(badge.frame == Rect(x: 10, y: 20, width: 51, height: 31))
    #expect(badge.reportsOverlap)
    let notes = try #require(scene["notes"])
    #expect(!notes.isScrollEnabled && notes.text?.font == Font.system(size: 14))
    #expect(scene["box"]?.intrinsicContentSize == IntrinsicSize(width: nil, height: 44))
    #expect(scene["box"]?.kind == .view)
  }

  @Test("constraints: anchor equations with guides, metrics, multipliers, priorities and ids; VFL")
  func constraints() throws {
    let scene = try document().scenes[0]
    let printed = scene.constraints.map(\.description)
    #expect(
      Array(printed.prefix(10)) == [
        "scroll.top == main.safeArea.top",
        "scroll.leading == main.leading",
        "main.trailing == scroll.trailing",
        "scroll.bottom == main.keyboard.top",
        "stack.top == scroll.contentLayout.top + 16",
        "stack.leadingMargin == scroll.contentLayout.leading",
        "stack.width == scroll.frameLayout.width - 32 @999",
        "scroll.contentLayout.bottom == stack.bottom + 16",
        "box.width == 0.5 * main.width",
        "box.height >= 44 @250",
      ])
    #expect(scene.constraints[7].identifier == "bottom")
    // `V:|-[box]`: one constraint, named by the entry's id.
    #expect(scene.constraints[10].identifier == "boxTop")
    #expect(scene.constraints[10].description == "box.top == main.top + 20")
    #expect(scene.constraints.count == 12)
    #expect(scene.constraints[11].description == "box.leading == main.leading + 16")
  }

  @Test(
    "anchor equations print back as written",
    arguments: [
      "content.width == root.width",
      "email.top == name.bottom + 20 @750",
      "image.width == 0.5 * field.width",
      "root.safeArea.top <= email.top - 8",
      "scroll.contentLayout.bottom == content.bottom",
      "scroll.frameLayout.width == content.width",
      "email.leadingMargin == content.leading",
      "box.height >= 44",
      "box.centerXWithinMargins == root.centerX @1",
    ])
  func roundTrip(_ equation: String) throws {
    let parser = AnchorEquationParser(
      metrics: [:],
      viewIDs: ["content", "root", "email", "name", "image", "field", "scroll", "box"])
    #expect(try parser.parse(equation).description == equation)
  }

  @Test(
    "equation spellings: UIKit's guide and anchor names, metrics, named priorities, factors on either side"
  )
  func spellings() throws {
    let parser = AnchorEquationParser(metrics: ["m": 2, "p": 600], viewIDs: ["a", "b"])
    #expect(
      try parser.parse("a.topAnchor==b.safeAreaLayoutGuide.bottomAnchor+m").description
        == "a.top == b.safeArea.bottom + 2")
    #expect(
      try parser.parse("a.width == b.width * m - 1 @p").description
        == "a.width == 2 * b.width - 1 @600")
    #expect(try parser.parse("a.height == -4").constant == -4)
    #expect(try parser.parse("a.height == b.height @high").priority == 750)
    #expect(try parser.parse("a.height == b.height @required").isRequired)
    #expect(
      try parser.parse("a.leading == b.layoutMarginsGuide.leading").second
        == LayoutAnchor(.guide("b", .layoutMargins), .leading))
  }

  @Test("a single-scene file takes its name from the file when it has none")
  func defaultName() throws {
    let document = try SceneFileTesting.read("views: []\n", fileName: "dir/login.yaml")
    #expect(document.scenes.map(\.name) == ["login"])
    #expect(document.environments.isEmpty)
  }

  @Test("string constraints starting with H:, V:, | or [ are visual formats")
  func visualFormatDetection() throws {
    let yaml = """
      name: Row
      metrics: {gap: 12}
      views: [{id: a}, {id: b}]
      constraints:
        - "[a]-gap-[b]"
        - "|[a]"
        - "V:|[a]|"
        - {visualFormat: "H:[b]|", id: trailing}
      """
    let scene = try SceneFileTesting.read(yaml).scenes[0]
    #expect(
      scene.constraints.map(\.description) == [
        "b.leading == a.trailing + 12", "a.leading == root.leading", "a.top == root.top",
        "root.bottom == a.bottom", "root.trailing == b.trailing",
      ])
    #expect(scene.constraints.last?.identifier == "trailing")
  }
}

@Suite("Scene files: bars")
struct SceneFileBarsTests {
  @Test("'bars' puts the scene under a navigation bar, a tab bar or a toolbar")
  func bars() throws {
    let yaml = """
      name: Settings
      bars: {navigationBar: largeTitle, prompt: true, tabBar: true}
      views: [{id: title}]
      constraints: ["V:[title(10)]", "title.top == root.safeAreaLayoutGuide.top"]
      """
    let scene = try SceneFileTesting.read(yaml).scenes[0]
    #expect(
      scene.bars == SystemBars(navigationBar: .largeTitle, prompt: true, tabBar: true))
    #expect(try SceneFileTesting.read("name: Plain\nviews: []\n").scenes[0].bars == .none)
  }

  @Test("bad bars name the line, the column and what was expected")
  func badBars() throws {
    #expect(
      try SceneFileTesting.failure("name: A\nbars: {navigationBar: larg}\nviews: []\n")
        == "test.yaml:2:23: 'larg' is not a valid navigationBar; expected one of 'none', 'standard', 'largeTitle'"
    )
    #expect(
      try SceneFileTesting.failure("name: A\nbars: {prompt: true}\nviews: []\n")
        == "test.yaml:2:16: 'true' is not a valid prompt; expected a navigation bar to show it in (navigationBar: standard or largeTitle)"
    )
    #expect(
      try SceneFileTesting.failure("name: A\nbars: {tabbar: true}\nviews: []\n")
        == "test.yaml:2:8: unknown key 'tabbar' in bars (did you mean 'tabBar'?)")
  }
}

@Suite("Scene files: UIKit's defaults for controls")
struct SceneFileControlDefaultsTests {
  func layout(_ yaml: String) throws -> LayoutResult {
    let scene = try SceneFileTesting.read(yaml).scenes[0]
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: try SceneFileTesting.iPhoneSE())
  }

  @Test("a switch beside a label in a stack keeps its size: switches hug at 750")
  func switchHugs() throws {
    let result = try layout(
      """
      name: Row
      views:
        - id: row
          kind: stackView
          stack: {axis: horizontal, spacing: 8}
          children:
            - {id: title, kind: label, text: Wi-Fi, contentHugging: 250}
            - {id: toggle, kind: switch}
      constraints: ["H:|-16-[row]-16-|", "V:|-100-[row]"]
      """)
    #expect(result[view: "toggle"]?.frame.width == 51)
    // 343 - 8 (spacing) - 49 (the switch's alignment width: its frame reaches 2 past it)
    #expect(result[view: "title"]?.frame.width == 286)
  }

  @Test("isBaselineRelativeArrangement spaces a column's buttons baseline to baseline")
  func baselineRelativeStack() throws {
    let result = try layout(
      """
      name: Column
      views:
        - id: column
          kind: stackView
          stack: {axis: vertical, spacing: 40, isBaselineRelativeArrangement: true}
          children: [{id: top, kind: button, text: Yes}, {id: bottom, kind: button, text: No}]
      constraints: ["H:|-16-[column]", "V:|-100-[column]"]
      """)
    // Two 30-high system buttons of one font: their baselines, and so their tops, 40 apart.
    #expect(result[view: "top"]?.frame.minY == 0)
    #expect(result[view: "bottom"]?.frame.minY == 40)
    #expect(result[view: "column"]?.frame.height == 70)
  }

  @Test("a button without a font titles in 15 pt and is 30 high, as UIButton(type: .system)")
  func buttonFont() throws {
    let result = try layout(
      """
      name: Buttons
      views: [{id: plain, kind: button, text: Save}, {id: large, kind: button, text: Save, font: 17}]
      constraints: ["V:|-100-[plain]-[large]", "H:|-20-[plain]", "H:|-20-[large]"]
      """)
    #expect(result[view: "plain"]?.frame.height == 30)
    #expect(result[view: "large"]?.frame.height == 33)
  }

  @Test("a constant beyond a million points is refused at its line")
  func hugeConstant() throws {
    #expect(
      try SceneFileTesting.failure("name: A\nviews: [{id: a}]\nconstraints:\n  - a.width == 1e39\n")
        == "test.yaml:4:5: constraint 'a.width == 1e+39' has a multiplier, constant or priority out of range (constants and multipliers within ±1000000, priorities 1...1000)"
    )
  }
}
