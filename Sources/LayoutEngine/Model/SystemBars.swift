/// The bars of the containers a scene's view controller is shown in: a navigation controller's
/// navigation bar (and toolbar), a tab bar controller's tab bar.
///
/// Almost every screen of an app sits under a navigation bar or above a tab bar, and the bars
/// move the view controller's safe area in: content pinned to the safe area starts below the
/// navigation bar, and a scroll view's content is inset by them. The bars are translucent (the
/// default since iOS 7): the root view still fills the screen and the bars overlap it.
public struct SystemBars: Sendable, Hashable, Codable {
  /// A navigation controller's bar.
  public enum NavigationBar: String, Sendable, Hashable, Codable, CaseIterable {
    /// Not in a navigation controller, or its bar is hidden.
    case none
    /// A standard bar with an inline title.
    case standard
    /// A bar showing a large title (`prefersLargeTitles`), as it rests when the content is
    /// scrolled to the top. Large titles are only shown in regular height.
    case largeTitle
  }

  public var navigationBar: NavigationBar
  /// A navigation item's `prompt`, a line above the title.
  public var prompt: Bool
  /// A tab bar controller's tab bar at the bottom.
  public var tabBar: Bool
  /// A navigation controller's toolbar (`isToolbarHidden = false`) at the bottom; under a tab
  /// bar, the toolbar sits above it.
  public var toolbar: Bool

  public init(
    navigationBar: NavigationBar = .none, prompt: Bool = false, tabBar: Bool = false,
    toolbar: Bool = false
  ) {
    self.navigationBar = navigationBar
    self.prompt = prompt
    self.tabBar = tabBar
    self.toolbar = toolbar
  }

  /// No bars: a view controller shown full screen (the default).
  public static let none = SystemBars()

  /// Whether the view controller is in a navigation controller (for UIScrollView's
  /// `.automatic` content inset adjustment).
  public var isInNavigationController: Bool { navigationBar != .none || toolbar }

  /// What the bars add to the view controller's safe area in `environment`, on top of the
  /// screen's own insets (status bar, sensor housing, home indicator).
  ///
  /// Heights (points): navigation bar and toolbar 44, tab bar 49 on iPhone in regular height;
  /// all three 32 in compact height (an iPhone in landscape: `UIBarMetrics.compact`); 50 on
  /// iPad (navigation bar and toolbar since iOS 12, Geoff Hackworth, "iPad Navigation Bar and
  /// Toolbar Height Changes in iOS 12", 2018; the tab bar likewise). A large title adds 52
  /// (same source: 96 without the status bar on iPad under iOS 11), a prompt 30.
  /// Approximations: iPadOS 18 moves a tab bar controller's tabs to the top, here they stay
  /// at the bottom; bars of iOS 26's design are taken as these.
  public func insets(in environment: Environment) -> EdgeInsets {
    guard self != .none else { return .zero }
    let isPad =
      environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
    let isCompactHeight = environment.verticalSizeClass == .compact
    let barHeight: Double = isPad ? 50 : isCompactHeight ? 32 : 44
    var top = 0.0
    if navigationBar != .none {
      top = barHeight
      if navigationBar == .largeTitle && !isCompactHeight { top += 52 }
      if prompt { top += 30 }
    }
    var bottom = 0.0
    if tabBar { bottom += isPad ? 50 : isCompactHeight ? 32 : 49 }
    if toolbar { bottom += barHeight }
    return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  /// `environment` as the view controller sees it: its safe area moved in by the bars.
  public func applied(to environment: Environment) -> Environment {
    let bars = insets(in: environment)
    guard bars != .zero else { return environment }
    var inner = environment
    inner.safeAreaInsets.top += bars.top
    inner.safeAreaInsets.bottom += bars.bottom
    return inner
  }
}
