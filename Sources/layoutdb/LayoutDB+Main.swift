import ArgumentParser
import Foundation

extension LayoutDB {
  /// Runs the command with layoutdb's exit codes: argument-parser reports usage errors with
  /// `EX_USAGE` (64), but our interface promises 2 for bad input or usage, like a bad file.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        // One line in logs; the usage and help lines only for a person at a terminal.
        Diagnostics.printError(
          Diagnostics.isTerminal ? fullMessage(for: error) : "Error: \(message(for: error))")
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
