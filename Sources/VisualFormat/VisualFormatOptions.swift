/// `NSLayoutConstraint.FormatOptions`: the alignment of the views a format string lines up,
/// and the direction of its horizontal layout.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
  public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
  public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
  public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
  public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
  public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
  public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
  public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
  public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
  public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
  /// Leading to trailing (the default).
  public static let directionLeadingToTrailing = VisualFormatOptions([])
  public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
  public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
}
