/// `--format` of the commands that print layouts or comparisons (`solve`, `show`, `diff`,
/// `check`): a listing for people, or the JSON documented in Documentation/SceneFormat.md
/// ("JSON output").
public enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case json
}
