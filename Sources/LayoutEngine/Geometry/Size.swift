import TextFormats

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

/// Numbers in listings: the solver's one formatter (rounded to 1e-6, no trailing `.0`).
func format(_ value: Double) -> String { NumberText.format(value) }
