import LayoutEngine
import Testing

@testable import SceneFormat

@Suite("Scene documents")
struct SceneDocumentTests {
  @Test("an environment request defaults to portrait with the keyboard hidden")
  func defaults() {
    let request = EnvironmentRequest(device: "iphone-16")
    #expect(request.orientation == .portrait && request.keyboard == .hidden)
  }
}
