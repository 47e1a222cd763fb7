/// `UIView.AutoresizingMask` with the geometry it was designed at: how a view that translates
/// its autoresizing mask into constraints follows its superview's size.
///
/// UIKit distributes a change of the superview's width over the flexible parts of the view's
/// horizontal extent (left margin, width, right margin) in proportion to their current
/// lengths, and likewise vertically; with no flexible part the view keeps its distance to the
/// superview's left (top) edge. From the design frame that is linear in the superview's size,
/// so it becomes required constraints.
public struct Autoresizing: Sendable, Hashable, Codable {
  public var flexibleLeftMargin: Bool
  public var flexibleWidth: Bool
  public var flexibleRightMargin: Bool
  public var flexibleTopMargin: Bool
  public var flexibleHeight: Bool
  public var flexibleBottomMargin: Bool
  /// The frame at the design size, in superview coordinates.
  public var designFrame: Rect
  /// The superview's size the design frame was made for.
  public var designSuperviewSize: Size

  public init(
    flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false,
    flexibleRightMargin: Bool = false, flexibleTopMargin: Bool = false,
    flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false, designFrame: Rect,
    designSuperviewSize: Size
  ) {
    self.flexibleLeftMargin = flexibleLeftMargin
    self.flexibleWidth = flexibleWidth
    self.flexibleRightMargin = flexibleRightMargin
    self.flexibleTopMargin = flexibleTopMargin
    self.flexibleHeight = flexibleHeight
    self.flexibleBottomMargin = flexibleBottomMargin
    self.designFrame = designFrame
    self.designSuperviewSize = designSuperviewSize
  }

  /// The shares of a change of the superview's length that go to the origin and to the
  /// length along one axis: `origin += a × Δ`, `length += b × Δ`.
  static func shares(
    start: Double, length: Double, end: Double, flexible: (Bool, Bool, Bool)
  ) -> (origin: Double, length: Double) {
    let parts = [
      flexible.0 ? max(0, start) : 0, flexible.1 ? max(0, length) : 0,
      flexible.2 ? max(0, end) : 0,
    ]
    let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
    guard count > 0 else { return (0, 0) }
    let total = parts.reduce(0, +)
    // All flexible parts at zero length share the change equally.
    let weights =
      total > 0
      ? parts.map { $0 / total }
      : [flexible.0, flexible.1, flexible.2].map { $0 ? 1 / Double(count) : 0 }
    return (weights[0], weights[1])
  }

  /// Horizontal shares.
  public var horizontalShares: (origin: Double, length: Double) {
    Self.shares(
      start: designFrame.minX, length: designFrame.width,
      end: designSuperviewSize.width - designFrame.maxX,
      flexible: (flexibleLeftMargin, flexibleWidth, flexibleRightMargin))
  }

  /// Vertical shares.
  public var verticalShares: (origin: Double, length: Double) {
    Self.shares(
      start: designFrame.minY, length: designFrame.height,
      end: designSuperviewSize.height - designFrame.maxY,
      flexible: (flexibleTopMargin, flexibleHeight, flexibleBottomMargin))
  }
}
