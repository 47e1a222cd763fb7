import Cassowary

/// Turning UIKit constraints into linear constraints over frame variables.
extension AutoLayoutEngine {
  /// The linear constraint for a UIKit constraint.
  ///
  /// Two of UIKit's rules are applied here. Inside a scroll view (TN2154), a constraint
  /// between the scroll view and one of its descendants binds the scroll view's *edges* and
  /// margin edges to its content area and its width, height and centres to its frame. In
  /// right-to-left layout, leading and trailing are the right and left edges and a constant
  /// measured along them points left.
  func translate(_ constraint: LayoutConstraint) throws(SceneError) -> Constraint {
    var first = normalized(constraint.first)
    var second = constraint.second.map(normalized)
    if let other = second {
      first = bindingScrollViewEdges(first, relatedTo: other.item)
      second = bindingScrollViewEdges(other, relatedTo: first.item)
    }
    var constant = constraint.constant
    let isDirectional = first.attribute.isDirectional || (second?.attribute.isDirectional ?? false)
    if direction == .rightToLeft && isDirectional { constant = -constant }
    let left =
      contentMarginExpression(constraint.first, relatedTo: constraint.second?.item)
      ?? expression(first)
    var right = LinearExpression()
    if let raw = constraint.second, let other = second {
      right =
        (contentMarginExpression(raw, relatedTo: constraint.first.item) ?? expression(other))
        * constraint.multiplier
    }
    // A position times a multiplier depends on where positions are measured from. UIKit
    // measures both items in the bounds of their nearest common ancestor, the view the
    // constraint is installed on (`centerX = superview.centerX * 0.5` puts a view at a
    // quarter of its superview wherever that is), where the engine's frames are in window
    // coordinates: with that ancestor's origin o, first - o = m (second - o) + c. Corpus-2
    // `125-nrfmesh`'s cell image views (`bottom = image.bottom * 2` in a content view 202
    // points down) were solved 36 to 182 points high below zero.
    var originShift = LinearExpression()
    if constraint.multiplier != 1, let other = second, !first.attribute.isDimension,
      !other.attribute.isDimension,
      let ancestor = nearestCommonAncestor(first.item.viewID, other.item.viewID),
      ancestor != scene.root.id, let frame = frames[ancestor]
    {
      let origin = first.attribute.axis == .horizontal ? frame.x : frame.y
      originShift = LinearExpression(origin) * (1 - constraint.multiplier)
    }
    let relation: Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return Constraint(
      left - right - originShift - constant, relation, priority: Priority(constraint.priority))
  }

  /// The nearest view that is `a` or `b` or contains both.
  private func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
    if a == b { return a }
    let aChain = [a] + (hierarchy.ancestors[a] ?? [])
    let bChain = Set([b] + (hierarchy.ancestors[b] ?? []))
    return aChain.first { bChain.contains($0) }
  }

  /// Margin attributes are the layout-margins guide's edges (`leadingMargin` is
  /// `layoutMarginsGuide.leading`).
  func normalized(_ anchor: LayoutAnchor) -> LayoutAnchor {
    guard case .view(let id) = anchor.item, let plain = anchor.attribute.withoutMargin else {
      return anchor
    }
    return LayoutAnchor(.guide(id, .layoutMargins), plain)
  }

  /// TN2154: a scroll view's edges, related to its own descendant, mean its content area.
  private func bindingScrollViewEdges(_ anchor: LayoutAnchor, relatedTo other: LayoutItem)
    -> LayoutAnchor
  {
    guard case .view(let id) = anchor.item, viewsByID[id]?.kind == .scrollView,
      anchor.attribute.isEdge, other.viewID != id,
      hierarchy.ancestors[other.viewID]?.contains(id) == true
    else { return anchor }
    return LayoutAnchor(.guide(id, .contentLayout), anchor.attribute)
  }

  /// A scroll view's margin edge (`leadingMargin`, `bottomMargin`, …) related to its own
  /// descendant: the content area inset by the scroll view's layout margins, as its edges are
  /// the content area's (Auto Layout Guide, "Working with Scroll Views": "Constraints between
  /// the edges or margins of the scroll view and its content attach to the scroll view's
  /// content area"; its centres within the margins attach to the frame, as its centres do).
  /// Corpus-2 `099-dropdown`: a button on a scroll view root's trailing margin, at least 54
  /// wide and 10 after a view 70% of the root's width, is stored 54 wide, the content ending
  /// its margin after it, not stretched to the frame's margin (130 wide). Nil for any other
  /// anchor.
  private func contentMarginExpression(_ anchor: LayoutAnchor, relatedTo other: LayoutItem?)
    -> LinearExpression?
  {
    guard let other, case .view(let id) = anchor.item, let plain = anchor.attribute.withoutMargin,
      plain.isEdge, viewsByID[id]?.kind == .scrollView, other.viewID != id,
      hierarchy.ancestors[other.viewID]?.contains(id) == true, let content = contentSizes[id],
      let frame = frames[id]
    else { return nil }
    let margins = layoutMargins(of: id)
    let left = LinearExpression(frame.x) + margins.left
    let right = LinearExpression(frame.x) + LinearExpression(content.width) - margins.right
    let isRightToLeft = direction == .rightToLeft
    switch plain {
    case .left: return left
    case .right: return right
    case .top: return LinearExpression(frame.y) + margins.top
    case .bottom:
      return LinearExpression(frame.y) + LinearExpression(content.height) - margins.bottom
    case .leading: return isRightToLeft ? right : left
    case .trailing: return isRightToLeft ? left : right
    default: return nil
    }
  }

  /// An item's rectangle as expressions: left, top, width, height.
  func rectangle(_ item: LayoutItem) -> (
    left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression
  ) {
    let root = frames[scene.root.id]!
    switch item {
    case .view(let id):
      let frame = frames[id]!
      return (
        LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width),
        LinearExpression(frame.height)
      )
    case .guide(let id, let kind):
      let frame = frames[id]!
      let x = LinearExpression(frame.x)
      let y = LinearExpression(frame.y)
      let width = LinearExpression(frame.width)
      let height = LinearExpression(frame.height)
      switch kind {
      case .safeArea:
        guard id == scene.root.id else {
          guard let insets = safeAreaGuides[id] else { return (x, y, width, height) }
          return (
            x + insets.left, y + insets.top, width - insets.left - insets.right,
            height - insets.top - insets.bottom
          )
        }
        return (
          x + screen.safeLeft, y + screen.safeTop, width - screen.safeLeft - screen.safeRight,
          height - screen.safeTop - screen.safeBottom
        )
      case .layoutMargins:
        let margins = layoutMargins(of: id)
        return (
          x + margins.left, y + margins.top, width - margins.left - margins.right,
          height - margins.top - margins.bottom
        )
      case .readableContent:
        let margins = layoutMargins(of: id)
        let guide = readableGuides[id]!
        return (
          LinearExpression(guide.x), y + margins.top, LinearExpression(guide.width),
          height - margins.top - margins.bottom
        )
      case .contentLayout:
        let content = contentSizes[id]!
        return (x, y, LinearExpression(content.width), LinearExpression(content.height))
      case .frameLayout:
        return (x, y, width, height)
      case .keyboard:
        return (
          LinearExpression(root.x), root.y + screen.keyboardTop, LinearExpression(root.width),
          root.height - screen.keyboardTop
        )
      case .topLayoutGuide:
        return (
          LinearExpression(root.x), LinearExpression(root.y), LinearExpression(root.width),
          LinearExpression(screen.safeTop)
        )
      case .bottomLayoutGuide:
        // The legacy guides are views (`_UILayoutGuide`, a UIView subclass) that the view
        // controller inserts into its view, pinned to its top and bottom edges. When that view
        // is a scroll view those pins relate it to a subview, which TN2154 binds to the
        // content area: the bottom guide stands at the content's bottom, not the frame's, and
        // views chained to it size the content instead of stretching to fill the frame
        // (corpus-2 `099-dropdown`, a 636-point scroll view root whose last label is 10 above
        // the bottom guide: Xcode stores the chain of views above it at their own heights,
        // the label's bottom at 528.5). The top guide is the content's top either way, the
        // unscrolled content starting at the frame's top.
        let bottom =
          viewsByID[scene.root.id]?.kind == .scrollView
          ? contentSizes[scene.root.id].map { LinearExpression($0.height) } : nil
        return (
          LinearExpression(root.x),
          root.y + (bottom ?? LinearExpression(root.height)) - screen.safeBottom,
          LinearExpression(root.width), LinearExpression(screen.safeBottom)
        )
      }
    }
  }

  /// A view's layout margins as expressions. The root view's are the system minimum margins
  /// (0 top and bottom; 16 leading and trailing in compact width, 20 in regular: an edit
  /// variable) measured from the safe area (`insetsLayoutMarginsFromSafeArea`); other views'
  /// are their `layoutMargins`, 8 by default (`UIView.layoutMargins`).
  func layoutMargins(of id: String) -> (
    left: LinearExpression, top: LinearExpression, right: LinearExpression, bottom: LinearExpression
  ) {
    let view = viewsByID[id]!
    if id == scene.root.id, let margins = view.layoutMargins {
      return (
        LinearExpression(constant: margins.left), LinearExpression(constant: margins.top),
        LinearExpression(constant: margins.right), LinearExpression(constant: margins.bottom)
      )
    }
    if id == scene.root.id {
      let fromSafeArea = view.insetsLayoutMarginsFromSafeArea
      let left =
        fromSafeArea ? screen.rootMargin + screen.safeLeft : LinearExpression(screen.rootMargin)
      let right =
        fromSafeArea ? screen.rootMargin + screen.safeRight : LinearExpression(screen.rootMargin)
      let top = fromSafeArea ? LinearExpression(screen.safeTop) : LinearExpression()
      let bottom = fromSafeArea ? LinearExpression(screen.safeBottom) : LinearExpression()
      return (left, top, right, bottom)
    }
    // `insetsLayoutMarginsFromSafeArea` (true by default): the margins are measured from the
    // view's safe area, so a full-width view in landscape on a notched iPhone has its leading
    // margin at the sensor housing's inset plus 8, as the root view has its at the inset
    // plus 16 or 20.
    let margins = view.layoutMargins ?? UIKitDefaults.viewLayoutMargins
    guard view.insetsLayoutMarginsFromSafeArea, let safe = safeAreaGuides[id] else {
      return (
        LinearExpression(constant: margins.left), LinearExpression(constant: margins.top),
        LinearExpression(constant: margins.right), LinearExpression(constant: margins.bottom)
      )
    }
    return (
      safe.left + margins.left, safe.top + margins.top, safe.right + margins.right,
      safe.bottom + margins.bottom
    )
  }

  /// The expression of one anchor.
  func expression(_ anchor: LayoutAnchor) -> LinearExpression {
    let (left, top, width, height) = rectangle(anchor.item)
    let isRightToLeft = direction == .rightToLeft
    switch anchor.attribute {
    case .left, .leftMargin: return left
    case .right, .rightMargin: return left + width
    case .top, .topMargin: return top
    case .bottom, .bottomMargin: return top + height
    case .leading, .leadingMargin: return isRightToLeft ? left + width : left
    case .trailing, .trailingMargin: return isRightToLeft ? left : left + width
    case .width: return width
    case .height: return height
    case .centerX, .centerXWithinMargins: return left + width * 0.5
    case .centerY, .centerYWithinMargins: return top + height * 0.5
    case .firstBaseline:
      return top + baselineOffset(anchor.item.viewID, first: true, height: height)
    case .lastBaseline:
      return top + baselineOffset(anchor.item.viewID, first: false, height: height)
    }
  }

  /// Where a view's baseline sits below its top. Text views put the first line's baseline at
  /// the font's ascender below the text's top, the text being centred vertically in text
  /// fields and buttons. A view without text has no baseline, so Auto Layout uses its top
  /// edge for a first-baseline constraint and its bottom edge for a last-baseline one (Apple,
  /// `UIView.forFirstBaselineLayout` and `forLastBaselineLayout`); third set
  /// `044-nextcloud` (Xcode 10) stores four image views whose first baseline is 30 below a
  /// label's baseline with their tops there. A stack view forwards its baselines to its
  /// arranged views in UIKit, which is not modelled: it keeps its bottom edge for both.
  func baselineOffset(_ id: String, first: Bool, height: LinearExpression)
    -> LinearExpression
  {
    guard let view = viewsByID[id] else { return height }
    guard let text = view.text else {
      return first && view.kind != .stackView ? LinearExpression() : height
    }
    let ascender = fontMetrics.ascender(of: text.font)
    let descender = abs(fontMetrics.descender(of: text.font))
    let lineHeight = fontMetrics.lineHeight(of: text.font)
    switch view.kind {
    case .label:
      if first { return LinearExpression(constant: ascender) }
      return height - descender
    case .textView:
      // Below the text container's 8 pt top inset.
      if first { return LinearExpression(constant: 8 + ascender) }
      return height - 8 - descender
    default:
      return height * 0.5 + (ascender - lineHeight / 2)
    }
  }
}
