import LayoutEngine

/// "Did you mean …?" for a mistyped subcommand: argument-parser says only `Unexpected
/// argument 'chekc'`, which does not tell a newcomer that the command name is what is wrong.
public enum CommandSuggestion {
  /// The sentence for `word` given where a command was expected, or nil when `word` is an
  /// option or a known command (the parser's own message is then the right one).
  public static func unknownCommand(_ word: String, commands: [String]) -> String? {
    guard !word.hasPrefix("-"), !commands.contains(word) else { return nil }
    return "unknown command '\(word)'\(NameSuggestion.didYouMean(word, in: commands));"
      + " `layoutdb --help` lists the commands"
  }

  /// One line for a value an option does not take (argument-parser lists the valid values a
  /// line each): the first wrong name of a comma-separated list, the closest valid value, and
  /// every valid value.
  public static func invalidValue(_ value: String, option: String, values: [String]) -> String {
    let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let wrong = names.first { !values.contains($0) } ?? value
    let suggestion =
      shorthands[wrong.lowercased()].flatMap { values.contains($0) ? $0 : nil }
      ?? NameSuggestion.closest(to: wrong, in: values)
    return "\(option): unknown value '\(wrong)'"
      + NameSuggestion.didYouMean(suggestion)
      + "; one of " + values.joined(separator: ", ")
  }

  /// Short names people write for text sizes, no typo of UIKit's: SwiftUI's `DynamicTypeSize`
  /// cases (`xxLarge`, `accessibility1` … `accessibility5`, which are UIKit's
  /// `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`) and the XS…XXXL, AX1…AX5
  /// labels of Xcode's Dynamic Type variants.
  static let shorthands: [String: String] = {
    var table = [
      "xs": "extraSmall", "xsmall": "extraSmall", "s": "small", "m": "medium", "l": "large",
      "xl": "extraLarge", "xlarge": "extraLarge", "xxl": "extraExtraLarge",
      "xxlarge": "extraExtraLarge", "xxxl": "extraExtraExtraLarge",
      "xxxlarge": "extraExtraExtraLarge",
    ]
    let accessibility = [
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
      "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]
    for (index, name) in accessibility.enumerated() {
      table["ax\(index + 1)"] = name
      table["accessibility\(index + 1)"] = name
    }
    return table
  }()
}
