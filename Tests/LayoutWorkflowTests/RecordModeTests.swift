import Testing

@testable import LayoutWorkflow

@Suite("Record modes")
struct RecordModeTests {
  @Test("never when CI is set (so a retried job cannot pass by recording), else missing")
  func defaults() {
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "1"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    #expect(RecordMode.default(environment: [:]) == .missing)
  }
}
