/// A JUnit XML report: the format CI systems (GitHub Actions test reporters, GitLab, Jenkins,
/// Buildkite) read to show one test per case with its failure text.
///
/// layoutdb writes one test suite per scene and one test case per scene × environment; a case
/// fails when its environment drifted, and the failure carries the drift sentences. The format
/// follows the de facto JUnit schema (Ant's `junit` task, as the Jenkins JUnit plugin reads it):
/// `testsuites > testsuite > testcase > failure|skipped`.
public struct JUnitReport: Sendable, Hashable {
  public struct Suite: Sendable, Hashable {
    public var name: String
    public var cases: [TestCase]

    public init(name: String, cases: [TestCase]) {
      self.name = name
      self.cases = cases
    }
  }

  public struct TestCase: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
      case passed
      /// `message` is the one-line summary; `details` the full text (one sentence a line).
      case failed(message: String, details: String)
      case skipped(reason: String)
    }

    public var name: String
    public var className: String
    public var seconds: Double
    public var outcome: Outcome

    public init(name: String, className: String, seconds: Double = 0, outcome: Outcome) {
      self.name = name
      self.className = className
      self.seconds = seconds
      self.outcome = outcome
    }
  }

  public var name: String
  public var suites: [Suite]

  public init(name: String, suites: [Suite]) {
    self.name = name
    self.suites = suites
  }

  /// The XML document, deterministic for the same report (no timestamps, no host names).
  public var xml: String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let all = suites.flatMap(\.cases)
    lines.append(
      "<testsuites name=\(XMLText.attribute(name)) tests=\"\(all.count)\" "
        + "failures=\"\(Self.failures(in: all))\" skipped=\"\(Self.skips(in: all))\" "
        + "time=\"\(Self.seconds(all.map(\.seconds).reduce(0, +)))\">")
    for suite in suites {
      lines.append(
        "  <testsuite name=\(XMLText.attribute(suite.name)) tests=\"\(suite.cases.count)\" "
          + "failures=\"\(Self.failures(in: suite.cases))\" "
          + "skipped=\"\(Self.skips(in: suite.cases))\" "
          + "time=\"\(Self.seconds(suite.cases.map(\.seconds).reduce(0, +)))\">")
      for testCase in suite.cases {
        let opening =
          "    <testcase classname=\(XMLText.attribute(testCase.className)) "
          + "name=\(XMLText.attribute(testCase.name)) time=\"\(Self.seconds(testCase.seconds))\""
        switch testCase.outcome {
        case .passed:
          lines.append(opening + "/>")
        case .failed(let message, let details):
          lines.append(opening + ">")
          lines.append(
            "      <failure message=\(XMLText.attribute(message)) type=\"drift\">"
              + XMLText.content(details) + "</failure>")
          lines.append("    </testcase>")
        case .skipped(let reason):
          lines.append(opening + ">")
          lines.append("      <skipped message=\(XMLText.attribute(reason))/>")
          lines.append("    </testcase>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func failures(in cases: [TestCase]) -> Int {
    cases.count { if case .failed = $0.outcome { true } else { false } }
  }

  private static func skips(in cases: [TestCase]) -> Int {
    cases.count { if case .skipped = $0.outcome { true } else { false } }
  }

  /// Seconds with millisecond precision, as JUnit readers expect (`0.004`).
  /// Seconds with 6 decimals: a layout often takes well under a millisecond, and 3 decimals
  /// made every case `0.000`.
  private static func seconds(_ value: Double) -> String {
    let microseconds = Int((max(0, value) * 1_000_000).rounded())
    let fraction = String(microseconds % 1_000_000)
    return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count)
      + fraction
  }
}
