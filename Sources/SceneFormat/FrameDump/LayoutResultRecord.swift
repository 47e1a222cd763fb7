import Foundation
import LayoutEngine

/// `LayoutResult` and its parts have no public memberwise initializers (the engine makes them);
/// their `Codable` form is their public construction path. These records mirror those
/// encodings property for property, so a dump becomes a `LayoutResult` by one encode/decode.
struct LayoutResultRecord: Encodable {
  var scene: String
  var environment: Environment
  var views: [ViewLayoutRecord]
  var scrollViews: [ScrollViewRecord]
  var textFields: [KeyboardResult] = []
  var diagnostics: [Diagnostic] = []

  func layoutResult() -> LayoutResult {
    do {
      return try JSONDecoder().decode(LayoutResult.self, from: JSONEncoder().encode(self))
    } catch {
      // Both sides are synthesized from the same property names; a mismatch is a build error
      // in spirit, which the frame dump tests catch.
      preconditionFailure("LayoutResultRecord no longer mirrors LayoutResult: \(error)")
    }
  }
}

struct ViewLayoutRecord: Encodable {
  var id: String
  var path: String
  var kind: ViewKind
  var isHidden: Bool
  var frame: Rect
  var windowFrame: Rect
}

struct ScrollViewRecord: Encodable {
  var id: String
  var contentSize: Size
  var adjustedContentInset: EdgeInsets
  var minimumContentOffset: Point
  var maximumContentOffset: Point
  var scrollsVertically: Bool
  var scrollsHorizontally: Bool
}
