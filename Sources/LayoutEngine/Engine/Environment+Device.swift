extension Environment {
  /// The environment of a catalog device: its screen, scale, safe area, keyboard and size
  /// classes in the given orientation.
  public init(
    device: Device, orientation: Orientation = .portrait, keyboard: KeyboardState = .hidden,
    direction: LayoutDirection = .leftToRight, contentSizeCategory: String = "large",
    predictiveKeyboard: Bool = true
  ) {
    let classes = device.sizeClasses(in: orientation)
    self.init(
      deviceID: device.id, deviceName: device.name, orientation: orientation, keyboard: keyboard,
      direction: direction, contentSizeCategory: contentSizeCategory,
      screenSize: device.screenSize(in: orientation), scale: device.scale,
      safeAreaInsets: device.safeAreaInsets(in: orientation),
      keyboardHeight: device.keyboardHeight(in: orientation, predictive: predictiveKeyboard),
      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
  }

  /// Every combination of the given devices, orientations and keyboard states, in that order.
  public static func matrix(
    devices: [Device], orientations: [Orientation] = Orientation.allCases,
    keyboards: [KeyboardState] = KeyboardState.allCases
  ) -> [Environment] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        keyboards.map { Environment(device: device, orientation: orientation, keyboard: $0) }
      }
    }
  }
}
