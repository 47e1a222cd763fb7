/// A scene's tree, indexed once: ancestors, paths and which views are scroll views, so the
/// per-environment work does no tree walks.
struct Hierarchy: Sendable {
  let views: [String: View]
  /// Nearest first.
  let ancestors: [String: [String]]
  /// The scroll views among a view's ancestors, nearest first.
  let scrollAncestors: [String: [String]]
  let paths: [String: String]
  let children: [String: [View]]
  /// Scroll views that contain a text field or text view.
  let scrollViewsWithTextInput: Set<String>
  /// Views that opted into the sibling-overlap diagnostic, in scene order.
  let overlapReporting: [View]

  init(_ scene: Scene) {
    var views: [String: View] = [:]
    var children: [String: [View]] = [:]
    for view in scene.views {
      views[view.id] = view
      if let parent = view.parentID { children[parent, default: []].append(view) }
    }
    var ancestors: [String: [String]] = [:]
    var scrollAncestors: [String: [String]] = [:]
    var paths: [String: String] = [:]
    var withTextInput = Set<String>()
    for view in scene.views {
      let chain = scene.ancestors(of: view.id)
      ancestors[view.id] = chain
      let scrolls = chain.filter { views[$0]?.kind == .scrollView }
      scrollAncestors[view.id] = scrolls
      paths[view.id] = scene.path(of: view.id)
      if view.kind.isTextInput { withTextInput.formUnion(scrolls) }
    }
    self.views = views
    self.ancestors = ancestors
    self.scrollAncestors = scrollAncestors
    self.paths = paths
    self.children = children
    scrollViewsWithTextInput = withTextInput
    overlapReporting = scene.views.filter(\.reportsOverlap)
  }
}
