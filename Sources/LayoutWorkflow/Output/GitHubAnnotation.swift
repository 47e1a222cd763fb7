/// A GitHub Actions workflow command that shows a message as an annotation on the run (and on
/// the pull request's files view when it names a file).
///
/// Format and escaping from GitHub's "Workflow commands for GitHub Actions" documentation:
/// `::error file=F,line=L,title=T::MESSAGE`; in the message `%`, CR and LF are escaped as
/// `%25`, `%0D`, `%0A`; property values additionally escape `:` and `,` (`%3A`, `%2C`).
public struct GitHubAnnotation: Sendable, Hashable {
  public enum Level: String, Sendable, Hashable {
    case error
    case warning
    case notice
  }

  public var level: Level
  public var file: String?
  /// The line in `file` the annotation points at (1-based).
  public var line: Int?
  public var title: String?
  public var message: String

  public init(
    level: Level, file: String? = nil, line: Int? = nil, title: String? = nil, message: String
  ) {
    self.level = level
    self.file = file
    self.line = line
    self.title = title
    self.message = message
  }

  /// Whether annotations should be printed: GitHub sets `GITHUB_ACTIONS=true` in every step.
  public static func isEnabled(environment: [String: String]) -> Bool {
    environment["GITHUB_ACTIONS"] == "true"
  }

  /// The workflow command line (no trailing newline).
  public var command: String {
    var properties: [String] = []
    if let file { properties.append("file=" + Self.escapedProperty(file)) }
    if file != nil, let line { properties.append("line=\(line)") }
    if let title { properties.append("title=" + Self.escapedProperty(title)) }
    let head =
      properties.isEmpty ? level.rawValue : level.rawValue + " " + properties.joined(separator: ",")
    return "::" + head + "::" + Self.escapedData(message)
  }

  static func escapedData(_ value: String) -> String {
    value.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  static func escapedProperty(_ value: String) -> String {
    escapedData(value).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
