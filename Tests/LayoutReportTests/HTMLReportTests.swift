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
}
