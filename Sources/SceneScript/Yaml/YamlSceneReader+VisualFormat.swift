import FileLocations
import LayoutEngine
import SceneReading
import VisualFormat

extension YamlSceneReader {
  /// A visual format's constraints, through `VisualFormatTranslator` (every view of the scene
  /// is in its views dictionary, by id, and the scene's metrics are its metrics). The
  /// translator's errors are reported at their column inside the format string, on the file's
  /// line.
  func visualFormatConstraints(
    _ format: String, options: VisualFormatOptions, metrics: [String: Double], scene: Scene,
    at value: YamlValue
  ) throws(SceneFileError) -> [LayoutConstraint] {
    var views: [String: ViewRef] = [:]
    for view in scene.views { views[view.id] = ViewRef(view.id) }
    do {
      return try VisualFormatTranslator.constraints(
        fromFormat: format, options: options, metrics: metrics, views: views, in: scene)
    } catch {
      // The translator counts characters from 0; file columns count Unicode scalars from 1.
      let characters = max(0, min(error.column, format.count))
      let scalars = format.prefix(characters).unicodeScalars.count
      throw SceneFileError(
        .visualFormat(error.message), at: value.textLocation.advanced(by: scalars))
    }
  }
}
