import FileLocations
import Foundation
import LayoutEngine
import SceneReading
import Yams

/// Reads frame dumps: JSON captured from a real app by the UI test helper of
/// Documentation/SceneFormat.md ("Frame dumps"), one object per captured state or an array of them, into the same
/// `LayoutResult` values the solver produces, so device runs and solver runs are stored and
/// compared alike.
///
/// A dump (version 1):
///
/// ```json
/// {
///   "format": "layoutdb-frame-dump", "version": 1,
///   "scene": "Form", "device": "iphone-se-2nd-gen", "deviceName": "iPhone SE (2nd generation)",
///   "orientation": "landscape", "keyboard": "hidden", "scale": 2,
///   "screenSize": {"width": 667, "height": 375},
///   "safeAreaInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
///   "keyboardHeight": 0,
///   "views": [{"id": "scroll", "path": "root/scroll", "kind": "scrollView", "hidden": false,
///              "frame": {"x": 0, "y": 0, "width": 667, "height": 375}, "windowFrame": {...}}],
///   "scrollViews": [{"id": "scroll", "contentSize": {"width": 667, "height": 539},
///                    "adjustedContentInset": {...}, "contentOffset": {"x": 0, "y": 0},
///                    "minimumContentOffset": {...}, "maximumContentOffset": {...},
///                    "scrollsVertically": true, "scrollsHorizontally": false}]
/// }
/// ```
///
/// `deviceName`, `safeAreaInsets`, `keyboardHeight` and `contentOffset` are optional;
/// `contentOffset` (where the app happened to be scrolled) is checked but not kept, since a
/// `LayoutResult` describes the offset range. The text is read with the YAML parser, of which
/// JSON is a subset, so every error has a line and column.
public struct FrameDumpReader: Sendable {
  /// Where device ids are looked up for names and size classes; unknown ids are kept as given.
  public var catalog: DeviceCatalog

  public init(catalog: DeviceCatalog) {
    self.catalog = catalog
  }

  /// The identifying value of the `format` key.
  public static let formatName = "layoutdb-frame-dump"
  public static let version = 1

  /// Coordinates and sizes beyond this many points are refused: no screen or scroll view
  /// content comes near it, and past about 1e302 the printed values (rounded to 1e-6)
  /// overflow to infinity.
  public static let largestCoordinate = 1_000_000_000.0

  static let dumpKeys = [
    "format", "version", "scene", "device", "deviceName", "orientation", "keyboard", "scale",
    "screenSize", "safeAreaInsets", "keyboardHeight", "views", "scrollViews",
  ]
  static let viewKeys = ["id", "path", "kind", "hidden", "frame", "windowFrame"]
  static let scrollViewKeys = [
    "id", "contentSize", "adjustedContentInset", "contentOffset", "minimumContentOffset",
    "maximumContentOffset", "scrollsVertically", "scrollsHorizontally",
  ]

  /// Parses a dump file's text; `fileName` is how messages name it.
  ///
  /// - Throws: ``SceneFileError`` at the line and column of malformed JSON, a missing or
  ///   unknown key, a value of the wrong type, a non-finite number or an unknown view kind.
  public func results(fromJSON text: String, fileName: String) throws(SceneFileError)
    -> [LayoutResult]
  {
    let source = SourceText(fileName: fileName, text: text)
    let composed: YamlValue?
    do {
      composed = try YamlValue.compose(text, source: source)
    } catch {
      guard case .malformedYAML(let problem) = error.reason else { throw error }
      throw SceneFileError(.malformedJSON(problem), at: error.location)
    }
    guard let root = composed, !root.isNull else {
      throw SceneFileError(
        .invalidFrameDump("the file is empty"), at: source.location(line: 1, column: 1))
    }
    if case .sequence = root.node {
      var results: [LayoutResult] = []
      for item in try root.sequence() { results.append(try result(from: item)) }
      return results
    }
    return [try result(from: root)]
  }

  private func result(from value: YamlValue) throws(SceneFileError) -> LayoutResult {
    let dump = try value.mapping("a frame dump", allowed: Self.dumpKeys)
    let format = try dump.required("format")
    guard try format.string() == Self.formatName else {
      throw format.error(
        .invalidFrameDump("'format' must be '\(Self.formatName)'; is this file a frame dump?"))
    }
    let version = try dump.required("version")
    guard try version.integer(in: 1...1_000) == Self.version else {
      throw version.error(
        .invalidFrameDump("version \(try version.number()) is newer than this layoutdb reads (1)"))
    }
    let deviceID = try dump.required("device").string()
    let orientation = try dump.required("orientation").choice(Orientation.self)
    let keyboard = try dump.required("keyboard").choice(KeyboardState.self)
    let scaleValue = try dump.required("scale")
    let scale = try scaleValue.number(in: 1...3, "a scale from 1 to 3")
    let screen = try size(dump.required("screenSize"))
    let device = try? catalog[deviceID]
    let classes = device?.sizeClasses(in: orientation)
    var environment = Environment(
      deviceID: deviceID, deviceName: try dump["deviceName"]?.string() ?? device?.name,
      orientation: orientation, keyboard: keyboard, screenSize: screen, scale: scale,
      safeAreaInsets: try dump["safeAreaInsets"].map { v throws(SceneFileError) in try insets(v) }
        ?? .zero,
      keyboardHeight: try dump["keyboardHeight"].map { v throws(SceneFileError) in
        try coordinate(v)
      } ?? 0,
      horizontalSizeClass: classes?.horizontal ?? .compact,
      verticalSizeClass: classes?.vertical ?? (orientation == .portrait ? .regular : .compact))
    environment.contentSizeCategory = "large"

    var views: [ViewLayout] = []
    var seen: [String: Int] = [:]
    for item in try dump.required("views").sequence() {
      let view = try item.mapping("a view", allowed: Self.viewKeys)
      let idValue = try view.required("id")
      let id = try idValue.string()
      if let line = seen[id] { throw idValue.error(.duplicateView(id, firstLine: line)) }
      seen[id] = idValue.location.line
      let kindValue = try view.required("kind")
      let kindName = try kindValue.string()
      guard let kind = ViewKind(rawValue: kindName) else {
        throw kindValue.error(
          .unknownKind(
            kindName,
            suggestion: NameSuggestion.closest(to: kindName, in: ViewKind.allCases.map(\.rawValue)))
        )
      }
      views.append(
        ViewLayout(
          id: id, path: try view["path"]?.string() ?? id, kind: kind,
          isHidden: try view["hidden"]?.bool() ?? false, frame: try rect(view.required("frame")),
          windowFrame: try rect(view.required("windowFrame"))))
    }
    var scrollViews: [ScrollViewMetrics] = []
    for item in try dump["scrollViews"]?.sequence() ?? [] {
      let scroll = try item.mapping("a scroll view", allowed: Self.scrollViewKeys)
      let idValue = try scroll.required("id")
      let id = try idValue.string()
      guard seen[id] != nil else {
        throw idValue.error(
          .unknownView(id, suggestion: NameSuggestion.closest(to: id, in: seen.keys.sorted())))
      }
      if let offset = scroll["contentOffset"] { _ = try point(offset) }
      scrollViews.append(
        ScrollViewMetrics(
          id: id, contentSize: try size(scroll.required("contentSize")),
          adjustedContentInset: try insets(scroll.required("adjustedContentInset")),
          minimumContentOffset: try point(scroll.required("minimumContentOffset")),
          maximumContentOffset: try point(scroll.required("maximumContentOffset")),
          scrollsVertically: try scroll.required("scrollsVertically").bool(),
          scrollsHorizontally: try scroll.required("scrollsHorizontally").bool()))
    }
    return LayoutResult(
      scene: try dump.required("scene").string(), environment: environment, views: views,
      scrollViews: scrollViews)
  }

  // MARK: Geometry

  private func numbers(_ value: YamlValue, _ names: [String]) throws(SceneFileError) -> [Double] {
    let mapping = try value.mapping("'\(value.key)'", allowed: names)
    var result: [Double] = []
    for name in names { result.append(try coordinate(mapping.required(name))) }
    return result
  }

  private func coordinate(_ value: YamlValue) throws(SceneFileError) -> Double {
    try value.number(
      in: -Self.largestCoordinate...Self.largestCoordinate,
      "a number of points within ±\(Int(Self.largestCoordinate))")
  }

  private func rect(_ value: YamlValue) throws(SceneFileError) -> Rect {
    let n = try numbers(value, ["x", "y", "width", "height"])
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  private func size(_ value: YamlValue) throws(SceneFileError) -> Size {
    let n = try numbers(value, ["width", "height"])
    return Size(width: n[0], height: n[1])
  }

  private func point(_ value: YamlValue) throws(SceneFileError) -> Point {
    let n = try numbers(value, ["x", "y"])
    return Point(x: n[0], y: n[1])
  }

  private func insets(_ value: YamlValue) throws(SceneFileError) -> EdgeInsets {
    let n = try numbers(value, ["top", "left", "bottom", "right"])
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }
}
