/// What a constraint attribute belongs to: a view, or one of the layout guides UIKit gives it.
public enum LayoutItem: Hashable, Sendable, Codable, CustomStringConvertible {
  case view(String)
  case guide(String, LayoutGuideKind)

  /// The view that owns the item.
  public var viewID: String {
    switch self {
    case .view(let id), .guide(let id, _): id
    }
  }

  /// `email`, `root.safeArea`, `scroll.contentLayoutGuide`.
  public var description: String {
    switch self {
    case .view(let id): id
    case .guide(let id, let kind): "\(id).\(kind.rawValue)"
    }
  }
}

/// The layout guides of UIKit.
public enum LayoutGuideKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// `safeAreaLayoutGuide`: the view inset by the safe area (status bar, notch, home
  /// indicator). Exact for a view controller's root view; other views use their own bounds
  /// clipped by the root's safe area when they span it (see `AutoLayoutEngine`).
  case safeArea
  /// `layoutMarginsGuide`: the view inset by its layout margins.
  case layoutMargins
  /// `readableContentGuide`: the margins, narrowed to a readable line length (672 pt at the
  /// default text size, centred) on wide screens.
  case readableContent
  /// `UIScrollView.contentLayoutGuide`: the content area (its size is `contentSize`).
  case contentLayout
  /// `UIScrollView.frameLayoutGuide`: the scroll view's frame, unaffected by scrolling.
  case frameLayout
  /// `keyboardLayoutGuide` (iOS 15): the keyboard's frame, or a zero-height guide at the
  /// bottom of the safe area when the keyboard is hidden.
  case keyboard
  /// The legacy `topLayoutGuide` of a view controller (its bottom is the safe area top).
  case topLayoutGuide
  /// The legacy `bottomLayoutGuide` (its top is the safe area bottom).
  case bottomLayoutGuide
}

/// An attribute of an item: the operand of a constraint (`NSLayoutAnchor`).
public struct LayoutAnchor: Hashable, Sendable, Codable, CustomStringConvertible {
  public var item: LayoutItem
  public var attribute: LayoutAttribute

  public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `email.top`, `root.safeArea.bottom`.
  public var description: String { "\(item).\(attribute.rawValue)" }
}
