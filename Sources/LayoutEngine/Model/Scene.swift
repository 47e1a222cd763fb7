/// A view hierarchy with its constraints: what the engine lays out.
///
/// The root is a view controller's view (id `root` unless named otherwise): it fills the
/// screen, has the device's safe area and the root layout margins.
public struct Scene: Sendable {
  public var name: String
  public private(set) var views: [View]
  public var constraints: [LayoutConstraint] = []
  /// The navigation, tab and tool bars the view controller is shown under; none by default.
  public var bars = SystemBars.none
  private var indexByID: [String: Int]

  /// A scene whose root view (the view controller's view) has the id `rootID`.
  public init(name: String, rootID: String = "root") {
    self.name = name
    views = [View(id: rootID, kind: .view, parentID: nil)]
    indexByID = [rootID: 0]
  }

  public var root: ViewRef { ViewRef(views[0].id) }

  public subscript(id: String) -> View? {
    get { indexByID[id].map { views[$0] } }
  }

  /// Adds a view as the last subview of `parent`.
  /// - Throws: ``SceneError/duplicateView(_:)``, ``SceneError/unknownView(_:)``.
  @discardableResult
  public mutating func add(
    _ kind: ViewKind, _ id: String, in parent: ViewRef, configure: (inout View) -> Void = { _ in }
  ) throws(SceneError) -> ViewRef {
    guard indexByID[id] == nil else { throw .duplicateView(id) }
    guard indexByID[parent.id] != nil else { throw .unknownView(parent.id) }
    var view = View(id: id, kind: kind, parentID: parent.id)
    configure(&view)
    indexByID[id] = views.count
    views.append(view)
    return ViewRef(id)
  }

  /// Changes a view in place.
  public mutating func update(_ ref: ViewRef, _ change: (inout View) -> Void) throws(SceneError) {
    guard let index = indexByID[ref.id] else { throw .unknownView(ref.id) }
    change(&views[index])
  }

  /// Adds constraints (checked when the scene is laid out).
  public mutating func add(_ constraints: LayoutConstraint...) {
    self.constraints += constraints
  }

  public mutating func add(_ constraints: [LayoutConstraint]) {
    self.constraints += constraints
  }

  /// The subviews of a view, in order.
  public func children(of id: String) -> [View] {
    views.filter { $0.parentID == id }
  }

  /// The view's ancestors, nearest first.
  public func ancestors(of id: String) -> [String] {
    var result: [String] = []
    var current = self[id]?.parentID
    while let next = current, result.count <= views.count {
      result.append(next)
      current = self[next]?.parentID
    }
    return result
  }

  /// Checks what UIKit checks when a constraint is created or activated: the engine refuses
  /// a scene with such a constraint, and importers use it to leave one out instead.
  public func validate(_ constraint: LayoutConstraint) throws(SceneError) {
    guard constraint.multiplier.isFinite, constraint.constant.isFinite,
      constraint.priority.isFinite, constraint.priority >= 1, constraint.priority <= 1000,
      abs(constraint.constant) <= LayoutConstraint.largestConstant,
      abs(constraint.multiplier) <= LayoutConstraint.largestConstant
    else { throw .invalidNumber(constraint) }
    let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
    for anchor in anchors {
      guard let view = self[anchor.item.viewID] else {
        throw .unknownItem(constraint, anchor.item.viewID)
      }
      if case .guide(_, let kind) = anchor.item, kind == .contentLayout || kind == .frameLayout,
        view.kind != .scrollView
      {
        throw .guideUnavailable(constraint, kind, view.kind)
      }
    }
    guard let second = constraint.second else {
      // Only sizes can be set to a constant (`NSLayoutDimension`).
      guard constraint.first.attribute.isDimension else {
        throw .incompatibleAttributes(constraint)
      }
      return
    }
    let (a, b) = (constraint.first.attribute, second.attribute)
    if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
      throw .mixedDirectionalAttributes(constraint)
    }
    // A size relates to a size (any axis: aspect ratios); a position to a position on its axis.
    if a.isDimension != b.isDimension || (!a.isDimension && a.axis != b.axis) {
      throw .incompatibleAttributes(constraint)
    }
    let firstRoot =
      ([constraint.first.item.viewID] + ancestors(of: constraint.first.item.viewID)).last
    let secondRoot = ([second.item.viewID] + ancestors(of: second.item.viewID)).last
    guard firstRoot == secondRoot else { throw .noCommonAncestor(constraint) }
  }

  /// `root/scroll/content/email`.
  public func path(of id: String) -> String {
    ([id] + ancestors(of: id)).reversed().joined(separator: "/")
  }
}

/// A handle on a view of a scene, with its anchors and guides (`view.topAnchor`, …).
public struct ViewRef: Sendable, Hashable {
  public let id: String
  public init(_ id: String) { self.id = id }

  private func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(.view(id), attribute)
  }

  public var left: LayoutAnchor { anchor(.left) }
  public var right: LayoutAnchor { anchor(.right) }
  public var top: LayoutAnchor { anchor(.top) }
  public var bottom: LayoutAnchor { anchor(.bottom) }
  public var leading: LayoutAnchor { anchor(.leading) }
  public var trailing: LayoutAnchor { anchor(.trailing) }
  public var width: LayoutAnchor { anchor(.width) }
  public var height: LayoutAnchor { anchor(.height) }
  public var centerX: LayoutAnchor { anchor(.centerX) }
  public var centerY: LayoutAnchor { anchor(.centerY) }
  public var firstBaseline: LayoutAnchor { anchor(.firstBaseline) }
  public var lastBaseline: LayoutAnchor { anchor(.lastBaseline) }

  public var safeArea: GuideRef { GuideRef(.guide(id, .safeArea)) }
  public var layoutMargins: GuideRef { GuideRef(.guide(id, .layoutMargins)) }
  public var readableContent: GuideRef { GuideRef(.guide(id, .readableContent)) }
  public var contentLayoutGuide: GuideRef { GuideRef(.guide(id, .contentLayout)) }
  public var frameLayoutGuide: GuideRef { GuideRef(.guide(id, .frameLayout)) }
  public var keyboard: GuideRef { GuideRef(.guide(id, .keyboard)) }
  public var topLayoutGuide: GuideRef { GuideRef(.guide(id, .topLayoutGuide)) }
  public var bottomLayoutGuide: GuideRef { GuideRef(.guide(id, .bottomLayoutGuide)) }

  /// Four constraints pinning this view's edges to another item's, inset by `insets`.
  public func pinEdges(to other: GuideRef, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
    [
      top == other.top + insets.top, leading == other.leading + insets.left,
      bottom == other.bottom - insets.bottom, trailing == other.trailing - insets.right,
    ]
  }

  public func pinEdges(to other: ViewRef, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
    pinEdges(to: GuideRef(.view(other.id)), insets: insets)
  }
}

/// A handle on a layout guide (or a view seen as one), with its anchors.
public struct GuideRef: Sendable, Hashable {
  public let item: LayoutItem
  public init(_ item: LayoutItem) { self.item = item }

  public var left: LayoutAnchor { LayoutAnchor(item, .left) }
  public var right: LayoutAnchor { LayoutAnchor(item, .right) }
  public var top: LayoutAnchor { LayoutAnchor(item, .top) }
  public var bottom: LayoutAnchor { LayoutAnchor(item, .bottom) }
  public var leading: LayoutAnchor { LayoutAnchor(item, .leading) }
  public var trailing: LayoutAnchor { LayoutAnchor(item, .trailing) }
  public var width: LayoutAnchor { LayoutAnchor(item, .width) }
  public var height: LayoutAnchor { LayoutAnchor(item, .height) }
  public var centerX: LayoutAnchor { LayoutAnchor(item, .centerX) }
  public var centerY: LayoutAnchor { LayoutAnchor(item, .centerY) }
}

/// Why a scene cannot be built or laid out.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  case duplicateView(String)
  case unknownView(String)
  /// A constraint names an item whose view is not in the scene.
  case unknownItem(LayoutConstraint, String)
  /// Leading/trailing mixed with left/right in one constraint (UIKit raises an exception).
  case mixedDirectionalAttributes(LayoutConstraint)
  /// A position related to a size, or a horizontal attribute to a vertical one.
  case incompatibleAttributes(LayoutConstraint)
  /// The two items have no common ancestor (UIKit: "the view hierarchy is not prepared").
  case noCommonAncestor(LayoutConstraint)
  /// A guide that exists only on another kind of view (contentLayoutGuide on a plain view).
  case guideUnavailable(LayoutConstraint, LayoutGuideKind, ViewKind)
  /// A multiplier, constant or priority that is not a finite number in range.
  case invalidNumber(LayoutConstraint)
  /// An environment the engine cannot lay out in (a scale or text size that does not exist).
  case invalidEnvironment(String)
  /// A resource bundled with LayoutEngine could not be read (a broken installation).
  case missingResource(String)

  public var description: String {
    switch self {
    case .duplicateView(let id): "duplicate view id '\(id)': each view needs a unique id"
    case .unknownView(let id): "unknown view '\(id)'"
    case .unknownItem(let c, let id): "constraint '\(c)' names unknown view '\(id)'"
    case .mixedDirectionalAttributes(let c):
      "constraint '\(c)' mixes leading/trailing with left/right, which UIKit refuses"
    case .incompatibleAttributes(let c):
      "constraint '\(c)' relates incompatible attributes (a position to a size, or horizontal to vertical)"
    case .noCommonAncestor(let c):
      "constraint '\(c)' relates views with no common ancestor"
    case .guideUnavailable(let c, let guide, let kind):
      "constraint '\(c)' uses \(guide.rawValue), which a \(kind.rawValue) does not have"
    case .invalidEnvironment(let problem): "invalid environment: \(problem)"
    case .missingResource(let what): "cannot read \(what); reinstall layoutdb"
    case .invalidNumber(let c):
      "constraint '\(c)' has a multiplier, constant or priority out of range (constants and multipliers within ±\(Int(LayoutConstraint.largestConstant)), priorities 1...1000)"
    }
  }
}
