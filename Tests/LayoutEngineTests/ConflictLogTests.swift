import Testing

@testable import LayoutEngine

/// UIKit's "Unable to simultaneously satisfy constraints" log, as the engine writes it: the
/// same text for the same layout however many environments the engine went through first.
@Suite("Conflict logs")
struct ConflictLogTests {
  /// A label that wraps in portrait but not in landscape (so its intrinsic constraints are
  /// replaced at each change), above a box 900 pt tall pinned to the root's bottom, which the
  /// screen's height contradicts: the box's height is broken in every environment.
  static func scene() throws -> Scene {
    var scene = Scene(name: "Conflict")
    let label = try scene.add(.label, "label", in: scene.root) {
      $0.text = TextContent(
        "Sign in with your account to keep your teams and events in sync", numberOfLines: 0)
      $0.compressionResistance = AxisPriorities(750, 1000)
    }
    let box = try scene.add(.view, "box", in: scene.root)
    scene.add(label.leading == scene.root.leading + 20, label.trailing == scene.root.trailing - 20)
    scene.add(label.top == scene.root.top + 40, box.top == label.bottom + 8)
    scene.add(box.leading == label.leading, box.trailing == label.trailing)
    scene.add(box.bottom == scene.root.bottom - 20, box.height == 900)
    return scene
  }

  @Test("laying out back and forth keeps the log and forgets replaced intrinsic constraints")
  func repeatable() throws {
    // Given one engine that alternates between portrait and landscape
    var engine = try AutoLayoutEngine(scene: Self.scene())
    let environments = [
      TestEnvironments.iPhoneSE(.portrait), TestEnvironments.iPhoneSE(.landscape),
    ]
    let first = try environments.map { try engine.layout(in: $0) }
    #expect(first.map { $0[view: "label"]?.frame.height } == [41, 20.5])
    let labelled = engine.origins.count
    // When it goes through them five more times
    var last = first
    for _ in 0..<5 { last = try environments.map { try engine.layout(in: $0) } }
    // Then every layout, conflict log included, is what it was, and the labels of the label's
    // replaced intrinsic constraints were dropped with them (a stale one named whatever took
    // its address next)
    #expect(last == first)
    #expect(engine.origins.count == labelled)
    let intrinsic = engine.intrinsic.compactMap { $0 }.flatMap(\.constraints)
    let stale = engine.origins.values.filter { origin in
      !engine.solver.contains(origin.constraint)
        && !engine.brokenForEnvironment.contains { $0.translated === origin.constraint }
        && !intrinsic.contains { $0 === origin.constraint }
    }
    #expect(stale.map(\.label) == [])
    let log = try #require(first[0].diagnostics(.unsatisfiableConstraints).first?.log)
    #expect(log.contains("'box'.height == 900"))
    #expect(log.contains("'UIView-Encapsulated-Layout-Height'"))
    #expect(log.contains("label intrinsic content size"))
  }
}
