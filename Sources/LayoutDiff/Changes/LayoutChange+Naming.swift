import LayoutEngine

/// Views named the way people know them in the sentences they read: `check`'s summary, JUnit,
/// annotations, `diff` and the HTML report all write a view this one way.
extension LayoutChange {
  /// The sentence with its view named as people know it (``naming(_:subject:names:)``).
  public func sentence(naming names: [String: String]) -> String {
    Self.naming(sentence, subject: subject, names: names)
  }

  /// A sentence that starts with a view's id and kind (`kZ3-9p-QvF (label) moved …`) with the
  /// name a person knows the view by first and the id after: `"Email" (label kZ3-9p-QvF)
  /// moved …`. Sentences about views without such a name are left as they are.
  ///
  /// - Parameter names: readable names by view id (an Interface Builder view's `userLabel`,
  ///   else its placeholder or text; a scene file's placeholder or text).
  public static func naming(_ sentence: String, subject: String, names: [String: String])
    -> String
  {
    guard let name = names[subject], sentence.hasPrefix(subject + " ("),
      let close = sentence.firstIndex(of: ")")
    else { return sentence }
    let kindStart = sentence.index(sentence.startIndex, offsetBy: subject.count + 2)
    let kind = sentence[kindStart..<close]
    return "\"\(name)\" (\(kind) \(subject))" + sentence[sentence.index(after: close)...]
  }
}

extension LayoutChange {
  /// ``description`` (`error: …`) with the view named as people know it.
  public func description(naming names: [String: String]) -> String {
    "\(severity): \(sentence(naming: names))"
  }
}

extension LayoutChange {
  /// `sentence` without the environment a heading above it already names: `… moved 20 pt
  /// down on iPhone SE (2nd generation), landscape, keyboard hidden` → `… moved 20 pt down`,
  /// and `…, to 375×214.5, on iPhone 8, …` keeps its other commas. `check`, `diff` and the
  /// report head each layout's findings with its scene and environment.
  public static func withoutEnvironment(_ sentence: String, _ environment: Environment) -> String {
    let phrase = " on " + EnvironmentPhrase.describe(environment)
    return (sentence.firstRange(of: "," + phrase) ?? sentence.firstRange(of: phrase))
      .map { sentence.replacingCharacters(in: $0, with: "") } ?? sentence
  }
}
