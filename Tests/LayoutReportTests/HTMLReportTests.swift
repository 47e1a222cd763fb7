import Foundation
import LayoutDiff
import LayoutEngine
import Testing

@testable import LayoutReport

@Suite("The HTML report's markup")
struct HTMLReportTests {
  @Test("entries come sorted by scene and environment, with their status")
  func entryOrder() throws {
    let entries = try ReportFixtures.entries()
    #expect(
      entries.map { "\($0.scene) @ \($0.key.environment): \($0.status)" } == [
        "\"><script>alert('scene')</script> @ iphone-se-2nd-gen/portrait/keyboard-hidden: drift",
        "Form @ iphone-se-2nd-gen/landscape/keyboard-hidden: clean",
        "Form @ iphone-se-2nd-gen/portrait/keyboard-hidden: drift",
        "Login @ iphone-se-2nd-gen/landscape/keyboard-shown: drift",
        "Login @ iphone-se-2nd-gen/portrait/keyboard-hidden: new",
      ])
  }

  @Test("the page is self-contained: no scripts, no external references")
  func selfContained() throws {
    // Without the hostile entry, whose escaped view id spells `src=`.
    let html = HTMLReport(entries: Array(try ReportFixtures.entries().dropFirst())).render()
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("src="))
    #expect(!html.contains("url("))
    #expect(!html.contains("@import"))
    // The only absolute URL is the SVG namespace.
    #expect(
      html.components(separatedBy: "http").count - 1
        == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
  }

  @Test("user text is escaped in content and attributes")
  func escaping() throws {
    let html = HTMLReport(entries: try ReportFixtures.entries(), title: "A & B <report>").render()
    #expect(html.contains("<title>A &amp; B &lt;report&gt;</title>"))
    #expect(html.contains("data-view=\"&lt;img src=x onerror=alert(1)&gt;\""))
    #expect(
      html.contains("data-scene=\"&quot;&gt;&lt;script&gt;alert(&#39;scene&#39;)&lt;/script&gt;\""))
    #expect(html.contains("notModelled: &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
    #expect(HTMLText.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
  }

  @Test("a scene's cause heads the changes of its drifted layouts, escaped; clean ones have none")
  func cause() throws {
    let html = HTMLReport(
      entries: try ReportFixtures.entries(),
      causes: ["Form": "form.yaml: removed `content.bottom == scroll.bottom` & <more>"]
    ).render()
    let line =
      "<p class=\"cause\">cause: form.yaml: removed `content.bottom == scroll.bottom` "
      + "&amp; &lt;more&gt;</p>"
    // Form has one drifted layout and one clean one: the line once, before the changes.
    #expect(html.components(separatedBy: line).count - 1 == 1)
    let cause = try #require(html.range(of: line))
    let changes = try #require(
      html.range(of: "<ol class=\"change-list\">", range: cause.upperBound..<html.endIndex))
    #expect(!html[cause.upperBound..<changes.lowerBound].contains("<section"))
    #expect(!HTMLReport(entries: try ReportFixtures.entries()).render().contains("class=\"cause\""))
  }

  @Test("views are named as check names them, layouts by their environment key")
  func namesAndKeys() throws {
    var report = HTMLReport(entries: try ReportFixtures.entries())
    report.viewNames = ["Form": ["field0": "Name & <more>"]]
    let html = report.render()
    // The sentence, the box's label and its tooltip carry the name; data-view keeps the id.
    #expect(
      html.contains(
        "<span class=\"sentence\">&quot;Name &amp; &lt;more&gt;&quot; (text field field0) moved "
          + "20 pt down</span>"))
    #expect(html.contains("data-view=\"field0\" x="))
    #expect(html.contains(">Name &amp; &lt;more&gt;</text>"))
    #expect(html.contains("<title>&quot;Name &amp; &lt;more&gt;&quot; field0 (textField) "))
    // Another scene's field0 keeps its id.
    #expect(html.contains("email (text field) can no longer be scrolled above the keyboard"))
    // The index and the headings name each layout as `check` does, the phrase beside it.
    #expect(html.contains(">Form @ iphone-se-2nd-gen/portrait/keyboard-hidden</a>"))
    #expect(
      html.contains(
        "<span class=\"environment-key\">@ iphone-se-2nd-gen/portrait/keyboard-hidden</span>"))
    #expect(
      html.contains(
        "<span class=\"environment\">iPhone SE (2nd generation), portrait, keyboard hidden</span>"))
  }

  @Test(
    "with the keyboard shown, one scrolled viewport: the furthest of the fields a finding names")
  func oneScrolledViewport() throws {
    // Given the form losing `content.bottom == scroll.bottom` in landscape with the keyboard
    // up: all six fields can no longer be scrolled above it
    let environment = try ReportFixtures.environment(.landscape, keyboard: .shown)
    var broken = try SeedScenes.form()
    broken.constraints.removeAll { $0.description.hasPrefix("content.bottom == scroll.bottom") }
    var engine = try AutoLayoutEngine(scene: broken)
    let entries = ReportEntry.entries(
      baselines: [try ReportFixtures.form(environment)],
      currents: [try engine.layout(in: environment)])
    let comparison = try #require(entries.first?.comparison)
    #expect(comparison.changes.count { $0.kind == .fieldUnreachable } == 6)

    // When the report draws it
    let html = HTMLReport(entries: entries).render()

    // Then the baseline shows one scrolled viewport and its keyboard, for the last field (six
    // stacked shades hid the form), and the new side none (nothing scrolls)
    let scrolled = html.components(separatedBy: "<rect class=\"viewport scrolled\" ").dropFirst()
    let fields = scrolled.map { $0.prefix { $0 != " " } }
    #expect(fields == ["data-field=\"field5\""], "\(fields)")
    #expect(html.components(separatedBy: "<rect class=\"keyboard scrolled\"").count - 1 == 1)
  }

  @Test("element ids are slugs of scene and environment, unique")
  func ids() throws {
    let html = HTMLReport(entries: try ReportFixtures.entries()).render()
    #expect(html.contains("id=\"entry-form-iphone-se-2nd-gen-portrait-keyboard-hidden\""))
    #expect(
      html.contains(
        "id=\"entry-script-alert-scene-script-iphone-se-2nd-gen-portrait-keyboard-hidden\""))
    let entry = try ReportFixtures.entries()[1]
    let twice = HTMLReport(entries: [entry, entry]).render()
    #expect(twice.contains("id=\"entry-form-iphone-se-2nd-gen-landscape-keyboard-hidden\""))
    #expect(twice.contains("id=\"entry-form-iphone-se-2nd-gen-landscape-keyboard-hidden-2\""))
  }

  @Test("numbers in SVG: three decimals at most, no -0")
  func numbers() {
    #expect(HTMLText.number(12) == "12")
    #expect(HTMLText.number(-0.0001) == "0")
    #expect(HTMLText.number(152.5) == "152.5")
    #expect(HTMLText.number(1.0 / 3) == "0.333")
    #expect(HTMLText.number(-4.05) == "-4.05")
    #expect(HTMLText.number(.nan) == "0")
  }

  @Test("write creates the folder and index.html; an unwritable place is a clear error")
  func write() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-report-\(UUID().uuidString)/nested")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let report = HTMLReport(entries: try ReportFixtures.entries())
    let file = try report.write(to: folder)
    #expect(file.lastPathComponent == "index.html")
    #expect(try String(contentsOf: file, encoding: .utf8) == report.render())
    let blocked = file.appendingPathComponent("inside-a-file")
    let error = #expect(throws: ReportError.self) { try report.write(to: blocked) }
    #expect(
      error?.description.hasPrefix("cannot write the report to '\(blocked.path)/index.html'")
        == true)
  }

  @Test("the same results give the same bytes, whichever order they come in")
  func deterministic() throws {
    let entries = try ReportFixtures.demo() + ReportFixtures.entries()
    let folders = (0..<2).map { _ in
      FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutdb-report-\(UUID().uuidString)")
    }
    defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
    let first = try HTMLReport(entries: entries).write(to: folders[0])
    let second = try HTMLReport(entries: entries).write(to: folders[1])
    #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    // Results paired and sorted by key, then laid out in reading order.
    let demo = try ReportFixtures.demo()
    let reordered = ReportEntry.entries(
      baselines: demo.reversed().compactMap(\.baseline), currents: demo.reversed().map(\.current))
    #expect(HTMLReport(entries: reordered).render() == HTMLReport(entries: demo).render())
  }

  @Test("a frame that is not a number draws at 0 and leaves the canvas as it was")
  func brokenFrame() throws {
    let environment = try ReportFixtures.environment(.portrait)
    var result = ReportFixtures.hostile(environment)
    let canvas = ScreenDrawing.canvas(ReportEntry(baseline: nil, current: result, comparison: nil))
    result.views[1].windowFrame = Rect(x: .nan, y: .infinity, width: 10, height: -.infinity)
    let entry = ReportEntry(baseline: result, current: result, differ: LayoutDiffer())
    #expect(ScreenDrawing.canvas(entry) == canvas)
    let html = HTMLReport(entries: [entry]).render()
    #expect(html == HTMLReport(entries: [entry]).render())
    // No coordinate says so (the tooltip does: `(nan, inf, 10, -inf)`).
    for word in ["nan", "inf", "-inf"] { #expect(!html.contains("=\"\(word)")) }
    #expect(!html.contains(" nan\""))
  }

  @Test("names in a drawing never overlap one another")
  func labelsApart() throws {
    let html = HTMLReport(entries: try ReportFixtures.demo() + ReportFixtures.entries()).render()
    for svg in html.components(separatedBy: "<svg ").dropFirst() {
      // Each label's box: x - 2, y - 10, at the drawing's 6.1 pt per character plus 4.
      let boxes = svg.components(separatedBy: "<text ").dropFirst().compactMap { text -> Rect? in
        guard let x = Self.number("x", in: text), let y = Self.number("y", in: text),
          let close = text.firstIndex(of: ">"),
          let end = text[close...].firstIndex(of: "<")
        else { return nil }
        let characters = text[text.index(after: close)..<end].count
        return Rect(x: x - 2, y: y - 10, width: 6.1 * Double(characters) + 4, height: 12)
      }
      #expect(!boxes.isEmpty)
      for (index, box) in boxes.enumerated() {
        #expect(!boxes[(index + 1)...].contains { $0.intersects(box) })
      }
    }
  }

  static func number(_ name: String, in element: String) -> Double? {
    DumpedDOM.attribute(name, in: element).flatMap(Double.init)
  }
}
