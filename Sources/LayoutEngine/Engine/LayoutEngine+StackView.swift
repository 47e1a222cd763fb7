import Cassowary

/// `UIStackView`'s constraints, generated the way UIKit's "UISV-" constraints are: a canvas
/// (the stack's edges or margins), spacing between consecutive arranged views along the axis,
/// the distribution's size relations, and the alignment across it. Hidden arranged views
/// collapse to zero length along the axis and leave the arrangement.
extension LayoutEngine {
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
      var visible: [(id: String, rect: Rect4)] = []
      for child in arranged {
        let rect = Rect4(rectangle(.view(child.id)))
        if child.isHidden {
          addRequired(length(rect) == 0, "UISV-hiding \(child.id)")
          continue
        }
        visible.append((child.id, rect))
      }
      guard let first = visible.first, let last = visible.last else {
        continue
      }
      addRequired(start(first.rect) == start(box), "UISV-canvas-connection \(id) start")
      addRequired(
        start(last.rect) + length(last.rect) == start(box) + length(box),
        "UISV-canvas-connection \(id) end")
      let gap = Variable("\(id).gap")
      let centerStep = Variable("\(id).centerStep")
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let previousEnd = start(previous.rect) + length(previous.rect)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
          addRequired(start(next.rect) == previousEnd + stack.spacing, "UISV-spacing \(next.id)")
        case .equalSpacing:
          addRequired(start(next.rect) == previousEnd + gap, "UISV-spacing \(next.id)")
          addRequired(gap >= stack.spacing, "UISV-spacing-minimum \(id)")
        case .equalCentering:
          addRequired(start(next.rect) >= previousEnd + stack.spacing, "UISV-spacing \(next.id)")
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
          addRequired(length(other.rect) == length(first.rect), "UISV-fill-equally \(other.id)")
        }
      case .fillProportionally:
        let sizes = visible.map { intrinsicLength(of: $0.id, vertical: vertical) ?? 0 }
        let total = sizes.reduce(0, +)
        if total > 0 {
          let available = length(box) - stack.spacing * Double(visible.count - 1)
          for (member, size) in zip(visible, sizes) {
            add(
              length(member.rect) == available * (size / total), priority: 999,
              "UISV-fill-proportionally \(member.id)")
          }
        }
      default:
        break
      }
      for member in visible {
        let rect = member.rect
        let memberEnd = crossStart(rect) + crossLength(rect)
        let boxEnd = crossStart(box) + crossLength(box)
        switch stack.alignment {
        case .fill:
          addRequired(crossStart(rect) == crossStart(box), "UISV-alignment \(member.id) start")
          addRequired(memberEnd == boxEnd, "UISV-alignment \(member.id) end")
        default:
          addRequired(crossStart(rect) >= crossStart(box), "UISV-spanning \(member.id) start")
          addRequired(memberEnd <= boxEnd, "UISV-spanning \(member.id) end")
          // The stack hugs its tallest (widest) member, as UIKit's spanning guide does.
          add(crossLength(box) == crossLength(rect), priority: 49, "UISV-canvas-fit \(member.id)")
          switch stack.alignment {
          case .leading, .top:
            addRequired(crossStart(rect) == crossStart(box), "UISV-alignment \(member.id)")
          case .trailing, .bottom:
            addRequired(memberEnd == boxEnd, "UISV-alignment \(member.id)")
          case .center:
            addRequired(
              crossStart(rect) + crossLength(rect) * 0.5 == crossStart(box) + crossLength(box)
                * 0.5, "UISV-alignment \(member.id)")
          case .firstBaseline, .lastBaseline:
            if member.id != first.id {
              let attribute: LayoutAttribute =
                stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
              let mine = expression(LayoutAnchor(.view(member.id), attribute))
              let leader = expression(LayoutAnchor(.view(first.id), attribute))
              addRequired(mine == leader, "UISV-alignment \(member.id) baseline")
            }
          case .fill:
            break
          }
        }
      }
    }
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
