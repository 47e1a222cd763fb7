import LayoutEngine
import SceneReading
import Testing

extension SceneDocument {
  /// `scene` (the first one when nil) laid out in its design environment: what Xcode's canvas
  /// shows, which the stored frames record.
  func canvasLayout(of scene: Scene? = nil) throws -> LayoutResult {
    let scene = try scene ?? #require(scenes.first)
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: #require(designEnvironments[scene.name]))
  }
}
