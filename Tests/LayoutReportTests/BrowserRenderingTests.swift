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
  /// Writes a report of `entries` to a fresh folder.
  func writeReport(_ entries: [ReportEntry]? = nil, title: String = "Drift") throws -> (
    folder: URL, file: URL
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-browser-\(UUID().uuidString)")
    let file = try HTMLReport(entries: try entries ?? ReportFixtures.entries(), title: title)
      .write(to: folder)
    return (folder, file)
  }

  @Test("each entry is a section with its drawings and sentences, changed layouts first")
  func dom() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Chromium.load(file)
    #expect(page.consoleMessages == [])
    let dom = DumpedDOM(html: page.dom)

    let summary = try #require(DumpedDOM.elements("header", classes: [], in: dom.html).first)
    #expect(DumpedDOM.attribute("data-entries", in: summary) == "5")
    #expect(DumpedDOM.attribute("data-drifting", in: summary) == "3")
    #expect(DumpedDOM.attribute("data-new", in: summary) == "1")
    #expect(DumpedDOM.attribute("data-clean", in: summary) == "false")

    // The keyboard finding first, then the other drift in key order, the new result, and
    // the clean layout last, folded.
    let sections = dom.sections
    #expect(
      sections.map {
        "\(DumpedDOM.attribute("data-scene", in: $0) ?? "?") "
          + "\(DumpedDOM.attribute("data-status", in: $0) ?? "?")"
      } == [
        "Login drift", "&quot;&gt;&lt;script&gt;alert('scene')&lt;/script&gt; drift",
        "Form drift", "Login new", "Form clean",
      ])
    #expect(
      sections.map { $0.contains("<details class=\"entry-details\" open=\"\">") } == [
        true, true, true, true, false,
      ])
    for section in sections.dropLast(2) + sections.suffix(1) {
      // Baseline, new, and the overlay of both.
      #expect(
        DumpedDOM.drawings(in: section).map { DumpedDOM.attribute("data-side", in: $0) }
          == ["baseline", "current", "overlay"])
      #expect(DumpedDOM.elements("input", classes: ["mode"], in: section).count == 2)
      // The stylesheet's `.mode-overlay:checked ~ .overlaid` needs the buttons before the
      // drawings, as their siblings.
      let positions = [
        "mode-sides", "mode-overlay", "class=\"side-by-side\"", "class=\"overlaid\"",
      ]
      .map { section.range(of: $0)?.lowerBound }
      #expect(positions.allSatisfy { $0 != nil })
      #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
    let formPortrait = sections[2]
    let baseline = try #require(DumpedDOM.drawing("baseline", in: formPortrait))
    let current = try #require(DumpedDOM.drawing("current", in: formPortrait))
    let overlay = try #require(DumpedDOM.drawing("overlay", in: formPortrait))
    // root, scroll, content, image and six labels and fields: 16 views on each side.
    #expect(DumpedDOM.elements("rect", classes: ["frame", "baseline"], in: baseline).count == 16)
    #expect(DumpedDOM.elements("rect", classes: ["frame", "current"], in: current).count == 16)
    #expect(DumpedDOM.elements("rect", classes: ["frame"], in: overlay).count == 32)
    // field0 moved: highlighted as an error on both sides; the root did not.
    for (drawing, side) in [(baseline, "baseline"), (current, "current")] {
      let field0 = DumpedDOM.elements(
        "rect", classes: ["frame", side, "changed", "severity-error"], in: drawing
      ).filter { DumpedDOM.attribute("data-view", in: $0) == "field0" }
      #expect(field0.count == 1)
      #expect(
        DumpedDOM.elements("rect", classes: ["changed"], in: drawing)
          .allSatisfy { DumpedDOM.attribute("data-view", in: $0) != "root" })
      // Its name, drawn once.
      #expect(
        DumpedDOM.elements("text", classes: ["view-label", "changed"], in: drawing)
          .filter { DumpedDOM.attribute("data-view", in: $0) == "field0" }.count == 1)
    }
    // At its window position (the fixture's own number, as the SVG prints it).
    let field0Window = try #require(try ReportFixtures.entries()[2].current[view: "field0"])
    let field0 = DumpedDOM.elements("rect", classes: ["frame", "current"], in: current)
      .first { DumpedDOM.attribute("data-view", in: $0) == "field0" }
    #expect(
      field0.flatMap { DumpedDOM.attribute("y", in: $0) }
        == HTMLText.number(field0Window.windowFrame.y))
    // The heading names the environment; the sentences do not repeat it.
    #expect(formPortrait.contains("field0 (text field) moved 20 pt down"))
    #expect(!formPortrait.contains("moved 20 pt down on iPhone"))
    let items = DumpedDOM.elements("li", classes: ["change"], in: formPortrait)
    #expect(items.count == 15)
    #expect(DumpedDOM.attribute("data-kind", in: items[3]) == "frameChanged")
    #expect(DumpedDOM.attribute("data-views", in: items[3]) == "field0")

    // The keyboard is drawn only where it is shown, the field under it highlighted.
    let login = sections[0]
    let loginCurrent = try #require(DumpedDOM.drawing("current", in: login))
    let keyboard = try #require(
      DumpedDOM.elements("rect", classes: ["keyboard", "at-rest"], in: loginCurrent).first)
    #expect(DumpedDOM.attribute("y", in: keyboard) == "175")
    #expect(DumpedDOM.attribute("height", in: keyboard) == "200")
    #expect(DumpedDOM.elements("rect", classes: ["keyboard"], in: formPortrait).isEmpty)
    #expect(login.contains("email (text field) can no longer be scrolled above the keyboard"))
    // A new entry has only its own drawing, and says so.
    let new = sections[3]
    #expect(
      DumpedDOM.drawings(in: new).map { DumpedDOM.attribute("data-side", in: $0) } == ["current"])
    #expect(DumpedDOM.elements("rect", classes: ["baseline"], in: new).isEmpty)
    #expect(new.contains("No baseline for this scene and environment yet."))
  }

  @Test("the demo's report: every changed view drawn, the whole scroll content, no console errors")
  func demo() throws {
    let entries = try ReportFixtures.demo()
    let (folder, file) = try writeReport(entries, title: "layoutdb check: Form, Login")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Chromium.load(file)
    #expect(page.consoleMessages == [])
    let sections = DumpedDOM(html: page.dom).sections
    #expect(
      sections.map { DumpedDOM.attribute("data-status", in: $0) } == [
        "drift", "drift", "drift", "drift", "clean",
      ])
    for entry in entries where entry.status == .drift {
      let section = try #require(
        sections.first {
          DumpedDOM.attribute("data-scene", in: $0) == entry.scene
            && DumpedDOM.attribute("data-environment", in: $0) == entry.key.environment.rawValue
        })
      let comparison = try #require(entry.comparison)
      for side in ["baseline", "current"] {
        let drawing = try #require(DumpedDOM.drawing(side, in: section))
        // Every view a change concerns is highlighted.
        let highlighted = Set(
          DumpedDOM.elements("rect", classes: ["frame", side, "changed"], in: drawing)
            .compactMap { DumpedDOM.attribute("data-view", in: $0) })
        #expect(highlighted == comparison.changedViews, "\(entry.key) \(side)")
        // The scroll content at its full content size, beyond the screen where it is taller.
        let result = try #require(side == "baseline" ? entry.baseline : entry.current)
        let metrics = try #require(result[scrollView: "scroll"])
        let content = try #require(
          DumpedDOM.elements("rect", classes: ["scroll-content"], in: drawing).first)
        #expect(
          DumpedDOM.attribute("height", in: content) == HTMLText.number(metrics.contentSize.height))
        #expect(
          DumpedDOM.attribute("width", in: content) == HTMLText.number(metrics.contentSize.width))
        let viewBox = try #require(DumpedDOM.attribute("viewBox", in: drawing))
        let canvasHeight = try #require(Double(viewBox.split(separator: " ")[3]))
        #expect(canvasHeight >= metrics.contentSize.height)
        #expect(
          DumpedDOM.elements("rect", classes: ["viewport", "at-rest"], in: drawing).count == 1)
        if entry.environment.keyboard == .shown {
          // The engine scrolls the last field into view: its viewport is drawn.
          #expect(
            DumpedDOM.elements("rect", classes: ["viewport", "scrolled"], in: drawing)
              .compactMap { DumpedDOM.attribute("data-field", in: $0) } == ["field5"])
        }
      }
    }
    let landscape = try #require(
      entries.first { $0.key.environment.rawValue.hasSuffix("landscape/keyboard-hidden") })
    #expect(
      try #require(landscape.current[scrollView: "scroll"]).contentSize.height
        > landscape.environment.screenSize.height)

    let png = folder.appendingPathComponent("report.png")
    try Chromium.screenshot(of: file, to: png, width: 1400, height: 1800)
    try expectPicture(png, width: 1400, height: 1800)
  }

  /// A PNG of `width`×`height` with content: PNG signature, then the IHDR chunk (width and
  /// height as big-endian 32-bit integers), and more bytes than a blank page compresses to.
  func expectPicture(_ png: URL, width: Int, height: Int) throws {
    let data = try Data(contentsOf: png)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let bytes = [UInt8](data.prefix(24))
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    #expect(integer(at: 16) == width)
    #expect(integer(at: 20) == height)
    #expect(data.count > 30_000)
  }

  @Test("markup in scene names, view ids and messages stays text in the parsed page")
  func hostileNames() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = try Chromium.dumpDOM(of: file)
    #expect(!dom.contains("<script"))
    #expect(!dom.contains("<img"))
    #expect(!dom.contains("<b>bold"))
    let hostile = try #require(DumpedDOM(html: dom).sections.dropFirst().first)
    #expect(hostile.contains("&lt;img src=x onerror=alert(1)&gt; (label) moved 12 pt down"))
    #expect(
      DumpedDOM.elements(
        "rect", classes: ["current", "changed"], in: DumpedDOM.drawing("current", in: hostile) ?? ""
      )
      .compactMap { DumpedDOM.attribute("data-view", in: $0) }
        == ["&lt;img src=x onerror=alert(1)&gt;"])
  }

  @Test("the page renders to a screenshot of the requested size")
  func screenshot() throws {
    let (folder, file) = try writeReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("report.png")
    try Chromium.screenshot(of: file, to: png, width: 1200, height: 1600)
    try expectPicture(png, width: 1200, height: 1600)
  }
}
