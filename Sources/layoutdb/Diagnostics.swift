import ArgumentParser
import Foundation
import LayoutWorkflow

/// Writing to standard error: messages for people, kept out of the output a script reads.
enum Diagnostics {
  /// Prints a workflow error, `file:line:column: message` when it is in an input file (with
  /// the line and a caret under the column on a terminal), and returns exit status 2 to throw:
  /// the one place the CLI writes an error.
  static func fail(_ error: WorkflowError) -> ExitCode {
    printError(error.rendered(caret: isTerminal))
    return ExitCode(2)
  }

  /// argument-parser's message for a value outside an option's list (`The value 'xxl' is
  /// invalid for '--text-size <CATEGORY|all>'. Please provide one of the following:` and a line
  /// per value) as one line with a did-you-mean; nil for any other message.
  static func invalidValueLine(_ message: String) -> String? {
    let lines = message.split(separator: "\n").map(String.init)
    guard let first = lines.first,
      let match = first.firstMatch(
        of:
          /^The value '(.*)' is invalid for '(-[^ ']+)[^']*'\. Please provide one of the following:$/
      )
    else { return nil }
    let values = lines.dropFirst().compactMap { line in
      line.hasPrefix("  - ") ? String(line.dropFirst(4)) : nil
    }
    guard !values.isEmpty else { return nil }
    return CommandSuggestion.invalidValue(
      String(match.1), option: String(match.2), values: values)
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Whether standard error is a terminal: carets and other extras go only there, so CI logs
  /// keep one line per error.
  static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
