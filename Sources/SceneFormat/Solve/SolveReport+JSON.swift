import LayoutEngine

/// The JSON of `layoutdb solve --format json`. Stable: keys in the documented order, numbers
/// through one formatter; new keys are only ever added.
///
/// ```json
/// {
///   "runs": [
///     {
///       "scene": "Form",
///       "device": "iphone-se-2nd-gen",
///       "orientation": "landscape",
///       "keyboard": "hidden",
///       "direction": "leftToRight",
///       "textSize": "large",
///       "size": {"width": 667, "height": 375},
///       "scale": 2,
///       "views": [
///         {"id": "root", "path": "root", "kind": "view", "hidden": false,
///          "frame": {"x": 0, "y": 0, "width": 667, "height": 375}, "windowFrame": {...}}
///       ],
///       "scrollViews": [{"id", "contentSize", "adjustedContentInset", "minimumContentOffset",
///                        "maximumContentOffset", "scrollsVertically", "scrollsHorizontally"}],
///       "textFields": [{"id", "scrollView", "contentOffset", "windowFrame",
///                       "visibleAboveKeyboard", "coveredWithoutAdjustment"}],
///       "diagnostics": [{"kind", "message", "views"}]
///     }
///   ]
/// }
/// ```
extension SolveReport {
  public var json: String {
    // `schemaVersion` as in every JSON output of layoutdb (see `StableJSON`).
    JSONText.object([("schemaVersion", .number(1)), ("runs", .array(runs.map(Self.json(of:))))])
      .rendered()
  }

  /// ``rendered(as:)`` one run at a time, for output that is written as the runs are solved:
  /// the pieces ``next(_:)`` returns, then ``ending``, are the rendering of the whole report,
  /// byte for byte, without holding its runs.
  public struct StreamedRendering: Sendable {
    public let format: Format
    private var count = 0

    public init(format: Format) { self.format = format }

    /// Whether nothing was written yet.
    public var isAtStart: Bool { count == 0 }

    /// The text that adds `run` to what was written before.
    public mutating func next(_ run: LayoutResult) -> String {
      defer { count += 1 }
      switch format {
      case .text:
        return (count == 0 ? "" : "\n\n") + run.description
      case .json:
        // With a run, the report is more than two levels deep, so it is pretty-printed (see
        // `JSONText.rendered`): each run on its own lines, indented twice.
        let opening = count == 0 ? "{\n  \"schemaVersion\": 1,\n  \"runs\": [\n" : ",\n"
        return opening + "    " + SolveReport.json(of: run).rendered(indent: "    ")
      }
    }

    /// The text that ends the report (without the final newline `print` adds).
    public var ending: String {
      switch format {
      case .text: ""
      case .json: count == 0 ? SolveReport(runs: []).json : "\n  ]\n}"
      }
    }
  }

  static func json(of run: LayoutResult) -> JSONText {
    let environment = run.environment
    return .object([
      ("scene", .string(run.scene)),
      ("device", .string(environment.deviceID)),
      ("orientation", .string(environment.orientation.rawValue)),
      ("keyboard", .string(environment.keyboard.rawValue)),
      ("direction", .string(environment.direction.rawValue)),
      ("textSize", .string(environment.contentSizeCategory)),
      ("size", json(environment.screenSize)),
      ("scale", .number(environment.scale)),
      ("views", .array(run.views.map(json(of:)))),
      ("scrollViews", .array(run.scrollViews.map(json(of:)))),
      ("textFields", .array(run.textFields.map(json(of:)))),
      ("diagnostics", .array(run.diagnostics.map(json(of:)))),
    ])
  }

  static func json(of view: ViewLayout) -> JSONText {
    .object([
      ("id", .string(view.id)), ("path", .string(view.path)), ("kind", .string(view.kind.rawValue)),
      ("hidden", .bool(view.isHidden)), ("frame", json(view.frame)),
      ("windowFrame", json(view.windowFrame)),
    ])
  }

  static func json(of scroll: ScrollViewMetrics) -> JSONText {
    .object([
      ("id", .string(scroll.id)), ("contentSize", json(scroll.contentSize)),
      ("adjustedContentInset", json(scroll.adjustedContentInset)),
      ("minimumContentOffset", json(scroll.minimumContentOffset)),
      ("maximumContentOffset", json(scroll.maximumContentOffset)),
      ("scrollsVertically", .bool(scroll.scrollsVertically)),
      ("scrollsHorizontally", .bool(scroll.scrollsHorizontally)),
    ])
  }

  static func json(of field: KeyboardResult) -> JSONText {
    .object([
      ("id", .string(field.id)), ("scrollView", field.scrollView.map(JSONText.string) ?? .null),
      ("contentOffset", field.contentOffset.map(json) ?? .null),
      ("windowFrame", json(field.windowFrame)),
      ("visibleAboveKeyboard", .bool(field.isVisibleAboveKeyboard)),
      ("coveredWithoutAdjustment", .bool(field.isCoveredWithoutAdjustment)),
    ])
  }

  static func json(of diagnostic: Diagnostic) -> JSONText {
    .object([
      ("kind", .string(diagnostic.kind.rawValue)), ("message", .string(diagnostic.message)),
      ("views", .array(diagnostic.views.map(JSONText.string))),
    ])
  }

  static func json(_ rect: Rect) -> JSONText {
    .object([
      ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  static func json(_ size: Size) -> JSONText {
    .object([("width", .number(size.width)), ("height", .number(size.height))])
  }

  static func json(_ point: Point) -> JSONText {
    .object([("x", .number(point.x)), ("y", .number(point.y))])
  }

  static func json(_ insets: EdgeInsets) -> JSONText {
    .object([
      ("top", .number(insets.top)), ("left", .number(insets.left)),
      ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
    ])
  }
}
