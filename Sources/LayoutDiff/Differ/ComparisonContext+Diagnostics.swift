import LayoutEngine

extension ComparisonContext {
  /// Diagnostics that appeared or disappeared. Pairs (each a multiset: two identical
  /// diagnostics need two on the other side) are removed in three passes:
  /// - by kind, the set of views they name and message: the same finding, word for word;
  /// - by kind and ``Diagnostic/subject`` (the axes of an ambiguity, the constraint broken, the
  ///   topic of a note), with the views except for an unsatisfiable set, whose broken
  ///   constraint already names its views (and which views an unsatisfiable set names has
  ///   changed): the same finding in other words, as when a new layoutdb rewords a message.
  ///   That is not drift and is not reported; a change of subject (the ambiguity moved from
  ///   the height to the width) still is;
  /// - for the kinds whose message quotes frames (a view outside its superview, overlapping
  ///   siblings, a field under the keyboard), by kind and views alone: the same problem with
  ///   moved numbers persists, it did not resolve and reappear (the move itself is reported as
  ///   a frame change).
  /// A `coveredByKeyboard` diagnostic about a field whose reachability changed is left out:
  /// the text field change says it.
  mutating func compareDiagnostics() {
    func viewsKey(_ diagnostic: Diagnostic) -> String {
      "\(diagnostic.kind.rawValue)\u{1F}\(diagnostic.views.sorted().joined(separator: "\u{1E}"))"
    }
    func exactKey(_ diagnostic: Diagnostic) -> String {
      viewsKey(diagnostic) + "\u{1F}\(diagnostic.message)"
    }
    func subjectKey(_ diagnostic: Diagnostic) -> String {
      guard let subject = diagnostic.subject else { return "\u{0}" + exactKey(diagnostic) }
      return diagnostic.kind == .unsatisfiableConstraints
        ? "\(diagnostic.kind.rawValue)\u{1F}\u{1F}\(subject)"
        : viewsKey(diagnostic) + "\u{1F}\u{1D}\(subject)"
    }
    let geometric: Set<Diagnostic.Kind> = [
      .outsideSuperviewBounds, .overlappingSiblings, .coveredByKeyboard,
    ]
    var appeared = current.diagnostics
    var resolved = baseline.diagnostics
    Self.removeMatches(&appeared, &resolved, by: exactKey)
    Self.removeMatches(&appeared, &resolved, by: subjectKey)
    Self.removeMatches(
      &appeared, &resolved,
      by: { geometric.contains($0.kind) ? viewsKey($0) : "\u{0}" + exactKey($0) })
    for diagnostic in appeared { record(diagnostic, appeared: true) }
    for diagnostic in resolved { record(diagnostic, appeared: false) }
  }

  /// Removes the diagnostics of `current` and `baseline` that pair up by `key` (each pairs at
  /// most once), keeping both lists' order.
  private static func removeMatches(
    _ current: inout [Diagnostic], _ baseline: inout [Diagnostic],
    by key: (Diagnostic) -> String
  ) {
    var remaining: [String: Int] = [:]
    for diagnostic in baseline { remaining[key(diagnostic), default: 0] += 1 }
    var paired: [String: Int] = [:]
    current.removeAll { diagnostic in
      let key = key(diagnostic)
      guard let count = remaining[key], count > 0 else { return false }
      remaining[key] = count - 1
      paired[key, default: 0] += 1
      return true
    }
    baseline.removeAll { diagnostic in
      let key = key(diagnostic)
      guard let count = paired[key], count > 0 else { return false }
      paired[key] = count - 1
      return true
    }
  }

  private mutating func record(_ diagnostic: Diagnostic, appeared: Bool) {
    if diagnostic.kind == .coveredByKeyboard,
      !diagnostic.views.isEmpty, diagnostic.views.allSatisfy(keyboardTransitions.contains)
    {
      return
    }
    if isIgnored(diagnostic) {
      countIgnored()
      return
    }
    let kind: LayoutChange.Kind = appeared ? .diagnosticAppeared : .diagnosticResolved
    let fallback = appeared ? Self.severity(ofNew: diagnostic.kind) : .info
    let what = ChangePhrase.diagnostic(diagnostic.kind)
    // A message that already names its kind and place ("scrollable content size ambiguity in
    // scroll: …") gives the place to the sentence and is not repeated after it.
    var place = ""
    var detail = diagnostic.message
    if detail.hasPrefix(what + " in "), let colon = detail.range(of: ": ") {
      place =
        " " + detail[detail.index(detail.startIndex, offsetBy: what.count + 1)..<colon.lowerBound]
      detail = String(detail[colon.upperBound...])
    }
    append(
      LayoutChange(
        kind: kind, severity: severity(kind, default: fallback),
        subject: diagnostic.views.isEmpty
          ? diagnostic.kind.rawValue : diagnostic.views.joined(separator: ", "),
        path: diagnostic.views.count == 1 ? paths[diagnostic.views[0]] : nil,
        views: diagnostic.views, attributes: [.diagnostics], diagnostic: diagnostic,
        sentence: "\(what) \(appeared ? "appeared" : "resolved")\(place) on \(environmentPhrase): "
          + detail))
  }

  /// Problems UIKit or Xcode flag as broken layouts are errors; findings about looks and
  /// the importer's approximations are warnings.
  static func severity(ofNew kind: Diagnostic.Kind) -> Severity {
    switch kind {
    case .unsatisfiableConstraints, .ambiguousLayout, .scrollableContentSizeAmbiguity,
      .coveredByKeyboard:
      .error
    case .outsideSuperviewBounds, .overlappingSiblings, .notModelled:
      .warning
    }
  }
}
