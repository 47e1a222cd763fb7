/// "Did you mean …?": the closest of a set of names to a misspelt one.
public enum NameSuggestion {
  /// ` (did you mean 'name'?)` for a suggestion, or nothing: how every message of layoutdb
  /// offers one after what it could not find.
  public static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// ``didYouMean(_:)`` with the candidate ``closest(to:in:)`` finds.
  public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
    didYouMean(closest(to: name, in: candidates))
  }

  /// The candidate closest to `name` (case-insensitively), when it is close enough to be a
  /// plausible typo: one edit for names of up to three characters, else a third of the name's
  /// length in edits, at least 2 (a swapped pair of letters) and at most 3.
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let wanted = Array(name.lowercased())
    let tolerance = wanted.count <= 3 ? 1 : min(3, max(2, wanted.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(wanted, Array(candidate.lowercased()))
      if distance <= tolerance, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Edit distance with adjacent transpositions (optimal string alignment): insertions,
  /// deletions, substitutions and swapped neighbours cost 1 each. Swapped letters are the most
  /// common typo, and plain Levenshtein counts them as 2, which made `kidn` as close to `id`
  /// as to `kind`.
  ///
  /// - Complexity: O(*m* × *n*); names are short, and inputs longer than 64 characters are
  ///   not compared (nothing that long is a typo of a key).
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    if a.count > 64 || b.count > 64 { return .max }
    var beforePrevious = Array(0...b.count)
    var previous = beforePrevious
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
