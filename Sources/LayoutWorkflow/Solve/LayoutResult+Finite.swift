import LayoutEngine

extension LayoutResult {
  /// The first number of the result that is not finite (`view 'a' frame`), or nil.
  ///
  /// Inputs are bounded (``LayoutConstraint/largestConstant``, frame dumps'
  /// `FrameDumpReader.largestCoordinate`), so a non-finite value here is a solver
  /// overflow; `solve` refuses it rather than print `inf` in a listing or `null` in JSON.
  public var firstNonFiniteValue: String? {
    func finite(_ values: Double...) -> Bool { values.allSatisfy(\.isFinite) }
    func finite(_ rect: Rect) -> Bool { finite(rect.x, rect.y, rect.width, rect.height) }
    func finite(_ insets: EdgeInsets) -> Bool {
      finite(insets.top, insets.left, insets.bottom, insets.right)
    }
    let screen = environment
    if !finite(screen.screenSize.width, screen.screenSize.height, screen.scale)
      || !finite(screen.safeAreaInsets) || !finite(screen.keyboardHeight)
    {
      return "the environment's screen"
    }
    for view in views where !finite(view.frame) || !finite(view.windowFrame) {
      return "view '\(view.id)' frame"
    }
    for scroll in scrollViews
    where !finite(scroll.contentSize.width, scroll.contentSize.height)
      || !finite(scroll.adjustedContentInset)
      || !finite(scroll.minimumContentOffset.x, scroll.minimumContentOffset.y)
      || !finite(scroll.maximumContentOffset.x, scroll.maximumContentOffset.y)
    {
      return "scroll view '\(scroll.id)' metrics"
    }
    for field in textFields
    where !finite(field.windowFrame)
      || !(field.contentOffset.map { finite($0.x, $0.y) } ?? true)
    {
      return "text field '\(field.id)' position"
    }
    return nil
  }
}
