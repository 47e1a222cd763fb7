import Foundation
import LayoutDiff
import LayoutEngine

/// A self-contained HTML page of layout results and their drift: no external assets, no
/// scripts, so it opens from a CI artifact or a mail attachment as it is.
///
/// The page has a summary (`header#summary`), an index, and per entry a `section.entry` with
/// an inline SVG of the screen in window coordinates (current frames filled, baseline frames
/// outlined, changed views highlighted, the keyboard and the safe area drawn) beside the
/// drift sentences. Ids, classes and `data-` attributes are stable so tests and scripts can
/// query the page:
///
/// - `section.entry` with `id="entry-<scene>-<environment key>"` (slugged), `data-scene`,
///   `data-environment` (the ``ResultKey`` environment key), `data-status` (`drift`, `clean`
///   or `new`), `data-errors`, `data-warnings`, `data-infos`;
/// - `svg.screen` with `rect.frame.current` and `rect.frame.baseline`, each with `data-view`
///   and `data-path`, and the classes `changed` and `severity-<error|warning|info>` on views
///   a change concerns (`removed` on baseline-only views, `added` on new ones, `hidden-view`
///   on hidden ones); `rect.keyboard` when the keyboard is shown; `rect.safe-area`;
/// - `li.change` with `data-kind`, `data-severity` and `data-views` (ids joined by spaces).
///
/// Entries appear in the order given (``ReportEntry/entries(baselines:currents:differ:)``
/// sorts them by scene and environment).
public struct HTMLReport: Sendable {
  public var entries: [ReportEntry]
  public var title: String

  public init(entries: [ReportEntry], title: String = "layoutdb report") {
    self.entries = entries
    self.title = title
  }

  /// The page.
  ///
  /// - Complexity: O(total views + total changes); the page holds one rectangle per view per
  ///   side.
  public func render() -> String {
    let ids = entryIDs()
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
    html += summary(ids: ids)
    html += "<main>\n"
    for (entry, id) in zip(entries, ids) { html += section(entry, id: id) }
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

  /// Unique element ids: `entry-<scene>-<environment>`, with `-2`, `-3`… for repeats.
  private func entryIDs() -> [String] {
    var used: [String: Int] = [:]
    return entries.map { entry in
      let base = "entry-" + HTMLText.slug("\(entry.scene) \(entry.key.environment)")
      let count = used[base, default: 0] + 1
      used[base] = count
      return count == 1 ? base : "\(base)-\(count)"
    }
  }

  private func summary(ids: [String]) -> String {
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
        <li class="status-\(entry.status.rawValue)"><a href="#\(id)">\
        \(HTMLText.escape(entry.scene)) \
        — \(HTMLText.escape(EnvironmentPhrase.describe(entry.environment)))</a> \
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

  private func section(_ entry: ReportEntry, id: String) -> String {
    let summary = entry.comparison?.summary
    var html = """
      <section class="entry status-\(entry.status.rawValue)" id="\(id)" \
      data-scene="\(HTMLText.escape(entry.scene))" \
      data-environment="\(HTMLText.escape(entry.key.environment))" \
      data-status="\(entry.status.rawValue)" data-errors="\(summary?.errors ?? 0)" \
      data-warnings="\(summary?.warnings ?? 0)" data-infos="\(summary?.infos ?? 0)">
      <h2>\(HTMLText.escape(entry.scene)) <span class="environment">\
      \(HTMLText.escape(EnvironmentPhrase.describe(entry.environment)))</span></h2>
      <div class="entry-body">
      <figure class="screen-figure">
      \(ScreenDrawing(entry: entry).svg())
      <figcaption>\(Self.legend(entry))</figcaption>
      </figure>
      <div class="changes">
      <p class="status-line">\(HTMLText.escape(statusText(entry)))</p>

      """
    if let comparison = entry.comparison {
      if comparison.changes.isEmpty {
        html += "<p class=\"no-drift\">No changes from the baseline.</p>\n"
      } else {
        html += "<ol class=\"change-list\">\n"
        for change in comparison.changes { html += item(change) }
        html += "</ol>\n"
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
    html += "</div>\n</div>\n</section>\n"
    return html
  }

  private func item(_ change: LayoutChange) -> String {
    var html = """
      <li class="change severity-\(change.severity.rawValue)" data-kind="\(change.kind.rawValue)" \
      data-severity="\(change.severity.rawValue)" \
      data-views="\(HTMLText.escape(change.views.joined(separator: " ")))">\
      <span class="severity">\(change.severity.rawValue)</span> \
      <span class="sentence">\(HTMLText.escape(change.sentence))</span>
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
      "<span class=\"swatch current\"></span> current frame",
      "<span class=\"swatch baseline\"></span> baseline frame",
      "<span class=\"swatch changed\"></span> changed",
      "<span class=\"swatch safe-area\"></span> safe area",
    ]
    if entry.environment.keyboard == .shown {
      items.append("<span class=\"swatch keyboard\"></span> keyboard")
    }
    return items.joined(separator: " ")
  }

  static func plural(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}
