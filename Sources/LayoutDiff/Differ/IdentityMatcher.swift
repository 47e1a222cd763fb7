/// Pairs the views (or scroll views, or text fields) of a baseline with those of a current
/// result by identity.
///
/// The rule: an item is matched by its `id` when that id is non-empty and occurs at most once
/// in the baseline and at most once in the current result (ids are the scene's view names or
/// Interface Builder's object ids, stable across edits that move a view). Otherwise it falls
/// back to its path (`root/scroll/content/email`), and when a path occurs several times on a
/// side, to the path and its rank among the items with that path, in document order. An item
/// with neither a usable id nor a path (scroll view and keyboard results carry only ids) is
/// matched by its id and rank.
///
/// - Complexity: O(*b* + *c*) expected for *b* baseline and *c* current items: two passes to
///   count ids, one to build a dictionary of the baseline's keys, one to look up the current
///   ones, each hashing one string per item.
enum IdentityMatcher {
  struct Item {
    var id: String
    var path: String?
  }

  /// One pair; either side may be missing.
  struct Match: Equatable {
    var baseline: Int?
    var current: Int?
  }

  /// The matches in a deterministic order: the current items in their order (each with its
  /// baseline partner, if any), then the baseline items left over, in the baseline's order.
  static func match(baseline: [Item], current: [Item]) -> [Match] {
    var idCounts: [String: (baseline: Int, current: Int)] = [:]
    for item in baseline { idCounts[item.id, default: (0, 0)].baseline += 1 }
    for item in current { idCounts[item.id, default: (0, 0)].current += 1 }
    func usable(_ id: String) -> Bool {
      guard !id.isEmpty, let counts = idCounts[id] else { return false }
      return counts.baseline <= 1 && counts.current <= 1
    }
    func keys(_ items: [Item]) -> [String] {
      var ranks: [String: Int] = [:]
      return items.map { item in
        // The prefixes keep an id from ever equalling a path.
        let base = usable(item.id) ? "id:" + item.id : "path:" + (item.path ?? item.id)
        let rank = ranks[base, default: 0]
        ranks[base] = rank + 1
        return rank == 0 ? base : "\(base)#\(rank)"
      }
    }
    let baselineKeys = keys(baseline)
    var baselineIndex: [String: Int] = [:]
    for (index, key) in baselineKeys.enumerated() { baselineIndex[key] = index }
    var matched = [Bool](repeating: false, count: baseline.count)
    var matches: [Match] = []
    for (index, key) in keys(current).enumerated() {
      let partner = baselineIndex[key]
      if let partner { matched[partner] = true }
      matches.append(Match(baseline: partner, current: index))
    }
    for index in baseline.indices where !matched[index] {
      matches.append(Match(baseline: index, current: nil))
    }
    return matches
  }
}
