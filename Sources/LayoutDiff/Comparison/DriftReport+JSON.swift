import LayoutEngine
import TextFormats

// Drift in JSON, as `diff` and `check` print it (README, "JSON output"): layouts named by
// scene and environment as `solve` names them, frames and sizes as objects, numbers as numbers.

extension DriftReport: JSONRepresentable {
  /// `summary`, `comparisons`, `missingBaselines`, `missingResults`.
  public var json: JSONText { .object(jsonMembers) }

  /// The output of `layoutdb diff --format json`: `schemaVersion`, then ``jsonMembers``.
  public var jsonDocument: String { JSONText.document(jsonMembers).rendered() }

  /// The members of ``json``, for outputs that add their own around them (`check`).
  public var jsonMembers: [(String, JSONText)] {
    [
      ("summary", summary.json),
      ("comparisons", .array(comparisons.map(\.json))),
      ("missingBaselines", .array(missingBaselines.map(\.json))),
      ("missingResults", .array(missingResults.map(\.json))),
    ]
  }
}

extension DriftSummary: JSONRepresentable {
  public var json: JSONText {
    .object([
      ("errors", .integer(errors)), ("warnings", .integer(warnings)), ("infos", .integer(infos)),
      ("ignored", .integer(ignored)), ("comparisons", .integer(comparisons)),
      ("comparisonsWithDrift", .integer(comparisonsWithDrift)),
      ("missingBaselines", .integer(missingBaselines)),
      ("missingResults", .integer(missingResults)), ("isClean", .bool(isClean)),
    ])
  }
}

extension LayoutComparison: JSONRepresentable {
  /// The scene and its environment as in `solve`'s runs, the counts, then the changes.
  public var json: JSONText {
    .object(
      [("scene", .string(scene))] + environment.jsonMembers + [
        ("summary", summary.json),
        ("changes", .array(changes.map(\.json))),
      ])
  }
}

extension ResultKey: JSONRepresentable {
  /// `{"scene": "Form", "environment": "iphone-se-2nd-gen/landscape/keyboard-hidden"}`
  public var json: JSONText {
    .object([("scene", .string(scene)), ("environment", .string(environment.rawValue))])
  }
}

extension LayoutChange: JSONRepresentable {
  /// The keys that apply to the change's kind, in this order; absent ones are left out.
  public var json: JSONText {
    var members: [(String, JSONText)] = [
      ("kind", .string(kind.rawValue)), ("severity", .string(severity.rawValue)),
      ("subject", .string(subject)),
    ]
    if let path { members.append(("path", .string(path))) }
    members.append(("views", .strings(views)))
    members.append(("attributes", .strings(attributes.map(\.rawValue))))
    if let axis { members.append(("axis", .string(axis.rawValue))) }
    if let delta { members.append(("delta", delta.json)) }
    if let before { members.append(("before", before.json)) }
    if let after { members.append(("after", after.json)) }
    if let diagnostic { members.append(("diagnostic", diagnostic.json)) }
    if let subviews { members.append(("subviews", .integer(subviews))) }
    members.append(("sentence", .string(sentence)))
    return .object(members)
  }
}

extension LayoutChange.Delta: JSONRepresentable {
  /// `{"x": 0, "y": 12, "width": 0, "height": 0}` in points.
  public var json: JSONText {
    .object([
      ("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height)),
    ])
  }
}

extension LayoutChange.Value: JSONRepresentable {
  /// A frame `{"x", "y", "width", "height"}`, a size `{"width", "height"}`, or a string.
  public var json: JSONText {
    switch self {
    case .frame(let rect): rect.json
    case .size(let size): size.json
    case .state(let text): .string(text)
    }
  }
}
