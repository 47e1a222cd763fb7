import LayoutEngine

/// What pairs a current result with its baseline: the scene's name and the environment's key.
///
/// The environment key is the one the database keeps baselines under
/// (`iphone-se-2nd-gen/landscape/keyboard-shown`, plus `/right-to-left` and
/// `/text-<category>` when not the defaults), not the whole ``Environment``: a device catalog
/// update that changes a keyboard height or a safe area still pairs with the old baseline, and
/// shows up as drift instead of as a missing baseline.
public struct ResultKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  public var scene: String
  public var environment: EnvironmentKey

  public init(scene: String, environment: EnvironmentKey) {
    self.scene = scene
    self.environment = environment
  }

  public init(_ result: LayoutResult) {
    self.init(scene: result.scene, environment: result.environment.key)
  }

  /// By scene name, then environment key (both compared as text, so the order does not
  /// depend on the order results arrive in).
  public static func < (lhs: ResultKey, rhs: ResultKey) -> Bool {
    (lhs.scene, lhs.environment) < (rhs.scene, rhs.environment)
  }

  /// `Form @ iphone-se-2nd-gen/landscape/keyboard-shown`
  public var description: String { "\(scene) @ \(environment)" }
}
