import ArgumentParser
import Foundation
import LayoutWorkflow

extension LayoutDB {
  /// Runs the command with layoutdb's exit codes: argument-parser reports usage errors with
  /// `EX_USAGE` (64), but our interface promises 2 for bad input or usage, like a bad file.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        let commands = configuration.subcommands.map { $0._commandName }
        if let first = CommandLine.arguments.dropFirst().first,
          let unknown = CommandSuggestion.unknownCommand(first, commands: commands)
        {
          Diagnostics.printError("Error: \(unknown)")
          Foundation.exit(2)
        }
        // One line in logs; the usage and help lines only for a person at a terminal.
        Diagnostics.printError(
          Diagnostics.isTerminal ? fullMessage(for: error) : "Error: \(message(for: error))")
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
