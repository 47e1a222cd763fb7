import LayoutEngine
import Testing

@testable import LayoutDiff

/// Hand-made results: float noise, half-pixel moves, window moves, reparenting, additions.
@Suite("Tolerance, window moves and hierarchy changes")
struct ToleranceAndStructureTests {
  let onPhone = "on Test Phone, portrait, keyboard hidden"

  @Test("float noise below half a pixel is not drift; a one-pixel move is a warning")
  func pixelGrid() {
    let baseline = Results.card()
    let noise = Results.card(titleFrame: Results.rect(16.000_000_1, 15.9, 303, 20.2))
    // 0.1 and 0.2 pt are below half a pixel at @2x (0.25 pt).
    #expect(noise.drift(from: baseline).changes.isEmpty)
    let onePixel = Results.card(titleFrame: Results.rect(16.5, 16, 303, 20))
    let changes = onePixel.drift(from: baseline).changes
    #expect(changes.map(\.description) == ["warning: title (label) moved 0.5 pt right \(onPhone)"])
    #expect(changes.first?.delta == LayoutChange.Delta(x: 0.5))
  }

  @Test("a tolerance in points, and a minor change limit, from the configuration")
  func tolerance() {
    let baseline = Results.card()
    let current = Results.card(titleFrame: Results.rect(16, 17.5, 303, 22.5))
    let loose = DiffConfiguration(tolerance: 2.5)
    #expect(current.drift(from: baseline, configuration: loose).changes.isEmpty)
    let strict = DiffConfiguration(tolerance: 0, minorChangeLimit: 3)
    #expect(
      current.drift(from: baseline, configuration: strict).changes.map(\.description) == [
        "warning: title (label) moved 1.5 pt down, and grew 2.5 pt taller \(onPhone)"
      ])
  }

  @Test("a moved card is one change: its subviews move along in the window without a change")
  func subviewsMoveAlong() {
    let baseline = Results.card()
    let current = Results.card(cardFrame: Results.rect(20, 112, 335, 200))
    #expect(
      current.drift(from: baseline).changes.map(\.description) == [
        "error: card (view) moved 12 pt down \(onPhone)"
      ])
  }

  @Test("a window move the frames do not explain is reported on the view that moved")
  func unexplainedWindowMove() {
    // The card's frame stays, but it sits 30 pt higher in the window (a scroll offset): the
    // card is reported, its subviews (moving with it) are not.
    let baseline = Results.card()
    var current = Results.card()
    for index in 1..<current.views.count {
      current.views[index].windowFrame = current.views[index].windowFrame.offsetBy(dx: 0, dy: -30)
    }
    let changes = current.drift(from: baseline).changes
    #expect(
      changes.map(\.description) == ["error: card (view) moved 30 pt up in the window \(onPhone)"])
    #expect(changes.first?.kind == .windowPositionChanged)
    #expect(changes.first?.attributes == [.window])
    #expect(changes.first?.before?.description == "(20, 100, 335, 200)")
    #expect(changes.first?.after?.description == "(20, 70, 335, 200)")
  }

  @Test("a view moved to another superview: reparented, compared in the window")
  func reparented() {
    let frame = Results.rect(16, 150, 303, 34)
    let baseline = Results.card()
    var current = Results.card()
    // The button leaves the card for the root, 10 pt lower on screen.
    current.views[3] = Results.view(
      "root/button", .button, frame: Results.rect(36, 260, 303, 34),
      window: frame.offsetBy(dx: 20, dy: 110))
    let changes = current.drift(from: baseline).changes
    #expect(
      changes.map(\.description) == [
        "warning: button (button) moved from superview card to root \(onPhone)",
        "error: button (button) moved 10 pt down in the window \(onPhone)",
      ])
    #expect(changes[0].before == .state("root/card/button"))
    #expect(changes[0].after == .state("root/button"))
  }

  @Test("an added subtree is one change on its topmost view; a class change is named")
  func addedSubtree() {
    let baseline = Results.card()
    var current = Results.card()
    current.views += [
      Results.view("root/footer", frame: Results.rect(0, 600, 375, 67)),
      Results.view("root/footer/note", .label, frame: Results.rect(16, 8, 200, 20)),
      Results.view("root/footer/help", .button, frame: Results.rect(16, 30, 200, 30)),
    ]
    current.views[2].kind = .textView
    let changes = current.drift(from: baseline).changes
    #expect(
      changes.map(\.description) == [
        "warning: title changed from label to text view \(onPhone)",
        "warning: footer (view) and its 2 subviews were added \(onPhone)",
      ])
    #expect(changes[1].subviews == 2)
    #expect(changes[1].after?.description == "(0, 600, 375, 67)")
  }

  @Test("severities can be overridden per kind of change")
  func severityOverride() {
    let baseline = Results.card()
    var current = Results.card()
    current.views.append(Results.view("root/badge", frame: Results.rect(0, 0, 10, 10)))
    let configuration = DiffConfiguration(severities: [.viewAdded: .info])
    let comparison = current.drift(from: baseline, configuration: configuration)
    #expect(comparison.changes.map(\.severity) == [.info])
    #expect(comparison.hasDrift == false)
  }

  @Test("a hidden view's moves are warnings")
  func hiddenMoves() {
    let baseline = Results.card(hidden: true)
    let current = Results.card(
      cardFrame: Results.rect(20, 140, 335, 200), hidden: true)
    #expect(
      current.drift(from: baseline).changes.map(\.description) == [
        "warning: card (hidden view) moved 40 pt down \(onPhone)"
      ])
  }
}
