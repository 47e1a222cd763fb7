import LayoutDiff
import LayoutEngine

/// The SVG of one side of an entry, in window coordinates at one point per pixel, over a
/// canvas large enough for the whole content of its scroll views (not only the screen):
///
/// - the area outside the screen shaded, the screen at rest outlined (`rect.viewport.at-rest`);
/// - each view's window frame (`rect.frame`), each scroll view's content rectangle at its full
///   `contentSize` (`rect.scroll-content`);
/// - the views changes concern highlighted by severity, on both sides;
/// - the safe area, the keyboard at rest and, for the text field the engine scrolls furthest
///   (of those a keyboard finding concerns, when there are), the scroll view's visible area at
///   the offset the engine computed with the keyboard over it (`rect.viewport.scrolled`);
/// - names drawn last with a halo, above or inside their box, only where they fit: the name
///   people know the view by when it has one (as the sentences name it), else its id.
///
/// The overlay side draws the current frames filled and the baseline's outlined on top.
struct ScreenDrawing {
  enum Side: String {
    case baseline, current, overlay
  }

  let entry: ReportEntry
  let side: Side
  /// Shared by an entry's drawings so that baseline and new line up.
  let canvas: Rect
  /// Readable names by view id (``HTMLReport/viewNames``): a box is labelled `Username`,
  /// as the sentences beside it name the view, not `c5Z-w6-BT2`.
  let names: [String: String]

  init(entry: ReportEntry, side: Side, canvas: Rect? = nil, names: [String: String] = [:]) {
    self.entry = entry
    self.side = side
    self.canvas = canvas ?? Self.canvas(entry)
    self.names = names
  }

  /// What a view's box is labelled with: its readable name, else its id.
  private func label(_ id: String) -> String { names[id] ?? id }

  /// The smallest rectangle holding the screen, every view's window frame and every scroll
  /// view's content, on both sides, with a margin for the names drawn above boxes.
  static func canvas(_ entry: ReportEntry) -> Rect {
    let screen = Rect(origin: .zero, size: entry.environment.screenSize)
    var (minX, minY, maxX, maxY) = (screen.x, screen.y, screen.maxX, screen.maxY)
    for result in [entry.baseline, entry.current].compactMap({ $0 }) {
      let contents = Self.scrollContents(result).map(\.rect)
      let viewports = Self.scrolledFields(result).map {
        $0.scroll.windowFrame.offsetBy(dx: $0.delta.x, dy: $0.delta.y)
      }
      for rect in result.views.filter(isDrawable).map(\.windowFrame) + contents + viewports {
        guard Self.isFinite(rect) else { continue }
        minX = min(minX, rect.x)
        minY = min(minY, rect.y)
        maxX = max(maxX, rect.maxX)
        maxY = max(maxY, rect.maxY)
      }
    }
    let margin = 14.0
    return Rect(
      x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin,
      height: maxY - minY + 2 * margin)
  }

  /// Whether a view gets a name and a place in the canvas: shown, with a finite frame (a
  /// broken frame dump must not stretch or scramble the drawing; its rectangle is drawn at 0).
  static func isDrawable(_ view: ViewLayout) -> Bool {
    !view.isHidden && isFinite(view.windowFrame)
  }

  static func isFinite(_ rect: Rect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  /// Each scroll view's content rectangle in window coordinates at rest: its origin is the
  /// scroll view's minus the resting `contentOffset` (the top left, `-adjustedContentInset`).
  static func scrollContents(_ result: LayoutResult) -> [(id: String, rect: Rect)] {
    result.scrollViews.compactMap { metrics in
      guard let scroll = result[view: metrics.id] else { return nil }
      return (
        metrics.id,
        Rect(
          x: scroll.windowFrame.x - metrics.minimumContentOffset.x,
          y: scroll.windowFrame.y - metrics.minimumContentOffset.y,
          width: max(0, metrics.contentSize.width), height: max(0, metrics.contentSize.height))
      )
    }
  }

  func svg() -> String {
    let environment = entry.environment
    let screen = Rect(origin: .zero, size: environment.screenSize)
    let label = "\(entry.scene) on \(EnvironmentPhrase.describe(environment)), \(side.rawValue)"
    var svg = """
      <svg class="screen" data-side="\(side.rawValue)" xmlns="http://www.w3.org/2000/svg" \
      viewBox="\(number(canvas.x)) \(number(canvas.y)) \(number(canvas.width)) \
      \(number(canvas.height))" width="\(number(canvas.width))" \
      height="\(number(canvas.height))" role="img" aria-label="\(HTMLText.escape(label))">
      <rect class="offscreen" \(attributes(canvas))></rect>
      <rect class="screen-bounds" \(attributes(screen))></rect>

      """
    let severities = changedSeverities()
    let baselineIDs = Set((entry.baseline?.views ?? []).map(\.id))
    let currentIDs = Set(entry.current.views.map(\.id))
    switch side {
    case .baseline:
      if let baseline = entry.baseline {
        svg += frames(baseline, side: "baseline", severities, missingFrom: currentIDs, "removed")
      }
    case .current:
      svg += frames(
        entry.current, side: "current", severities,
        missingFrom: entry.baseline == nil ? nil : baselineIDs, "added")
    case .overlay:
      svg += frames(
        entry.current, side: "current", severities,
        missingFrom: entry.baseline == nil ? nil : baselineIDs, "added")
      if let baseline = entry.baseline {
        svg += frames(baseline, side: "baseline", severities, missingFrom: currentIDs, "removed")
      }
    }
    svg += safeArea()
    svg += """
      <rect class="viewport at-rest" \(attributes(screen))><title>the screen at rest, \
      \(number(screen.width))×\(number(screen.height)) pt</title></rect>

      """
    let result = (side == .baseline ? entry.baseline : nil) ?? entry.current
    svg += keyboard(result)
    svg += labels(result, severities)
    return svg + "</svg>"
  }

  private func number(_ value: Double) -> String { HTMLText.number(value) }

  private func attributes(_ rect: Rect) -> String {
    "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(max(0, rect.width)))\" "
      + "height=\"\(number(max(0, rect.height)))\""
  }

  /// The highest severity among the changes that concern each view.
  private func changedSeverities() -> [String: Severity] {
    var result: [String: Severity] = [:]
    for change in entry.comparison?.changes ?? [] {
      for id in change.views { result[id] = max(result[id] ?? change.severity, change.severity) }
    }
    return result
  }

  /// One side's frames, each scroll view's content right after the scroll view so that the
  /// content's views draw over it. `missingFrom` marks views the other side lacks.
  private func frames(
    _ result: LayoutResult, side: String, _ severities: [String: Severity],
    missingFrom others: Set<String>?, _ missingClass: String
  ) -> String {
    let contents = Dictionary(
      Self.scrollContents(result).map { ($0.id, $0.rect) }, uniquingKeysWith: { first, _ in first })
    var svg = "<g class=\"frames \(side)-frames\">\n"
    for view in result.views {
      var classes = ["frame", side, "kind-\(view.kind.rawValue)"]
      if let others, !others.contains(view.id) { classes.append(missingClass) }
      if let severity = severities[view.id] {
        classes += ["changed", "severity-\(severity.rawValue)"]
      }
      if view.isHidden { classes.append("hidden-view") }
      svg += """
        <rect class="\(classes.joined(separator: " "))" data-view="\(HTMLText.escape(view.id))" \
        data-path="\(HTMLText.escape(view.path))" \(attributes(view.windowFrame))><title>\
        \(HTMLText.escape(
          (names[view.id].map { "\"\($0)\" " } ?? "")
            + "\(view.id) (\(view.kind.rawValue)) \(view.windowFrame)"))</title></rect>

        """
      if let content = contents[view.id], let metrics = result[scrollView: view.id] {
        svg += """
          <rect class="scroll-content \(side)" data-view="\(HTMLText.escape(view.id))" \
          \(attributes(content))><title>\(HTMLText.escape(view.id)): content \
          \(metrics.contentSize), all of it drawn</title></rect>

          """
      }
    }
    return svg + "</g>\n"
  }

  private func safeArea() -> String {
    let environment = entry.environment
    let insets = environment.safeAreaInsets
    let area = Rect(
      x: insets.left, y: insets.top,
      width: environment.screenSize.width - insets.left - insets.right,
      height: environment.screenSize.height - insets.top - insets.bottom)
    return """
      <rect class="safe-area" \(attributes(area))><title>safe area \(insets)</title></rect>

      """
  }

  /// The keyboard at rest over the screen, and for the chosen text fields the scroll view's
  /// visible area at the engine's `contentOffset` with the keyboard where it then covers the
  /// content (the content stays put in the drawing; the window over it moves).
  private func keyboard(_ result: LayoutResult) -> String {
    let environment = result.environment
    guard environment.keyboard == .shown, environment.keyboardHeight > 0 else { return "" }
    let width = environment.screenSize.width
    let resting = Rect(
      x: 0, y: environment.keyboardTop, width: width, height: environment.keyboardHeight)
    var svg = """
      <g class="keyboard-layer"><rect class="keyboard at-rest" \(attributes(resting))><title>\
      keyboard, \(number(environment.keyboardHeight)) pt</title></rect>

      """
    for (field, scroll, delta) in drawnScrolledFields(result) {
      let viewport = scroll.windowFrame.offsetBy(dx: delta.x, dy: delta.y)
      let covered = Rect(
        x: viewport.x, y: environment.keyboardTop + delta.y, width: viewport.width,
        height: max(0, min(environment.keyboardHeight, scroll.windowFrame.maxY - resting.y)))
      let title = HTMLText.escape(
        "\(scroll.id) scrolled \(number(delta.y)) pt to show \(field.id) above the keyboard")
      svg += """
        <rect class="viewport scrolled" data-field="\(HTMLText.escape(field.id))" \
        \(attributes(viewport))><title>\(title)</title></rect>
        <rect class="keyboard scrolled" data-field="\(HTMLText.escape(field.id))" \
        \(attributes(covered))><title>the keyboard with \(HTMLText.escape(field.id)) \
        focused</title></rect>

        """
    }
    return svg + "</g>\n"
  }

  /// A text field the engine scrolls into view with the keyboard shown: its scroll view and
  /// how far from rest (`contentOffset` minus the resting, minimum one).
  typealias ScrolledField = (field: KeyboardResult, scroll: ViewLayout, delta: Point)

  /// The text fields the engine scrolls, in the result's order.
  static func scrolledFields(_ result: LayoutResult) -> [ScrolledField] {
    result.textFields.compactMap { field in
      guard let id = field.scrollView, let offset = field.contentOffset,
        let metrics = result[scrollView: id], let scroll = result[view: id]
      else { return nil }
      let delta = Point(
        x: offset.x - metrics.minimumContentOffset.x, y: offset.y - metrics.minimumContentOffset.y)
      guard abs(delta.x) > 0.5 || abs(delta.y) > 0.5 else { return nil }
      return (field, scroll, delta)
    }
  }

  /// The text field whose scrolled viewport is drawn: of those a keyboard finding concerns
  /// (else of all), the one the engine scrolls furthest. One: each viewport comes with the
  /// keyboard over it, and six of them stacked (a form whose every field the finding names)
  /// shaded the content into one blue block where no field could be told apart. The
  /// furthest shows how far the content reaches under the keyboard; the sentences name the
  /// other fields.
  private func drawnScrolledFields(_ result: LayoutResult) -> [ScrolledField] {
    let keyboardKinds: Set<LayoutChange.Kind> = [
      .fieldCovered, .fieldUncovered, .fieldUnreachable, .fieldReachable,
    ]
    let concerned = Set(
      (entry.comparison?.changes ?? []).filter { keyboardKinds.contains($0.kind) }
        .flatMap(\.views))
    let scrolled = Self.scrolledFields(result)
    let chosen = scrolled.filter { concerned.contains($0.field.id) }
    let candidates = chosen.isEmpty ? scrolled : chosen
    func distance(_ field: ScrolledField) -> Double { abs(field.delta.x) + abs(field.delta.y) }
    // The first of the furthest: `max` would return the last of equals.
    guard let furthest = candidates.map(distance).max() else { return [] }
    return candidates.first { distance($0) == furthest }.map { [$0] } ?? []
  }

  /// Names drawn last, with a halo (CSS `paint-order: stroke`) so no outline crosses them.
  /// Changed views first, above their box's top left (or inside it, or a line lower when a
  /// name is already there); other views inside their box, only when the name fits in it.
  /// Names that fit nowhere are left out: the sentences and the tooltips still name them.
  private func labels(_ result: LayoutResult, _ severities: [String: Severity]) -> String {
    var frames: [String: Rect] = [:]
    if side == .overlay {
      for view in entry.baseline?.views ?? [] where Self.isDrawable(view) {
        frames[view.id] = view.windowFrame
      }
    }
    for view in result.views where Self.isDrawable(view) { frames[view.id] = view.windowFrame }
    let changed = severities.keys.filter { frames[$0] != nil }.sorted { left, right in
      let (a, b) = (frames[left]!, frames[right]!)
      return (a.y, a.x, left) < (b.y, b.x, right)
    }
    let others = result.views.map(\.id).filter { severities[$0] == nil && frames[$0] != nil }
    let lineHeight = 12.0
    // DejaVu Sans Mono, the usual `monospace` on Linux, advances 0.602 em: 6.02 px at 10 px.
    func width(_ id: String) -> Double { 6.1 * Double(id.count) + 4 }
    var placed: [Rect] = []
    var svg = "<g class=\"labels\">\n"
    func fits(_ box: Rect) -> Bool {
      box.x >= canvas.x && box.y >= canvas.y && box.maxX <= canvas.maxX
        && box.maxY <= canvas.maxY && !placed.contains { $0.intersects(box) }
    }
    func place(_ id: String, _ box: Rect, classes: String) {
      placed.append(box)
      svg += """
        <text class="view-label \(classes)" data-view="\(HTMLText.escape(id))" \
        x="\(number(box.x + 2))" y="\(number(box.y + 10))">\(HTMLText.escape(label(id)))</text>

        """
    }
    // The viewports' captions first, inside their bottom right corner.
    let screen = Rect(origin: .zero, size: result.environment.screenSize)
    var captions = [("screen at rest", screen, "at-rest")]
    if result.environment.keyboard == .shown {
      for (field, scroll, delta) in drawnScrolledFields(result) {
        captions.append(
          (
            "scrolled to \(field.id)", scroll.windowFrame.offsetBy(dx: delta.x, dy: delta.y),
            "scrolled"
          ))
      }
    }
    for (caption, rect, kind) in captions {
      let box = Rect(
        x: rect.maxX - width(caption) - 4, y: rect.maxY - lineHeight - 3, width: width(caption),
        height: lineHeight)
      guard let box = [box, box.offsetBy(dx: 0, dy: -lineHeight)].first(where: fits) else {
        continue
      }
      placed.append(box)
      svg += """
        <text class="viewport-label \(kind)" x="\(number(box.x + 2))" y="\(number(box.y + 10))">\
        \(HTMLText.escape(caption))</text>

        """
    }
    for id in changed {
      let frame = frames[id]!
      let size = (width(label(id)), lineHeight)
      let above = Rect(x: frame.x, y: frame.y - lineHeight, width: size.0, height: size.1)
      var candidates = [above, above.offsetBy(dx: 0, dy: lineHeight)]
      for line in 1...3 {
        candidates.append(above.offsetBy(dx: 0, dy: lineHeight * Double(line + 1)))
      }
      let shifted = candidates.map { box -> Rect in
        var box = box
        box.x = min(max(box.x, canvas.x), canvas.maxX - box.width)
        return box
      }
      guard let box = shifted.first(where: fits) else { continue }
      place(id, box, classes: "changed severity-\(severities[id]!.rawValue)")
    }
    for id in others {
      let frame = frames[id]!
      let box = Rect(x: frame.x, y: frame.y, width: width(label(id)), height: lineHeight)
      guard box.width <= frame.width, box.height <= frame.height, fits(box) else { continue }
      place(id, box, classes: "unchanged")
    }
    return svg + "</g>\n"
  }
}
