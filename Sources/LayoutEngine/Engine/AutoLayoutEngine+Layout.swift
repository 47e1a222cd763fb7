import Cassowary

extension AutoLayoutEngine {
  /// Lays the scene out in an environment, re-solving incrementally from the previous one.
  ///
  /// A different layout direction needs other constraints (leading is left or right), so it
  /// rebuilds the engine; everything else (device, orientation, keyboard, text size) moves
  /// edit variables and intrinsic-size constraints only.
  /// - Throws: ``SceneError`` only when a rebuild for another direction fails; a solver
  ///   failure inside is reported as a diagnostic, never a crash.
  public mutating func layout(in screen: Environment) throws(SceneError) -> LayoutResult {
    if screen.direction != direction {
      self = try AutoLayoutEngine(scene: scene, direction: screen.direction)
    }
    // The view controller's view fills the screen; its bars move its safe area in. The result
    // names the screen's environment, the one it was asked for.
    let environment = scene.bars.applied(to: screen)
    suggestEnvironment(environment)
    for broken in brokenForEnvironment {
      try? solver.add(broken.translated)
      userConstraints[ObjectIdentifier(broken.translated)] = broken
    }
    brokenForEnvironment = []
    guard environment.scale.isFinite, environment.scale > 0 else {
      throw .invalidEnvironment("scale \(environment.scale) is not a positive number")
    }
    guard let category = ContentSizeCategory(name: environment.contentSizeCategory) else {
      throw .invalidEnvironment(
        "unknown content size category '\(environment.contentSizeCategory)'")
    }
    let measurer = TextMeasurer(metrics: fontMetrics, scale: environment.scale)
    // `scene.views` is `order` with each view itself (ids are unique): no lookup per view.
    for (position, view) in scene.views.enumerated() {
      var size = intrinsicSize(
        of: view, at: position, width: nil, measurer: measurer, category: category)
      // A multi-line label loaded with a frame wraps at that frame's width first
      // (`TextContent.initialWidth`), where the frame is clearly narrower than its text on
      // one line: more than 15% (the text model's widths are within a few percent of
      // Xcode's, 1.5% on average, so a frame about as wide as the text may hold it on one
      // line: corpus `16`'s one-line "Title" labels, 63 wide where the model measures 65).
      if view.kind == .label, let text = view.text, text.numberOfLines != 1,
        text.explicitPreferredMaxLayoutWidth == nil, let initial = text.initialWidth,
        let oneLine = size?.width, oneLine > initial * 1.15
      {
        size = intrinsicSize(
          of: view, at: position, width: initial, measurer: measurer, category: category)
      }
      setIntrinsicSize(size, of: view, at: position)
    }
    try? solver.updateVariables()
    // UIKit's second pass: multi-line text wraps at the width the first pass gave it.
    // Only the views that can wrap (listed once, in scene order), each width read by slot.
    for _ in 0..<3 {
      var changed = false
      for (index, position) in wrappingPositions.enumerated() {
        let view = scene.views[position]
        let width = max(
          0, solver.value(of: orderedFrames[position].width, slot: &wrappingWidthSlots[index]))
        let size = intrinsicSize(
          of: view, at: position, width: width, measurer: measurer, category: category)
        if size != intrinsic[position]?.size {
          setIntrinsicSize(size, of: view, at: position)
          changed = true
        }
      }
      guard changed else { break }
      try? solver.updateVariables()
    }
    holdSizesNonNegative()
    settleSafeAreaGuides(environment)
    let screenConflicts = breakConstraintsContradictingScreen(environment)
    var result = makeResult(environment)
    result.environment = screen
    result.diagnostics.insert(contentsOf: screenConflicts, at: 0)
    return result
  }

  /// Sets each subview's safe-area insets from where the last pass put it (its overlap with
  /// the window's unsafe area, scroll views at rest) and re-solves until they hold.
  private mutating func settleSafeAreaGuides(_ environment: Environment) {
    guard !safeAreaGuides.isEmpty else { return }
    let screen = environment.screenSize
    let safe = environment.safeAreaInsets
    // The containers whose content rests below the unsafe top, outermost first, of each view
    // with a safe-area guide (few views have one).
    var restingContainers: [String: [String]] = [:]
    for id in order where safeAreaGuides[id] != nil {
      let containers = hierarchy.ancestors[id]!.filter {
        viewsByID[$0]!.restsContentBelowUnsafeTop
      }
      if !containers.isEmpty { restingContainers[id] = containers.reversed() }
    }
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
    for _ in 0..<3 {
      var changed = false
      // In the scene's order: the order of suggestions decides the dual simplex's pivots, and
      // a dictionary's order changes from process to process.
      for id in order {
        guard let insets = safeAreaGuides[id] else { continue }
        let frame = frames[id]!
        // Each container at rest moves its content down by the unsafe top it covers, itself
        // moved by the containers around it.
        var restingOffset = 0.0
        for container in restingContainers[id] ?? [] {
          let containerFrame = frames[container]!
          let top = solver.value(of: containerFrame.y) + restingOffset
          restingOffset += clamp(safe.top - top, solver.value(of: containerFrame.height))
        }
        let x = solver.value(of: frame.x)
        let y = solver.value(of: frame.y) + restingOffset
        let (width, height) = (solver.value(of: frame.width), solver.value(of: frame.height))
        let wanted = [
          (insets.top, clamp(safe.top - y, height)),
          (insets.left, clamp(safe.left - x, width)),
          (insets.bottom, clamp(y + height - (screen.height - safe.bottom), height)),
          (insets.right, clamp(x + width - (screen.width - safe.right), width)),
        ]
        for (variable, value) in wanted where abs(solver.value(of: variable) - value) > 1e-6 {
          try? solver.suggestValue(value, for: variable)
          changed = true
        }
      }
      guard changed else { break }
      try? solver.updateVariables()
    }
  }

  /// The environment's numbers are edit variables, which a required constraint could bend;
  /// UIKit instead keeps the screen and breaks the constraint. So when the solution moved an
  /// environment variable, the required constraints that force it are found (by pinning the
  /// variables as required in a copy of the solver) and the latest-added user constraint among
  /// them is broken for this environment, until the screen holds.
  private mutating func breakConstraintsContradictingScreen(_ environment: Environment)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    for _ in 0..<8 {
      let targets = environmentValues(environment)
      guard targets.contains(where: { abs(solver.value(of: $0.0) - $0.1) > 1e-6 }) else { break }
      var probe = solver
      var conflicts: [Constraint] = []
      // The environment's numbers the conflict holds: the pin refused, and those before it.
      var pinned: [(pin: Constraint, variable: Variable)] = []
      var involved: [Variable] = []
      for (variable, value) in targets {
        let pin = variable == value
        do {
          try probe.add(pin)
          pinned.append((pin, variable))
        } catch {
          if case .unsatisfiableConstraint(_, let found) = error { conflicts = found }
          involved =
            [variable]
            + pinned.filter { entry in conflicts.contains { $0 === entry.pin } }
            .map(\.variable)
          break
        }
      }
      let candidates = conflicts.compactMap { userConstraints[ObjectIdentifier($0)] }
      guard let culprit = candidates.max(by: { $0.index < $1.index }) else { break }
      try? solver.remove(culprit.translated)
      userConstraints[ObjectIdentifier(culprit.translated)] = nil
      brokenForEnvironment.append(culprit)
      let others = conflicts.filter { $0 !== culprit.translated }
      var diagnostic = unsatisfiableDiagnostic(
        culprit.constraint, index: culprit.index, conflicts: others)
      diagnostic.message = screenConflictMessage(
        culprit.constraint, with: others, environment: involved)
      diagnostics.append(diagnostic)
      try? solver.updateVariables()
    }
    return diagnostics
  }

  /// What the user can act on: the constraint broken, the user's constraints it conflicts
  /// with and the required hugging or compression resistance among them (the log lists every
  /// constraint, UIKit's own too), and which of the device's numbers the conflict holds.
  /// Constraints that contradict each other only through the safe area (a view centred and 48
  /// from one safe edge but 32 from the other) are the user's to fix, not the screen's size;
  /// so is a label whose compression resistance is 1000 (required, as UIKit takes any
  /// priority of 1000) in a stack the screen leaves narrower than its text.
  func screenConflictMessage(
    _ culprit: LayoutConstraint, with conflicts: [Constraint], environment: [Variable]
  ) -> String {
    var others: [String] = []
    for constraint in conflicts {
      if let user = userConstraints[ObjectIdentifier(constraint)] {
        others.append("\(user.constraint)")
      } else if let label = origins[ObjectIdentifier(constraint)]?.label,
        label.hasSuffix(Self.intrinsicLabel)
      {
        let id = label.dropLast(Self.intrinsicLabel.count)
        let kind =
          constraint.relation == .lessThanOrEqual ? "content hugging" : "compression resistance"
        let named = "the required \(kind) of \(id)"
        if !others.contains(named) { others.append(named) }
      }
    }
    var parts: [String] = []
    for variable in environment {
      // Variables are compared by identity (`==` builds a constraint).
      let part =
        variable === screen.width
        ? "screen width"
        : variable === screen.height
          ? "screen height"
          : variable === screen.rootMargin
            ? "root view's layout margins"
            : variable === screen.keyboardTop ? "keyboard" : "safe area"
      if !parts.contains(part) { parts.append(part) }
    }
    let device = parts.isEmpty ? "this device" : "this device (its \(Self.listed(parts)))"
    let shown = Array(others.prefix(3))
    let named = Self.listed(shown + (others.count > 3 ? ["\(others.count - 3) more"] : []))
    return others.isEmpty
      ? "\(culprit) cannot hold on \(device); it was broken"
      : "\(culprit) conflicts with \(named) on \(device); it was broken"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  private func environmentValues(_ environment: Environment) -> [(Variable, Double)] {
    let insets = environment.safeAreaInsets
    let keyboardTop =
      environment.keyboard == .shown
      ? environment.keyboardTop : environment.screenSize.height - insets.bottom
    return [
      (screen.width, environment.screenSize.width), (screen.height, environment.screenSize.height),
      (screen.safeTop, insets.top), (screen.safeLeft, insets.left),
      (screen.safeBottom, insets.bottom), (screen.safeRight, insets.right),
      (screen.rootMargin, environment.rootSideMargin), (screen.keyboardTop, keyboardTop),
    ]
  }

  private mutating func suggestEnvironment(_ environment: Environment) {
    for (variable, value) in environmentValues(environment) {
      try? solver.suggestValue(value, for: variable)
    }
  }
}
