import LayoutEngine
import SceneReading
import TextFormats

/// The JSON of `layoutdb solve --format json` (and `show`). Stable: keys in the documented
/// order, numbers through one formatter; new keys are only ever added.
///
/// ```json
/// {
///   "schemaVersion": 2,
///   "runs": [
///     {
///       "scene": "Form",
///       "environment": "iphone-se-2nd-gen/landscape/keyboard-hidden",
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
///       "diagnostics": [{"kind", "message", "views", "subject"}]
///     }
///   ]
/// }
/// ```
extension SolveReport {
  public var json: String {
    JSONText.document([("runs", .array(runs.map(\.json)))]).rendered()
  }

  /// ``rendered(as:)`` one run at a time, for output that is written as the runs are solved:
  /// the pieces ``next(_:)`` returns, then ``ending``, are the rendering of the whole report,
  /// byte for byte, without holding its runs.
  public struct StreamedRendering: Sendable {
    public let format: OutputFormat
    private var count = 0

    public init(format: OutputFormat) { self.format = format }

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
        let opening =
          count == 0
          ? "{\n  \"schemaVersion\": \(JSONText.schemaVersion),\n  \"runs\": [\n" : ",\n"
        return opening + "    " + run.json.rendered(indent: "    ")
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
}
