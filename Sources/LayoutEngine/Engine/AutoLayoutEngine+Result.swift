import Cassowary

extension AutoLayoutEngine {
  /// Reads the solution into a result: frames per superview on the pixel grid, scroll view
  /// metrics, keyboard behaviour per text input, diagnostics.
  mutating func makeResult(_ environment: Environment) -> LayoutResult {
    let scale = environment.scale
    let plan = resultPlan ?? makeResultPlan()
    resultPlan = plan
    // Absolute (unscrolled) rectangles, snapped edge by edge as UIKit places views, in plan
    // order; by id only those the scroll view rules read (scroll views and text inputs), so
    // a further environment hashes no id of the other views.
    var absolute: [String: Rect] = [:]
    var rects: [Rect] = []
    rects.reserveCapacity(plan.count)
    for (index, view) in plan.enumerated() {
      // The solver places alignment rectangles; a frame is its rectangle outset by the
      // view's `alignmentRectInsets`.
      let frame = view.frame
      let insets = view.insets
      let slot = index * 4
      let x = solver.value(of: frame.x, slot: &resultSlots[slot])
      let y = solver.value(of: frame.y, slot: &resultSlots[slot + 1])
      let width = solver.value(of: frame.width, slot: &resultSlots[slot + 2])
      let height = solver.value(of: frame.height, slot: &resultSlots[slot + 3])
      let rect = Rect(
        x: x - insets.left, y: y - insets.top,
        width: width + insets.left + insets.right,
        height: height + insets.top + insets.bottom
      ).snapped(toScale: scale)
      if view.isReadByScrollRules { absolute[view.id] = rect }
      rects.append(rect)
    }
    var contentSizes: [String: Size] = [:]
    for (id, content) in self.contentSizes {
      contentSizes[id] = Size(
        width: (solver.value(of: content.width) * scale).rounded() / scale,
        height: (solver.value(of: content.height) * scale).rounded() / scale)
    }
    let rules = ScrollViewRules(
      hierarchy: hierarchy, environment: environment, absolute: absolute,
      contentSizes: contentSizes, isInNavigationController: scene.bars.isInNavigationController)
    let metrics = plan.compactMap { view in
      view.kind == .scrollView ? rules.metrics(of: view.id) : nil
    }
    var offsets: [String: Point] = [:]
    for metric in metrics { offsets[metric.id] = metric.minimumContentOffset }
    // Each scroll view's offset by plan position, for the window frames below.
    var offsetsByPosition: [Point?] = Array(repeating: nil, count: plan.count)
    for (index, view) in plan.enumerated() where view.kind == .scrollView {
      offsetsByPosition[index] = offsets[view.id]
    }
    // The root's frame is in its window's coordinates: below the bars when `rootOrigin` says
    // so, its subviews' frames in its own bounds as always.
    let rootOrigin = environment.rootOrigin ?? .zero
    let windowOrigin = Point(x: -rootOrigin.x, y: -rootOrigin.y)
    var views: [ViewLayout] = []
    views.reserveCapacity(plan.count)
    for (index, view) in plan.enumerated() {
      let rect = rects[index]
      let parentOrigin = view.parentIndex.map { rects[$0].origin } ?? windowOrigin
      // `ScrollViewRules.windowFrame(of:offsets:)` by position: each scroll ancestor's
      // offset, nearest first.
      var window = rect
      for ancestor in view.scrollAncestorIndices {
        let offset = offsetsByPosition[ancestor] ?? .zero
        window = window.offsetBy(dx: -offset.x, dy: -offset.y)
      }
      views.append(
        ViewLayout(
          id: view.id, path: view.path, kind: view.kind, isHidden: view.isHidden,
          frame: rect.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y), windowFrame: window))
    }
    var fields: [KeyboardResult] = []
    if environment.keyboard == .shown {
      var hidden = environment
      hidden.keyboard = .hidden
      hidden.keyboardHeight = 0
      let resting = ScrollViewRules(
        hierarchy: hierarchy, environment: hidden, absolute: absolute,
        contentSizes: contentSizes, isInNavigationController: scene.bars.isInNavigationController)
      var restingOffsets: [String: Point] = [:]
      for view in plan where view.kind == .scrollView {
        restingOffsets[view.id] = resting.metrics(of: view.id).minimumContentOffset
      }
      fields = plan.filter { $0.kind.isTextInput }.map {
        rules.keyboardResult(for: $0.id, metrics: metrics, restingOffsets: restingOffsets)
      }
    }
    var diagnostics = unsatisfiable
    if !intrinsicRefusals.isEmpty { diagnostics += order.flatMap { intrinsicRefusals[$0] ?? [] } }
    diagnostics += ambiguityDiagnostics()
    diagnostics += rules.boundsDiagnostics(views: views, parents: plan.map(\.parentIndex))
    diagnostics += fields.filter { !$0.isVisibleAboveKeyboard }.map {
      Diagnostic(
        kind: .coveredByKeyboard,
        message:
          "\($0.id) cannot be brought above the keyboard (its frame after scrolling is \($0.windowFrame), keyboard top \(format(environment.keyboardTop)))",
        views: [$0.id])
    }
    return LayoutResult(
      scene: scene.name, environment: environment, views: views, scrollViews: metrics,
      textFields: fields, diagnostics: diagnostics)
  }

  /// Views whose frame the constraints do not pin down, per axis, and scroll views whose
  /// content size they do not (Xcode's "Scrollable Content Size Ambiguity").
  mutating func ambiguityDiagnostics() -> [Diagnostic] {
    // Per view in order: x, width, y, height, then a scroll view's content width and height.
    // The variables are the engine's from its start; listed once.
    let asked = ambiguityQuestions ?? makeAmbiguityQuestions()
    ambiguityQuestions = asked
    let (variables, views) = asked
    let answers = (try? solver.uniquelyDetermined(variables)) ?? variables.map { _ in true }
    // Another environment often leaves every answer as it was: the diagnostics are then the
    // same text.
    if let ambiguityMemo, ambiguityMemo.answers == answers { return ambiguityMemo.diagnostics }
    var diagnostics: [Diagnostic] = []
    var position = 0
    for view in views {
      let names = ["X position", "width", "Y position", "height"]
      let missing = (0..<4).filter { !answers[position + $0] }.map { names[$0] }
      position += 4
      if !missing.isEmpty {
        diagnostics.append(
          Diagnostic(
            kind: .ambiguousLayout,
            message:
              "\(view.id) has ambiguous layout: need constraints for \(missing.joined(separator: ", "))",
            views: [view.id], subject: missing.map { Self.axisSubjects[$0]! }.joined(separator: ",")
          ))
      }
      if view.hasContent {
        let axes = [(answers[position], "width"), (answers[position + 1], "height")]
          .filter { !$0.0 }.map(\.1)
        position += 2
        if !axes.isEmpty {
          diagnostics.append(
            Diagnostic(
              kind: .scrollableContentSizeAmbiguity,
              message:
                "scrollable content size ambiguity in \(view.id): the content's constraints do not determine its \(axes.joined(separator: " and "))",
              views: [view.id], subject: axes.joined(separator: ",")))
        }
      }
    }
    ambiguityMemo = (answers, diagnostics)
    return diagnostics
  }

  /// The stable subjects of the attributes an ambiguous layout misses (``Diagnostic/subject``),
  /// which its message words as "X position", "width", "Y position", "height".
  static let axisSubjects = [
    "X position": "x", "width": "width", "Y position": "y", "height": "height",
  ]

  /// What ``makeResult(_:)`` reads of each view that does not change from one layout to the
  /// next, in view order. A class, so that reading an entry retains one object rather than
  /// each of its strings and variables.
  final class ResultPlanEntry: Sendable {
    let id: String
    let frame: FrameVariables
    let insets: EdgeInsets
    let parentID: String?
    /// The superview's position in the plan.
    let parentIndex: Int?
    let path: String
    let kind: ViewKind
    /// Hidden itself or under a hidden ancestor.
    let isHidden: Bool
    /// The plan positions of the scroll views among its ancestors, nearest first.
    let scrollAncestorIndices: [Int]
    /// A scroll view or a text input: the views ``ScrollViewRules`` looks up by id.
    var isReadByScrollRules: Bool { kind == .scrollView || kind.isTextInput }

    init(
      id: String, frame: FrameVariables, insets: EdgeInsets, parentID: String?,
      parentIndex: Int?, path: String, kind: ViewKind, isHidden: Bool,
      scrollAncestorIndices: [Int]
    ) {
      self.scrollAncestorIndices = scrollAncestorIndices
      self.id = id
      self.frame = frame
      self.insets = insets
      self.parentID = parentID
      self.parentIndex = parentIndex
      self.path = path
      self.kind = kind
      self.isHidden = isHidden
    }
  }

  private func makeResultPlan() -> [ResultPlanEntry] {
    order.map { id in
      let view = viewsByID[id]!
      return ResultPlanEntry(
        id: id, frame: frames[id]!, insets: view.effectiveAlignmentRectInsets,
        parentID: view.parentID, parentIndex: view.parentID.flatMap { positions[$0] },
        path: hierarchy.paths[id]!, kind: view.kind,
        isHidden: view.isHidden || hierarchy.ancestors[id]!.contains { viewsByID[$0]!.isHidden },
        scrollAncestorIndices: hierarchy.scrollAncestors[id]!.map { positions[$0]! })
    }
  }

  private func makeAmbiguityQuestions() -> AmbiguityQuestions {
    var variables: [Variable] = []
    var views: [(id: String, hasContent: Bool)] = []
    for id in order {
      let frame = frames[id]!
      variables += [frame.x, frame.width, frame.y, frame.height]
      let content = contentSizes[id]
      if let content { variables += [content.width, content.height] }
      views.append((id, content != nil))
    }
    return (variables, views)
  }

  /// UIKit's console report for a constraint that could not be added, which is then broken.
  func unsatisfiableDiagnostic(_ constraint: LayoutConstraint, index: Int, conflicts: [Constraint])
    -> Diagnostic
  {
    let culprit = Self.uikitDescription(of: constraint, index: index, views: viewsByID)
    let listed = conflicts.map { origins[ObjectIdentifier($0)]?.label ?? "\($0)" } + [culprit]
    // UIKit's log names the views of every constraint in the set, not only the one broken:
    // the conflict is theirs together, and any of them may be the one to fix.
    func viewIDs(_ constraint: LayoutConstraint) -> [String] {
      [constraint.first.item.viewID] + (constraint.second.map { [$0.item.viewID] } ?? [])
    }
    let conflicting = conflicts.compactMap { userConstraints[ObjectIdentifier($0)]?.constraint }
    let views = Array(Set(([constraint] + conflicting).flatMap(viewIDs))).sorted()
    let log = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
      \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint 
      \(culprit)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    return Diagnostic(
      kind: .unsatisfiableConstraints,
      message:
        "\(constraint) conflicts with \(conflicts.count) required constraint(s); it was broken",
      views: views, subject: constraint.description, log: log)
  }

  /// `<NSLayoutConstraint:0x600000c00003 'id' UILabel:0x7f0000000002'title'.top == UIView:0x7f0000000001'root'.top + 20   (active)>`:
  /// UIKit's description, with stable made-up addresses and each view's id in quotes.
  static func uikitDescription(of constraint: LayoutConstraint, index: Int, views: [String: View])
    -> String
  {
    func item(_ anchor: LayoutAnchor) -> String {
      let id = anchor.item.viewID
      let kind = views[id]?.kind ?? .view
      let className: String
      switch kind {
      case .view: className = "UIView"
      case .scrollView: className = "UIScrollView"
      case .label: className = "UILabel"
      case .textField: className = "UITextField"
      case .textView: className = "UITextView"
      case .button: className = "UIButton"
      case .imageView: className = "UIImageView"
      case .switchControl: className = "UISwitch"
      case .stackView: className = "UIStackView"
      }
      let address = "0x7f\(String(stableHash(id) & 0xff_ffff_ffff, radix: 16))"
      var name = "\(className):\(address)'\(id)'"
      if case .guide(_, let guide) = anchor.item {
        let guideName: [LayoutGuideKind: String] = [
          .safeArea: "UILayoutGuide:0x600001'UIViewSafeAreaLayoutGuide'",
          .layoutMargins: "UILayoutGuide:0x600002'UIViewLayoutMarginsGuide'",
          .readableContent: "UILayoutGuide:0x600003'UIViewReadableContentGuide'",
          .contentLayout: "UILayoutGuide:0x600004'UIScrollView-contentLayoutGuide'",
          .frameLayout: "UILayoutGuide:0x600005'UIScrollView-frameLayoutGuide'",
          .keyboard: "UIKeyboardLayoutGuide:0x600006'UIViewKeyboardLayoutGuide'",
          .topLayoutGuide: "_UILayoutGuide:0x600007",
          .bottomLayoutGuide: "_UILayoutGuide:0x600008",
        ]
        name = guideName[guide]! + "(\(name))"
      }
      return "\(name).\(anchor.attribute.rawValue)"
    }
    var text = "<NSLayoutConstraint:0x6000\(String(format6(index)))"
    if let identifier = constraint.identifier { text += " '\(identifier)'" }
    text += " \(item(constraint.first)) \(constraint.relation.rawValue) "
    if let second = constraint.second {
      if constraint.multiplier != 1 { text += "\(format(constraint.multiplier))*" }
      text += item(second)
      if constraint.constant != 0 {
        text +=
          constraint.constant < 0
          ? " - \(format(-constraint.constant))" : " + \(format(constraint.constant))"
      }
    } else {
      text += format(constraint.constant)
    }
    if !constraint.isRequired { text += " @\(format(constraint.priority))" }
    return text + "   (active)>"
  }
}

/// FNV-1a over the id's bytes: a made-up address that is the same in every run.
func stableHash(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return hash
}

/// An index as six hexadecimal digits.
func format6(_ index: Int) -> String {
  let digits = String(index, radix: 16)
  return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}
