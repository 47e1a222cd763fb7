import FileLocations

/// A configuration file that cannot be used, with where and why:
///
/// ```
/// layoutdb.yaml:7:7: unknown key 'toleranse' in 'diff' (did you mean 'tolerance'?)
///   toleranse: 1
///   ^
/// ```
public enum DiffConfigurationError: LocatedError, Equatable, Sendable {
  case unreadableFile(path: String, reason: String)
  case malformedYAML(at: Location, problem: String)
  case wrongType(at: Location, key: String, expected: String)
  case unknownKey(at: Location, key: String, context: String, suggestion: String?)
  case invalidValue(at: Location, key: String, value: String, expected: String)
  /// An ignore rule that names nothing would ignore every change.
  case emptyIgnoreRule(at: Location)

  /// A position in the file: 1-based line and column, and that line's text for a caret.
  public typealias Location = FileLocation

  /// Where the problem is; nil for a file that could not be read.
  public var location: Location? {
    switch self {
    case .unreadableFile: nil
    case .malformedYAML(let at, _), .wrongType(let at, _, _), .unknownKey(let at, _, _, _),
      .invalidValue(let at, _, _, _), .emptyIgnoreRule(let at):
      at
    }
  }

  public var fileLocation: FileLocation? { location }

  /// The message without its location.
  public var message: String {
    switch self {
    case .unreadableFile(let path, let reason):
      "cannot read the configuration file '\(path)': \(reason)"
    case .malformedYAML(_, let problem):
      "malformed YAML: \(problem)"
    case .wrongType(_, let key, let expected):
      "'\(key)' must be \(expected)"
    case .unknownKey(_, let key, let context, let suggestion):
      "unknown key '\(key)' in '\(context)'"
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .invalidValue(_, let key, let value, let expected):
      "invalid value '\(value)' for '\(key)': expected \(expected)"
    case .emptyIgnoreRule:
      "an ignore rule must name at least one of 'scenes', 'environments', 'views', "
        + "'attributes' or 'diagnostics' (an empty rule would ignore every change)"
    }
  }
}
