import FileLocations
import Foundation
import SceneReading

extension YamlSceneReader {
  /// The `environments:` section of a project's `layoutdb.yaml`, written as a scene file's:
  /// for each axis it names, the values every input that names none of its own is laid out
  /// in (other sections belong to other commands and are left alone).
  ///
  /// - Throws: ``SceneFileError`` at the line and column of malformed YAML, an unknown key or
  ///   value, or an unknown device.
  public func projectEnvironments(fromYAML text: String, fileName: String) throws(SceneFileError)
    -> ProjectEnvironments
  {
    let source = SourceText(fileName: fileName, text: text)
    guard let root = try YamlValue.compose(text, source: source), !root.isNull else {
      return ProjectEnvironments()
    }
    guard case .mapping(let pairs) = root.node else { throw root.wrongType("a mapping") }
    guard let node = pairs.first(where: { $0.key.string == "environments" })?.value else {
      return ProjectEnvironments()
    }
    let section = YamlValue(node: node, key: "environments", source: source)
    if section.isNull { return ProjectEnvironments() }
    let requests = try readEnvironments(section)
    let named = try section.mapping("environments", allowed: Self.environmentKeys)
    func values<T: Hashable>(_ key: String, _ value: (EnvironmentRequest) -> T) -> [T]? {
      guard named.has(key) else { return nil }
      var seen: Set<T> = []
      return requests.map(value).filter { seen.insert($0).inserted }
    }
    return ProjectEnvironments(
      devices: values("devices", \.device), orientations: values("orientations", \.orientation),
      keyboards: values("keyboards", \.keyboard), directions: values("directions", \.direction),
      textSizes: values("textSizes", \.textSize))
  }

  /// ``projectEnvironments(fromYAML:fileName:)`` of a file; none when it does not exist.
  public func projectEnvironments(at path: String) throws(SceneFileError) -> ProjectEnvironments {
    guard FileManager.default.fileExists(atPath: path) else { return ProjectEnvironments() }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw SceneFileError(.unreadableFile(error.localizedDescription), at: .wholeFile(path))
    }
    return try projectEnvironments(fromYAML: text, fileName: path)
  }
}
