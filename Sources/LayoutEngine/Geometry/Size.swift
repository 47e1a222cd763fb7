/// A width and a height in points (`CGSize`).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// `375×667`
  public var description: String { "\(format(width))×\(format(height))" }
}

/// Numbers in listings: rounded to 1e-6, no trailing `.0` (the solver's one formatter).
func format(_ value: Double) -> String {
  let rounded = (value * 1_000_000).rounded() / 1_000_000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return String(rounded)
}
