/// Names with wildcards, as people write filters and ignore rules (`*/landscape/*`,
/// `root/form/*`, `field?`): `*` matches any run of characters, slashes included; `?` exactly
/// one; everything else matches itself, case-sensitively.
public enum Wildcard {
  /// Whether `name` matches the whole `pattern`.
  ///
  /// - Complexity: O(*p* × *n*) in the worst case (greedy matching with one backtrack point,
  ///   the last star); names and patterns are short.
  public static func matches(_ pattern: String, _ name: String) -> Bool {
    let pattern = Array(pattern.unicodeScalars)
    let name = Array(name.unicodeScalars)
    var (p, n) = (0, 0)
    var star: Int?
    var resume = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = n
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let star {
        // Let the last star swallow one more character and retry from there.
        p = star + 1
        resume += 1
        n = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
