import FileLocations
import Yams

extension YamlValue {
  /// The file's single YAML document, with libYAML's errors located.
  package static func compose(_ text: String, source: SourceText) throws(SceneFileError)
    -> YamlValue?
  {
    do {
      let node = try Parser(yaml: text).singleRoot()
      return node.map { YamlValue(node: $0, key: "document", source: source) }
    } catch let error as YamlError {
      throw located(error, source: source)
    } catch {
      throw SceneFileError(.malformedYAML("\(error)"), at: source.location(line: 1, column: 1))
    }
  }

  private static func located(_ error: YamlError, source: SourceText) -> SceneFileError {
    func make(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> SceneFileError {
      var message = problem
      if let context {
        message += " (\(context.text) on line \(context.mark.line))"
      }
      return SceneFileError(
        .malformedYAML(message), at: source.location(line: mark.line, column: mark.column))
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      if problem == "but found another document" {
        return SceneFileError(
          .malformedYAML(
            "a scene file holds one YAML document; list several scenes under 'scenes:'"),
          at: source.location(line: mark.line, column: mark.column))
      }
      return make(context, problem, mark)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SceneFileError(
        .malformedYAML("duplicate key \(keys) in one mapping"),
        at: source.location(line: context.mark.line, column: context.mark.column))
    case .reader(let problem, let offset, _, let yaml):
      var line = 1
      var column = 1
      if let offset {
        for character in yaml.prefix(offset) {
          if character == "\n" {
            line += 1
            column = 1
          } else {
            column += 1
          }
        }
      }
      return SceneFileError(
        .malformedYAML(problem), at: source.location(line: line, column: column))
    default:
      return SceneFileError(.malformedYAML("\(error)"), at: source.location(line: 1, column: 1))
    }
  }
}
