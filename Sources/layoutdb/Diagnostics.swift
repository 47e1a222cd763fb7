import Foundation

/// Writing to standard error: messages for people, kept out of the output a script reads.
enum Diagnostics {
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Whether standard error is a terminal: carets and other extras go only there, so CI logs
  /// keep one line per error.
  static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
