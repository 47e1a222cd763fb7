import LayoutEngine
import SceneReading

extension YamlSceneReader {
  /// Sets a view's properties from its keys (UIKit's names; see Documentation/SceneFormat.md for each).
  func configure(_ view: inout View, from mapping: YamlMapping) throws(SceneFileError) {
    let context = "view '\(view.id)'"
    if let value = mapping["hidden"] { view.isHidden = try value.bool() }
    if let value = mapping["translatesAutoresizingMaskIntoConstraints"] {
      view.translatesAutoresizingMaskIntoConstraints = try value.bool()
    }
    if let value = mapping["frame"] {
      let numbers = try readNumbers(
        value, ["x", "y", "width", "height"], required: true, context: "the frame of \(context)")
      view.frame = Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
    }
    if view.translatesAutoresizingMaskIntoConstraints, view.frame == nil {
      throw mapping.value.error(
        .missingKey("frame", context: "\(context), which translates its autoresizing mask,"))
    }
    if let value = mapping["layoutMargins"] { view.layoutMargins = try readInsets(value, context) }
    if let value = mapping["insetsLayoutMarginsFromSafeArea"] {
      view.insetsLayoutMarginsFromSafeArea = try value.bool()
    }
    // A switch hugs at 750 unless told otherwise, as Interface Builder's library gives it
    // (corpus: 23 of 26 switches are written with 750): UISwitch draws at its fixed size
    // whatever its frame, so a row of a label and a switch stretches the label.
    if view.kind == .switchControl { view.contentHugging = AxisPriorities(750, 750) }
    if let value = mapping["contentHugging"] {
      view.contentHugging = try readPriorities(value, default: view.effectiveContentHugging)
    }
    if let value = mapping["compressionResistance"] {
      view.compressionResistance = try readPriorities(value, default: view.compressionResistance)
    }
    if let value = mapping["intrinsicContentSize"] {
      let numbers = try readNumbers(
        value, ["width", "height"], required: false, context: "intrinsicContentSize")
      view.intrinsicContentSize = IntrinsicSize(width: numbers[0], height: numbers[1])
    }
    if let value = mapping["imageSize"] {
      let numbers = try readNumbers(
        value, ["width", "height"], required: true, context: "imageSize")
      view.imageSize = Size(width: numbers[0]!, height: numbers[1]!)
    }
    if let value = mapping["isScrollEnabled"] { view.isScrollEnabled = try value.bool() }
    if let value = mapping["contentInsetAdjustmentBehavior"] {
      view.contentInsetAdjustment = try value.choice(
        [
          "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never,
          "always": .always,
        ],
        order: ["automatic", "scrollableAxes", "never", "always"])
    }
    if let value = mapping["contentInset"] { view.contentInset = try readInsets(value, context) }
    if let value = mapping["reportsOverlap"] { view.reportsOverlap = try value.bool() }
    if let value = mapping["stack"] {
      guard view.kind == .stackView else {
        throw value.error(
          .invalidValue(
            key: "key", value: "stack", expected: "it only on a view of kind 'stackView'"))
      }
      view.stack = try readStack(value)
    } else if view.kind == .stackView {
      view.stack = StackConfiguration()
    }
    view.text = try readText(mapping, kind: view.kind)
  }

  /// `text`, `placeholder`, `font`, `numberOfLines` and `preferredMaxLayoutWidth`, into the
  /// view's `TextContent` (nil when none is given).
  private func readText(_ mapping: YamlMapping, kind: ViewKind) throws(SceneFileError)
    -> TextContent?
  {
    let keys = ["text", "placeholder", "font", "numberOfLines", "preferredMaxLayoutWidth"]
    guard keys.contains(where: mapping.has) else { return nil }
    var content = TextContent(try mapping["text"]?.string() ?? "")
    if let value = mapping["placeholder"] { content.placeholder = try value.string() }
    // A system button's title is 15 pt unless told otherwise (`UIButton(type: .system)`).
    if kind == .button { content.font = UIKitDefaults.buttonFont }
    if let value = mapping["font"] { content.font = try readFont(value) }
    if let value = mapping["numberOfLines"] {
      content.numberOfLines = try value.integer(in: 0...100_000)
    }
    if let value = mapping["preferredMaxLayoutWidth"] {
      content.preferredMaxLayoutWidth = try value.number(
        in: 0...1_000_000, "a width from 0 to 1000000 points")
    }
    return content
  }

  /// `font: 17`, `font: {size: 17, weight: semibold}` or `font: {textStyle: body}`.
  private func readFont(_ value: YamlValue) throws(SceneFileError) -> Font {
    if case .scalar = value.node {
      return Font.system(size: try fontSize(value))
    }
    let mapping = try value.mapping("font", allowed: ["size", "weight", "textStyle"])
    let weight = try mapping["weight"]?.choice(FontWeight.self)
    if let styleValue = mapping["textStyle"] {
      if let size = mapping["size"] {
        throw size.error(
          .invalidValue(
            key: "font", value: "size with textStyle",
            expected: "either 'size' or 'textStyle' (a text style sets its own size)"))
      }
      let styles = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0.description, $0) })
      let style = try styleValue.choice(styles, order: TextStyle.allCases.map(\.description))
      var font = Font.preferred(style)
      if let weight { font.weight = weight }
      return font
    }
    let size = try fontSize(mapping.required("size"))
    return Font.system(size: size, weight: weight ?? .regular)
  }

  private func fontSize(_ value: YamlValue) throws(SceneFileError) -> Double {
    // Checked here: `Font` treats a non-positive size as a programming error.
    try value.number(in: 0.5...1000, "a point size from 0.5 to 1000")
  }

  /// `8` for every edge, or `{top, left, bottom, right}` (missing edges are 0).
  private func readInsets(_ value: YamlValue, _ context: String) throws(SceneFileError)
    -> EdgeInsets
  {
    if case .scalar = value.node { return EdgeInsets(all: try value.number()) }
    let numbers = try readNumbers(
      value, ["top", "left", "bottom", "right"], required: false, context: value.key)
    return EdgeInsets(
      top: numbers[0] ?? 0, left: numbers[1] ?? 0, bottom: numbers[2] ?? 0, right: numbers[3] ?? 0)
  }

  /// `251` for both axes, or `{horizontal, vertical}` (a missing axis keeps `default`).
  private func readPriorities(_ value: YamlValue, default fallback: AxisPriorities)
    throws(SceneFileError) -> AxisPriorities
  {
    let expected = "a priority from 1 to 1000"
    if case .scalar = value.node {
      let priority = try value.number(in: 1...1000, expected)
      return AxisPriorities(priority, priority)
    }
    let mapping = try value.mapping(value.key, allowed: ["horizontal", "vertical"])
    return AxisPriorities(
      try mapping["horizontal"]?.number(in: 1...1000, expected) ?? fallback.horizontal,
      try mapping["vertical"]?.number(in: 1...1000, expected) ?? fallback.vertical)
  }

  /// Numbers by name from a mapping (`{width: 100, height: 100}`) or a list in `names` order
  /// (`[100, 100]`). A missing or `null` entry is nil, refused when `required`.
  private func readNumbers(
    _ value: YamlValue, _ names: [String], required: Bool, context: String
  ) throws(SceneFileError) -> [Double?] {
    var values: [YamlValue?]
    if case .sequence = value.node {
      let items = try value.sequence()
      guard items.count == names.count else {
        throw value.wrongType("\(names.count) numbers (\(names.joined(separator: ", ")))")
      }
      values = items
    } else {
      let mapping = try value.mapping(context, allowed: names)
      values = names.map { mapping[$0] }
    }
    var numbers: [Double?] = []
    for (name, item) in zip(names, values) {
      guard let item, !item.isNull else {
        if required { throw value.error(.missingKey(name, context: context)) }
        numbers.append(nil)
        continue
      }
      numbers.append(try item.number())
    }
    return numbers
  }

  /// `stack: {axis, distribution, alignment, spacing, isLayoutMarginsRelativeArrangement,
  /// isBaselineRelativeArrangement}`.
  private func readStack(_ value: YamlValue) throws(SceneFileError) -> StackConfiguration {
    let mapping = try value.mapping(
      "stack",
      allowed: [
        "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
        "isBaselineRelativeArrangement",
      ])
    var stack = StackConfiguration()
    if let axis = mapping["axis"] {
      stack.axis = try axis.choice(
        ["horizontal": .horizontal, "vertical": .vertical], order: ["horizontal", "vertical"])
    }
    if let distribution = mapping["distribution"] {
      let all: [StackDistribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
      ]
      stack.distribution = try distribution.choice(
        Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) }), order: all.map(\.rawValue))
    }
    if let alignment = mapping["alignment"] {
      let all: [StackAlignment] = [
        .fill, .leading, .top, .center, .trailing, .bottom, .firstBaseline, .lastBaseline,
      ]
      stack.alignment = try alignment.choice(
        Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) }), order: all.map(\.rawValue))
    }
    if let spacing = mapping["spacing"] { stack.spacing = try spacing.number() }
    if let relative = mapping["isLayoutMarginsRelativeArrangement"] {
      stack.isLayoutMarginsRelative = try relative.bool()
    }
    if let relative = mapping["isBaselineRelativeArrangement"] {
      stack.isBaselineRelative = try relative.bool()
    }
    return stack
  }
}
