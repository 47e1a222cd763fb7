import LayoutEngine
import Testing

@testable import LayoutDiff

/// The diff of real engine results: the seed form, changed the way real regressions change it.
@Suite("Comparing engine results")
struct LayoutDifferTests {
  let landscape: Environment
  let keyboardShown: Environment
  let onSE = "on iPhone SE (2nd generation), landscape, keyboard hidden"

  init() throws {
    landscape = try Layouts.environment("iphone-se-2nd-gen", .landscape, keyboard: .hidden)
    keyboardShown = try Layouts.environment("iphone-se-2nd-gen", .landscape, keyboard: .shown)
  }

  @Test("the same layout twice has no changes")
  func identical() throws {
    let baseline = try Layouts.form(in: keyboardShown)
    let comparison = LayoutDiffer().compare(baseline: baseline, current: baseline)
    #expect(comparison.changes.isEmpty)
    #expect(comparison.hasDrift == false)
    #expect(comparison.summary == DriftSummary(comparisons: 1))
  }

  @Test("a bigger image moves every field down and grows the content")
  func biggerImage() throws {
    // Given the form, and the same form with a 120×120 image instead of 100×100
    let baseline = try Layouts.form(in: landscape)
    let current = try Layouts.form(in: landscape) { scene in
      try scene.update(ViewRef("image")) { $0.imageSize = Size(width: 120, height: 120) }
    }
    // When
    let comparison = current.drift(from: baseline)
    // Then: the image, being centred, moves 10 pt left; everything below moves 20 pt down
    let sentences = comparison.changes.map(\.sentence)
    #expect(sentences.count == 15)
    #expect(sentences[0] == "content (view) grew 20 pt taller \(onSE)")
    #expect(
      sentences[1]
        == "image (image view) moved 10 pt left, and grew 20 pt taller and 20 pt wider \(onSE)")
    #expect(sentences[3] == "field0 (text field) moved 20 pt down \(onSE)")
    #expect(
      sentences[14]
        == "the content of scroll (scroll view) grew 20 pt taller, to 667×559, \(onSE)")
    let field0 = try #require(comparison.changes.first { $0.subject == "field0" })
    #expect(field0.kind == .frameChanged)
    #expect(field0.severity == .error)
    #expect(field0.attributes == [.y])
    #expect(field0.delta == LayoutChange.Delta(y: 20))
    #expect(field0.before == .frame(Rect(x: 20, y: 152.5, width: 627, height: 34)))
    #expect(field0.after?.description == "(20, 172.5, 627, 34)")
    #expect(field0.path == "root/scroll/content/field0")
    // No subview is reported as moving in the window: each move is explained by its frame.
    #expect(!comparison.changes.contains { $0.kind == .windowPositionChanged })
    #expect(comparison.summary.errors == 14)
    #expect(comparison.summary.warnings == 1)
  }

  @Test("the content view losing its equal-width constraint narrows every row")
  func lostEqualWidth() throws {
    let baseline = try Layouts.form(in: landscape)
    let current = try Layouts.form(in: landscape) { scene in
      scene.constraints.removeAll { $0.description == "content.width == root.width" }
    }
    let comparison = current.drift(from: baseline)
    #expect(comparison.changes.first?.sentence == "content (view) became 576 pt narrower \(onSE)")
    #expect(
      comparison.changes.contains {
        $0.sentence == "field3 (text field) became 576 pt narrower \(onSE)"
      })
    let outside = try #require(comparison.changes.last)
    #expect(outside.kind == .diagnosticAppeared)
    #expect(outside.severity == .warning)
    #expect(outside.views == ["image", "content"])
    #expect(
      outside.sentence
        == "view outside its superview appeared \(onSE): image (-4.5, 20, 100, 100) lies outside "
        + "content's bounds (0, 0, 91, 539)")
  }

  @Test("removed fields are reported once each, after the views still there")
  func removedFields() throws {
    let baseline = try Layouts.form(in: landscape)
    let current = try Layouts.form(fields: 5, in: landscape)
    let comparison = current.drift(from: baseline)
    #expect(
      comparison.changes.map(\.description) == [
        "error: content (view) became 66.5 pt shorter \(onSE)",
        "error: label5 (label) was removed \(onSE)",
        "error: field5 (text field) was removed \(onSE)",
        "warning: the content of scroll (scroll view) became 66.5 pt shorter, to 667×472.5, "
          + onSE,
      ])
  }

  @Test("hiding a container is one change for it and its subviews, and showing it again")
  func hiddenSubtree() throws {
    let baseline = try Layouts.form(in: landscape)
    let current = try Layouts.form(in: landscape) { scene in
      try scene.update(ViewRef("content")) { $0.isHidden = true }
    }
    let hidden = current.drift(from: baseline)
    #expect(
      hidden.changes.map(\.description) == [
        "error: content (view) and its 13 subviews became hidden \(onSE)"
      ])
    #expect(hidden.changes.first?.subviews == 13)
    let shown = baseline.drift(from: current)
    #expect(
      shown.changes.map(\.description) == [
        "warning: content (view) and its 13 subviews became visible \(onSE)"
      ])
  }

  @Test("a hidden view's move is a warning, and its sentence says the view is hidden")
  func hiddenViewMoves() throws {
    let baseline = try Layouts.form(in: landscape) { scene in
      try scene.update(ViewRef("image")) { $0.isHidden = true }
    }
    let current = try Layouts.form(in: landscape) { scene in
      try scene.update(ViewRef("image")) { $0.isHidden = true }
      scene.add(ViewRef("image").width == 160)
    }
    let changes = current.drift(from: baseline).changes.filter { $0.subject == "image" }
    #expect(!changes.isEmpty)
    for change in changes {
      #expect(change.severity == .warning)
      #expect(change.sentence.hasPrefix("image (hidden image view) "), "\(change.sentence)")
    }
  }

  @Test("a new unsatisfiable constraint is drift, and its removal is resolved")
  func unsatisfiable() throws {
    let environment = keyboardShown
    let baseline = try Layouts.form(in: environment) { scene in
      scene.add(ViewRef("image").width == 120)
    }
    let current = try Layouts.form(in: environment) { scene in
      scene.add(ViewRef("image").width == 120, ViewRef("image").width == 100)
    }
    // No frame moves: the engine breaks the new constraint to recover.
    let comparison = current.drift(from: baseline)
    let change = try #require(comparison.changes.first)
    #expect(comparison.changes.count == 1)
    #expect(change.kind == .diagnosticAppeared)
    #expect(change.severity == .error)
    #expect(change.diagnostic?.kind == .unsatisfiableConstraints)
    #expect(
      change.sentence
        == "unsatisfiable constraints appeared on iPhone SE (2nd generation), landscape, keyboard "
        + "shown: image.width == 100 conflicts with 1 required constraint(s); it was broken")
    let fixed = baseline.drift(from: current)
    #expect(fixed.changes.map(\.kind) == [.diagnosticResolved])
    #expect(fixed.changes.first?.severity == .info)
    #expect(fixed.hasDrift == false)
  }

  @Test("a diagnostic whose message names its kind and place is not repeated in the sentence")
  func diagnosticPlaceInSentence() throws {
    // Given the form, and the form whose content lost its bottom constraint (added last)
    let baseline = try Layouts.form(in: landscape)
    let current = try Layouts.form(in: landscape) { scene in
      _ = scene.constraints.removeLast()
    }
    // When
    let comparison = current.drift(from: baseline)
    // Then: the kind, then where, then what: no "… appeared: scrollable content size … in scroll"
    let change = try #require(
      comparison.changes.first { $0.diagnostic?.kind == .scrollableContentSizeAmbiguity })
    #expect(
      change.sentence
        == "scrollable content size ambiguity appeared in scroll \(onSE): the content's "
        + "constraints do not determine its height")
  }

  @Test("a field moved under the keyboard becomes unreachable, and reachable when moved back")
  func fieldUnderKeyboard() throws {
    let top = try login(emailAtBottom: false)
    let bottom = try login(emailAtBottom: true)
    let comparison = bottom.drift(from: top)
    let shown = "on iPhone SE (2nd generation), landscape, keyboard shown"
    #expect(
      comparison.changes.map(\.description) == [
        "error: email (text field) moved 301 pt down \(shown)",
        "error: email (text field) can no longer be scrolled above the keyboard \(shown)",
      ])
    // The engine's coveredByKeyboard diagnostic says the same thing and is not repeated.
    #expect(bottom.diagnostics(.coveredByKeyboard).count == 1)
    let field = comparison.changes[1]
    #expect(field.kind == .fieldUnreachable)
    #expect(field.before == .state("reachable"))
    #expect(field.after == .state("unreachable (bottom at 355 pt, keyboard top at 175 pt)"))
    let back = top.drift(from: bottom)
    #expect(back.changes.map(\.kind) == [.frameChanged, .fieldReachable])
    #expect(back.changes[1].severity == .info)
  }

  @Test("fields pushed into the keyboard's area that still scroll above it are covered")
  func fieldCovered() throws {
    // Given the form in portrait with the keyboard shown (260 pt, top at 407): fields 0 to 3
    // rest above it. A 200 pt tall image pushes everything 100 pt down.
    let portrait = try Layouts.environment("iphone-se-2nd-gen", .portrait, keyboard: .shown)
    let baseline = try Layouts.form(in: portrait)
    let current = try Layouts.form(in: portrait) { scene in
      try scene.update(ViewRef("image")) { $0.imageSize = Size(width: 100, height: 200) }
    }
    let comparison = current.drift(from: baseline)
    let covered = comparison.changes.filter { $0.kind == .fieldCovered }
    let shown = "on iPhone SE (2nd generation), portrait, keyboard shown"
    #expect(
      covered.map(\.sentence) == [
        "field2 (text field) is now covered by the keyboard unless the app scrolls it \(shown)",
        "field3 (text field) is now covered by the keyboard unless the app scrolls it \(shown)",
      ])
    #expect(covered.allSatisfy { $0.severity == .error && $0.attributes == [.keyboard] })
    // Fields 4 and 5 were covered already; every field still scrolls above the keyboard.
    #expect(!comparison.changes.contains { $0.kind == .fieldUnreachable })
    let uncovered = baseline.drift(from: current).changes.filter { $0.kind == .fieldUncovered }
    #expect(uncovered.map(\.subject) == ["field2", "field3"])
    #expect(uncovered.allSatisfy { $0.severity == .info })
  }

  private func login(emailAtBottom: Bool) throws -> LayoutResult {
    var scene = Scene(name: "Login")
    let email = try scene.add(.textField, "email", in: scene.root) {
      $0.intrinsicContentSize = IntrinsicSize(width: nil, height: 34)
    }
    scene.add(email.leading == scene.root.leading + 20, email.trailing == scene.root.trailing - 20)
    if emailAtBottom {
      scene.add(email.bottom == scene.root.bottom - 20)
    } else {
      scene.add(email.top == scene.root.safeArea.top + 20)
    }
    return try Layouts.layout(scene, in: keyboardShown)
  }

  @Test("a problem that persists with moved numbers is neither resolved nor new")
  func persistentGeometricDiagnostic() {
    func outside(_ x: Double) -> Diagnostic {
      Diagnostic(
        kind: .outsideSuperviewBounds,
        message: "spinner (\(x), 0, 20, 20) lies outside card's bounds (0, 0, 100, 100)",
        views: ["spinner", "card"])
    }
    let baseline = Results.result([], diagnostics: [outside(-30)])
    let moved = Results.result([], diagnostics: [outside(-40)])
    #expect(moved.drift(from: baseline).changes.isEmpty)
    // A different kind of problem on the same views is still new.
    let unsatisfiable = Diagnostic(
      kind: .unsatisfiableConstraints, message: "a == b", views: ["spinner", "card"])
    let changed = Results.result([], diagnostics: [outside(-40), unsatisfiable])
    #expect(changed.drift(from: baseline).changes.map(\.kind) == [.diagnosticAppeared])
  }

  @Test("a diagnostic a new layoutdb words differently is the same finding; a new subject is not")
  func rewordedDiagnostic() throws {
    // Given the engine's own diagnostics of the form whose content lost its bottom constraint
    let broken = try Layouts.form(in: landscape) { scene in
      _ = scene.constraints.removeLast()
    }
    let ambiguity = try #require(
      broken.diagnostics.first { $0.kind == .scrollableContentSizeAmbiguity })
    #expect(ambiguity.subject == "height")
    // and a baseline that stored them in an older wording
    var baseline = broken
    baseline.diagnostics = broken.diagnostics.map { diagnostic in
      var old = diagnostic
      old.message = "an older wording of: " + diagnostic.message
      return old
    }
    // Then nothing changed
    #expect(broken.drift(from: baseline).changes.isEmpty)
    #expect(baseline.drift(from: broken).changes.isEmpty)
    // But the ambiguity moving from the height to the width is drift, whatever the words
    var moved = broken
    moved.diagnostics = broken.diagnostics.map { diagnostic in
      var other = diagnostic
      if diagnostic.kind == .scrollableContentSizeAmbiguity { other.subject = "width" }
      return other
    }
    #expect(
      moved.drift(from: baseline).changes.map(\.kind) == [.diagnosticAppeared, .diagnosticResolved])
    // and so is the same subject on another view
    var elsewhere = broken
    elsewhere.diagnostics = broken.diagnostics.map { diagnostic in
      var other = diagnostic
      if diagnostic.kind == .scrollableContentSizeAmbiguity { other.views = ["content"] }
      return other
    }
    #expect(elsewhere.drift(from: baseline).changes.count == 2)
  }

  @Test("an unsatisfiable set pairs by the constraint broken, whatever views it names")
  func unsatisfiableSubject() throws {
    let current = try Layouts.form(in: keyboardShown) { scene in
      scene.add(ViewRef("image").width == 120, ViewRef("image").width == 100)
    }
    let found = try #require(current.diagnostics.first { $0.kind == .unsatisfiableConstraints })
    #expect(found.subject == "image.width == 100")
    // A baseline recorded before the diagnostic named every view of the set, in other words
    var baseline = current
    baseline.diagnostics = current.diagnostics.map { diagnostic in
      var old = diagnostic
      if diagnostic.kind == .unsatisfiableConstraints {
        old.views = ["image"]
        old.message = "image.width == 100 contradicts the screen size; it was broken"
      }
      return old
    }
    #expect(current.drift(from: baseline).changes.isEmpty)
    // Another constraint broken is another finding
    let other = try Layouts.form(in: keyboardShown) { scene in
      scene.add(ViewRef("image").width == 120, ViewRef("image").width == 90)
    }
    #expect(
      other.drift(from: current).changes.map(\.kind) == [.diagnosticAppeared, .diagnosticResolved])
  }

  @Test("content that moves in the window because its scroll view stopped scrolling says so")
  func windowMoveExplained() throws {
    // Given the form in portrait with the keyboard shown: it scrolls, so UIKit insets its
    // content below the 20 pt status bar; without its bottom constraint it no longer scrolls
    let portrait = try Layouts.environment("iphone-se-2nd-gen", .portrait, keyboard: .shown)
    let baseline = try Layouts.form(in: portrait)
    let current = try Layouts.form(in: portrait) { scene in
      _ = scene.constraints.removeLast()
    }
    let move = try #require(
      current.drift(from: baseline).changes.first { $0.kind == .windowPositionChanged })
    #expect(
      move.sentence
        == "content (view) moved 20 pt up in the window on iPhone SE (2nd generation), portrait, "
        + "keyboard shown: scroll (scroll view) no longer scrolls vertically, so UIKit no longer "
        + "insets its content 20 pt from the top for the safe area")
    // and back
    let back = try #require(
      baseline.drift(from: current).changes.first { $0.kind == .windowPositionChanged })
    #expect(
      back.sentence.hasSuffix(
        ": scroll (scroll view) now scrolls vertically, so UIKit "
          + "insets its content 20 pt from the top for the safe area"))
  }
}
