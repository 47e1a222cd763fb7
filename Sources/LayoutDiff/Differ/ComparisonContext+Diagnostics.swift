import LayoutEngine

extension ComparisonContext {
  /// Diagnostics that appeared or disappeared, matched by kind, the set of views they name
  /// and message (a multiset: two identical diagnostics need two on the other side). A
  /// `coveredByKeyboard` diagnostic about a field whose reachability changed is left out: the
  /// text field change says it.
  mutating func compareDiagnostics() {
    func key(_ diagnostic: Diagnostic) -> String {
      "\(diagnostic.kind.rawValue)\u{1F}\(diagnostic.views.sorted().joined(separator: "\u{1E}"))"
        + "\u{1F}\(diagnostic.message)"
    }
    var remaining: [String: Int] = [:]
    for diagnostic in baseline.diagnostics { remaining[key(diagnostic), default: 0] += 1 }
    var appeared: [Diagnostic] = []
    for diagnostic in current.diagnostics {
      let key = key(diagnostic)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
      } else {
        appeared.append(diagnostic)
      }
    }
    var resolved: [Diagnostic] = []
    for diagnostic in baseline.diagnostics {
      let key = key(diagnostic)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        resolved.append(diagnostic)
      }
    }
    for diagnostic in appeared { record(diagnostic, appeared: true) }
    for diagnostic in resolved { record(diagnostic, appeared: false) }
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
    append(
      LayoutChange(
        kind: kind, severity: severity(kind, default: fallback),
        subject: diagnostic.views.isEmpty
          ? diagnostic.kind.rawValue : diagnostic.views.joined(separator: ", "),
        path: diagnostic.views.count == 1 ? paths[diagnostic.views[0]] : nil,
        views: diagnostic.views, attributes: [.diagnostics], diagnostic: diagnostic,
        sentence: "\(what) \(appeared ? "appeared" : "resolved") on \(environmentPhrase): "
          + diagnostic.message))
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
