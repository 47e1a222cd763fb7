import LayoutEngine

/// Hand-made results, for cases the engine does not produce on its own (float noise, window
/// moves without frame moves, duplicate ids, reparenting).
enum Results {
  /// A 375×667 @2x phone.
  static let phone = Environment(
    deviceID: "test-phone", deviceName: "Test Phone", screenSize: Size(width: 375, height: 667),
    scale: 2)

  static func view(
    _ path: String, _ kind: ViewKind = .view, id: String? = nil, frame: Rect, window: Rect? = nil,
    hidden: Bool = false
  ) -> ViewLayout {
    ViewLayout(
      id: id ?? String(path.split(separator: "/").last ?? ""), path: path, kind: kind,
      isHidden: hidden, frame: frame, windowFrame: window ?? frame)
  }

  static func result(
    _ views: [ViewLayout], scene: String = "Screen", environment: Environment = phone,
    scrollViews: [ScrollViewMetrics] = [], diagnostics: [Diagnostic] = []
  ) -> LayoutResult {
    LayoutResult(
      scene: scene, environment: environment, views: views, scrollViews: scrollViews,
      diagnostics: diagnostics)
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }

  /// root > card > (title, button): the card at (20, 100).
  static func card(
    cardFrame: Rect = rect(20, 100, 335, 200), titleFrame: Rect = rect(16, 16, 303, 20),
    buttonFrame: Rect = rect(16, 150, 303, 34), hidden: Bool = false
  ) -> LayoutResult {
    let card = cardFrame
    return result([
      view("root", frame: rect(0, 0, 375, 667)),
      view("root/card", frame: card, hidden: hidden),
      view(
        "root/card/title", .label, frame: titleFrame,
        window: titleFrame.offsetBy(dx: card.x, dy: card.y), hidden: hidden),
      view(
        "root/card/button", .button, frame: buttonFrame,
        window: buttonFrame.offsetBy(dx: card.x, dy: card.y), hidden: hidden),
    ])
  }
}
