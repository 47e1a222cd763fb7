import Cassowary

/// Lays a scene out the way UIKit would, in any number of environments.
///
/// The engine builds one solver per scene (and layout direction): every view's frame is four
/// variables in an unscrolled window space (each scroll view at content offset zero), and the
/// environment (screen size, safe area, root margins, keyboard) enters through edit variables,
/// so moving to another device or orientation is an incremental re-solve, not a rebuild.
/// Frames are then read back per superview (content coordinates inside a scroll view),
/// snapped to the pixel grid, and the scroll views' metrics, the keyboard behaviour of every
/// text input and the diagnostics are derived from them.
///
/// Which constraint breaks in a conflict is UIKit's choice, made the same way on every run:
/// only required constraints conflict (optional ones just lose), and of those the one added
/// last goes. Constraints are added in a fixed order (the engine's own, then the scene's in
/// file order, then intrinsic sizes in view order), so a constraint the solver refuses is
/// broken; when the screen's size contradicts required constraints, the scene's constraint
/// latest in the file among them is broken for that environment. The conflict log lists the
/// others in the order they were added.
public struct AutoLayoutEngine: Sendable {
  public let scene: Scene
  public let direction: LayoutDirection
  let hierarchy: Hierarchy
  /// The system font's metrics, for intrinsic sizes and baselines.
  let fontMetrics: SystemFontMetrics

  var solver = Solver()
  var frames: [String: FrameVariables] = [:]
  var contentSizes: [String: (width: Variable, height: Variable)] = [:]
  var readableGuides: [String: (x: Variable, width: Variable)] = [:]
  /// The safe-area insets of views other than the root whose `safeAreaLayoutGuide` a
  /// constraint uses: edit variables, set from the first pass's frames (see
  /// ``AutoLayoutEngine/layout(in:)``).
  var safeAreaGuides: [String: (top: Variable, left: Variable, bottom: Variable, right: Variable)] =
    [:]
  let screen = EnvironmentVariables()
  /// The intrinsic-size constraints in the solver, per view (by position in `order`), and
  /// what they were made for. An array: each further environment reads every view's entry,
  /// and hashing 20,000 string ids per layout was a fifth of a relayout.
  var intrinsic: [IntrinsicConstraints?] = []
  /// Constraints that could not be added (UIKit's "Unable to simultaneously satisfy").
  var unsatisfiable: [Diagnostic] = []
  /// Intrinsic-size constraints the solver refused (a required hugging or compression
  /// priority can conflict like any constraint), per view, as of the current environment.
  /// Only views with a refusal have an entry, so a layout without any looks up nothing.
  var intrinsicRefusals: [String: [Diagnostic]] = [:]
  /// Intrinsic sizes already measured (text is the expensive part of a layout).
  /// Per view (by position in `order`), a short list scanned in order: a view is measured at
  /// a few widths, scales and text sizes, and one shared dictionary of every view's
  /// measurements was a cache miss per view at 20,000 views.
  var measurements: [[Measurement]] = []
  var viewsByID: [String: View] = [:]
  var order: [String] = []
  /// Each view's position in `order` (and in `scene.views`).
  var positions: [String: Int] = [:]
  /// Each view's frame variables, in `order`: what every layout reads per view, by position.
  var orderedFrames: [FrameVariables] = []
  /// The positions in `order` of the views whose text wraps at the width the layout gives
  /// them (multi-line labels and non-scrolling text views without a preferred width): the
  /// only ones the layout's second pass measures again, so it neither visits nor copies the
  /// others (20,000 copies of a `View` per environment, each retaining its strings).
  var wrappingPositions: [Int] = []
  /// Where the solver keeps each value `makeResult(_:)` reads, four per view of the result
  /// plan (x, y, width, height): read by slot, not by a hash probe per variable.
  var resultSlots: [Solver.ValueSlot] = []
  /// Where the solver keeps each view's width and height, two per view in `order`, for
  /// `holdSizesNonNegative()`'s scan.
  var nonNegativeSlots: [Solver.ValueSlot] = []
  /// Where the solver keeps the width of each view in `wrappingPositions`.
  var wrappingWidthSlots: [Solver.ValueSlot] = []
  /// Per view in `order`, whether its width and height are held at 0 or more (see
  /// `holdSizesNonNegative()`).
  var sizesHeldNonNegative: [Bool] = []
  /// Where each solver constraint came from, to print conflicts in UIKit's words.
  ///
  /// Keyed by the constraint's identity, so each entry keeps its constraint alive: an entry
  /// that outlived its constraint would name whatever object the allocator put at the same
  /// address next (an environment pin labelled as a view's intrinsic size), which made the
  /// stored conflict logs differ from run to run. Entries go when their constraint leaves the
  /// solver for good (``forgetOrigin(of:)``).
  var origins: [ObjectIdentifier: ConstraintOrigin] = [:]
  /// The last ambiguity answers (per frame and content-size variable, in view order) and the
  /// diagnostics made of them (see ``ambiguityDiagnostics()``).
  var ambiguityMemo: (answers: [Bool], diagnostics: [Diagnostic])?
  /// The variables the ambiguity analysis asks about, and per view whether it has a content
  /// size among them: fixed once the engine is built, so listed on the first layout only.
  var ambiguityQuestions: AmbiguityQuestions?
  /// The views as ``makeResult(_:)`` reads them, listed on the first layout.
  var resultPlan: [ResultPlanEntry]?
  typealias AmbiguityQuestions = (variables: [Variable], views: [(id: String, hasContent: Bool)])

  /// A solver constraint and the words its conflicts print it with.
  struct ConstraintOrigin {
    let constraint: Constraint
    let label: String
  }
  /// The scene's constraints in the solver, by the solver constraint (with their index).
  var userConstraints:
    [ObjectIdentifier: (index: Int, constraint: LayoutConstraint, translated: Constraint)] = [:]
  /// User constraints taken out for the current environment because they contradict the
  /// screen (UIKit breaks them); they are tried again in the next environment.
  var brokenForEnvironment: [(index: Int, constraint: LayoutConstraint, translated: Constraint)] =
    []

  /// The variables of one view's frame.
  struct FrameVariables {
    let x, y, width, height: Variable
    init(_ id: String) {
      x = Variable("\(id).x")
      y = Variable("\(id).y")
      width = Variable("\(id).width")
      height = Variable("\(id).height")
    }
  }

  /// The environment's numbers, as edit variables of the solver.
  struct EnvironmentVariables {
    let width = Variable("screen.width")
    let height = Variable("screen.height")
    let safeTop = Variable("safeArea.top")
    let safeLeft = Variable("safeArea.left")
    let safeBottom = Variable("safeArea.bottom")
    let safeRight = Variable("safeArea.right")
    let rootMargin = Variable("root.margin")
    let keyboardTop = Variable("keyboard.top")

    var all: [Variable] {
      [width, height, safeTop, safeLeft, safeBottom, safeRight, rootMargin, keyboardTop]
    }
  }

  struct IntrinsicConstraints {
    var size: IntrinsicSize
    var constraints: [Constraint]
  }

  /// Edit variables sit above every UIKit priority (999 is the highest optional one), so an
  /// environment's numbers hold unless a required constraint contradicts them.
  static let environmentPriority = Priority(999.999)

  /// Builds the solver for a scene.
  /// - Throws: ``SceneError`` for a constraint UIKit would refuse outright (unknown view,
  ///   incompatible attributes, leading mixed with left, …). Constraints that are merely
  ///   unsatisfiable are not errors: they are broken and reported, as UIKit does.
  public init(scene: Scene, direction: LayoutDirection = .leftToRight) throws(SceneError) {
    self.scene = scene
    self.direction = direction
    hierarchy = Hierarchy(scene)
    do {
      fontMetrics = try SystemFontMetrics.standard
    } catch {
      throw .missingResource("the system font metrics: \(error)")
    }
    for view in scene.views {
      viewsByID[view.id] = view
      positions[view.id] = order.count
      order.append(view.id)
      let frame = FrameVariables(view.id)
      frames[view.id] = frame
      orderedFrames.append(frame)
      if let text = view.text, text.numberOfLines != 1, text.explicitPreferredMaxLayoutWidth == nil,
        view.kind == .label || (view.kind == .textView && !view.isScrollEnabled)
      {
        wrappingPositions.append(order.count - 1)
      }
      if view.kind == .scrollView {
        contentSizes[view.id] = (
          Variable("\(view.id).contentWidth"), Variable("\(view.id).contentHeight")
        )
      }
    }
    intrinsic = Array(repeating: nil, count: order.count)
    measurements = Array(repeating: [], count: order.count)
    sizesHeldNonNegative = Array(repeating: false, count: order.count)
    // The result plan lists `order`'s views, so every slot array is sized here, once.
    resultSlots = Array(repeating: Solver.ValueSlot(), count: order.count * 4)
    nonNegativeSlots = Array(repeating: Solver.ValueSlot(), count: order.count * 2)
    wrappingWidthSlots = Array(repeating: Solver.ValueSlot(), count: wrappingPositions.count)
    for constraint in scene.constraints { try scene.validate(constraint) }
    try addEnvironment()
    addSafeAreaGuides()
    addReadableContentGuides()
    try addStructuralConstraints()
    try addStackViewConstraints()
    for (index, constraint) in scene.constraints.enumerated() {
      try addUserConstraint(constraint, index: index)
    }
  }

  // MARK: Building

  private mutating func addEnvironment() throws(SceneError) {
    for variable in screen.all {
      do {
        try solver.addEditVariable(variable, priority: Self.environmentPriority)
      } catch {
        preconditionFailure("fresh edit variables cannot be refused: \(error)")
      }
    }
    let root = frames[scene.root.id]!
    addRequired(root.x == 0, "root.x")
    addRequired(root.y == 0, "root.y")
    // UIKit sizes a view controller's view with these, named as in its console.
    let rootID = scene.root.id
    addRequired(
      root.width == screen.width,
      "<NSLayoutConstraint:0x600000ffff01 'UIView-Encapsulated-Layout-Width' UIView:0x7f\(String(stableHash(rootID) & 0xff_ffff_ffff, radix: 16))'\(rootID)'.width == screen.width   (active)>"
    )
    addRequired(
      root.height == screen.height,
      "<NSLayoutConstraint:0x600000ffff02 'UIView-Encapsulated-Layout-Height' UIView:0x7f\(String(stableHash(rootID) & 0xff_ffff_ffff, radix: 16))'\(rootID)'.height == screen.height   (active)>"
    )
  }

  /// A subview's `safeAreaLayoutGuide` is its bounds inset by the part of the window's unsafe
  /// area it overlaps (UIKit's `safeAreaInsets`). That depends on where the view lands, so the
  /// insets are edit variables that each layout sets from the previous pass's frames.
  private mutating func addSafeAreaGuides() {
    let used = usedGuides
    let margins = viewsUsingMargins
    for id in order where id != scene.root.id {
      // A scroll view's content does not take the safe area into its margins: the scroll
      // view's own content inset adjustment absorbs it (corpus `15`, `16`: margins of content
      // views under a navigation bar stay 8).
      guard
        used.contains(.guide(id, .safeArea))
          || (viewsByID[id]!.insetsLayoutMarginsFromSafeArea && margins.contains(id)
            && !hierarchy.ancestors[id]!.contains { viewsByID[$0]!.kind == .scrollView })
      else { continue }
      let insets = (
        top: Variable("\(id).safeArea.top"), left: Variable("\(id).safeArea.left"),
        bottom: Variable("\(id).safeArea.bottom"), right: Variable("\(id).safeArea.right")
      )
      for variable in [insets.top, insets.left, insets.bottom, insets.right] {
        try? solver.addEditVariable(variable, priority: Self.environmentPriority)
      }
      safeAreaGuides[id] = insets
    }
  }

  /// The guides the scene's constraints use.
  private var usedGuides: Set<LayoutItem> {
    Set(scene.constraints.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) })
  }

  /// Views whose layout margins something uses: margin attributes, their margins or readable
  /// content guide, a stack view arranging inside its margins. Their margins follow their safe
  /// area, so it needs edit variables even when no constraint names it.
  private var viewsUsingMargins: Set<String> {
    var ids: Set<String> = []
    for constraint in scene.constraints {
      for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
        if case .guide(let id, let kind) = normalized(anchor).item,
          kind == .layoutMargins || kind == .readableContent
        {
          ids.insert(id)
        }
      }
    }
    for view in scene.views where view.stack?.isLayoutMarginsRelative == true {
      ids.insert(view.id)
    }
    return ids
  }

  /// `readableContentGuide`: the layout margins narrowed to a readable line length and centred
  /// in them. UIKit's width is 672 pt at the default text size (the guide of an iPad in
  /// landscape); created only for views whose guide a constraint uses.
  private mutating func addReadableContentGuides() {
    let used = usedGuides
    for id in order where used.contains(.guide(id, .readableContent)) {
      let guide = (x: Variable("\(id).readable.x"), width: Variable("\(id).readable.width"))
      readableGuides[id] = guide
      let margins = rectangle(.guide(id, .layoutMargins))
      addRequired(guide.width <= margins.width, "\(id) readable width within margins")
      addRequired(guide.width <= 672, "\(id) readable width at most 672")
      addRequired(
        guide.x == margins.left + (margins.width - guide.width) * 0.5,
        "\(id) readable guide centred")
      add(guide.width == margins.width, priority: 999.9, "\(id) readable width as wide as allowed")
    }
  }

  /// Constraints every layout has: non-negative sizes, scroll content sizes, readable guides,
  /// and the fixed frames of views that translate their autoresizing mask.
  private mutating func addStructuralConstraints() throws(SceneError) {
    for id in order {
      let view = viewsByID[id]!
      let frame = frames[id]!
      if let content = contentSizes[id] {
        addRequired(content.width >= 0, "\(id).contentWidth >= 0")
        addRequired(content.height >= 0, "\(id).contentHeight >= 0")
      }
      if view.translatesAutoresizingMaskIntoConstraints, let parentID = view.parentID,
        let stored = view.frame
      {
        let parent = frames[parentID]!
        // The solver's variables are alignment rectangles, and UIKit derives the autoresizing
        // constraints from the frame through `alignmentRect(forFrame:)`, so that the frame
        // the view was given is the frame it keeps: inset the frame here and the result's
        // outset restores it. Its origin counts from the superview's frame, not from the
        // superview's alignment rectangle.
        let insets = view.effectiveAlignmentRectInsets
        let parentInsets = viewsByID[parentID]!.effectiveAlignmentRectInsets
        let fixed = Rect(
          x: stored.x + insets.left - parentInsets.left,
          y: stored.y + insets.top - parentInsets.top,
          width: stored.width - insets.left - insets.right,
          height: stored.height - insets.top - insets.bottom)
        if let mask = view.autoresizing {
          // The superview's change of size, shared out as `autoresizingMask` says.
          let dx =
            parent.width + parentInsets.left + parentInsets.right - mask.designSuperviewSize.width
          let dy =
            parent.height + parentInsets.top + parentInsets.bottom
            - mask.designSuperviewSize.height
          let (h, v) = (mask.horizontalShares, mask.verticalShares)
          addRequired(frame.x == parent.x + fixed.x + dx * h.origin, "\(id) autoresizing x")
          addRequired(frame.y == parent.y + fixed.y + dy * v.origin, "\(id) autoresizing y")
          addRequired(frame.width == fixed.width + dx * h.length, "\(id) autoresizing width")
          addRequired(frame.height == fixed.height + dy * v.length, "\(id) autoresizing height")
        } else {
          addRequired(frame.x == parent.x + fixed.x, "\(id) autoresizing x")
          addRequired(frame.y == parent.y + fixed.y, "\(id) autoresizing y")
          addRequired(frame.width == fixed.width, "\(id) autoresizing width")
          addRequired(frame.height == fixed.height, "\(id) autoresizing height")
        }
      }
    }
  }

  /// Adds a constraint the engine itself needs; these never conflict with each other.
  mutating func addRequired(_ constraint: Constraint, _ label: String) {
    if let refusal = addOwn(constraint, label: label, views: []) { unsatisfiable.append(refusal) }
  }

  /// Adds one of the engine's own constraints; when the solver refuses it, the diagnostic.
  mutating func addOwn(_ constraint: Constraint, label: String, views: [String]) -> Diagnostic? {
    origins[ObjectIdentifier(constraint)] = ConstraintOrigin(constraint: constraint, label: label)
    do {
      try solver.add(constraint)
      return nil
    } catch {
      return Diagnostic(
        kind: .unsatisfiableConstraints,
        message: "\(label): \(constraint) cannot hold: \(error)", views: views, subject: label)
    }
  }

  /// Forgets a constraint that left the solver for good, and the label it printed with.
  mutating func forgetOrigin(of constraint: Constraint) {
    origins[ObjectIdentifier(constraint)] = nil
  }

  private mutating func addUserConstraint(_ constraint: LayoutConstraint, index: Int)
    throws(SceneError)
  {
    let translated = try translate(constraint)
    origins[ObjectIdentifier(translated)] = ConstraintOrigin(
      constraint: translated,
      label: Self.uikitDescription(of: constraint, index: index, views: viewsByID))
    do {
      try solver.add(translated)
      userConstraints[ObjectIdentifier(translated)] = (index, constraint, translated)
    } catch {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else {
        throw .invalidNumber(constraint)
      }
      unsatisfiable.append(unsatisfiableDiagnostic(constraint, index: index, conflicts: conflicts))
    }
  }
}
