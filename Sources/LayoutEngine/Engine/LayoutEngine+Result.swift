import Cassowary

extension LayoutEngine {
  /// Reads the solution into a result: frames per superview on the pixel grid, scroll view
  /// metrics, keyboard behaviour per text input, diagnostics.
  mutating func makeResult(_ environment: Environment) -> LayoutResult {
    let scale = environment.scale
    // Absolute (unscrolled) rectangles, snapped edge by edge as UIKit places views.
    var absolute: [String: Rect] = [:]
    for id in order {
      // The solver places alignment rectangles; a frame is its rectangle outset by the
      // view's `alignmentRectInsets`.
      let frame = frames[id]!
      let insets = viewsByID[id]!.effectiveAlignmentRectInsets
      absolute[id] = Rect(
        x: solver.value(of: frame.x) - insets.left, y: solver.value(of: frame.y) - insets.top,
        width: solver.value(of: frame.width) + insets.left + insets.right,
        height: solver.value(of: frame.height) + insets.top + insets.bottom
      ).snapped(toScale: scale)
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
    let metrics = order.compactMap { id in
      viewsByID[id]!.kind == .scrollView ? rules.metrics(of: id) : nil
    }
    var offsets: [String: Point] = [:]
    for metric in metrics { offsets[metric.id] = metric.minimumContentOffset }
    var views: [ViewLayout] = []
    for id in order {
      let view = viewsByID[id]!
      let rect = absolute[id]!
      let parentOrigin = view.parentID.map { absolute[$0]!.origin } ?? .zero
      let window = rules.windowFrame(of: id, offsets: offsets)
      views.append(
        ViewLayout(
          id: id, path: hierarchy.paths[id]!, kind: view.kind,
          isHidden: view.isHidden || hierarchy.ancestors[id]!.contains { viewsByID[$0]!.isHidden },
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
      for id in order where viewsByID[id]!.kind == .scrollView {
        restingOffsets[id] = resting.metrics(of: id).minimumContentOffset
      }
      fields = order.filter { viewsByID[$0]!.kind.isTextInput }.map {
        rules.keyboardResult(for: $0, metrics: metrics, restingOffsets: restingOffsets)
      }
    }
    var diagnostics = unsatisfiable + order.flatMap { intrinsicRefusals[$0] ?? [] }
    diagnostics += ambiguityDiagnostics()
    diagnostics += rules.boundsDiagnostics(views: views)
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
    var variables: [Variable] = []
    for id in order {
      let frame = frames[id]!
      variables += [frame.x, frame.width, frame.y, frame.height]
      if let content = contentSizes[id] { variables += [content.width, content.height] }
    }
    let answers = (try? solver.uniquelyDetermined(variables)) ?? variables.map { _ in true }
    var determined: [ObjectIdentifier: Bool] = [:]
    for (variable, answer) in zip(variables, answers) {
      determined[ObjectIdentifier(variable)] = answer
    }
    func isFree(_ variable: Variable) -> Bool { determined[ObjectIdentifier(variable)] == false }
    var diagnostics: [Diagnostic] = []
    for id in order {
      let frame = frames[id]!
      let names = [
        (frame.x, "X position"), (frame.width, "width"), (frame.y, "Y position"),
        (frame.height, "height"),
      ]
      let missing = names.filter { isFree($0.0) }.map(\.1)
      if !missing.isEmpty {
        diagnostics.append(
          Diagnostic(
            kind: .ambiguousLayout,
            message:
              "\(id) has ambiguous layout: need constraints for \(missing.joined(separator: ", "))",
            views: [id]))
      }
      if let content = contentSizes[id] {
        let axes = [(content.width, "width"), (content.height, "height")].filter { isFree($0.0) }
          .map(\.1)
        if !axes.isEmpty {
          diagnostics.append(
            Diagnostic(
              kind: .scrollableContentSizeAmbiguity,
              message:
                "scrollable content size ambiguity in \(id): the content's constraints do not determine its \(axes.joined(separator: " and "))",
              views: [id]))
        }
      }
    }
    return diagnostics
  }

  /// UIKit's console report for a constraint that could not be added, which is then broken.
  func unsatisfiableDiagnostic(_ constraint: LayoutConstraint, index: Int, conflicts: [Constraint])
    -> Diagnostic
  {
    let culprit = Self.uikitDescription(of: constraint, index: index, views: viewsByID)
    let listed = conflicts.map { origins[ObjectIdentifier($0)]?.label ?? "\($0)" } + [culprit]
    let views = Array(
      Set(
        listed.flatMap { _ in
          [constraint.first.item.viewID] + (constraint.second.map { [$0.item.viewID] } ?? [])
        })
    ).sorted()
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
      views: views, log: log)
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
