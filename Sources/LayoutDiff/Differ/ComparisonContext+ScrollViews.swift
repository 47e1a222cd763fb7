import LayoutEngine

extension ComparisonContext {
  /// Scroll views that start or stop scrolling on an axis, and content size changes. Scroll
  /// views on one side only are the views added or removed.
  mutating func compareScrollViews() {
    let before = baseline.scrollViews
    let after = current.scrollViews
    let matches = IdentityMatcher.match(
      baseline: before.map { IdentityMatcher.Item(id: $0.id, path: paths[$0.id]) },
      current: after.map { IdentityMatcher.Item(id: $0.id, path: paths[$0.id]) })
    for match in matches {
      guard let b = match.baseline, let c = match.current else { continue }
      compare(before[b], after[c])
    }
  }

  private mutating func compare(_ old: ScrollViewMetrics, _ new: ScrollViewMetrics) {
    let axes: [(LayoutChange.Axis, Bool, Bool)] = [
      (.vertical, old.scrollsVertically, new.scrollsVertically),
      (.horizontal, old.scrollsHorizontally, new.scrollsHorizontally),
    ]
    for (axis, before, after) in axes where before != after {
      let kind: LayoutChange.Kind = after ? .scrollingStarted : .scrollingStopped
      let size = new.contentSize
      let why =
        axis == .vertical
        ? "content \(ChangePhrase.points(size.height)) pt tall"
        : "content \(ChangePhrase.points(size.width)) pt wide"
      record(
        LayoutChange(
          kind: kind, severity: severity(kind, default: .error), subject: new.id,
          path: paths[new.id], views: [new.id], attributes: [.scrolling], axis: axis,
          before: .state(before ? "scrolls" : "does not scroll"),
          after: .state(after ? "scrolls" : "does not scroll"),
          sentence: sentence(
            subject(new.id),
            (after ? "now scrolls " : "no longer scrolls ") + "\(axis.rawValue)ly (\(why))")),
        unlessIgnoring: .scrolling)
    }
    let delta = LayoutChange.Delta(
      width: differs(old.contentSize.width, new.contentSize.width)
        ? new.contentSize.width - old.contentSize.width : 0,
      height: differs(old.contentSize.height, new.contentSize.height)
        ? new.contentSize.height - old.contentSize.height : 0)
    guard delta.width != 0 || delta.height != 0 else { return }
    let growth = ChangePhrase.joinClauses(
      ChangePhrase.sizeChange(width: delta.width, height: delta.height))
    record(
      LayoutChange(
        kind: .contentSizeChanged, severity: severity(.contentSizeChanged, default: .warning),
        subject: new.id, path: paths[new.id], views: [new.id], attributes: [.contentSize],
        delta: delta, before: .size(old.contentSize), after: .size(new.contentSize),
        sentence: sentence(
          "the content of \(subject(new.id))", "\(growth), to \(new.contentSize),")),
      unlessIgnoring: .contentSize)
  }
}
