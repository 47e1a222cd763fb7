import TextFormats

// Geometry in every JSON output, keyed by UIKit's property names, numbers through NumberText.

extension Rect: JSONRepresentable {
  /// `{"x": 20, "y": 152.5, "width": 627, "height": 34}`
  public var json: JSONText {
    .object([
      ("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height)),
    ])
  }
}

extension Size: JSONRepresentable {
  /// `{"width": 667, "height": 539}`
  public var json: JSONText { .object([("width", .number(width)), ("height", .number(height))]) }
}

extension Point: JSONRepresentable {
  /// `{"x": 0, "y": 11.5}`
  public var json: JSONText { .object([("x", .number(x)), ("y", .number(y))]) }
}

extension EdgeInsets: JSONRepresentable {
  /// `{"top": 0, "left": 0, "bottom": 0, "right": 0}`
  public var json: JSONText {
    .object([
      ("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)),
      ("right", .number(right)),
    ])
  }
}
