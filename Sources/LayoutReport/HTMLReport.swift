import Foundation
import LayoutDiff
import LayoutEngine

/// A self-contained HTML page of layout results and their drift: no external assets, no
/// scripts, so it opens from a CI artifact or a mail attachment as it is.
///
/// The page has a summary (`header#summary`), an index, and per entry a `section.entry` with
/// its drawings (``ScreenDrawing``: the whole scrolled content, the screen and the keyboard as
/// overlays) beside the drift sentences: baseline and new side by side, or one overlay of both
/// (radio buttons and CSS switch them, no script). Changed layouts come first, those with a
/// keyboard or scrolling finding before the others (as `check` prints them), then new ones,
/// then clean ones, folded (`<details>`). Ids, classes and `data-` attributes are stable so
/// tests and scripts can query the page:
///
/// - `section.entry` with `id="entry-<scene>-<environment key>"` (slugged), `data-scene`,
///   `data-environment` (the ``ResultKey`` environment key), `data-status` (`drift`, `clean`
///   or `new`), `data-errors`, `data-warnings`, `data-infos`;
/// - `svg.screen` with `data-side` (`baseline`, `current` or `overlay`), holding
///   `rect.frame.current` and `rect.frame.baseline`, each with `data-view` and `data-path`, and
///   the classes `changed` and `severity-<error|warning|info>` on views a change concerns
///   (`removed` on baseline-only views, `added` on new ones, `hidden-view` on hidden ones);
///   `rect.scroll-content` (a scroll view's whole content, `data-view` its id);
///   `rect.viewport.at-rest` (the screen), `rect.viewport.scrolled` and `rect.keyboard`
///   (`data-field` on the scrolled ones) when the keyboard is shown; `rect.safe-area`;
///   `text.view-label` with `data-view`;
/// - `li.change` with `data-kind`, `data-severity` and `data-views` (ids joined by spaces).
public struct HTMLReport: Sendable {
  public var entries: [ReportEntry]
  public var title: String
  /// What changed in each scene's file since its baseline, by scene: the line `check` prints
  /// as `cause:` (`form.yaml: removed \`content.bottom == scroll.bottom\``), shown above the
  /// changes of the scene's drifted layouts (`p.cause`), where a reviewer looks first.
  public var causes: [String: String]
  /// The names people know views by, by scene and view id (a storyboard view's `userLabel`,
  /// placeholder or text): the sentences name views as `check` prints them, `"Email" (text
  /// field mail-aa-01) moved …`, and the drawings' tooltips too. Views without one keep their
  /// id.
  public var viewNames: [String: [String: String]] = [:]

  public init(
    entries: [ReportEntry], title: String = "layoutdb report", causes: [String: String] = [:]
  ) {
    self.entries = entries
    self.title = title
    self.causes = causes
  }

  /// The page.
  ///
  /// - Complexity: O(total views + total changes); the page holds one rectangle per view per
  ///   side.
  public func render() -> String {
    let ordered = Self.readingOrder(entries)
    let ids = Self.entryIDs(ordered)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="layoutdb">
      <title>\(HTMLText.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>

      """
    html += summary(ordered, ids: ids)
    html += "<main>\n"
    for (entry, id) in zip(ordered, ids) { html += section(entry, id: id) }
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  /// Writes the page as `index.html` in `directory` (created if needed) and returns its URL.
  ///
  /// - Throws: ``ReportError/cannotWrite(path:reason:)``.
  @discardableResult
  public func write(to directory: URL) throws(ReportError) -> URL {
    let file = directory.appendingPathComponent("index.html")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(render().utf8).write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
    return file
  }

  // MARK: Summary

  /// Drift first (a keyboard or scrolling finding before other errors, as `check` prints),
  /// then results without a baseline, then clean ones; otherwise in the order given.
  static func readingOrder(_ entries: [ReportEntry]) -> [ReportEntry] {
    func rank(_ entry: ReportEntry) -> (Int, Int) {
      switch entry.status {
      case .drift: (0, entry.comparison?.prominence ?? Int.max)
      case .new: (1, 0)
      case .clean: (2, 0)
      }
    }
    return entries.enumerated().sorted {
      let (a, b) = (rank($0.element), rank($1.element))
      return (a.0, a.1, $0.offset) < (b.0, b.1, $1.offset)
    }.map(\.element)
  }

  /// Unique element ids: `entry-<scene>-<environment>`, with `-2`, `-3`… for repeats.
  private static func entryIDs(_ entries: [ReportEntry]) -> [String] {
    var used: [String: Int] = [:]
    return entries.map { entry in
      let base = "entry-" + HTMLText.slug("\(entry.scene) \(entry.key.environment)")
      let count = used[base, default: 0] + 1
      used[base] = count
      return count == 1 ? base : "\(base)-\(count)"
    }
  }

  private func summary(_ entries: [ReportEntry], ids: [String]) -> String {
    let summaries = entries.compactMap { $0.comparison?.summary }
    let errors = summaries.reduce(0) { $0 + $1.errors }
    let warnings = summaries.reduce(0) { $0 + $1.warnings }
    let infos = summaries.reduce(0) { $0 + $1.infos }
    let drifting = entries.count { $0.status == .drift }
    let new = entries.count { $0.status == .new }
    let pairs = Self.plural(entries.count, "scene × environment", "scenes × environments")
    let counts = [
      Self.plural(errors, "error", "errors"), Self.plural(warnings, "warning", "warnings"),
      Self.plural(infos, "info", "infos"),
    ]
    let verdict =
      drifting == 0
      ? "No drift in \(pairs)"
      : "Drift in \(drifting) of \(pairs): " + counts.joined(separator: ", ")
    var html = """
      <header id="summary" data-entries="\(entries.count)" data-drifting="\(drifting)" \
      data-new="\(new)" data-errors="\(errors)" data-warnings="\(warnings)" data-infos="\(infos)" \
      data-clean="\(drifting == 0)">
      <h1>\(HTMLText.escape(title))</h1>
      <p class="verdict \(drifting == 0 ? "clean" : "drift")">\(HTMLText.escape(verdict))</p>

      """
    if new > 0 {
      html +=
        "<p class=\"new-count\">\(Self.plural(new, "result", "results")) without a baseline</p>\n"
    }
    html += "<ol class=\"index\">\n"
    for (entry, id) in zip(entries, ids) {
      html += """
        <li class="status-\(entry.status.rawValue)"><a href="#\(id)" \
        title="\(HTMLText.escape(EnvironmentPhrase.describe(entry.environment)))">\
        \(HTMLText.escape(entry.scene)) @ \(HTMLText.escape(entry.key.environment.rawValue))</a> \
        <span class="status">\(HTMLText.escape(statusText(entry)))</span></li>

        """
    }
    html += "</ol>\n</header>\n"
    return html
  }

  private func statusText(_ entry: ReportEntry) -> String {
    guard let summary = entry.comparison?.summary else { return "no baseline" }
    return summary.isClean
      ? (summary.infos > 0 ? "clean, \(summary.infos) resolved" : "clean")
      : summary.counts
  }

  // MARK: Entries

  /// How many changes an entry lists before folding the rest: a broken container moves all
  /// its content, and the first lines say what happened (as `check` prints six).
  static let changesShown = 8

  private func section(_ entry: ReportEntry, id: String) -> String {
    let summary = entry.comparison?.summary
    let phrase = EnvironmentPhrase.describe(entry.environment)
    var html = """
      <section class="entry status-\(entry.status.rawValue)" id="\(id)" \
      data-scene="\(HTMLText.escape(entry.scene))" \
      data-environment="\(HTMLText.escape(entry.key.environment.rawValue))" \
      data-status="\(entry.status.rawValue)" data-errors="\(summary?.errors ?? 0)" \
      data-warnings="\(summary?.warnings ?? 0)" data-infos="\(summary?.infos ?? 0)">
      <details class="entry-details"\(entry.status == .clean ? "" : " open")>
      <summary><h2>\(HTMLText.escape(entry.scene)) <span class="environment-key">@ \
      \(HTMLText.escape(entry.key.environment.rawValue))</span> <span class="status-line">\
      \(HTMLText.escape(statusText(entry)))</span></h2>\
      <span class="environment">\(HTMLText.escape(phrase))</span></summary>
      <div class="entry-body">
      \(drawings(entry, id: id))
      <div class="changes">

      """
    if entry.status == .drift, let cause = causes[entry.scene] {
      html += "<p class=\"cause\">cause: \(HTMLText.escape(cause))</p>\n"
    }
    if let comparison = entry.comparison {
      let changes = LayoutChange.prominentFirst(comparison.changes)
      if changes.isEmpty {
        html += "<p class=\"no-drift\">No changes from the baseline.</p>\n"
      } else {
        html += "<ol class=\"change-list\">\n"
        let names = viewNames[entry.scene] ?? [:]
        for change in changes.prefix(Self.changesShown) {
          html += item(change, environment: entry.environment, names: names)
        }
        html += "</ol>\n"
        if changes.count > Self.changesShown {
          html += """
            <details class="more-changes"><summary>\
            \(changes.count - Self.changesShown) more</summary>
            <ol class="change-list" start="\(Self.changesShown + 1)">

            """
          for change in changes.dropFirst(Self.changesShown) {
            html += item(change, environment: entry.environment, names: names)
          }
          html += "</ol>\n</details>\n"
        }
      }
      if comparison.summary.ignored > 0 {
        html +=
          "<p class=\"ignored\">\(Self.plural(comparison.summary.ignored, "change", "changes"))"
          + " ignored by the configuration</p>\n"
      }
    } else {
      html += "<p class=\"no-baseline\">No baseline for this scene and environment yet.</p>\n"
    }
    html += diagnostics(entry.current)
    html += "</div>\n</div>\n</details>\n</section>\n"
    return html
  }

  /// Baseline and new side by side, and both in one overlay; two radio buttons and the
  /// stylesheet's `:checked` rules show one or the other. A result without a baseline has
  /// only its own drawing.
  private func drawings(_ entry: ReportEntry, id: String) -> String {
    let legend = "<p class=\"legend\">\(Self.legend(entry))</p>"
    let canvas = ScreenDrawing.canvas(entry)
    guard entry.baseline != nil else {
      return """
        <div class="drawings">
        <div class="side-by-side">
        \(figure(entry, .current, canvas: canvas, caption: "new (no baseline)"))
        </div>
        \(legend)
        </div>
        """
    }
    return """
      <div class="drawings">
      <input type="radio" class="mode mode-sides" name="mode-\(id)" id="sides-\(id)" checked>\
      <label for="sides-\(id)">side by side</label>
      <input type="radio" class="mode mode-overlay" name="mode-\(id)" id="overlay-\(id)">\
      <label for="overlay-\(id)">overlay</label>
      <div class="side-by-side">
      \(figure(entry, .baseline, canvas: canvas, caption: "baseline"))
      \(figure(entry, .current, canvas: canvas, caption: "new"))
      </div>
      <div class="overlaid">
      \(figure(entry, .overlay, canvas: canvas, caption: "new filled, baseline dashed"))
      </div>
      \(legend)
      </div>
      """
  }

  private func figure(
    _ entry: ReportEntry, _ side: ScreenDrawing.Side, canvas: Rect, caption: String
  ) -> String {
    """
    <figure class="screen-figure side-\(side.rawValue)"><figcaption>\(caption)</figcaption>
    \(ScreenDrawing(
      entry: entry, side: side, canvas: canvas, names: viewNames[entry.scene] ?? [:]
    ).svg())
    </figure>
    """
  }

  /// A change's sentence without the environment the entry's heading already names.
  private func item(
    _ change: LayoutChange, environment: Environment, names: [String: String]
  ) -> String {
    let sentence = LayoutChange.withoutEnvironment(change.sentence(naming: names), environment)
    var html = """
      <li class="change severity-\(change.severity.rawValue)" data-kind="\(change.kind.rawValue)" \
      data-severity="\(change.severity.rawValue)" \
      data-views="\(HTMLText.escape(change.views.joined(separator: " ")))">\
      <span class="severity">\(change.severity.rawValue)</span> \
      <span class="sentence">\(HTMLText.escape(sentence))</span>
      """
    if let before = change.before, let after = change.after {
      html += """
         <span class="values"><span class="before">\(HTMLText.escape(before.description))</span> → \
        <span class="after">\(HTMLText.escape(after.description))</span></span>
        """
    }
    return html + "</li>\n"
  }

  /// The current result's own diagnostics, drift or not: what is wrong now.
  private func diagnostics(_ result: LayoutResult) -> String {
    guard !result.diagnostics.isEmpty else { return "" }
    var html =
      "<details class=\"diagnostics\"><summary>"
      + Self.plural(result.diagnostics.count, "diagnostic", "diagnostics")
      + " in this layout</summary>\n<ul>\n"
    for diagnostic in result.diagnostics {
      html += """
        <li class="diagnostic" data-kind="\(diagnostic.kind.rawValue)">\
        \(HTMLText.escape(diagnostic.description))</li>

        """
    }
    return html + "</ul>\n</details>\n"
  }

  private static func legend(_ entry: ReportEntry) -> String {
    var items = [
      "<span class=\"swatch current\"></span> view",
      "<span class=\"swatch changed\"></span><span class=\"swatch changed warning\"></span>"
        + " changed (error, warning)",
      "<span class=\"swatch scroll-content\"></span> scroll content (all of it)",
      "<span class=\"swatch offscreen\"></span> off screen at rest",
      "<span class=\"swatch safe-area\"></span> safe area",
    ]
    if entry.environment.keyboard == .shown {
      items += [
        "<span class=\"swatch keyboard\"></span> keyboard",
        "<span class=\"swatch scrolled\"></span> visible when a field is focused",
      ]
    }
    return items.joined(separator: " ")
  }

  static func plural(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}
