import FileLocations
import Foundation
import LayoutEngine
import Yams

/// A YAML node with where it came from and the key it was found under: typed reads that fail
/// with a located, actionable ``SceneFileError``.
package struct YamlValue {
  package let node: Node
  /// The key (or `constraints[3]`-style position) the value sits under, for messages.
  package let key: String
  package let source: SourceText

  package init(node: Node, key: String, source: SourceText) {
    self.node = node
    self.key = key
    self.source = source
  }

  package var location: FileLocation {
    guard let mark = node.mark else { return source.location(line: 1, column: 1) }
    return source.location(line: mark.line, column: mark.column)
  }

  /// Where the scalar's text starts: after the opening quote of a quoted scalar.
  package var textLocation: FileLocation {
    guard case .scalar(let scalar) = node else { return location }
    switch scalar.style {
    case .singleQuoted, .doubleQuoted: return location.advanced(by: 1)
    default: return location
    }
  }

  package func error(_ reason: SceneFileError.Reason) -> SceneFileError {
    SceneFileError(reason, at: location)
  }

  package func wrongType(_ expected: String) -> SceneFileError {
    error(.wrongType(key: key, expected: expected))
  }

  /// `~`, `null` or nothing at all.
  package var isNull: Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any
    else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  package func string() throws(SceneFileError) -> String {
    guard case .scalar(let scalar) = node, !isNull else { throw wrongType("a string") }
    return scalar.string
  }

  /// A finite number. `.inf`, `.nan` and overflowing literals are refused by name.
  package func number() throws(SceneFileError) -> Double {
    guard case .scalar(let scalar) = node, !isNull else { throw wrongType("a number") }
    let text = scalar.string.trimmingCharacters(in: .whitespaces)
    let lowered = text.lowercased()
    if [".inf", "+.inf", "-.inf", ".nan", "inf", "-inf", "+inf", "nan", "infinity", "-infinity"]
      .contains(lowered)
    {
      throw error(.nonFiniteNumber(key: key, value: text))
    }
    guard !text.isEmpty, text.first != "_",
      let value = Double(text.replacingOccurrences(of: "_", with: ""))
    else { throw wrongType("a number") }
    guard value.isFinite else { throw error(.nonFiniteNumber(key: key, value: text)) }
    return value
  }

  /// A whole number in `range`.
  package func integer(in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
    let value = try number()
    guard value == value.rounded(), value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      throw error(
        .invalidValue(
          key: key, value: scalarText,
          expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
    }
    return Int(value)
  }

  /// A number in `range` (priorities, sizes).
  package func number(in range: ClosedRange<Double>, _ expected: String) throws(SceneFileError)
    -> Double
  {
    let value = try number()
    guard range.contains(value) else {
      throw error(.invalidValue(key: key, value: scalarText, expected: expected))
    }
    return value
  }

  /// `true` or `false` (YAML 1.2; `yes`/`no` are strings there and refused here).
  package func bool() throws(SceneFileError) -> Bool {
    guard case .scalar(let scalar) = node else { throw wrongType("true or false") }
    switch scalar.string {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: throw wrongType("true or false")
    }
  }

  /// One of the raw values of `T`, with a did-you-mean.
  package func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SceneFileError)
    -> T
  where T.RawValue == String {
    try choice(
      Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.rawValue, $0) }),
      order: T.allCases.map(\.rawValue))
  }

  /// One of named values, with a did-you-mean.
  package func choice<T>(_ values: [String: T], order: [String]) throws(SceneFileError) -> T {
    let text = try string()
    if let value = values[text] { return value }
    let suggestion = NameSuggestion.closest(to: text, in: order)
    var expected = order.map { "'\($0)'" }.joined(separator: ", ")
    if let suggestion { expected = "\(expected) (did you mean '\(suggestion)'?)" }
    throw error(.invalidValue(key: key, value: text, expected: "one of \(expected)"))
  }

  package func sequence() throws(SceneFileError) -> [YamlValue] {
    guard case .sequence(let items) = node else { throw wrongType("a list") }
    return items.enumerated().map { YamlValue(node: $1, key: "\(key)[\($0)]", source: source) }
  }

  /// A single value or a list of them (`devices: iphone-16` or `devices: [a, b]`).
  package func oneOrMany() -> [YamlValue] {
    if case .sequence = node, let items = try? sequence() { return items }
    return [self]
  }

  /// A mapping whose keys must all be in `allowed`; `context` names it in messages
  /// (`view 'email'`).
  package func mapping(_ context: String, allowed: [String]) throws(SceneFileError) -> YamlMapping {
    guard case .mapping(let pairs) = node else { throw wrongType("a mapping") }
    var mapping = YamlMapping(value: self, context: context)
    for (keyNode, valueNode) in pairs {
      let keyValue = YamlValue(node: keyNode, key: "key", source: source)
      guard case .scalar(let scalar) = keyNode else {
        throw keyValue.error(.wrongType(key: "a key in \(context)", expected: "a plain name"))
      }
      let name = scalar.string
      guard allowed.contains(name) else {
        throw keyValue.error(
          .unknownKey(
            name, context: context, suggestion: NameSuggestion.closest(to: name, in: allowed)))
      }
      mapping.entries.append((name, YamlValue(node: valueNode, key: name, source: source)))
    }
    return mapping
  }

  private var scalarText: String {
    if case .scalar(let scalar) = node { return scalar.string }
    return key
  }
}

/// A mapping's entries, in file order, keys already checked.
package struct YamlMapping {
  package let value: YamlValue
  package let context: String
  package var entries: [(key: String, value: YamlValue)] = []

  package init(value: YamlValue, context: String) {
    self.value = value
    self.context = context
  }

  package subscript(key: String) -> YamlValue? {
    entries.first { $0.key == key }?.value
  }

  package func has(_ key: String) -> Bool { self[key] != nil }

  package func required(_ key: String) throws(SceneFileError) -> YamlValue {
    guard let found = self[key] else {
      throw value.error(.missingKey(key, context: context))
    }
    return found
  }
}
