import FileLocations
import Foundation
import LayoutEngine
import Yams

extension DiffConfiguration {
  /// Reads the `diff:` section of a configuration file (other top-level sections belong to
  /// other commands and are left alone). A file without one gives the defaults.
  ///
  /// - Throws: ``DiffConfigurationError`` with the file, line and column of the problem.
  public init(yaml: String, fileName: String = DiffConfiguration.fileName)
    throws(DiffConfigurationError)
  {
    let reader = DiffConfigurationReader(fileName: fileName, text: yaml)
    self = try reader.read()
  }

  /// Reads a configuration file (see ``init(yaml:fileName:)``); messages name the file as
  /// given.
  public init(contentsOf url: URL) throws(DiffConfigurationError) {
    // The 10 MB every input of layoutdb is held to (`SceneDocument.maximumFileSize`), from the
    // file's attributes first: a FIFO or `/dev/zero` would never finish reading.
    let limit = 10 * 1024 * 1024
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .unreadableFile(path: url.path, reason: "no such file")
    }
    // A symbolic link is judged by the file it leads to (`attributesOfItem` does not follow
    // links).
    if let attributes = try? FileManager.default.attributesOfItem(
      atPath: url.resolvingSymlinksInPath().path)
    {
      if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
        throw .unreadableFile(path: url.path, reason: "it is not a regular file")
      }
      if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
        throw .unreadableFile(
          path: url.path,
          reason: "it is larger than the 10 MB layoutdb reads; expected a small configuration"
            + " file")
      }
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
    }
    guard data.count <= limit else {
      throw .unreadableFile(
        path: url.path,
        reason: "it is larger than the 10 MB layoutdb reads; expected a small"
          + " configuration file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadableFile(path: url.path, reason: "it is not UTF-8 text")
    }
    try self.init(yaml: text, fileName: url.relativePath)
  }
}

/// Turns the YAML nodes of a configuration into values, refusing unknown keys and values of
/// the wrong type at their line and column.
struct DiffConfigurationReader {
  let source: SourceText
  let text: String

  init(fileName: String, text: String) {
    self.text = text
    source = SourceText(fileName: fileName, text: text)
  }

  func read() throws(DiffConfigurationError) -> DiffConfiguration {
    guard let root = try compose() else { return DiffConfiguration() }
    guard case .mapping(let top) = root else {
      throw .wrongType(at: location(of: root), key: "the document", expected: "a mapping")
    }
    guard let section = top.first(where: { $0.key.string == "diff" })?.value,
      !isNull(section)
    else { return DiffConfiguration() }
    var configuration = DiffConfiguration()
    for (key, value) in try entries(
      of: section, context: "diff",
      allowed: ["tolerance", "minorChange", "severities", "ignore"])
    {
      switch key {
      case "tolerance": configuration.tolerance = try points(value, key: key)
      case "minorChange": configuration.minorChangeLimit = try points(value, key: key)
      case "severities": configuration.severities = try severities(value)
      default: configuration.ignore = try rules(value)
      }
    }
    return configuration
  }

  // MARK: Sections

  private func severities(_ node: Node) throws(DiffConfigurationError) -> [LayoutChange.Kind:
    Severity]
  {
    let kinds = LayoutChange.Kind.allCases.map(\.rawValue)
    var result: [LayoutChange.Kind: Severity] = [:]
    for (key, value) in try entries(of: node, context: "severities", allowed: kinds) {
      guard let kind = LayoutChange.Kind(rawValue: key) else { continue }
      result[kind] = try choice(value, key: key, Severity.allCases.map(\.rawValue)) {
        Severity(rawValue: $0)
      }
    }
    return result
  }

  private func rules(_ node: Node) throws(DiffConfigurationError) -> [IgnoreRule] {
    guard case .sequence(let items) = node else {
      throw .wrongType(at: location(of: node), key: "ignore", expected: "a list of rules")
    }
    var rules: [IgnoreRule] = []
    for (index, item) in items.enumerated() {
      let context = "ignore[\(index)]"
      var rule = IgnoreRule()
      for (key, value) in try entries(
        of: item, context: context,
        allowed: ["scenes", "environments", "views", "attributes", "diagnostics", "reason"])
      {
        switch key {
        case "scenes": rule.scenes = try patterns(value, key: key)
        case "environments": rule.environments = try patterns(value, key: key)
        case "views": rule.views = try patterns(value, key: key)
        case "attributes":
          rule.attributes = try list(value, key: key) { (item) throws(DiffConfigurationError) in
            try choice(item, key: key, DiffAttribute.allCases.map(\.rawValue)) {
              DiffAttribute(rawValue: $0)
            }
          }
        case "diagnostics":
          rule.diagnostics = try list(value, key: key) { (item) throws(DiffConfigurationError) in
            try choice(item, key: key, Self.diagnosticKinds.map(\.rawValue)) {
              Diagnostic.Kind(rawValue: $0)
            }
          }
        default: rule.reason = try string(value, key: key)
        }
      }
      if rule.scenes.isEmpty, rule.environments.isEmpty, rule.views.isEmpty,
        rule.attributes.isEmpty, rule.diagnostics.isEmpty
      {
        throw .emptyIgnoreRule(at: location(of: item))
      }
      rules.append(rule)
    }
    return rules
  }

  /// The diagnostic kinds a rule may name (`Diagnostic.Kind` is not `CaseIterable`; the
  /// switch in `ChangePhrase.diagnostic` fails to compile when a kind is added, as a reminder).
  static let diagnosticKinds: [Diagnostic.Kind] = [
    .unsatisfiableConstraints, .ambiguousLayout, .scrollableContentSizeAmbiguity,
    .outsideSuperviewBounds, .overlappingSiblings, .coveredByKeyboard, .notModelled,
  ]

  // MARK: Values

  private func entries(of node: Node, context: String, allowed: [String])
    throws(DiffConfigurationError) -> [(String, Node)]
  {
    guard case .mapping(let mapping) = node else {
      throw .wrongType(at: location(of: node), key: context, expected: "a mapping")
    }
    var result: [(String, Node)] = []
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        throw .wrongType(
          at: location(of: keyNode), key: "a key in '\(context)'", expected: "a name")
      }
      guard allowed.contains(key) else {
        throw .unknownKey(
          at: location(of: keyNode), key: key, context: context,
          suggestion: NameSuggestion.closest(to: key, in: allowed))
      }
      result.append((key, value))
    }
    return result
  }

  private func points(_ node: Node, key: String) throws(DiffConfigurationError) -> Double {
    let text = try string(node, key: key)
    guard let value = Double(text), value.isFinite, value >= 0 else {
      throw .invalidValue(
        at: location(of: node), key: key, value: text, expected: "a number of points, 0 or more")
    }
    return value
  }

  private func string(_ node: Node, key: String) throws(DiffConfigurationError) -> String {
    guard case .scalar(let scalar) = node, !isNull(node) else {
      throw .wrongType(at: location(of: node), key: key, expected: "a string")
    }
    return scalar.string
  }

  /// A single value or a list of them (`views: email` or `views: [email, name]`).
  private func list<T>(
    _ node: Node, key: String, _ item: (Node) throws(DiffConfigurationError) -> T
  )
    throws(DiffConfigurationError) -> [T]
  {
    let items: [Node]
    if case .sequence(let sequence) = node { items = Array(sequence) } else { items = [node] }
    var result: [T] = []
    for node in items { result.append(try item(node)) }
    return result
  }

  private func patterns(_ node: Node, key: String) throws(DiffConfigurationError) -> [NamePattern] {
    try list(node, key: key) { (item) throws(DiffConfigurationError) in
      let text = try string(item, key: key)
      guard !text.isEmpty else {
        throw .invalidValue(
          at: location(of: item), key: key, value: text, expected: "a name or a pattern with *")
      }
      return NamePattern(text)
    }
  }

  private func choice<T>(
    _ node: Node, key: String, _ names: [String], _ make: (String) -> T?
  ) throws(DiffConfigurationError) -> T {
    let text = try string(node, key: key)
    if let value = make(text) { return value }
    var expected = "one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    if let suggestion = NameSuggestion.closest(to: text, in: names) {
      expected += " (did you mean '\(suggestion)'?)"
    }
    throw .invalidValue(at: location(of: node), key: key, value: text, expected: expected)
  }

  private func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any
    else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  // MARK: Locations

  private func location(line: Int, column: Int) -> FileLocation {
    source.location(line: line, column: column)
  }

  private func location(of node: Node) -> FileLocation {
    guard let mark = node.mark else { return location(line: 1, column: 1) }
    return location(line: mark.line, column: mark.column)
  }

  /// The file's one document, with libYAML's errors located.
  private func compose() throws(DiffConfigurationError) -> Node? {
    do {
      return try Yams.compose(yaml: text)
    } catch let error as YamlError {
      switch error {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw .malformedYAML(at: location(line: mark.line, column: mark.column), problem: problem)
      case .duplicatedKeysInMapping(let duplicates, let context):
        throw .malformedYAML(
          at: location(line: context.mark.line, column: context.mark.column),
          problem: "duplicate key "
            + duplicates.map { "'\($0)'" }.joined(separator: ", ") + " in one mapping")
      default:
        throw .malformedYAML(at: location(line: 1, column: 1), problem: "\(error)")
      }
    } catch {
      throw .malformedYAML(at: location(line: 1, column: 1), problem: "\(error)")
    }
  }
}
