import TextFormats

extension Environment {
  /// The environment as every JSON output writes it, beside the scene it concerns: its key
  /// (what baselines are kept under and `--env` matches), then each dimension, the screen size
  /// in points and the scale.
  ///
  /// ```json
  /// "environment": "iphone-se-2nd-gen/landscape/keyboard-hidden", "device": "iphone-se-2nd-gen",
  /// "orientation": "landscape", "keyboard": "hidden", "direction": "leftToRight",
  /// "textSize": "large", "size": {"width": 667, "height": 375}, "scale": 2
  /// ```
  public var jsonMembers: [(String, JSONText)] {
    [
      ("environment", .string(key.rawValue)),
      ("device", .string(deviceID)),
      ("orientation", .string(orientation.rawValue)),
      ("keyboard", .string(keyboard.rawValue)),
      ("direction", .string(direction.rawValue)),
      ("textSize", .string(contentSizeCategory)),
      ("size", screenSize.json),
      ("scale", .number(scale)),
    ]
  }
}
