/// The `--name N` options of a workload subcommand (counts and repetitions), each a positive
/// whole number with a default.
struct CountOptions {
  private var values: [String: Int]

  /// Parses `arguments` for the options in `defaults` (names with their leading dashes).
  ///
  /// - Throws: `UsageError` for an unknown option or a value that is not a positive whole
  ///   number, naming the subcommand.
  init(_ arguments: [String], defaults: [String: Int], command: String) throws(UsageError) {
    values = defaults
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard defaults[argument] != nil else {
        throw UsageError("unknown argument '\(argument)' for \(command)")
      }
      guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else {
        throw UsageError("\(argument) needs a positive whole number")
      }
      values[argument] = number
      index += 2
    }
  }

  subscript(name: String) -> Int { values[name] ?? 0 }
}
