import LayoutEngine
import VisualFormat

/// Turns a visual format string into constraints, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
///
/// The constraints have UIKit's shape: the edge on the far side of a spacing is the first
/// item, so `[a]-8-[b]` gives `b.leading == a.trailing + 8`, `|-20-[a]` gives
/// `a.leading == superview.leading + 20` and `[a]-20-|` gives
/// `superview.trailing == a.trailing + 20`; a relation reads as a relation on the spacing.
public enum VisualFormatTranslator {
  /// The standard spacing between sibling views (`[a]-[b]`), in points (Auto Layout Guide).
  public static let standardSiblingSpacing = 8.0
  /// The standard spacing between a view and its superview's edge (`|-[a]`), in points.
  public static let standardSuperviewSpacing = 20.0

  /// The constraints a format string describes, in the order of the string: the leading
  /// superview spacing, then each view's size predicates, the connection before the next view
  /// and the alignment between them, then the trailing superview spacing.
  ///
  /// - Parameters:
  ///   - options: alignment of every consecutive pair of views (across the orientation), and
  ///     the direction of `H:` strings (leading to trailing unless told otherwise).
  ///   - metrics: values for the names used as constants and priorities.
  ///   - views: the views named in the string; those in `[...]` must share a superview, which
  ///     is what `|` stands for. Views named inside predicates (`[a(==b)]`) may be anywhere.
  /// - Throws: ``VisualFormatTranslationError``: a syntax error, an unknown name, views that
  ///   do not share a superview, an alignment along the orientation, a number that is not
  ///   finite or a priority outside UIKit's range.
  public static func constraints(
    fromFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: [String: ViewRef], in scene: Scene
  ) throws(VisualFormatTranslationError) -> [LayoutConstraint] {
    let syntax: VisualFormatSyntax
    do throws(VisualFormatError) {
      syntax = try VisualFormatSyntax(parsing: format)
    } catch {
      throw .syntax(error)
    }
    let translation = try Translation(
      format: format, syntax: syntax, options: options, metrics: metrics, views: views,
      scene: scene)
    return try translation.constraints()
  }
}

/// The work of one call: the resolved axis and views, and the names to resolve predicates with.
private struct Translation {
  let format: String
  let syntax: VisualFormatSyntax
  let metrics: [String: Double]
  let views: [String: ViewRef]
  let scene: Scene
  let axis: Axis
  let alignments: [LayoutAttribute]
  /// The views of the string, in order.
  let refs: [ViewRef]
  /// The common superview, when the string has one.
  let superview: ViewRef?

  /// The attributes one orientation and direction use.
  struct Axis {
    /// The edge a spacing starts from (leading, left, top) and the one it ends at.
    var start: LayoutAttribute
    var end: LayoutAttribute
    /// The size `[a(100)]` constrains.
    var size: LayoutAttribute
    /// Right to left with absolute attributes: the start edge (right) lies at the larger x,
    /// so a spacing is measured `earlier.left - later.right` instead of `later - earlier`.
    var isReversed: Bool
  }

  /// The alignment options, in bit order, with the attribute each one aligns.
  static let alignmentOptions: [(VisualFormatOptions, String, LayoutAttribute)] = [
    (.alignAllLeft, "alignAllLeft", .left), (.alignAllRight, "alignAllRight", .right),
    (.alignAllTop, "alignAllTop", .top), (.alignAllBottom, "alignAllBottom", .bottom),
    (.alignAllLeading, "alignAllLeading", .leading),
    (.alignAllTrailing, "alignAllTrailing", .trailing),
    (.alignAllCenterX, "alignAllCenterX", .centerX),
    (.alignAllCenterY, "alignAllCenterY", .centerY),
    (.alignAllLastBaseline, "alignAllLastBaseline", .lastBaseline),
    (.alignAllFirstBaseline, "alignAllFirstBaseline", .firstBaseline),
  ]

  init(
    format: String, syntax: VisualFormatSyntax, options: VisualFormatOptions,
    metrics: [String: Double], views: [String: ViewRef], scene: Scene
  ) throws(VisualFormatTranslationError) {
    self.format = format
    self.syntax = syntax
    self.metrics = metrics
    self.views = views
    self.scene = scene

    // Options first: they are wrong for the whole string, whatever the names.
    let direction = options.rawValue & (3 << 16)
    guard direction != 3 << 16 else { throw .conflictingDirections(format: format) }
    switch (syntax.orientation, direction) {
    case (.vertical, _):
      axis = Axis(start: .top, end: .bottom, size: .height, isReversed: false)
    case (.horizontal, VisualFormatOptions.directionLeftToRight.rawValue):
      axis = Axis(start: .left, end: .right, size: .width, isReversed: false)
    case (.horizontal, VisualFormatOptions.directionRightToLeft.rawValue):
      axis = Axis(start: .right, end: .left, size: .width, isReversed: true)
    default:
      axis = Axis(start: .leading, end: .trailing, size: .width, isReversed: false)
    }
    var alignments: [LayoutAttribute] = []
    for (option, name, attribute) in Self.alignmentOptions where options.contains(option) {
      // UIKit raises for an alignment along the orientation: `H:` views that all share a
      // leading edge cannot also sit side by side.
      let isParallel =
        (attribute.axis == .horizontal) == (syntax.orientation == .horizontal)
      if isParallel {
        throw .alignmentParallelToOrientation(
          name, orientation: syntax.orientation, format: format)
      }
      alignments.append(attribute)
    }
    self.alignments = alignments

    // The views in brackets: known, in the scene, and siblings.
    var refs: [ViewRef] = []
    var parent: (id: String?, view: String)?
    for view in syntax.views {
      guard let ref = views[view.name] else {
        throw .unknownView(view.name, column: view.column, format: format)
      }
      guard let sceneView = scene[ref.id] else {
        throw .viewNotInScene(view.name, id: ref.id, column: view.column, format: format)
      }
      if let parent, parent.id != sceneView.parentID {
        throw .differentSuperviews(
          view.name, superview: sceneView.parentID, expected: parent.id, firstView: parent.view,
          column: view.column, format: format)
      }
      if parent == nil { parent = (sceneView.parentID, view.name) }
      refs.append(ref)
    }
    self.refs = refs
    superview = parent?.id.map(ViewRef.init)
    if syntax.leadingSuperview != nil || syntax.trailingSuperview != nil, superview == nil {
      let first = syntax.views[0]
      throw .missingSuperview(first.name, column: first.column, format: format)
    }
  }

  func constraints() throws(VisualFormatTranslationError) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    if let connection = syntax.leadingSuperview, let superview {
      result += try spacing(
        connection, from: anchor(superview, axis.start), to: anchor(refs[0], axis.start),
        standard: VisualFormatTranslator.standardSuperviewSpacing)
    }
    for (index, view) in syntax.views.enumerated() {
      if index > 0 {
        let previous = refs[index - 1]
        result += try spacing(
          syntax.connections[index - 1], from: anchor(previous, axis.end),
          to: anchor(refs[index], axis.start),
          standard: VisualFormatTranslator.standardSiblingSpacing)
        for attribute in alignments {
          result.append(
            LayoutConstraint(anchor(refs[index], attribute), .equal, anchor(previous, attribute)))
        }
      }
      result += try sizes(of: view, ref: refs[index])
    }
    if let connection = syntax.trailingSuperview, let superview, let last = refs.last {
      result += try spacing(
        connection, from: anchor(last, axis.end), to: anchor(superview, axis.end),
        standard: VisualFormatTranslator.standardSuperviewSpacing)
    }
    return result
  }

  // MARK: - Spacings and sizes

  /// The constraints of one connection, from the edge before it (`earlier`) to the edge after
  /// it (`later`): `later == earlier + spacing`, or the mirror image right to left.
  func spacing(
    _ connection: VisualFormatSyntax.Connection, from earlier: LayoutAnchor,
    to later: LayoutAnchor, standard: Double
  ) throws(VisualFormatTranslationError) -> [LayoutConstraint] {
    let (first, second) = axis.isReversed ? (earlier, later) : (later, earlier)
    switch connection {
    case .adjacent:
      return [LayoutConstraint(first, .equal, second)]
    case .standard:
      return [LayoutConstraint(first, .equal, second, constant: standard)]
    case .predicates(let predicates):
      var result: [LayoutConstraint] = []
      for predicate in predicates {
        let constant = try number(predicate.object, column: predicate.column, isSpacing: true)
        result.append(
          LayoutConstraint(
            first, relation(predicate.relation), second, constant: constant,
            priority: try priority(of: predicate)))
      }
      return result
    }
  }

  /// `[a(100)]`, `[a(>=minimum@750)]`, `[a(==b)]`: a's size along the orientation.
  func sizes(of view: VisualFormatSyntax.View, ref: ViewRef) throws(VisualFormatTranslationError)
    -> [LayoutConstraint]
  {
    var result: [LayoutConstraint] = []
    let size = anchor(ref, axis.size)
    for predicate in view.predicates {
      let priority = try priority(of: predicate)
      let relation = relation(predicate.relation)
      // The grammar's `<objectOfPredicate>` is `<constant>|<viewName>` in that order: a name
      // that is both a metric and a view is the metric.
      if case .name(let name) = predicate.object, metrics[name] == nil {
        guard let other = views[name] else {
          throw .unknownName(name, column: predicate.column, format: format)
        }
        guard scene[other.id] != nil else {
          throw .viewNotInScene(name, id: other.id, column: predicate.column, format: format)
        }
        result.append(
          LayoutConstraint(size, relation, anchor(other, axis.size), priority: priority))
        continue
      }
      let constant = try number(predicate.object, column: predicate.column, isSpacing: false)
      result.append(LayoutConstraint(size, relation, constant: constant, priority: priority))
    }
    return result
  }

  // MARK: - Names and numbers

  /// A number, or a metric's value; finite either way.
  func number(_ value: VisualFormatPredicate.Value, column: Int, isSpacing: Bool)
    throws(VisualFormatTranslationError) -> Double
  {
    let number: Double
    switch value {
    case .number(let literal):
      number = literal
    case .name(let name):
      guard let metric = metrics[name] else {
        if isSpacing, views[name] != nil {
          throw .viewAsSpacing(name, column: column, format: format)
        }
        throw .unknownMetric(name, column: column, format: format)
      }
      number = metric
    }
    guard number.isFinite else { throw .nonFiniteNumber(number, column: column, format: format) }
    return number
  }

  /// The predicate's priority (1000 when it has none), in UIKit's range: above 0, at most 1000.
  func priority(of predicate: VisualFormatPredicate) throws(VisualFormatTranslationError)
    -> Double
  {
    guard let value = predicate.priority else { return 1000 }
    let column = predicate.priorityColumn ?? predicate.column
    let priority = try number(value, column: column, isSpacing: false)
    guard priority > 0, priority <= 1000 else {
      throw .priorityOutOfRange(priority, column: column, format: format)
    }
    return priority
  }

  func relation(_ relation: VisualFormatPredicate.Relation) -> LayoutConstraint.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  func anchor(_ view: ViewRef, _ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(.view(view.id), attribute)
  }
}
