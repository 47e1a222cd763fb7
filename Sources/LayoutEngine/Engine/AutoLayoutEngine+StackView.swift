import Cassowary

/// `UIStackView`'s constraints, generated the way UIKit's "UISV-" constraints are: a canvas
/// (the stack's edges or margins), spacing between consecutive arranged views along the axis,
/// the distribution's size relations, and the alignment across it. Hidden arranged views
/// collapse to zero length along the axis and leave the arrangement, resting in the middle of
/// the gap where they were.
extension AutoLayoutEngine {
  mutating func addStackViewConstraints() throws(SceneError) {
    for id in order {
      guard let view = viewsByID[id], view.kind == .stackView else { continue }
      let stack = view.stack ?? StackConfiguration()
      let item: LayoutItem = stack.isLayoutMarginsRelative ? .guide(id, .layoutMargins) : .view(id)
      let container = rectangle(item)
      let arranged = scene.children(of: id)
      let vertical = stack.axis == .vertical
      func start(_ r: Rect4) -> LinearExpression { vertical ? r.top : r.left }
      func length(_ r: Rect4) -> LinearExpression { vertical ? r.height : r.width }
      func crossStart(_ r: Rect4) -> LinearExpression { vertical ? r.left : r.top }
      func crossLength(_ r: Rect4) -> LinearExpression { vertical ? r.width : r.height }
      let box = Rect4(container)
      // An arranged view that keeps translating its autoresizing mask (Interface Builder
      // leaves it on for a view whose XML lacks `translatesAutoresizingMaskIntoConstraints="NO"`)
      // is placed by its own fixed frame: the stack's constraints on it give way, at 999.
      // Corpus `20-tinode`: the only 10 such views, labels in table cells, keep stored widths
      // that no stack alignment allows (241.33 in a 324-wide fill-aligned stack), unflagged
      // as misplaced, and a fill-equally stack around two of them is as wide as they are.
      let translating = Set(arranged.filter(\.translatesAutoresizingMaskIntoConstraints).map(\.id))
      func require(_ constraint: Constraint, _ label: String, members: String...) {
        if members.contains(where: translating.contains) {
          add(constraint, priority: 999, label)
        } else {
          addRequired(constraint, label)
        }
      }
      // The alignment's equalities across the axis, the same for visible and hidden members:
      // both edges for `fill` (`label start`, `label end`), the near edge for leading and
      // top, the far edge for trailing and bottom, the centre for `center`. Baselines are the
      // caller's to place.
      func align(_ member: String, _ rect: Rect4, _ alignment: StackAlignment, _ label: String) {
        let memberEnd = crossStart(rect) + crossLength(rect)
        let boxEnd = crossStart(box) + crossLength(box)
        switch alignment {
        case .fill:
          require(crossStart(rect) == crossStart(box), "\(label) start", members: member)
          require(memberEnd == boxEnd, "\(label) end", members: member)
        case .leading, .top:
          require(crossStart(rect) == crossStart(box), label, members: member)
        case .trailing, .bottom:
          require(memberEnd == boxEnd, label, members: member)
        case .center:
          require(
            crossStart(rect) + crossLength(rect) * 0.5 == crossStart(box) + crossLength(box) * 0.5,
            label, members: member)
        case .firstBaseline, .lastBaseline:
          break
        }
      }
      var visible: [(id: String, rect: Rect4)] = []
      // Hidden members with the index of the visible member that follows them.
      var hidden: [(id: String, rect: Rect4, nextVisible: Int)] = []
      for child in arranged {
        let rect = Rect4(rectangle(.view(child.id)))
        if child.isHidden {
          // The collapse gives way to the member's own required length (999: it wins over
          // content sizes, never over a required constraint). Corpus-2 `185-cometchat` (a
          // hidden view with `height == 60`) and `188-cometchat` (a hidden row around a text
          // field pinned 50 high) store those members at their own height; in an app UIKit
          // logs the conflict and breaks one of the two.
          add(length(rect) == 0, priority: 999, "UISV-hiding \(child.id)")
          hidden.append((child.id, rect, visible.count))
          continue
        }
        visible.append((child.id, rect))
      }
      guard let first = visible.first, let last = visible.last else {
        // Nothing visible: hidden members rest at the canvas's start, and the stack hugs
        // them, 0 long (at 49, as an `equalSpacing` stack hugs its members) and 0 thick (at
        // 51, as the alignment spanner does), unless something else sizes it. Corpus-2 stores
        // the only two stacks whose members are all hidden 0 thick: `047-sentry`'s, pinned
        // 377 wide, and `185-cometchat`'s, 0 long inside a `fillProportionally` stack.
        for member in hidden {
          require(
            start(member.rect) == start(box), "UISV-hiding \(member.id) position",
            members: member.id)
          require(
            crossStart(member.rect) == crossStart(box), "UISV-hiding \(member.id) cross",
            members: member.id)
        }
        if !hidden.isEmpty {
          add(length(box) == 0, priority: 49, "UISV-canvas-fit \(id)")
          add(crossLength(box) == 0, priority: 51, "UISV-spanning-fit \(id)")
        }
        continue
      }
      // A hidden member leaves the arrangement but not the stack: it rests, collapsed, in the
      // middle of the gap between the visible members around it (at the canvas's start before
      // the first, at its end after the last), aligned across the axis like the others but
      // never widening the stack. Corpus: Xcode stores hidden members 0 long at the middle of
      // a 10-point gap (two files), at the start before the first visible member and at the
      // end after the last (two files, three views), and as wide as a fill-aligned stack (all
      // eight such files). Not modelled: one file stores its last hidden member at the start,
      // and three keep a hidden member's length (an activity indicator that hides when
      // stopped, cells of stale files).
      for member in hidden {
        let position: LinearExpression
        if member.nextVisible == 0 {
          position = start(box)
        } else if member.nextVisible == visible.count {
          position = start(box) + length(box)
        } else {
          let previous = visible[member.nextVisible - 1].rect
          let next = visible[member.nextVisible].rect
          position = (start(previous) + length(previous) + start(next)) * 0.5
        }
        require(
          start(member.rect) == position, "UISV-hiding \(member.id) position", members: member.id)
        // Baselines: a collapsed member has none to align; it rests at the start.
        let alignment =
          stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
          ? .leading : stack.alignment
        align(member.id, member.rect, alignment, "UISV-hiding \(member.id) alignment")
      }
      require(
        start(first.rect) == start(box), "UISV-canvas-connection \(id) start", members: first.id)
      require(
        start(last.rect) + length(last.rect) == start(box) + length(box),
        "UISV-canvas-connection \(id) end", members: last.id)
      let gap = Variable("\(id).gap")
      let centerStep = Variable("\(id).centerStep")
      // `isBaselineRelativeArrangement` (vertical stacks only): "the vertical space between
      // views [is] measured from the last baseline of a text-based view, to the first
      // baseline of the view below it" (Apple's documentation); a view without text has its
      // bottom as both baselines. The canvas connections stay on the edges: corpus-4
      // `045-1rodriguez-quizzler` stores a 70-spaced stack of two 48-high buttons with the
      // first at its top, the second 70 below it and the stack ending at its bottom, though
      // the same page says the end views' baselines keep the spacing from the stack's edges.
      let baselineSpacing = vertical && stack.isBaselineRelative
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let previousEnd =
          baselineSpacing
          ? expression(LayoutAnchor(.view(previous.id), .lastBaseline))
          : start(previous.rect) + length(previous.rect)
        let nextStart =
          baselineSpacing
          ? expression(LayoutAnchor(.view(next.id), .firstBaseline)) : start(next.rect)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
          require(
            nextStart == previousEnd + stack.spacing, "UISV-spacing \(next.id)",
            members: previous.id, next.id)
        case .equalSpacing:
          require(
            nextStart == previousEnd + gap, "UISV-spacing \(next.id)",
            members: previous.id, next.id)
          addRequired(gap >= stack.spacing, "UISV-spacing-minimum \(id)")
        case .equalCentering:
          require(
            nextStart >= previousEnd + stack.spacing, "UISV-spacing \(next.id)",
            members: previous.id, next.id)
          let previousCenter = start(previous.rect) + length(previous.rect) * 0.5
          let nextCenter = start(next.rect) + length(next.rect) * 0.5
          add(
            nextCenter == previousCenter + centerStep, priority: 999,
            "UISV-equal-centering \(next.id)")
        }
      }
      switch stack.distribution {
      case .fillEqually:
        for other in visible.dropFirst() {
          require(
            length(other.rect) == length(first.rect), "UISV-fill-equally \(other.id)",
            members: first.id, other.id)
        }
      case .fillProportionally:
        // UIKit's "UISV-fill-proportionally": each visible view's length is the stack's own
        // length times its share of the natural total, spacing included
        // (size_i / (sum of sizes + spacing * (n - 1))). The shares leave the spacing out of
        // the views, so they cannot all hold next to the required spacing: their priorities
        // count down from 999 in arrangement order (hidden views take a step too), and the
        // first views keep their share while the last absorbs the difference. TZStackView
        // (a UIStackView replica tested against UIKit) builds the same constraints, and the
        // frames Xcode stored in the corpus (file 01, Settings) match them to the pixel.
        let own = Rect4(rectangle(.view(id)))
        let sizes = visible.map { naturalLength(of: $0.id, vertical: vertical) }
        let total = sizes.reduce(0, +) + stack.spacing * Double(visible.count - 1)
        if total > 0 {
          var priority = 1000.0
          for child in arranged {
            if visible.count > 1 { priority -= 1 }
            guard let index = visible.firstIndex(where: { $0.id == child.id }) else { continue }
            add(
              length(visible[index].rect) == length(own) * (sizes[index] / total),
              priority: priority, "UISV-fill-proportionally \(child.id)")
          }
        }
      case .equalSpacing, .equalCentering:
        // Along its axis the stack hugs its members at priority 49: the gaps grow past the
        // spacing only when something else stretches the stack. TZStackView (a UIStackView
        // replica tested against UIKit) sets the stack's length to 0 at 49 for these two
        // distributions; corpus-2 `084-tba` stores an `equalSpacing` stack, centred between
        // inequalities, exactly its members and three 20-point gaps (its spacing) long.
        add(length(Rect4(rectangle(.view(id)))) == 0, priority: 49, "UISV-distributing-fit \(id)")
      case .fill:
        break
      }
      addTextWidthDisambiguation(
        stack: stack, visible: visible.map(\.id), canvas: length(box), vertical: vertical)
      if stack.alignment != .fill {
        // The alignment spanner (the box around the members, bounded by the spanning
        // constraints below) hugs them at priority 51 ("UISV-spanning-fit"), so the stack is
        // as thick as its thickest member unless something else sizes it.
        add(crossLength(box) == 0, priority: 51, "UISV-spanning-fit \(id)")
      }
      for member in visible {
        let rect = member.rect
        if stack.alignment != .fill {
          require(
            crossStart(rect) >= crossStart(box), "UISV-spanning \(member.id) start",
            members: member.id)
          require(
            crossStart(rect) + crossLength(rect) <= crossStart(box) + crossLength(box),
            "UISV-spanning \(member.id) end", members: member.id)
          // UIKit's "UISV-ambiguity-suppression": a member without a size of its own across
          // the axis shrinks to nothing rather than staying ambiguous (priority 25; 51 and 25
          // as in TZStackView, a UIStackView replica tested against UIKit).
          add(crossLength(rect) == 0, priority: 25, "UISV-ambiguity-suppression \(member.id)")
        }
        switch stack.alignment {
        case .firstBaseline, .lastBaseline:
          if member.id != first.id {
            let attribute: LayoutAttribute =
              stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            let mine = expression(LayoutAnchor(.view(member.id), attribute))
            let leader = expression(LayoutAnchor(.view(first.id), attribute))
            require(
              mine == leader, "UISV-alignment \(member.id) baseline", members: member.id,
              first.id)
          }
        default:
          align(member.id, rect, stack.alignment, "UISV-alignment \(member.id)")
        }
      }
    }
  }

  /// UIKit's "UISV-text-width-disambiguation": in a horizontal stack that is not `fillEqually`
  /// or `fillProportionally`, each of two or more visible arranged views whose width its text
  /// decides by wrapping is held to at most an equal share of the canvas, `width <= (canvas -
  /// spacing × (k - 1)) / k` for k such views, at priority 950 rising by min(25 / k, 1) from one
  /// to the next (one point per view in any row the corpora hold). Their compression resistance (750) gives way first, so where the row is pinned and
  /// all its members wrap, they split it equally whatever their text, instead of the last one
  /// taking the slack. Apple does not document it: rdar://39275811 (iOS 11.3) shows it in the
  /// view debugger, then an equality at the view's resistance plus 10 that halved a label and
  /// a switch; public dumps of `_UIOrderedLayoutArrangement` show today's bound among two or
  /// more wrapping views. The corpora's frames are the bound's: fifth set `014-maxjacobian`
  /// (Xcode 12, four 3-line labels of different text 103.5 each in a 414 row), corpus-2
  /// `015-instructions` (Xcode 13, three 2-line labels 116.5 / 117 / 116.5 in 382 with 16
  /// spacing), fourth set `023-donmag` (Xcode 13, two configured buttons 207 / 207); the
  /// equality form loses 19 views of the corpus, corpus-2 and the sixth set.
  mutating func addTextWidthDisambiguation(
    stack: StackConfiguration, visible: [String], canvas: LinearExpression, vertical: Bool
  ) {
    guard !vertical, stack.distribution != .fillEqually,
      stack.distribution != .fillProportionally
    else { return }
    let wrapping = visible.filter { wrapsTextToItsWidth($0) }
    guard wrapping.count >= 2 else { return }
    let count = Double(wrapping.count)
    let share = canvas * (1 / count) - stack.spacing * (count - 1) / count
    for (index, id) in wrapping.enumerated() {
      add(
        Rect4(rectangle(.view(id))).width <= share,
        priority: min(950 + Double(index) * min(25 / count, 1), 999),
        "UISV-text-width-disambiguation \(id)")
    }
  }

  /// Whether a stack's arranged view is one whose width wrapped text decides: a label of
  /// more than one line (or as many as needed) without an explicit `preferredMaxLayoutWidth`,
  /// a button with a configuration (its title wraps), or a stack view holding such a view.
  func wrapsTextToItsWidth(_ id: String) -> Bool {
    guard let view = viewsByID[id] else { return false }
    switch view.kind {
    case .label:
      guard let text = view.text else { return false }
      return text.numberOfLines != 1 && text.explicitPreferredMaxLayoutWidth == nil
    case .button:
      return view.configuration != nil
    case .stackView:
      return scene.children(of: id).contains { !$0.isHidden && wrapsTextToItsWidth($0.id) }
    default:
      return false
    }
  }

  /// The length along an axis that a stack's distribution treats as an arranged view's own:
  /// its intrinsic size, or for a nested stack view the length its arranged views add up to
  /// (their natural lengths and the spacing along its axis, the largest across it), the size
  /// a stack view fits to. Views with neither count as 0.
  mutating func naturalLength(of id: String, vertical: Bool) -> Double {
    guard let view = viewsByID[id] else { return 0 }
    if view.kind == .stackView {
      let stack = view.stack ?? StackConfiguration()
      let members = scene.children(of: id).filter { !$0.isHidden }
      var lengths: [Double] = []
      for member in members { lengths.append(naturalLength(of: member.id, vertical: vertical)) }
      let along = (stack.axis == .vertical) == vertical
      guard along else { return lengths.max() ?? 0 }
      var total = lengths.reduce(0, +) + stack.spacing * Double(max(0, members.count - 1))
      if vertical && stack.isBaselineRelative {
        // The spacing runs between baselines: each gap loses the part of the view above it
        // below its last baseline and the part of the view below it above its first.
        for index in members.indices.dropFirst() {
          let above = LinearExpression(constant: lengths[index - 1])
          let below = LinearExpression(constant: lengths[index])
          total -=
            lengths[index - 1]
            - baselineOffset(members[index - 1].id, first: false, height: above).constant
          total -= baselineOffset(members[index].id, first: true, height: below).constant
        }
      }
      return total
    }
    return max(0, intrinsicLength(of: id, vertical: vertical) ?? 0)
  }

  /// Adds an engine constraint at an optional priority (refused only for numbers that are not
  /// finite, such as an absurd spacing: reported, never a crash).
  mutating func add(_ constraint: Constraint, priority: Double, _ label: String) {
    let prioritized = constraint.withPriority(Priority(priority))
    if let refusal = addOwn(prioritized, label: label, views: []) { unsatisfiable.append(refusal) }
  }
}

/// A rectangle of expressions (left, top, width, height).
struct Rect4 {
  var left, top, width, height: LinearExpression
  init(
    _ parts: (
      left: LinearExpression, top: LinearExpression, width: LinearExpression,
      height: LinearExpression
    )
  ) {
    (left, top, width, height) = parts
  }
}
