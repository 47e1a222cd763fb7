/// What a change is about, the unit ignore rules name (`attributes: [x, width]` in the
/// configuration file).
public enum DiffAttribute: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The frame's origin and size, in the superview's coordinates.
  case x, y, width, height
  /// The position in the window, when the frame and the superview's own move do not explain it
  /// (a scroll view's content moving with its insets, a view moved to another superview).
  case window
  /// Shown or hidden (`isHidden`, the view's or an ancestor's).
  case visibility
  /// A view added or removed.
  case presence
  /// A view that changed class (`label` to `textField`) or superview.
  case hierarchy
  /// A scroll view that starts or stops scrolling on an axis.
  case scrolling
  /// A scroll view's `contentSize`.
  case contentSize
  /// A text field covered by the keyboard or unreachable above it, and the reverse.
  case keyboard
  /// A diagnostic that appeared or disappeared.
  case diagnostics

  public var description: String { rawValue }

  /// The frame attributes, in the order sentences name them.
  static let frame: [DiffAttribute] = [.y, .x, .height, .width]
}
