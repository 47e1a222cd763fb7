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

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Whether standard error is a terminal: carets and other extras go only there, so CI logs
  /// keep one line per error.
  static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
