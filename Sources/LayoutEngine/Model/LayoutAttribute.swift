/// The attributes of `NSLayoutConstraint.Attribute` (margin variants included).
public enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  public enum Axis: String, Sendable, Codable { case horizontal, vertical }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  /// Width and height: sizes, which bind to a scroll view's frame, not its content.
  public var isDimension: Bool { self == .width || self == .height }

  /// Leading and trailing: flipped by right-to-left layout.
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Left and right: never flipped.
  public var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// The margin variant's plain attribute (`leadingMargin` → `leading`), or nil.
  public var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// Edges (and their margins): inside a scroll view they bind to the content area (TN2154).
  public var isEdge: Bool {
    switch withoutMargin ?? self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }
}
