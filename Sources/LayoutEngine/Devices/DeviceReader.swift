import TextFormats

/// Reads one entry of a catalog's `devices` list into a `Device`, checking each value against
/// what a screen can be, so that a mistyped number fails loudly at load time instead of
/// quietly shifting every layout on that device.
enum DeviceReader {
  typealias Location = DeviceCatalogError.Location

  static func device(
    _ value: CatalogJSON, file: String, index: Int, citable: Set<String>
  ) throws(DeviceCatalogError) -> Device {
    let entryLocation = Location(file: file, field: "devices[\(index)]")
    var entry = try CatalogObject(
      value, at: entryLocation, expected: "an object describing one device")
    // From here on, locations are relative to the device entry.
    entry = entry.relocated(to: Location(file: file, deviceIndex: index, field: ""))

    // The id first, so that every later message can name the device by it.
    let id = try entry.string("id", expected: "a kebab-case id such as 'iphone-16-pro'")
    if let reason = CatalogFile.idProblem(id, requiresLetterFirst: true) {
      throw .invalidID(id, entry.location(of: "id"), reason: reason)
    }
    entry = entry.relocated(to: Location(file: file, deviceIndex: index, deviceID: id, field: ""))
    try entry.rejectUnknownFields(allowed: CatalogFile.deviceFields)

    let name = try entry.string("name", expected: "Apple's name for the device")
    guard !name.isEmpty else {
      throw .invalidValue(entry.location(of: "name"), value: "empty", expected: "a name")
    }
    let family = try choice(entry, "family", from: Device.Family.allCases)
    let portraitSize = try size(entry)
    let scale = try entry.number("scale", expected: "1, 2 or 3")
    guard [1, 2, 3].contains(scale) else {
      throw .invalidValue(
        entry.location(of: "scale"), value: NumberText.format(scale), expected: "1, 2 or 3")
    }
    let hasHomeIndicator = try entry.bool(
      "homeIndicator", expected: "true or false (whether the device has a home indicator)")

    let insets = try byOrientation(entry, "safeAreaInsets")
    let statusBar = try byOrientation(entry, "statusBarHeight")
    let keyboard = try byOrientation(entry, "keyboardHeight")
    let sizeClasses = try byOrientation(entry, "sizeClasses")
    func metrics(_ orientation: Orientation) throws(DeviceCatalogError) -> Device.Metrics {
      let screen =
        orientation == .portrait
        ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
      let key = orientation.rawValue
      return Device.Metrics(
        safeAreaInsets: try edgeInsets(insets, key, screen: screen),
        statusBarHeight: try height(
          statusBar, key, screen: screen, expected: "the status bar's height in points"),
        keyboardHeight: try keyboardHeight(keyboard, key, screen: screen),
        sizeClasses: try sizeClassPair(sizeClasses, key))
    }
    let portrait = try metrics(.portrait)
    let landscape = try metrics(.landscape)

    let sources = try entry.strings("sources")
    for (position, source) in sources.enumerated() where !citable.contains(source) {
      throw .unknownSource(source, entry.location(of: "sources[\(position)]"))
    }
    let approximate = try entry.strings("approximate")
    for (position, field) in approximate.enumerated()
    where !CatalogFile.approximableFields.contains(field) {
      let suggestion = CatalogObject.closest(to: field, in: CatalogFile.approximableFields)
      throw .invalidValue(
        entry.location(of: "approximate[\(position)]"), value: "\"\(field)\"",
        expected: suggestion.map { "a device field such as '\($0)'" }
          ?? "a device field such as 'keyboardHeight' or 'statusBarHeight.portrait'")
    }
    return Device(
      id: id, name: name, family: family, portraitSize: portraitSize, scale: scale,
      hasHomeIndicator: hasHomeIndicator, portrait: portrait, landscape: landscape,
      sources: sources, approximateFields: approximate,
      notes: try entry.strings("notes"))
  }

  /// `size`: the portrait screen, positive, no wider than tall.
  private static func size(_ entry: CatalogObject) throws(DeviceCatalogError) -> Size {
    let object = try entry.object(
      "size", expected: "the portrait screen size, like {\"width\": 402, \"height\": 874}")
    try object.rejectUnknownFields(allowed: ["width", "height"])
    let width = try object.number("width", expected: "the portrait width in points")
    let height = try object.number("height", expected: "the portrait height in points")
    for (key, value) in [("width", width), ("height", height)] where value <= 0 {
      throw .invalidValue(
        object.location(of: key), value: NumberText.format(value),
        expected: "a positive number of points")
    }
    guard width <= height else {
      throw .invalidValue(
        object.location(of: "width"), value: NumberText.format(width),
        expected: "at most the height (\(NumberText.format(height))): 'size' is the portrait "
          + "size; landscape swaps it")
    }
    return Size(width: width, height: height)
  }

  /// A field with one value per orientation: `{"portrait": …, "landscape": …}`.
  private static func byOrientation(
    _ entry: CatalogObject, _ key: String
  ) throws(DeviceCatalogError) -> CatalogObject {
    let object = try entry.object(key, expected: "an object with 'portrait' and 'landscape'")
    try object.rejectUnknownFields(allowed: Orientation.allCases.map(\.rawValue))
    return object
  }

  private static func edgeInsets(
    _ parent: CatalogObject, _ key: String, screen: Size
  ) throws(DeviceCatalogError) -> EdgeInsets {
    let object = try parent.object(
      key, expected: "{\"top\": …, \"left\": …, \"bottom\": …, \"right\": …} in points")
    try object.rejectUnknownFields(allowed: ["top", "left", "bottom", "right"])
    let expected = "an inset of zero or more points"
    let insets = EdgeInsets(
      top: try object.length("top", expected: expected),
      left: try object.length("left", expected: expected),
      bottom: try object.length("bottom", expected: expected),
      right: try object.length("right", expected: expected))
    // Insets that meet leave no safe area, which no real screen has.
    let screenText = "\(NumberText.format(screen.width))×\(NumberText.format(screen.height))"
    if insets.top + insets.bottom >= screen.height {
      throw .invalidValue(
        object.location(of: "bottom"), value: NumberText.format(insets.bottom),
        expected: "top + bottom below the \(screenText) screen's height")
    }
    if insets.left + insets.right >= screen.width {
      throw .invalidValue(
        object.location(of: "right"), value: NumberText.format(insets.right),
        expected: "left + right below the \(screenText) screen's width")
    }
    return insets
  }

  /// A height in points that must fit on the screen in that orientation.
  private static func height(
    _ parent: CatalogObject, _ key: String, screen: Size, expected: String
  ) throws(DeviceCatalogError) -> Double {
    let value = try parent.length(key, expected: expected)
    guard value < screen.height else {
      throw .invalidValue(
        parent.location(of: key), value: NumberText.format(value),
        expected: "less than the \(NumberText.format(screen.height))-point screen height")
    }
    return value
  }

  private static func keyboardHeight(
    _ parent: CatalogObject, _ key: String, screen: Size
  ) throws(DeviceCatalogError) -> Device.KeyboardHeight {
    let object = try parent.object(
      key, expected: "{\"predictive\": …, \"withoutPredictive\": …} in points")
    try object.rejectUnknownFields(allowed: ["predictive", "withoutPredictive"])
    let predictive = try height(
      object, "predictive", screen: screen,
      expected: "the keyboard's height with the predictive bar, in points")
    let withoutPredictive = try height(
      object, "withoutPredictive", screen: screen,
      expected: "the keyboard's height without the predictive bar, in points")
    // The predictive bar only ever adds height; a larger value without it means swapped fields.
    guard withoutPredictive <= predictive else {
      throw .invalidValue(
        object.location(of: "withoutPredictive"), value: NumberText.format(withoutPredictive),
        expected: "at most 'predictive' (\(NumberText.format(predictive))): the predictive bar "
          + "adds height")
    }
    return Device.KeyboardHeight(predictive: predictive, withoutPredictive: withoutPredictive)
  }

  private static func sizeClassPair(
    _ parent: CatalogObject, _ key: String
  ) throws(DeviceCatalogError) -> Device.SizeClasses {
    let object = try parent.object(
      key, expected: "{\"horizontal\": …, \"vertical\": …}, each 'compact' or 'regular'")
    try object.rejectUnknownFields(allowed: ["horizontal", "vertical"])
    return Device.SizeClasses(
      horizontal: try choice(object, "horizontal", from: [SizeClass.compact, .regular]),
      vertical: try choice(object, "vertical", from: [SizeClass.compact, .regular]))
  }

  /// A string that must be the raw value of one of `choices`.
  private static func choice<Choice: RawRepresentable>(
    _ object: CatalogObject, _ key: String, from choices: [Choice]
  ) throws(DeviceCatalogError) -> Choice where Choice.RawValue == String {
    let names = choices.map { "'\($0.rawValue)'" }
    let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    let text = try object.string(key, expected: expected)
    guard let value = choices.first(where: { $0.rawValue == text }) else {
      throw .invalidValue(object.location(of: key), value: "\"\(text)\"", expected: expected)
    }
    return value
  }
}
