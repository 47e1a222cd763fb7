/// UIScrollView's behaviour once frames are known: content insets and their adjustment for
/// the safe area and the keyboard, the valid scroll range, whether it scrolls, where
/// `scrollRectToVisible` takes each text input, and window positions.
///
/// The keyboard handling is the pattern of the seed post (and Apple's "Managing the
/// Keyboard"): with the keyboard shown, `contentInset.bottom` becomes the keyboard's overlap
/// with the scroll view, then the active field's rect is scrolled into view.
struct ScrollViewRules {
  let hierarchy: Hierarchy
  let environment: Environment
  /// Unscrolled window-space rectangles (every scroll view at content offset zero) of the
  /// scroll views and text inputs, the views these rules read.
  let absolute: [String: Rect]
  let contentSizes: [String: Size]
  /// The scene's view controller is in a navigation controller (`SystemBars`).
  let isInNavigationController: Bool

  private var tolerance: Double { 0.5 / environment.scale }

  func metrics(of id: String) -> ScrollViewMetrics {
    let view = hierarchy.views[id]!
    let frame = absolute[id]!
    let content = contentSizes[id] ?? .zero
    var inset = view.contentInset
    if environment.keyboard == .shown && hierarchy.scrollViewsWithTextInput.contains(id) {
      inset.bottom += max(0, frame.maxY - environment.keyboardTop)
    }
    let safe = safeAreaInsets(of: frame)
    // UIKit's "scrollable axis": the content plus the app's content insets exceed the frame.
    let scrollableVertically = content.height + inset.top + inset.bottom > frame.height + tolerance
    let scrollableHorizontally = content.width + inset.left + inset.right > frame.width + tolerance
    var adjusted = inset
    switch view.contentInsetAdjustment {
    case .never:
      break
    case .always:
      adjusted = add(adjusted, safe, vertical: true, horizontal: true)
    case .automatic where isInNavigationController:
      // UIScrollView.h: `.automatic` is `.scrollableAxes`, "but for backward compatibility will
      // also adjust the top & bottom contentInset when the scroll view is owned by a view
      // controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation
      // controller, regardless of whether the scroll view is scrollable".
      adjusted = add(adjusted, safe, vertical: true, horizontal: scrollableHorizontally)
    case .automatic, .scrollableAxes:
      adjusted = add(
        adjusted, safe, vertical: scrollableVertically, horizontal: scrollableHorizontally)
    }
    let minimum = Point(x: -adjusted.left, y: -adjusted.top)
    let maximum = Point(
      x: max(minimum.x, content.width + adjusted.right - frame.width),
      y: max(minimum.y, content.height + adjusted.bottom - frame.height))
    return ScrollViewMetrics(
      id: id, contentSize: content, adjustedContentInset: adjusted,
      minimumContentOffset: minimum, maximumContentOffset: maximum,
      scrollsVertically: content.height + adjusted.top + adjusted.bottom > frame.height + tolerance,
      scrollsHorizontally: content.width + adjusted.left + adjusted.right > frame.width + tolerance)
  }

  /// The part of the screen's unsafe margins a rectangle overlaps (its `safeAreaInsets`).
  private func safeAreaInsets(of frame: Rect) -> EdgeInsets {
    let screen = environment.screenSize
    let safe = environment.safeAreaInsets
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
    return EdgeInsets(
      top: clamp(safe.top - frame.minY, frame.height),
      left: clamp(safe.left - frame.minX, frame.width),
      bottom: clamp(frame.maxY - (screen.height - safe.bottom), frame.height),
      right: clamp(frame.maxX - (screen.width - safe.right), frame.width))
  }

  private func add(_ base: EdgeInsets, _ extra: EdgeInsets, vertical: Bool, horizontal: Bool)
    -> EdgeInsets
  {
    var result = base
    if vertical {
      result.top += extra.top
      result.bottom += extra.bottom
    }
    if horizontal {
      result.left += extra.left
      result.right += extra.right
    }
    return result
  }

  /// A view's window frame when each ancestor scroll view sits at the given content offset
  /// (its minimum when not given): a content point `p` of a scroll view at offset `o` shows at
  /// the scroll view's origin plus `p - o`.
  func windowFrame(of id: String, offsets: [String: Point]) -> Rect {
    var rect = absolute[id]!
    for ancestor in hierarchy.scrollAncestors[id]! {
      let offset = offsets[ancestor] ?? .zero
      rect = rect.offsetBy(dx: -offset.x, dy: -offset.y)
    }
    return rect
  }

  /// The field as first responder: `scrollRectToVisible` on its nearest scroll view.
  /// `restingOffsets` are the scroll positions with the keyboard hidden: where the field stays
  /// when no code adjusts insets or scrolls.
  func keyboardResult(for id: String, metrics: [ScrollViewMetrics], restingOffsets: [String: Point])
    -> KeyboardResult
  {
    var offsets: [String: Point] = [:]
    for metric in metrics { offsets[metric.id] = metric.minimumContentOffset }
    let restingFrame = windowFrame(of: id, offsets: restingOffsets)
    let keyboardTop = environment.keyboardTop
    let coveredAtRest = restingFrame.maxY > keyboardTop + tolerance
    guard let scrollID = hierarchy.scrollAncestors[id]!.first,
      let metric = metrics.first(where: { $0.id == scrollID })
    else {
      return KeyboardResult(
        id: id, scrollView: nil, contentOffset: nil, windowFrame: restingFrame,
        isVisibleAboveKeyboard: isVisible(restingFrame), isCoveredWithoutAdjustment: coveredAtRest)
    }
    let frame = absolute[scrollID]!
    let inset = metric.adjustedContentInset
    let field = absolute[id]!.offsetBy(dx: -frame.x, dy: -frame.y)
    var offset = metric.minimumContentOffset
    // The visible part of the content at an offset is the bounds inside the adjusted insets;
    // the smallest scroll brings the field's far edge in, then its near edge (which wins).
    func scrollOnAxis(
      _ offset: Double, start: Double, end: Double, insetStart: Double, insetEnd: Double,
      length: Double, minimum: Double, maximum: Double
    ) -> Double {
      var result = offset
      let visibleEnd = result + length - insetEnd
      if end > visibleEnd { result += end - visibleEnd }
      if start < result + insetStart { result -= (result + insetStart) - start }
      return min(max(result, minimum), maximum)
    }
    offset.y = scrollOnAxis(
      offset.y, start: field.minY, end: field.maxY, insetStart: inset.top, insetEnd: inset.bottom,
      length: frame.height, minimum: metric.minimumContentOffset.y,
      maximum: metric.maximumContentOffset.y)
    offset.x = scrollOnAxis(
      offset.x, start: field.minX, end: field.maxX, insetStart: inset.left, insetEnd: inset.right,
      length: frame.width, minimum: metric.minimumContentOffset.x,
      maximum: metric.maximumContentOffset.x)
    offsets[scrollID] = offset
    let scrolled = windowFrame(of: id, offsets: offsets)
    return KeyboardResult(
      id: id, scrollView: scrollID, contentOffset: offset, windowFrame: scrolled,
      isVisibleAboveKeyboard: isVisible(scrolled), isCoveredWithoutAdjustment: coveredAtRest)
  }

  /// Entirely between the safe area's top and the keyboard's top.
  private func isVisible(_ frame: Rect) -> Bool {
    frame.maxY <= environment.keyboardTop + tolerance
      && frame.minY >= environment.safeAreaInsets.top - tolerance
  }

  /// Views outside their superview's bounds (a scroll view's content area for its subviews),
  /// and overlapping siblings for views that opt in.
  /// `parents` holds, per view, the position of its superview in `views` (nil for the root).
  func boundsDiagnostics(views: [ViewLayout], parents: [Int?]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (layout, parentIndex) in zip(views, parents) where !layout.isHidden {
      guard let parentIndex else { continue }
      let parent = views[parentIndex]
      let parentID = parent.id
      let isScrollView = parent.kind == .scrollView
      let bounds =
        isScrollView
        ? Rect(origin: .zero, size: contentSizes[parentID] ?? .zero)
        : Rect(origin: .zero, size: parent.frame.size)
      if !bounds.contains(layout.frame, tolerance: tolerance) {
        diagnostics.append(
          Diagnostic(
            kind: .outsideSuperviewBounds,
            message:
              "\(layout.id) \(layout.frame) lies outside \(parentID)'s \(isScrollView ? "content area" : "bounds") \(bounds)",
            views: [layout.id, parentID]))
      }
    }
    guard !hierarchy.overlapReporting.isEmpty else { return diagnostics }
    let byID = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0) })
    for view in hierarchy.overlapReporting {
      guard let mine = byID[view.id], !mine.isHidden else { continue }
      for sibling in hierarchy.children[view.parentID ?? ""] ?? [] where sibling.id != view.id {
        guard let other = byID[sibling.id], !other.isHidden,
          mine.frame.intersects(other.frame, tolerance: tolerance),
          !(sibling.reportsOverlap && sibling.id < view.id)
        else { continue }
        diagnostics.append(
          Diagnostic(
            kind: .overlappingSiblings,
            message: "\(view.id) \(mine.frame) overlaps \(sibling.id) \(other.frame)",
            views: [view.id, sibling.id]))
      }
    }
    return diagnostics
  }
}
