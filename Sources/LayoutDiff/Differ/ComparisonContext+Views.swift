import LayoutEngine

extension ComparisonContext {
  /// Views added, removed, changed in class or superview, hidden or shown, moved or resized,
  /// and moved in the window.
  ///
  /// A subtree that appears, disappears, hides or shows as a whole is one change on its
  /// topmost view (`form (view) and its 6 subviews were removed`). A move is reported on the
  /// view whose frame changed, not on each subview that moves along with it: a view's window
  /// move is reported only for the part its own frame change and its superview's window move
  /// do not explain (in practice, content that a scroll view's insets or offset move).
  mutating func compareViews() {
    let before = baseline.views
    let after = current.views
    let matches = IdentityMatcher.match(
      baseline: before.map { IdentityMatcher.Item(id: $0.id, path: $0.path) },
      current: after.map { IdentityMatcher.Item(id: $0.id, path: $0.path) })
    var partnerOfBaseline = [Int?](repeating: nil, count: before.count)
    var partnerOfCurrent = [Int?](repeating: nil, count: after.count)
    for match in matches {
      if let b = match.baseline, let c = match.current {
        partnerOfBaseline[b] = c
        partnerOfCurrent[c] = b
      }
    }
    let baselineTree = Tree(before)
    let currentTree = Tree(after)

    // Subtrees that came or went, or changed visibility, as a whole: each view counts toward
    // its topmost ancestor in the same situation. Hiding is inherited (a view is hidden when
    // an ancestor is), so subviews change the same way as their superview.
    let added = currentTree.topmost { partnerOfCurrent[$0] == nil }
    let removed = baselineTree.topmost { partnerOfBaseline[$0] == nil }
    let visibilityChanged = currentTree.topmost { index in
      partnerOfCurrent[index].map { before[$0].isHidden != after[index].isHidden } ?? false
    }

    for match in matches {
      switch (match.baseline, match.current) {
      case (nil, let c?):
        if let count = added[c] { recordPresence(after[c], subviews: count, added: true) }
      case (let b?, nil):
        if let count = removed[b] { recordPresence(before[b], subviews: count, added: false) }
      case (let b?, let c?):
        let baselineParent = baselineTree.parent[b].flatMap { partnerOfBaseline[$0] }
        let parentWindowMove = currentTree.parent[c].flatMap { parent in
          partnerOfCurrent[parent].map { (before[$0].windowFrame, after[parent].windowFrame) }
        }
        compare(
          before[b], after[c], isReparented: baselineParent != currentTree.parent[c],
          previousParent: baselineTree.parent[b].map { before[$0].id },
          visibilitySubviews: visibilityChanged[c], parentWindowMove: parentWindowMove)
      case (nil, nil):
        break
      }
    }
  }

  private mutating func recordPresence(_ view: ViewLayout, subviews: Int, added: Bool) {
    let subject = ChangePhrase.subject(view.id, kind: view.kind) + ChangePhrase.subviews(subviews)
    let verb = subviews > 0 ? "were" : "was"
    let kind: LayoutChange.Kind = added ? .viewAdded : .viewRemoved
    record(
      LayoutChange(
        kind: kind, severity: severity(kind, default: added ? .warning : .error),
        subject: view.id, path: view.path, views: [view.id], attributes: [.presence],
        before: added ? nil : .frame(view.frame), after: added ? .frame(view.frame) : nil,
        subviews: subviews > 0 ? subviews : nil,
        sentence: sentence(subject, "\(verb) \(added ? "added" : "removed")")),
      unlessIgnoring: .presence)
  }

  /// The changes of one view present on both sides.
  private mutating func compare(
    _ old: ViewLayout, _ new: ViewLayout, isReparented: Bool, previousParent: String?,
    visibilitySubviews: Int?, parentWindowMove: (before: Rect, after: Rect)?
  ) {
    let subject = ChangePhrase.subject(new.id, kind: new.kind)
    if old.kind != new.kind {
      record(
        LayoutChange(
          kind: .viewKindChanged, severity: severity(.viewKindChanged, default: .warning),
          subject: new.id, path: new.path, views: [new.id], attributes: [.hierarchy],
          before: .state(old.kind.rawValue), after: .state(new.kind.rawValue),
          sentence: sentence(
            new.id,
            "changed from \(ChangePhrase.noun(old.kind)) to \(ChangePhrase.noun(new.kind))")),
        unlessIgnoring: .hierarchy)
    }
    if isReparented {
      let from = previousParent ?? "none"
      let to = new.path.split(separator: "/").dropLast().last.map(String.init) ?? "none"
      record(
        LayoutChange(
          kind: .viewReparented, severity: severity(.viewReparented, default: .warning),
          subject: new.id, path: new.path, views: [new.id], attributes: [.hierarchy],
          before: .state(old.path), after: .state(new.path),
          sentence: sentence(subject, "moved from superview \(from) to \(to)")),
        unlessIgnoring: .hierarchy)
    }
    if let count = visibilitySubviews {
      let kind: LayoutChange.Kind = new.isHidden ? .viewHidden : .viewShown
      record(
        LayoutChange(
          kind: kind, severity: severity(kind, default: new.isHidden ? .error : .warning),
          subject: new.id, path: new.path, views: [new.id], attributes: [.visibility],
          before: .state(old.isHidden ? "hidden" : "visible"),
          after: .state(new.isHidden ? "hidden" : "visible"),
          subviews: count > 0 ? count : nil,
          sentence: sentence(
            subject + ChangePhrase.subviews(count),
            "became \(new.isHidden ? "hidden" : "visible")")),
        unlessIgnoring: .visibility)
    }
    recordFrameChange(old, new, isReparented: isReparented)
    recordWindowMove(old, new, isReparented: isReparented, parentWindowMove: parentWindowMove)
  }

  /// x, y, width and height in the superview's coordinates; for a view that changed
  /// superview only its size (its origin is measured from another view).
  private mutating func recordFrameChange(
    _ old: ViewLayout, _ new: ViewLayout, isReparented: Bool
  ) {
    let (a, b) = (old.frame, new.frame)
    let components: [(DiffAttribute, Double, Double)] = [
      (.x, a.x, b.x), (.y, a.y, b.y), (.width, a.width, b.width), (.height, a.height, b.height),
    ]
    var delta = LayoutChange.Delta()
    var attributes: [DiffAttribute] = []
    var anyIgnored = false
    for (attribute, before, after) in components where differs(before, after) {
      if isReparented, attribute == .x || attribute == .y { continue }
      if isIgnored(attribute, id: new.id, path: new.path) {
        anyIgnored = true
        continue
      }
      attributes.append(attribute)
      switch attribute {
      case .x: delta.x = after - before
      case .y: delta.y = after - before
      case .width: delta.width = after - before
      default: delta.height = after - before
      }
    }
    guard !attributes.isEmpty else {
      if anyIgnored { countIgnored() }
      return
    }
    append(
      LayoutChange(
        kind: .frameChanged,
        severity: severity(
          .frameChanged, default: new.isHidden ? .warning : severity(ofMagnitude: delta)),
        subject: new.id, path: new.path, views: [new.id], attributes: attributes, delta: delta,
        before: .frame(a), after: .frame(b),
        sentence: sentence(
          ChangePhrase.subject(new.id, kind: new.kind, hidden: new.isHidden),
          ChangePhrase.frameChange(delta))))
  }

  /// The window move that the view's frame change and its superview's window move do not
  /// explain; for a view that changed superview, its whole window move.
  private mutating func recordWindowMove(
    _ old: ViewLayout, _ new: ViewLayout, isReparented: Bool,
    parentWindowMove: (before: Rect, after: Rect)?
  ) {
    var dx = new.windowFrame.x - old.windowFrame.x
    var dy = new.windowFrame.y - old.windowFrame.y
    if !isReparented {
      dx -= new.frame.x - old.frame.x
      dy -= new.frame.y - old.frame.y
      if let parent = parentWindowMove {
        dx -= parent.after.x - parent.before.x
        dy -= parent.after.y - parent.before.y
      }
    }
    let moved = (x: differs(0, dx), y: differs(0, dy))
    guard moved.x || moved.y else { return }
    guard !isIgnored(.window, id: new.id, path: new.path) else {
      countIgnored()
      return
    }
    let delta = LayoutChange.Delta(x: moved.x ? dx : 0, y: moved.y ? dy : 0)
    append(
      LayoutChange(
        kind: .windowPositionChanged,
        severity: severity(
          .windowPositionChanged, default: new.isHidden ? .warning : severity(ofMagnitude: delta)),
        subject: new.id, path: new.path, views: [new.id], attributes: [.window], delta: delta,
        before: .frame(old.windowFrame), after: .frame(new.windowFrame),
        sentence: sentence(
          ChangePhrase.subject(new.id, kind: new.kind, hidden: new.isHidden),
          ChangePhrase.frameChange(delta) + " in the window")
          + (insetExplanation(of: new, dy: delta.y).map { ": " + $0 } ?? "")))
  }

  /// Why a scroll view's subview moved in the window without moving in it, when its scroll
  /// view's top content inset changed by as much: the content rests that far lower or higher
  /// on the screen. UIKit's `.automatic` and `.scrollableAxes` inset adjustment adds the safe
  /// area only along an axis the scroll view scrolls (UIScrollView.h), so a scroll view that
  /// starts or stops scrolling moves its content by the safe area at the top (the status bar's
  /// 20 pt on an iPhone SE in portrait) though no constraint changed.
  private func insetExplanation(of view: ViewLayout, dy: Double) -> String? {
    guard dy != 0, let slash = view.path.lastIndex(of: "/") else { return nil }
    let parentPath = String(view.path[..<slash])
    guard let scroll = current.views.first(where: { $0.path == parentPath }),
      scroll.kind == .scrollView,
      let before = baseline.scrollViews.first(where: { $0.id == scroll.id }),
      let after = current.scrollViews.first(where: { $0.id == scroll.id })
    else { return nil }
    let change = after.adjustedContentInset.top - before.adjustedContentInset.top
    guard change != 0, !differs(change, dy) else { return nil }
    let name = ChangePhrase.subject(scroll.id, kind: scroll.kind, hidden: scroll.isHidden)
    let amount = ChangePhrase.points(change)
    switch (before.scrollsVertically, after.scrollsVertically) {
    case (true, false):
      return "\(name) no longer scrolls vertically, so UIKit no longer insets its content "
        + "\(amount) pt from the top for the safe area"
    case (false, true):
      return "\(name) now scrolls vertically, so UIKit insets its content \(amount) pt from "
        + "the top for the safe area"
    default:
      return "\(name)'s top content inset went from "
        + "\(ChangePhrase.points(before.adjustedContentInset.top)) to "
        + "\(ChangePhrase.points(after.adjustedContentInset.top)) pt"
    }
  }
}

/// A result's view hierarchy by index: each view's superview, from the paths.
private struct Tree {
  /// The index of each view's superview (the first view with the parent path), nil for the
  /// root and for views whose superview is not in the result.
  let parent: [Int?]

  init(_ views: [ViewLayout]) {
    var indexByPath: [String: Int] = [:]
    for (index, view) in views.enumerated() where indexByPath[view.path] == nil {
      indexByPath[view.path] = index
    }
    parent = views.map { view in
      guard let slash = view.path.lastIndex(of: "/") else { return nil }
      return indexByPath[String(view.path[..<slash])]
    }
  }

  /// For the views where `selected` holds, the topmost ones (whose superview is not
  /// selected), each with how many selected views lie under it through selected views.
  ///
  /// - Complexity: O(*n* × *depth*).
  func topmost(_ selected: (Int) -> Bool) -> [Int: Int] {
    let isSelected = parent.indices.map(selected)
    var result: [Int: Int] = [:]
    for index in parent.indices where isSelected[index] {
      // A superview's path is strictly shorter, so the walk ends.
      var top = index
      while let up = parent[top], isSelected[up] { top = up }
      result[top, default: 0] += top == index ? 0 : 1
    }
    return result
  }
}
