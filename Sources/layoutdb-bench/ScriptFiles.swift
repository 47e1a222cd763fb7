import ConstraintScript
import Foundation

/// Reading and parsing the script files named on the command line.
enum ScriptFiles {
  /// Reads and parses every file, or prints each file's problem to standard error and returns
  /// nil, so that no output is printed for a run that cannot be complete.
  static func load(_ paths: [String]) -> [LCSScript]? {
    var scripts: [LCSScript] = []
    var failed = false
    for path in paths {
      let text: String
      do {
        text = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        BenchCommandLine.printError("cannot read '\(path)': \(error.localizedDescription)")
        failed = true
        continue
      }
      do {
        scripts.append(try LCSScript(parsing: text, fileName: path))
      } catch {
        BenchCommandLine.printError(error.description)
        failed = true
      }
    }
    return failed ? nil : scripts
  }

  /// Splits arguments into file paths and `--name value` / `--name=value` options, rejecting
  /// options not in `known`.
  static func parseArguments(_ arguments: [String], options known: Set<String>)
    throws(UsageError) -> (paths: [String], options: [String: String])
  {
    var paths: [String] = []
    var options: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else {
        paths.append(argument)
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard known.contains(name) else {
        let list = known.sorted().joined(separator: ", ")
        throw UsageError(
          "unknown option '\(name)'" + (list.isEmpty ? "" : ": expected one of \(list)"))
      }
      if value == nil {
        guard index < arguments.count else { throw UsageError("missing value after '\(name)'") }
        value = arguments[index]
        index += 1
      }
      options[name] = value
    }
    guard !paths.isEmpty else { throw UsageError("missing FILE.lcs") }
    return (paths, options)
  }
}
