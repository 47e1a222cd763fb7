import LayoutEngine
import SceneReading
import SceneSource
import Testing

@testable import LayoutWorkflow

@Suite("Scene documents")
struct SceneDocumentTests {
  @Test("an environment request defaults to portrait with the keyboard hidden")
  func defaults() {
    let request = EnvironmentRequest(device: "iphone-16")
    #expect(request.orientation == .portrait && request.keyboard == .hidden)
  }

  @Test("a scene file's engines, built while reading, are reused to lay out and dropped on edits")
  func engineReuse() throws {
    let yaml = """
      name: Card
      views:
        - {id: title, kind: label, text: Hello}
      constraints:
        - title.top == root.top + 20
        - title.leading == root.leading + 16
      """
    var document = try SolveTesting.read(yaml)
    #expect(document.engines.keys.sorted() == ["Card"])
    let catalog = try DeviceCatalog.standard
    let request = SolveRequest(inputPath: "test.yaml", devices: ["iphone-se-2nd-gen"])
    let reused = try request.solve(document, catalog: catalog)
    document.engines = [:]
    let rebuilt = try request.solve(document, catalog: catalog)
    #expect(reused == rebuilt)
    #expect(reused.first?[view: "title"]?.frame.origin == Point(x: 16, y: 20))

    var edited = try SolveTesting.read(yaml)
    edited.scenes[0].name = "Renamed"
    #expect(edited.engines.isEmpty)
  }
}
