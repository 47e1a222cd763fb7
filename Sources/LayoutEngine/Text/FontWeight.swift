/// `UIFont.Weight`, by the names Interface Builder writes in `fontDescription weight="…"`.
///
/// Weights change advances only: SF Pro keeps the same vertical metrics (and so the same
/// `lineHeight`) at every weight.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  public var description: String { rawValue }
}
