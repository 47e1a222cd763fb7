import LayoutEngine

/// The environments a project's `layoutdb.yaml` asks for, axis by axis (nil: not named), for
/// inputs that name none of their own: an option wins, then the file's `environments`, then
/// these, then the defaults.
public struct ProjectEnvironments: Sendable, Hashable {
  public var devices: [String]?
  public var orientations: [Orientation]?
  public var keyboards: [KeyboardState]?
  public var directions: [LayoutDirection]?
  public var textSizes: [ContentSizeCategory]?

  public init(
    devices: [String]? = nil, orientations: [Orientation]? = nil,
    keyboards: [KeyboardState]? = nil, directions: [LayoutDirection]? = nil,
    textSizes: [ContentSizeCategory]? = nil
  ) {
    self.devices = devices
    self.orientations = orientations
    self.keyboards = keyboards
    self.directions = directions
    self.textSizes = textSizes
  }

  /// The file every command reads it from, next to where it runs.
  public static let fileName = "layoutdb.yaml"
}
