import FileLocations
import LayoutEngine
import SceneReading
import VisualFormat

extension YamlSceneReader {
  static let constraintKeys = ["equation", "visualFormat", "options", "id"]

  /// One entry of `constraints`: a string (a visual format when it starts with `H:`, `V:`, `|`
  /// or `[`, else an anchor equation), or a mapping with `equation` or `visualFormat`, an
  /// optional `id` (the constraints' `identifier`) and, for a visual format, `options`.
  func readConstraint(_ item: YamlValue, metrics: [String: Double], scene: Scene)
    throws(SceneFileError) -> [LayoutConstraint]
  {
    var textValue = item
    var identifier: String?
    var isVisualFormat: Bool
    var options = VisualFormatOptions()
    if case .mapping = item.node {
      let mapping = try item.mapping("a constraint", allowed: Self.constraintKeys)
      switch (mapping["equation"], mapping["visualFormat"]) {
      case (let equation?, nil):
        textValue = equation
        isVisualFormat = false
      case (nil, let format?):
        textValue = format
        isVisualFormat = true
      case (_?, _?):
        throw item.error(
          .invalidValue(
            key: "constraint", value: "equation and visualFormat",
            expected: "one of 'equation' or 'visualFormat' per entry"))
      case (nil, nil):
        throw item.error(.missingKey("equation' or 'visualFormat", context: "a constraint"))
      }
      identifier = try mapping["id"]?.string()
      if let value = mapping["options"] {
        guard isVisualFormat else {
          throw value.error(
            .invalidValue(
              key: "key", value: "options", expected: "it only with 'visualFormat'"))
        }
        for option in value.oneOrMany() {
          options.formUnion(try option.choice(Self.formatOptions, order: Self.formatOptionNames))
        }
      }
    } else {
      let text = try item.string()
      isVisualFormat = ["H:", "V:", "|", "["].contains { text.hasPrefix($0) }
    }
    let text = try textValue.string()
    var constraints: [LayoutConstraint]
    if isVisualFormat {
      constraints = try visualFormatConstraints(
        text, options: options, metrics: metrics, scene: scene, at: textValue)
    } else {
      let parser = AnchorEquationParser(metrics: metrics, viewIDs: Set(scene.views.map(\.id)))
      do {
        constraints = [try parser.parse(text)]
      } catch {
        throw SceneFileError(
          .anchorEquation(error.message), at: textValue.textLocation.advanced(by: error.offset))
      }
    }
    if let identifier {
      constraints = constraints.map { $0.identifier(identifier) }
    }
    return constraints
  }

  /// `NSLayoutConstraint.FormatOptions` by their Swift names.
  static let formatOptionNames = [
    "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
    "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline",
    "alignAllFirstBaseline", "directionLeadingToTrailing", "directionLeftToRight",
    "directionRightToLeft",
  ]
  static let formatOptions: [String: VisualFormatOptions] = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
    "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
    "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
    "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
    "alignAllFirstBaseline": .alignAllFirstBaseline,
    "directionLeadingToTrailing": .directionLeadingToTrailing,
    "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
  ]

  /// Builds the scene once, as the solver will, so that a constraint UIKit would refuse
  /// (incompatible attributes, a guide the view lacks, views with no common ancestor) is
  /// reported at the line that wrote it rather than when it is laid out.
  func validate(_ scene: Scene, locations: [FileLocation], at value: YamlValue)
    throws(SceneFileError) -> AutoLayoutEngine
  {
    do {
      return try AutoLayoutEngine(scene: scene)
    } catch {
      var location = value.location
      if let constraint = error.constraint,
        let index = scene.constraints.firstIndex(of: constraint), locations.indices.contains(index)
      {
        location = locations[index]
      }
      throw SceneFileError(.constraint(error), at: location)
    }
  }
}
