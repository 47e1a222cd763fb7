/// What the engine makes of a scene in one environment: frames, scroll view metrics,
/// keyboard behaviour and diagnostics. Prints as a listing and encodes to JSON.
public struct LayoutResult: Sendable, Hashable, Codable, CustomStringConvertible {
  public var scene: String
  public var environment: Environment
  public var views: [ViewLayout]
  public var scrollViews: [ScrollViewMetrics]
  public var textFields: [KeyboardResult]
  public var diagnostics: [Diagnostic]

  /// A result made elsewhere: a frame dump of a real device, or a stored run.
  public init(
    scene: String, environment: Environment, views: [ViewLayout], scrollViews: [ScrollViewMetrics],
    textFields: [KeyboardResult] = [], diagnostics: [Diagnostic] = []
  ) {
    self.scene = scene
    self.environment = environment
    self.views = views
    self.scrollViews = scrollViews
    self.textFields = textFields
    self.diagnostics = diagnostics
  }

  public subscript(view id: String) -> ViewLayout? { views.first { $0.id == id } }
  public subscript(scrollView id: String) -> ScrollViewMetrics? {
    scrollViews.first { $0.id == id }
  }
  public subscript(textField id: String) -> KeyboardResult? { textFields.first { $0.id == id } }

  public func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
    diagnostics.filter { $0.kind == kind }
  }

  /// A readable listing: a heading naming the layout as `check` does
  /// (`Form @ iphone-se-2nd-gen/landscape/keyboard-shown`), one line per view (indented by
  /// depth), then scroll views, text fields and diagnostics.
  public var description: String { listing(names: [:]) }

  /// The text listing, each view named by `names` where it has a name (a quoted name people
  /// know it by, the id after: `"Email" mail-aa-01 [textField] …`), as `check` names views.
  public func listing(names: [String: String]) -> String {
    var lines = ["\(scene) @ \(environment.key)"]
    for view in views {
      let depth = view.path.split(separator: "/").count - 1
      let indent = String(repeating: "  ", count: depth)
      let name = names[view.id].map { "\"\($0)\" " } ?? ""
      lines.append(
        "\(indent)\(name)\(view.id) [\(view.kind.rawValue)] \(view.frame)\(view.isHidden ? " hidden" : "")"
      )
    }
    for scroll in scrollViews {
      let axes = [
        scroll.scrollsVertically ? "vertically" : nil,
        scroll.scrollsHorizontally ? "horizontally" : nil,
      ]
      .compactMap { $0 }
      let scrolling =
        axes.isEmpty ? "does not scroll" : "scrolls " + axes.joined(separator: " and ")
      lines.append(
        "scroll \(scroll.id): content \(scroll.contentSize), inset \(scroll.adjustedContentInset), \(scrolling)"
      )
    }
    for field in textFields {
      var line = "field \(field.id): offset \(field.contentOffset.map(\.description) ?? "-")"
      line += field.isVisibleAboveKeyboard ? ", visible" : ", covered"
      // Only news beside "visible": a covered field is covered either way.
      if field.isVisibleAboveKeyboard && field.isCoveredWithoutAdjustment {
        line += " (covered without inset handling)"
      }
      lines.append(line)
    }
    for diagnostic in diagnostics { lines.append("! \(diagnostic)") }
    return lines.joined(separator: "\n")
  }
}

/// One view's layout.
public struct ViewLayout: Sendable, Hashable, Codable {
  public var id: String
  /// `root/scroll/content/email`.
  public var path: String
  public var kind: ViewKind
  public var isHidden: Bool
  /// In the superview's coordinates (content coordinates inside a scroll view), on the pixel
  /// grid.
  public var frame: Rect
  /// In window coordinates, with the environment's scroll positions (top of the content; with
  /// the keyboard shown, the content inset it adds but no scrolling to a field).
  public var windowFrame: Rect

  public init(
    id: String, path: String, kind: ViewKind, isHidden: Bool, frame: Rect, windowFrame: Rect
  ) {
    self.id = id
    self.path = path
    self.kind = kind
    self.isHidden = isHidden
    self.frame = frame
    self.windowFrame = windowFrame
  }
}

/// A scroll view's metrics (`UIScrollView`).
public struct ScrollViewMetrics: Sendable, Hashable, Codable {
  public var id: String
  public var contentSize: Size
  /// `adjustedContentInset`: the app's `contentInset` (plus the keyboard overlap at the bottom
  /// when the keyboard is shown, as the seeds' keyboard handling does) plus the safe area
  /// insets its `contentInsetAdjustmentBehavior` adds.
  public var adjustedContentInset: EdgeInsets
  /// The valid `contentOffset` range: from `minimum` (the top left) to `maximum`.
  public var minimumContentOffset: Point
  public var maximumContentOffset: Point
  public var scrollsVertically: Bool
  public var scrollsHorizontally: Bool

  public init(
    id: String, contentSize: Size, adjustedContentInset: EdgeInsets, minimumContentOffset: Point,
    maximumContentOffset: Point, scrollsVertically: Bool, scrollsHorizontally: Bool
  ) {
    self.id = id
    self.contentSize = contentSize
    self.adjustedContentInset = adjustedContentInset
    self.minimumContentOffset = minimumContentOffset
    self.maximumContentOffset = maximumContentOffset
    self.scrollsVertically = scrollsVertically
    self.scrollsHorizontally = scrollsHorizontally
  }
}

/// Where a text field or text view ends up when it becomes first responder with the keyboard
/// shown.
public struct KeyboardResult: Sendable, Hashable, Codable {
  public var id: String
  /// The scroll view that scrolls it (the nearest scrolling ancestor), if any.
  public var scrollView: String?
  /// The `contentOffset` `scrollRectToVisible` gives for the field's rect: the smallest scroll
  /// that shows it inside the insets, clamped to the valid range. Nil when not in a scroll view.
  public var contentOffset: Point?
  /// The field's window frame after that scroll.
  public var windowFrame: Rect
  /// Whether the field is then entirely above the keyboard (and below the safe area top).
  public var isVisibleAboveKeyboard: Bool
  /// Whether the field is (partly) under the keyboard when nothing adjusts insets or scrolls.
  public var isCoveredWithoutAdjustment: Bool

  public init(
    id: String, scrollView: String?, contentOffset: Point?, windowFrame: Rect,
    isVisibleAboveKeyboard: Bool, isCoveredWithoutAdjustment: Bool
  ) {
    self.id = id
    self.scrollView = scrollView
    self.contentOffset = contentOffset
    self.windowFrame = windowFrame
    self.isVisibleAboveKeyboard = isVisibleAboveKeyboard
    self.isCoveredWithoutAdjustment = isCoveredWithoutAdjustment
  }
}
