import TextFormats

/// An iPhone or iPad model as UIKit presents it to a full-screen app: the screen in points, the
/// scale, and per orientation the safe area, status bar, keyboard and size classes.
///
/// Devices come from the catalog (`DeviceCatalog.standard["iphone-16-pro"]`) or are made for a
/// bare screen size (`Device.custom(width: 390, height: 844)`). The values are data, not code,
/// so that a new iPhone is a JSON entry; `Embedded/devices.json` cites where each came from.
public struct Device: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// `UIUserInterfaceIdiom`, reduced to the two idioms this catalog describes.
  public enum Family: String, Hashable, Sendable, CaseIterable {
    case phone, pad
  }

  /// A trait collection's two size classes in one orientation.
  public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    /// `horizontalSizeClass`: regular on iPads and on Plus and Max iPhones in landscape.
    public var horizontal: SizeClass
    /// `verticalSizeClass`: compact on iPhones in landscape.
    public var vertical: SizeClass

    /// Both size classes of one orientation.
    public init(horizontal: SizeClass, vertical: SizeClass) {
      self.horizontal = horizontal
      self.vertical = vertical
    }

    /// `compact width, regular height`
    public var description: String { "\(horizontal.rawValue) width, \(vertical.rawValue) height" }
  }

  /// The default English keyboard's height in one orientation, with the predictive (QuickType)
  /// bar and without it. It is the height of `keyboardFrameEndUserInfoKey`, so on devices with
  /// a home indicator it includes the strip behind the indicator.
  public struct KeyboardHeight: Hashable, Sendable {
    /// With the predictive bar, the default setting.
    public var predictive: Double
    /// With predictive text turned off; on iPad the shortcuts bar stays, so it is the same.
    public var withoutPredictive: Double

    /// Both heights of one orientation, in points.
    public init(predictive: Double, withoutPredictive: Double) {
      self.predictive = predictive
      self.withoutPredictive = withoutPredictive
    }
  }

  /// Everything that changes when the device turns, for one orientation.
  public struct Metrics: Hashable, Sendable {
    /// The window's `safeAreaInsets` with the status bar shown wherever the system shows it.
    public var safeAreaInsets: EdgeInsets
    /// `UIStatusBarManager.statusBarFrame.height`; 0 where the system hides the status bar
    /// (iPhones in landscape). It can be less than the top inset on Dynamic Island iPhones.
    public var statusBarHeight: Double
    /// The default English keyboard's height, with and without the predictive bar.
    public var keyboardHeight: KeyboardHeight
    /// The full-screen window's size classes.
    public var sizeClasses: SizeClasses

    /// The values of one orientation.
    public init(
      safeAreaInsets: EdgeInsets, statusBarHeight: Double, keyboardHeight: KeyboardHeight,
      sizeClasses: SizeClasses
    ) {
      self.safeAreaInsets = safeAreaInsets
      self.statusBarHeight = statusBarHeight
      self.keyboardHeight = keyboardHeight
      self.sizeClasses = sizeClasses
    }
  }

  /// Stable kebab-case id derived from Apple's name: `iphone-se-2nd-gen`, `iphone-16-pro-max`.
  /// Custom sizes use `WxH` or `WxH@Sx` (`390x844`, `390x844@2x`).
  public var id: String
  /// Apple's marketing name: `iPhone SE (2nd generation)`.
  public var name: String
  /// Phone or pad.
  public var family: Family
  /// The screen held upright (`UIScreen.bounds` in portrait), in points.
  public var portraitSize: Size
  /// Pixels per point (`UIScreen.scale`): 1, 2 or 3.
  public var scale: Double
  /// Whether the device has a home indicator instead of a home button.
  public var hasHomeIndicator: Bool
  /// The values with the device held upright.
  public var portrait: Metrics
  /// Landscape values are for `UIDeviceOrientation.landscapeLeft` (sensor housing on the left);
  /// UIKit insets both sides on Face ID iPhones, so `landscapeRight` reports the same numbers.
  public var landscape: Metrics
  /// Ids of the catalog's `sources` that these values come from.
  public var sources: [String]
  /// Fields whose values are estimates or measured approximations, as dotted paths in the
  /// catalog's JSON (`keyboardHeight`, `statusBarHeight.portrait`).
  public var approximateFields: [String]
  /// Why values are approximate, and other facts worth knowing about this device.
  public var notes: [String]

  /// A device from its values; catalogs and ``custom(width:height:scale:family:)`` make them.
  public init(
    id: String, name: String, family: Family, portraitSize: Size, scale: Double,
    hasHomeIndicator: Bool, portrait: Metrics, landscape: Metrics, sources: [String] = [],
    approximateFields: [String] = [], notes: [String] = []
  ) {
    self.id = id
    self.name = name
    self.family = family
    self.portraitSize = portraitSize
    self.scale = scale
    self.hasHomeIndicator = hasHomeIndicator
    self.portrait = portrait
    self.landscape = landscape
    self.sources = sources
    self.approximateFields = approximateFields
    self.notes = notes
  }

  /// The values for one orientation.
  public func metrics(in orientation: Orientation) -> Metrics {
    switch orientation {
    case .portrait: return portrait
    case .landscape: return landscape
    }
  }

  /// The screen in points; landscape swaps the portrait width and height.
  public func screenSize(in orientation: Orientation) -> Size {
    switch orientation {
    case .portrait: return portraitSize
    case .landscape: return Size(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The window's safe area insets in points.
  public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
    metrics(in: orientation).safeAreaInsets
  }

  /// The status bar's height in points; 0 where the system hides it.
  public func statusBarHeight(in orientation: Orientation) -> Double {
    metrics(in: orientation).statusBarHeight
  }

  /// The default English keyboard's height in points, with or without the predictive bar.
  /// These are measured approximations: see ``approximateFields`` and ``notes``.
  public func keyboardHeight(in orientation: Orientation, predictive: Bool = true) -> Double {
    let heights = metrics(in: orientation).keyboardHeight
    return predictive ? heights.predictive : heights.withoutPredictive
  }

  /// The full-screen window's horizontal and vertical size classes.
  public func sizeClasses(in orientation: Orientation) -> SizeClasses {
    metrics(in: orientation).sizeClasses
  }

  /// Whether the catalog marks `field` (a dotted path such as `keyboardHeight.portrait`) or one
  /// of its parents as an approximation.
  public func isApproximate(_ field: String) -> Bool {
    approximateFields.contains { field == $0 || field.hasPrefix($0 + ".") }
  }

  /// `iphone-16-pro (iPhone 16 Pro, 402×874 @3x)`
  public var description: String {
    let width = NumberText.format(portraitSize.width)
    let height = NumberText.format(portraitSize.height)
    return "\(id) (\(name), \(width)×\(height) @\(NumberText.format(scale))x)"
  }
}
