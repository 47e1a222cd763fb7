import LayoutEngine

/// Changes a team has decided not to see: every list narrows the rule, an empty list does
/// not (a rule with only `views: [spinner]` ignores everything about `spinner`, everywhere).
///
/// ```yaml
/// ignore:
///   - views: [activityIndicator, "root/banner/*"]
///     attributes: [x, width]
///     scenes: ["Login*"]
///     environments: ["*/landscape/*", ipad-pro-13-m4]
///     reason: the banner animates in
///   - diagnostics: [overlappingSiblings]
/// ```
public struct IgnoreRule: Sendable, Hashable, Codable {
  /// Scene names (patterns).
  public var scenes: [NamePattern]
  /// Environment keys (`iphone-se-2nd-gen/landscape/keyboard-shown`): a leading part of a key
  /// or a pattern (see ``NamePattern/matchesEnvironment(_:)``).
  public var environments: [NamePattern]
  /// View ids, or paths when the pattern holds a `/`. A diagnostic matches when any of the
  /// views it names does.
  public var views: [NamePattern]
  public var attributes: [DiffAttribute]
  /// Diagnostic kinds; a rule that lists some applies to those diagnostics only.
  public var diagnostics: [Diagnostic.Kind]
  /// Why, for the people who read the file later.
  public var reason: String?

  public init(
    scenes: [NamePattern] = [], environments: [NamePattern] = [], views: [NamePattern] = [],
    attributes: [DiffAttribute] = [], diagnostics: [Diagnostic.Kind] = [], reason: String? = nil
  ) {
    self.scenes = scenes
    self.environments = environments
    self.views = views
    self.attributes = attributes
    self.diagnostics = diagnostics
    self.reason = reason
  }

  /// Whether the rule applies to a comparison of this scene and environment key.
  func applies(scene: String, environment: EnvironmentKey) -> Bool {
    (scenes.isEmpty || scenes.contains { $0.matches(scene) })
      && (environments.isEmpty || environments.contains { $0.matchesEnvironment(environment) })
  }

  /// Whether the rule ignores `attribute` of a view (id and path).
  func ignores(_ attribute: DiffAttribute, id: String, path: String?) -> Bool {
    guard diagnostics.isEmpty, attributes.isEmpty || attributes.contains(attribute) else {
      return false
    }
    return views.isEmpty || views.contains { $0.matchesView(id: id, path: path) }
  }

  /// Whether the rule ignores a diagnostic, given the paths of the views it names.
  func ignores(_ diagnostic: Diagnostic, paths: [String: String]) -> Bool {
    guard attributes.isEmpty || attributes.contains(.diagnostics),
      diagnostics.isEmpty || diagnostics.contains(diagnostic.kind)
    else { return false }
    return views.isEmpty
      || diagnostic.views.contains { id in
        views.contains { $0.matchesView(id: id, path: paths[id]) }
      }
  }
}
