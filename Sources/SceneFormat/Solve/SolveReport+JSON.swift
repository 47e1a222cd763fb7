import LayoutEngine
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
///       "diagnostics": [{"kind", "message", "views"}]
///     }
///   ]
/// }
/// ```
extension SolveReport {
  public var json: String {
    JSONText.document([("runs", .array(runs.map(\.json)))]).rendered()
  }
}
