/// Device orientation (`UIInterfaceOrientation` reduced to its two layouts).
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
  case portrait, landscape
}

/// Whether the software keyboard is on screen.
public enum KeyboardState: String, Sendable, Hashable, Codable, CaseIterable {
  case hidden, shown
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  case leftToRight, rightToLeft
}

/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Hashable, Codable {
  case compact, regular
}

/// One set of conditions a scene is laid out under: device × orientation × keyboard ×
/// layout direction × text size, with the numbers the engine needs resolved.
public struct Environment: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The device's kebab-case id (`iphone-se-2nd-gen`), or `WxH` for a custom size.
  public var deviceID: String
  /// The device's display name (`iPhone SE (2nd generation)`).
  public var deviceName: String
  public var orientation: Orientation
  public var keyboard: KeyboardState
  public var direction: LayoutDirection
  /// The Dynamic Type content size category (`large` is the default).
  public var contentSizeCategory: String
  /// Screen size in points for this orientation.
  public var screenSize: Size
  /// Points to pixels (2 or 3 on current iPhones).
  public var scale: Double
  /// The root view's safe area insets in this orientation.
  public var safeAreaInsets: EdgeInsets
  /// The keyboard's height in points when shown (0 when hidden).
  public var keyboardHeight: Double
  public var horizontalSizeClass: SizeClass
  /// The leading and trailing layout margins of a view controller's root view
  /// (`systemMinimumLayoutMargins`); nil for the engine's rule (16 in compact width, 20 in
  /// regular). Interface Builder's canvases give 20 on 414-point-wide iPhones in compact
  /// width too (corpus: `05-swiftmessages-cardview`), which the importer sets here.
  public var rootLayoutMargin: Double?
  /// The leading and trailing margins a view controller's root view has here: UIKit's
  /// `systemMinimumLayoutMargins`, 16 pt in compact width and 20 in regular, unless the
  /// canvas sets its own (``rootLayoutMargin``).
  public var rootSideMargin: Double {
    rootLayoutMargin ?? (horizontalSizeClass == .regular ? 20 : 16)
  }
  public var verticalSizeClass: SizeClass
  /// Where the root view's frame starts in its window, when not at the window's origin: a
  /// view controller's view that does not extend under an opaque navigation bar (or under top
  /// bars at all) is placed below the bar, so its frame starts at the bar's bottom (Apple,
  /// UIViewController.edgesForExtendedLayout and extendedLayoutIncludesOpaqueBars). Only the
  /// root's reported frame moves: the layout is computed in the root's own bounds, and window
  /// frames are measured from the root's origin. Nil (the default): the root fills the screen
  /// from its origin. Set by the Interface Builder importer for the design canvas of Xcode 8
  /// documents, which store such a root at `y="64"`. A database keeps the frames, not this.
  public var rootOrigin: Point?

  public init(
    deviceID: String, deviceName: String? = nil, orientation: Orientation = .portrait,
    keyboard: KeyboardState = .hidden, direction: LayoutDirection = .leftToRight,
    contentSizeCategory: String = "large", screenSize: Size, scale: Double = 2,
    safeAreaInsets: EdgeInsets = .zero, keyboardHeight: Double = 0,
    horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular
  ) {
    self.deviceID = deviceID
    self.deviceName = deviceName ?? deviceID
    self.orientation = orientation
    self.keyboard = keyboard
    self.direction = direction
    self.contentSizeCategory = contentSizeCategory
    self.screenSize = screenSize
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.keyboardHeight = keyboard == .shown ? keyboardHeight : 0
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// The window-coordinate y of the keyboard's top edge (the screen bottom when hidden).
  public var keyboardTop: Double { screenSize.height - keyboardHeight }

  /// The environment's key, `iphone-se-2nd-gen/landscape/keyboard-shown` (see
  /// ``EnvironmentKey``): the one spelling `check`, `diff`, `report`, `show`, `solve` and
  /// `--env` share, so a heading can be pasted into a filter.
  public var description: String { key.rawValue }
}
