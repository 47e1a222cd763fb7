/// A rectangle in points (`CGRect`), origin at the top left, y growing down as in UIKit.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// The same rectangle moved by (dx, dy).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether `other` lies entirely inside this rectangle (edges may touch), within `tolerance`.
  public func contains(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles share an area (touching edges do not count).
  public func intersects(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
    other.minX < maxX - tolerance && other.maxX > minX + tolerance
      && other.minY < maxY - tolerance && other.maxY > minY + tolerance
  }

  /// Each edge rounded to the nearest 1/scale point, as UIKit places views on the pixel grid.
  public func snapped(toScale scale: Double) -> Rect {
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let left = snap(minX)
    let top = snap(minY)
    return Rect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
  }

  /// `(0, 20, 375, 647)`: x, y, width, height.
  public var description: String {
    "(\(format(x)), \(format(y)), \(format(width)), \(format(height)))"
  }
}
