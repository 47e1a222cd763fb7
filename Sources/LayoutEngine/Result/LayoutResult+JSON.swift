import TextFormats

// A layout in JSON, as `solve` and `show` print it (README, "JSON output").

extension LayoutResult: JSONRepresentable {
  /// The scene, its environment (``Environment/jsonMembers``), then views, scroll views, text
  /// fields and diagnostics.
  public var json: JSONText {
    .object(
      [("scene", .string(scene))] + environment.jsonMembers + [
        ("views", .array(views.map(\.json))),
        ("scrollViews", .array(scrollViews.map(\.json))),
        ("textFields", .array(textFields.map(\.json))),
        ("diagnostics", .array(diagnostics.map(\.json))),
      ])
  }
}

extension ViewLayout: JSONRepresentable {
  public var json: JSONText {
    .object([
      ("id", .string(id)), ("path", .string(path)), ("kind", .string(kind.rawValue)),
      ("hidden", .bool(isHidden)), ("frame", frame.json), ("windowFrame", windowFrame.json),
    ])
  }
}

extension ScrollViewMetrics: JSONRepresentable {
  public var json: JSONText {
    .object([
      ("id", .string(id)), ("contentSize", contentSize.json),
      ("adjustedContentInset", adjustedContentInset.json),
      ("minimumContentOffset", minimumContentOffset.json),
      ("maximumContentOffset", maximumContentOffset.json),
      ("scrollsVertically", .bool(scrollsVertically)),
      ("scrollsHorizontally", .bool(scrollsHorizontally)),
    ])
  }
}

extension KeyboardResult: JSONRepresentable {
  public var json: JSONText {
    .object([
      ("id", .string(id)), ("scrollView", .optional(scrollView)),
      ("contentOffset", contentOffset?.json ?? .null), ("windowFrame", windowFrame.json),
      ("visibleAboveKeyboard", .bool(isVisibleAboveKeyboard)),
      ("coveredWithoutAdjustment", .bool(isCoveredWithoutAdjustment)),
    ])
  }
}

extension Diagnostic: JSONRepresentable {
  /// `{"kind": "ambiguousLayout", "message": "…", "views": ["content"], "subject": "x,height"}`.
  /// `subject` is written because it is what a baseline pairs diagnostics by (``subject``):
  /// a tool reading the JSON can tell a reworded finding from a new one as `check` does. It is
  /// `null` where there is none, as the other optional values of a layout (a text field's
  /// `scrollView`), so every diagnostic has the same keys.
  public var json: JSONText {
    .object([
      ("kind", .string(kind.rawValue)), ("message", .string(message)),
      ("views", .strings(views)), ("subject", .optional(subject)),
    ])
  }
}
