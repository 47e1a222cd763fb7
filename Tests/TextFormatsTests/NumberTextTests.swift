import Testing
import TextFormats

@Suite("Numbers as layoutdb prints them")
struct NumberTextTests {
  @Test("numbers are rounded to 1e-6 and -0 prints as 0")
  func numbers() {
    #expect(NumberText.format(-0.0) == "0")
    #expect(NumberText.format(1.0000000001) == "1")
    #expect(NumberText.format(2.5) == "2.5")
    #expect(NumberText.format(-1e-9) == "0")
    #expect(NumberText.format(.infinity) == "inf")
  }
}
