/// "Did you mean …?": the closest of a set of names to a misspelt one.
public enum NameSuggestion {
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

  /// Levenshtein distance.
  ///
  /// - Complexity: O(*m* × *n*); names are short, and inputs longer than 64 characters are
  ///   not compared (nothing that long is a typo of a key).
  public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    if a.count > 64 || b.count > 64 { return .max }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
