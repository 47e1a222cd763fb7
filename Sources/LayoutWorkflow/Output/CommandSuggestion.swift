import LayoutEngine

/// "Did you mean …?" for a mistyped subcommand: argument-parser says only `Unexpected
/// argument 'chekc'`, which does not tell a newcomer that the command name is what is wrong.
public enum CommandSuggestion {
  /// The sentence for `word` given where a command was expected, or nil when `word` is an
  /// option or a known command (the parser's own message is then the right one).
  public static func unknownCommand(_ word: String, commands: [String]) -> String? {
    guard !word.hasPrefix("-"), !commands.contains(word) else { return nil }
    let hint = NameSuggestion.closest(to: word, in: commands).map { " (did you mean '\($0)'?)" }
    return "unknown command '\(word)'\(hint ?? ""); `layoutdb --help` lists the commands"
  }
}
