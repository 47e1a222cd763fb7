import LayoutDiff
import LayoutEngine

/// The SVG of one entry's screen, in window coordinates and at the screen's size in points:
/// current frames filled, baseline frames outlined on top, the views changes concern
/// highlighted by severity, the safe area dashed and the keyboard shaded when shown.
struct ScreenDrawing {
  let entry: ReportEntry

  func svg() -> String {
    let environment = entry.environment
    let width = HTMLText.number(environment.screenSize.width)
    let height = HTMLText.number(environment.screenSize.height)
    let label = "\(entry.scene) on \(EnvironmentPhrase.describe(environment))"
    var svg = """
      <svg class="screen" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" \
      width="\(width)" height="\(height)" role="img" aria-label="\(HTMLText.escape(label))">
      <rect class="screen-bounds" x="0" y="0" width="\(width)" height="\(height)"></rect>

      """
    let severities = changedSeverities()
    let currentIDs = Set(entry.current.views.map(\.id))
    let baselineIDs = Set((entry.baseline?.views ?? []).map(\.id))
    svg += "<g class=\"frames current-frames\">\n"
    for view in entry.current.views {
      var classes = ["frame", "current", "kind-\(view.kind.rawValue)"]
      if entry.baseline != nil, !baselineIDs.contains(view.id) { classes.append("added") }
      svg += rect(view, classes: classes, severity: severities[view.id])
    }
    svg += "</g>\n"
    if let baseline = entry.baseline {
      svg += "<g class=\"frames baseline-frames\">\n"
      for view in baseline.views {
        var classes = ["frame", "baseline", "kind-\(view.kind.rawValue)"]
        if !currentIDs.contains(view.id) { classes.append("removed") }
        svg += rect(view, classes: classes, severity: severities[view.id])
      }
      svg += "</g>\n"
    }
    svg += safeArea()
    svg += keyboard()
    svg += labels(severities)
    return svg + "</svg>"
  }

  /// The highest severity among the changes that concern each view.
  private func changedSeverities() -> [String: Severity] {
    var result: [String: Severity] = [:]
    for change in entry.comparison?.changes ?? [] {
      for id in change.views { result[id] = max(result[id] ?? change.severity, change.severity) }
    }
    return result
  }

  private func rect(_ view: ViewLayout, classes: [String], severity: Severity?) -> String {
    var classes = classes
    if let severity { classes += ["changed", "severity-\(severity.rawValue)"] }
    if view.isHidden { classes.append("hidden-view") }
    let frame = view.windowFrame
    return """
      <rect class="\(classes.joined(separator: " "))" data-view="\(HTMLText.escape(view.id))" \
      data-path="\(HTMLText.escape(view.path))" x="\(HTMLText.number(frame.x))" \
      y="\(HTMLText.number(frame.y))" width="\(HTMLText.number(max(0, frame.width)))" \
      height="\(HTMLText.number(max(0, frame.height)))"><title>\
      \(HTMLText.escape("\(view.id) (\(view.kind.rawValue)) \(view.windowFrame)"))</title></rect>

      """
  }

  private func safeArea() -> String {
    let environment = entry.environment
    let insets = environment.safeAreaInsets
    let width = environment.screenSize.width - insets.left - insets.right
    let height = environment.screenSize.height - insets.top - insets.bottom
    return """
      <rect class="safe-area" x="\(HTMLText.number(insets.left))" \
      y="\(HTMLText.number(insets.top))" \
      width="\(HTMLText.number(max(0, width)))" height="\(HTMLText.number(max(0, height)))">\
      <title>safe area \(insets)</title></rect>

      """
  }

  private func keyboard() -> String {
    let environment = entry.environment
    guard environment.keyboard == .shown, environment.keyboardHeight > 0 else { return "" }
    let top = HTMLText.number(environment.keyboardTop)
    let width = HTMLText.number(environment.screenSize.width)
    return """
      <g class="keyboard-layer"><rect class="keyboard" x="0" y="\(top)" width="\(width)" \
      height="\(HTMLText.number(environment.keyboardHeight))"><title>keyboard, \
      \(HTMLText.number(environment.keyboardHeight)) pt</title></rect>\
      <text class="keyboard-label" x="8" y="\(HTMLText.number(environment.keyboardTop + 16))">\
      keyboard</text></g>

      """
  }

  /// The ids of changed views, at the top left of their current frame (or baseline frame for
  /// removed views), so the picture and the sentences name the same things. Labels are kept
  /// on the screen and moved down a line while they would overlap one placed before (a
  /// content view and its scroll view share a corner).
  private func labels(_ severities: [String: Severity]) -> String {
    guard !severities.isEmpty else { return "" }
    var frames: [String: Rect] = [:]
    for view in entry.baseline?.views ?? [] { frames[view.id] = view.windowFrame }
    for view in entry.current.views { frames[view.id] = view.windowFrame }
    let screenWidth = entry.current.environment.screenSize.width
    let lineHeight = 12.0
    var placed: [Rect] = []
    var svg = "<g class=\"labels\">\n"
    let ids = severities.keys.sorted { left, right in
      let (a, b) = (frames[left], frames[right])
      return (a?.y ?? 0, a?.x ?? 0, left) < (b?.y ?? 0, b?.x ?? 0, right)
    }
    for id in ids {
      guard let frame = frames[id], let severity = severities[id] else { continue }
      // About 6.5 pt per character at the label's 11 px font: enough to avoid collisions.
      let width = 6.5 * Double(id.count) + 4
      var box = Rect(
        x: min(max(frame.x, 0), max(0, screenWidth - width)), y: max(frame.y, 0),
        width: width, height: lineHeight)
      while placed.contains(where: { $0.intersects(box) }) { box.y += lineHeight }
      placed.append(box)
      svg += """
        <text class="view-label severity-\(severity.rawValue)" data-view="\(HTMLText.escape(id))" \
        x="\(HTMLText.number(box.x + 2))" y="\(HTMLText.number(box.y + 11))">\
        \(HTMLText.escape(id))</text>

        """
    }
    return svg + "</g>\n"
  }
}
