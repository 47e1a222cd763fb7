/// Distances in from each edge (`UIEdgeInsets`), in points.
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()

  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// `{top, left, bottom, right}` as UIKit prints insets.
  public var description: String {
    "{\(format(top)), \(format(left)), \(format(bottom)), \(format(right))}"
  }
}
