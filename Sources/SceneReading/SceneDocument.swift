import LayoutEngine

/// What a scene input file holds: one or more scenes, and the environments to lay them out in
/// by default.
public struct SceneDocument: Sendable {
  /// Files above this size are refused before they are read, by every reader: a scene,
  /// storyboard or dump that large is a mistake (a build product, a log), and reading it
  /// would stall CI.
  public static let maximumFileSize = 10 * 1024 * 1024

  /// The file it was read from, for messages.
  public var fileName: String
  public var scenes: [Scene] {
    // Cached engines describe the scenes as read; any change to them drops the cache.
    didSet { engines = [:] }
  }
  /// Environments the file asks for (empty: the caller's defaults).
  public var environments: [EnvironmentRequest]
  /// For Interface Builder documents: each scene's design canvas (the document's `<device>`,
  /// freeform size, simulated bars), by scene name. `--device design` lays out in it.
  public var designEnvironments: [String: Environment]
  /// What the importer could not model (unsupported views, code-made constraints), by scene
  /// name: reported beside the layout, never a crash.
  public var importDiagnostics: [String: [Diagnostic]]
  /// For Interface Builder documents: each scene's stored frames and the importer's choices,
  /// by scene name (the oracle `CorpusAgreement` compares against).
  public var interfaceBuilderScenes: [String: InterfaceBuilderScene] = [:]
  /// Engines the reader already built for its scenes (a scene file's reader builds each one
  /// to place constraint errors at their line), by scene name; laying out reuses them.
  /// Changing `scenes` empties it.
  public var engines: [String: AutoLayoutEngine] = [:]
  /// The line where each view is written, by scene name then view id (annotations and
  /// messages point there); empty when the reader does not know.
  public var viewLines: [String: [String: Int]] = [:]

  public init(
    fileName: String, scenes: [Scene], environments: [EnvironmentRequest] = [],
    designEnvironments: [String: Environment] = [:], importDiagnostics: [String: [Diagnostic]] = [:]
  ) {
    self.fileName = fileName
    self.scenes = scenes
    self.environments = environments
    self.designEnvironments = designEnvironments
    self.importDiagnostics = importDiagnostics
  }
}

/// An environment named the way users write them: a device id (or `WxH`, or `design` for an
/// Interface Builder document's canvas), an orientation, a keyboard state, a layout direction
/// and a Dynamic Type text size.
public struct EnvironmentRequest: Sendable, Hashable {
  /// The device a scene file is laid out on when neither it nor the command names one.
  public static let defaultDevice = "iphone-16"

  public var device: String
  public var orientation: Orientation
  public var keyboard: KeyboardState
  public var direction: LayoutDirection
  /// The content size category (``ContentSizeCategory``), `large` being UIKit's default.
  public var textSize: ContentSizeCategory

  public init(
    device: String, orientation: Orientation = .portrait, keyboard: KeyboardState = .hidden,
    direction: LayoutDirection = .leftToRight, textSize: ContentSizeCategory = .large
  ) {
    self.device = device
    self.orientation = orientation
    self.keyboard = keyboard
    self.direction = direction
    self.textSize = textSize
  }
}
