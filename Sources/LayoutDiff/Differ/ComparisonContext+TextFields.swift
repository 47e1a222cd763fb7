import LayoutEngine

extension ComparisonContext {
  /// Text fields that the keyboard now covers, or that scrolling no longer brings above it,
  /// and the reverse. A new field that cannot be brought above the keyboard counts as
  /// unreachable; the stronger change (reachability) hides the weaker (covered) one.
  mutating func compareTextFields() {
    let before = baseline.textFields
    let after = current.textFields
    let matches = IdentityMatcher.match(
      baseline: before.map { IdentityMatcher.Item(id: $0.id, path: paths[$0.id]) },
      current: after.map { IdentityMatcher.Item(id: $0.id, path: paths[$0.id]) })
    for match in matches {
      guard let c = match.current else { continue }
      compare(match.baseline.map { before[$0] }, after[c])
    }
  }

  private mutating func compare(_ old: KeyboardResult?, _ new: KeyboardResult) {
    let wasReachable = old?.isVisibleAboveKeyboard ?? true
    if wasReachable != new.isVisibleAboveKeyboard {
      keyboardTransitions.insert(new.id)
      let kind: LayoutChange.Kind = new.isVisibleAboveKeyboard ? .fieldReachable : .fieldUnreachable
      let predicate =
        new.isVisibleAboveKeyboard
        ? "can be scrolled above the keyboard again"
        : old == nil
          ? "cannot be scrolled above the keyboard"
          : "can no longer be scrolled above the keyboard"
      let position =
        "bottom at \(ChangePhrase.points(new.windowFrame.maxY)) pt, keyboard top at "
        + "\(ChangePhrase.points(current.environment.keyboardTop)) pt"
      record(
        keyboardChange(
          kind, new, severity: new.isVisibleAboveKeyboard ? .info : .error,
          before: old.map { .state($0.isVisibleAboveKeyboard ? "reachable" : "unreachable") },
          after: .state(
            (new.isVisibleAboveKeyboard ? "reachable" : "unreachable") + " (\(position))"),
          predicate: predicate),
        unlessIgnoring: .keyboard)
      return
    }
    guard let old, old.isCoveredWithoutAdjustment != new.isCoveredWithoutAdjustment else {
      return
    }
    let covered = new.isCoveredWithoutAdjustment
    record(
      keyboardChange(
        covered ? .fieldCovered : .fieldUncovered, new, severity: covered ? .error : .info,
        before: .state(covered ? "not covered" : "covered"),
        after: .state(covered ? "covered" : "not covered"),
        predicate: covered
          ? "is now covered by the keyboard unless the app scrolls it"
          : "is no longer covered by the keyboard"),
      unlessIgnoring: .keyboard)
  }

  private func keyboardChange(
    _ kind: LayoutChange.Kind, _ field: KeyboardResult, severity fallback: Severity,
    before: LayoutChange.Value?, after: LayoutChange.Value, predicate: String
  ) -> LayoutChange {
    LayoutChange(
      kind: kind, severity: severity(kind, default: fallback), subject: field.id,
      path: paths[field.id], views: [field.id], attributes: [.keyboard], before: before,
      after: after, sentence: sentence(subject(field.id), predicate))
  }
}
