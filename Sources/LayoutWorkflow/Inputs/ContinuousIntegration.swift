/// Whether the command runs on CI, decided one way for every behaviour that depends on it
/// (record mode `never`, approve asking for `--yes`, no progress line).
public enum ContinuousIntegration {
  /// `CI` set to anything but empty, `false` or `0`: GitHub Actions, GitLab CI, CircleCI,
  /// Travis and Buildkite set `CI=true`; `CI=false` is how people turn it off locally.
  public static func isRunning(environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}
