extension LayoutChange {
  /// How early a reader should see this change (lower first): a text field the keyboard
  /// covers, then scrolling that started or stopped, then the rest by severity. `check`'s
  /// summary and the report list layouts and changes in this order.
  public var prominence: Int {
    switch kind {
    case .fieldCovered, .fieldUnreachable: 0
    case .scrollingStopped, .scrollingStarted: 1
    default:
      switch severity {
      case .error: 2
      case .warning: 3
      case .info: 4
      }
    }
  }

  /// The changes, most prominent first, otherwise in the order given.
  public static func prominentFirst(_ changes: [LayoutChange]) -> [LayoutChange] {
    changes.enumerated().sorted {
      ($0.element.prominence, $0.offset) < ($1.element.prominence, $1.offset)
    }.map(\.element)
  }
}

extension LayoutComparison {
  /// Its most prominent change's ``LayoutChange/prominence``; `Int.max` with no changes.
  public var prominence: Int { changes.map(\.prominence).min() ?? Int.max }
}
