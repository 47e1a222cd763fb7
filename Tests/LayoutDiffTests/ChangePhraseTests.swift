import Testing

@testable import LayoutDiff

@Suite("Change sentences")
struct ChangePhraseTests {
  typealias Delta = LayoutChange.Delta

  @Test(
    "frame changes in words",
    arguments: [
      (Delta(y: 12), "moved 12 pt down"),
      (Delta(x: 4, y: 12), "moved 12 pt down and 4 pt right"),
      (Delta(x: -0.5, y: -1.333333), "moved 1.33 pt up and 0.5 pt left"),
      (Delta(height: 20), "grew 20 pt taller"),
      (Delta(width: -8, height: 20), "grew 20 pt taller, and became 8 pt narrower"),
      (Delta(width: 3, height: 2), "grew 2 pt taller and 3 pt wider"),
      (Delta(y: 12, height: -4), "moved 12 pt down, and became 4 pt shorter"),
      (
        Delta(x: -1, y: 2, width: 3, height: -4),
        "moved 2 pt down and 1 pt left, grew 3 pt wider, and became 4 pt shorter"
      ),
    ])
  func frameChange(delta: Delta, expected: String) {
    #expect(ChangePhrase.frameChange(delta) == expected)
  }

  @Test("points print with at most two decimals")
  func points() {
    #expect(ChangePhrase.points(12) == "12")
    #expect(ChangePhrase.points(-0.5) == "0.5")
    #expect(ChangePhrase.points(0.333_333) == "0.33")
    #expect(ChangePhrase.points(2.999) == "3")
    #expect(ChangePhrase.points(10.05) == "10.05")
  }

  @Test("environments name the device as people know it, and only the settings that differ")
  func environments() throws {
    let environment = try Layouts.environment("iphone-se-2nd-gen", .landscape, keyboard: .shown)
    #expect(
      EnvironmentPhrase.describe(environment)
        == "iPhone SE (2nd generation), landscape, keyboard shown")
    var other = environment
    other.direction = .rightToLeft
    other.contentSizeCategory = "accessibilityLarge"
    #expect(
      EnvironmentPhrase.describe(other)
        == "iPhone SE (2nd generation), landscape, keyboard shown, right-to-left, "
        + "text size accessibilityLarge")
  }
}
