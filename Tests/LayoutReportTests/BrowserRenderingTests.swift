import Foundation
import LayoutDiff
import LayoutEngine
import Testing

@testable import LayoutReport

/// The report opened in a real headless Chromium: what the browser parsed, not what we wrote.
@Suite(
  "The report in a headless browser",
  .enabled(
    if: Chromium.testsEnabled,
    "chromium not found: install Debian's chromium for the browser tests (CI fails instead)"
  ))
struct BrowserRenderingTests {
  /// Writes the fixture report to a fresh folder.
  func writeReport() throws -> (folder: URL, file: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-browser-\(UUID().uuidString)")
    let file = try HTMLReport(entries: try ReportFixtures.entries(), title: "Drift").write(
      to: folder)
    return (folder, file)
  }

  @Test("each entry is a section with a screen, frames, and its sentences")
  func dom() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = DumpedDOM(html: try Chromium.dumpDOM(of: file))

    let summary = try #require(DumpedDOM.elements("header", classes: [], in: dom.html).first)
    #expect(DumpedDOM.attribute("data-entries", in: summary) == "5")
    #expect(DumpedDOM.attribute("data-drifting", in: summary) == "3")
    #expect(DumpedDOM.attribute("data-new", in: summary) == "1")
    #expect(DumpedDOM.attribute("data-clean", in: summary) == "false")

    let sections = dom.sections
    #expect(sections.count == 5)
    #expect(
      sections.map { DumpedDOM.attribute("data-status", in: $0) } == [
        "drift", "clean", "drift", "drift", "new",
      ])
    for section in sections {
      // One screen per entry, one filled rectangle per current view.
      #expect(DumpedDOM.elements("svg", classes: ["screen"], in: section).count == 1)
      #expect(DumpedDOM.elements("rect", classes: ["safe-area"], in: section).count == 1)
    }
    let formPortrait = sections[2]
    // root, scroll, content, image and six labels and fields: 16 views on each side.
    #expect(
      DumpedDOM.elements("rect", classes: ["frame", "current"], in: formPortrait).count == 16)
    #expect(
      DumpedDOM.elements("rect", classes: ["frame", "baseline"], in: formPortrait).count == 16)
    // field0 moved: highlighted as an error on both sides; the root did not.
    let field0 = DumpedDOM.elements(
      "rect", classes: ["frame", "current", "changed", "severity-error"], in: formPortrait
    ).filter { DumpedDOM.attribute("data-view", in: $0) == "field0" }
    #expect(field0.count == 1)
    // At its window position (the fixture's own number, as the SVG prints it).
    let field0Window = try #require(try ReportFixtures.entries()[2].current[view: "field0"])
    #expect(
      field0.first.flatMap { DumpedDOM.attribute("y", in: $0) }
        == HTMLText.number(field0Window.windowFrame.y))
    #expect(
      DumpedDOM.elements("rect", classes: ["changed"], in: formPortrait)
        .allSatisfy { DumpedDOM.attribute("data-view", in: $0) != "root" })
    #expect(
      formPortrait.contains(
        "field0 (text field) moved 20 pt down on iPhone SE (2nd generation), portrait, keyboard "
          + "hidden"))
    let items = DumpedDOM.elements("li", classes: ["change"], in: formPortrait)
    #expect(items.count == 15)
    #expect(DumpedDOM.attribute("data-kind", in: items[3]) == "frameChanged")
    #expect(DumpedDOM.attribute("data-views", in: items[3]) == "field0")

    // The keyboard is drawn only where it is shown, the field under it highlighted.
    let login = sections[3]
    #expect(DumpedDOM.elements("rect", classes: ["keyboard"], in: login).count == 1)
    let keyboard = try #require(DumpedDOM.elements("rect", classes: ["keyboard"], in: login).first)
    #expect(DumpedDOM.attribute("y", in: keyboard) == "175")
    #expect(DumpedDOM.attribute("height", in: keyboard) == "200")
    #expect(DumpedDOM.elements("rect", classes: ["keyboard"], in: formPortrait).isEmpty)
    #expect(login.contains("email (text field) can no longer be scrolled above the keyboard"))
    // A new entry has no baseline outlines and says so.
    let new = sections[4]
    #expect(DumpedDOM.elements("rect", classes: ["baseline"], in: new).isEmpty)
    #expect(new.contains("No baseline for this scene and environment yet."))
  }

  @Test("markup in scene names, view ids and messages stays text in the parsed page")
  func hostileNames() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = try Chromium.dumpDOM(of: file)
    #expect(!dom.contains("<script"))
    #expect(!dom.contains("<img"))
    #expect(!dom.contains("<b>bold"))
    let hostile = try #require(DumpedDOM(html: dom).sections.first)
    #expect(hostile.contains("&lt;img src=x onerror=alert(1)&gt; (label) moved 12 pt down"))
    #expect(
      DumpedDOM.elements("rect", classes: ["current", "changed"], in: hostile)
        .compactMap { DumpedDOM.attribute("data-view", in: $0) }
        == ["&lt;img src=x onerror=alert(1)&gt;"])
  }

  @Test("the page renders to a screenshot of the requested size")
  func screenshot() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("report.png")
    try Chromium.screenshot(of: file, to: png, width: 1200, height: 1600)
    let data = try Data(contentsOf: png)
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let bytes = [UInt8](data.prefix(24))
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(integer(at: 16) == 1200)
    #expect(integer(at: 20) == 1600)
    #expect(data.count > 10_000)  // a page with content, not a blank image
  }
}
