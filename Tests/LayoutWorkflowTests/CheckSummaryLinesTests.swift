import LayoutDiff
import Testing

@testable import LayoutWorkflow

/// check's text summary: findings that differ only by their view print as one line (a scroll
/// view that stops scrolling strands all its fields; one line says so), the rest as they are.
@Suite("check's summary lines")
struct CheckSummaryLinesTests {
  static func stranded(_ field: String) -> (severity: Severity, subject: String, sentence: String) {
    (.error, field, "\(field) (text field) can no longer be scrolled above the keyboard")
  }

  @Test("six fields stranded by one break: one line, the views by name where they have one")
  func grouped() {
    let findings =
      (0..<6).map { Self.stranded("field\($0)") } + [
        (.error, "scroll", "scroll (scroll view) no longer scrolls vertically (content 0 pt tall)")
      ]
    let lines = CheckOutcome.findingLines(findings, names: ["field1": "Email"])
    #expect(
      lines == [
        "error: 6 text fields (field0, \"Email\" field1, field2, field3, field4, field5) can no "
          + "longer be scrolled above the keyboard",
        "error: scroll (scroll view) no longer scrolls vertically (content 0 pt tall)",
      ])
  }

  @Test("one view alone keeps its sentence; other severities and amounts stay apart")
  func apart() {
    let findings: [(severity: Severity, subject: String, sentence: String)] = [
      (.error, "a", "a (label) moved 20 pt up"),
      (.error, "b", "b (label) moved 30 pt up"),
      (.warning, "c", "c (label) moved 20 pt up"),
      Self.stranded("field0"),
      (.error, "b", "b (label) moved 20 pt up"),
      (.info, "root", "a note that starts with no view"),
    ]
    let lines = CheckOutcome.findingLines(findings, names: ["field0": "Email"])
    #expect(
      lines == [
        "error: 2 labels (a, b) moved 20 pt up",
        "error: b (label) moved 30 pt up",
        "warning: c (label) moved 20 pt up",
        "error: \"Email\" (text field field0) can no longer be scrolled above the keyboard",
        "info: a note that starts with no view",
      ])
  }

  @Test(
    "kinds in the plural",
    arguments: [
      ("text field", "text fields"), ("switch", "switches"), ("view", "views"),
      ("activity indicator view", "activity indicator views"), ("ray", "rays"), ("body", "bodies"),
    ])
  func plural(noun: String, plural: String) {
    #expect(CheckOutcome.plural(noun) == plural)
  }

  @Test("the lines a layout does not share with the one printed above, by position")
  func ordinals() {
    #expect(CheckOutcome.ordinals([0]) == "first")
    #expect(CheckOutcome.ordinals([0, 1, 2]) == "first 3")
    #expect(CheckOutcome.ordinals([1]) == "2nd")
    #expect(CheckOutcome.ordinals([1, 3]) == "2nd and 4th")
    #expect(CheckOutcome.ordinals([0, 2, 10, 11, 20]) == "1st, 3rd, 11th, 12th and 21st")
  }
}
