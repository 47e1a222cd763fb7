import Testing

@testable import LayoutDiff

@Suite("Matching views by identity")
struct IdentityMatcherTests {
  typealias Item = IdentityMatcher.Item
  typealias Match = IdentityMatcher.Match

  @Test("unique ids match wherever the views are, in the current order, then the removed")
  func uniqueIDs() {
    let matches = IdentityMatcher.match(
      baseline: [
        Item(id: "a", path: "r/a"), Item(id: "b", path: "r/b"), Item(id: "c", path: "r/c"),
      ],
      current: [
        Item(id: "c", path: "r/x/c"), Item(id: "d", path: "r/d"), Item(id: "a", path: "r/a"),
      ])
    #expect(
      matches == [
        Match(baseline: 2, current: 0), Match(baseline: nil, current: 1),
        Match(baseline: 0, current: 2), Match(baseline: 1, current: nil),
      ])
  }

  @Test("a duplicated id falls back to the path, on both sides")
  func duplicatedIDs() {
    // "cell" occurs twice in the current result only: both sides match those views by path.
    let matches = IdentityMatcher.match(
      baseline: [Item(id: "cell", path: "r/list/cell")],
      current: [Item(id: "cell", path: "r/other/cell"), Item(id: "cell", path: "r/list/cell")])
    #expect(matches == [Match(baseline: nil, current: 0), Match(baseline: 0, current: 1)])
  }

  @Test("empty ids and repeated paths match by path and rank")
  func repeatedPaths() {
    let matches = IdentityMatcher.match(
      baseline: [Item(id: "", path: "r/row"), Item(id: "", path: "r/row")],
      current: [
        Item(id: "", path: "r/row"), Item(id: "", path: "r/row"), Item(id: "", path: "r/row"),
      ])
    #expect(
      matches == [
        Match(baseline: 0, current: 0), Match(baseline: 1, current: 1),
        Match(baseline: nil, current: 2),
      ])
  }

  @Test("an id never matches a path that spells the same text")
  func idsAndPathsDoNotCollide() {
    // The baseline view is keyed by its id "x", the current one (no id) by its path "x".
    let matches = IdentityMatcher.match(
      baseline: [Item(id: "x", path: "root/x")], current: [Item(id: "", path: "x")])
    #expect(matches == [Match(baseline: nil, current: 0), Match(baseline: 0, current: nil)])
  }
}
