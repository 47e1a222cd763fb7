import LayoutEngine

/// Interface Builder's canvas devices (`<device id="retina6_1" orientation="portrait">`) and
/// the design environment of a scene: the canvas Xcode laid the stored frames out in.
///
/// Apple reuses ids across Xcode versions (in the corpus `retina6_1` and `retina6_5` are both
/// 414×896, `retina6_7` 430×932), so an id picks a catalog device, and the root view's stored
/// size, which is what Xcode actually laid out, decides the screen: when it differs from the
/// device's (freeform sizes, opaque simulated bars, custom xib views) the scene is laid out at
/// the stored size with the device's scale.
struct InterfaceBuilderDevice: Sendable {
  /// The IB id.
  var id: String
  /// The `DeviceCatalog.standard` device with this canvas (nil: no catalog entry matches).
  var catalogID: String?
  var size: Size
  var scale: Double
  /// Portrait safe area insets of the canvas (status bar and home indicator).
  var safeArea: EdgeInsets
  var isPad: Bool

  /// Xcode's canvas devices by IB id: sizes from Xcode's device menu; safe areas as the
  /// canvas has them, which keeps a model's first values (`retina6_1`, the iPhone 11, is 44
  /// at the top as on iOS 13, where the catalog's iOS 14+ value is 48: corpus `05`, `14`;
  /// newer Xcodes use 48, see `IBDocumentReader.init`).
  static let known: [String: InterfaceBuilderDevice] = {
    func phone(
      _ id: String, _ catalog: String?, _ w: Double, _ h: Double, _ s: Double,
      top: Double, bottom: Double
    ) -> (String, InterfaceBuilderDevice) {
      (
        id,
        InterfaceBuilderDevice(
          id: id, catalogID: catalog, size: Size(width: w, height: h), scale: s,
          safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), isPad: false)
      )
    }
    func pad(
      _ id: String, _ catalog: String?, _ w: Double, _ h: Double, top: Double = 20,
      bottom: Double = 0
    ) -> (String, InterfaceBuilderDevice) {
      (
        id,
        InterfaceBuilderDevice(
          id: id, catalogID: catalog, size: Size(width: w, height: h), scale: 2,
          safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), isPad: true)
      )
    }
    return Dictionary(uniqueKeysWithValues: [
      phone("retina3_5", "iphone-4s", 320, 480, 2, top: 20, bottom: 0),
      phone("retina4_0", "iphone-se-1st-gen", 320, 568, 2, top: 20, bottom: 0),
      phone("retina4_7", "iphone-8", 375, 667, 2, top: 20, bottom: 0),
      phone("retina5_5", "iphone-8-plus", 414, 736, 3, top: 20, bottom: 0),
      phone("retina5_9", "iphone-x", 375, 812, 3, top: 44, bottom: 34),
      phone("retina5_4", "iphone-12-mini", 375, 812, 3, top: 50, bottom: 34),
      phone("retina6_0", "iphone-12", 390, 844, 3, top: 47, bottom: 34),
      phone("retina6_1", "iphone-11", 414, 896, 2, top: 44, bottom: 34),
      phone("retina6_5", "iphone-11-pro-max", 414, 896, 3, top: 44, bottom: 34),
      phone("retina6_7", "iphone-12-pro-max", 428, 926, 3, top: 47, bottom: 34),
      phone("retina6_12", "iphone-14-pro", 393, 852, 3, top: 59, bottom: 34),
      phone("retina6_72", "iphone-14-pro-max", 430, 932, 3, top: 59, bottom: 34),
      phone("retina6_3", "iphone-16-pro", 402, 874, 3, top: 62, bottom: 34),
      phone("retina6_9", "iphone-16-pro-max", 440, 956, 3, top: 62, bottom: 34),
      pad("ipad9_7", nil, 768, 1024),
      pad("ipad7_9", nil, 768, 1024),
      pad("ipad10_2", "ipad-9th-gen", 810, 1080),
      pad("ipad10_5", nil, 834, 1112),
      pad("ipad10_9", "ipad-10th-gen", 820, 1180, top: 24, bottom: 20),
      pad("ipad11", nil, 834, 1194, top: 24, bottom: 20),
      pad("ipad12_9", "ipad-pro-12-9-inch-3rd-gen", 1024, 1366, top: 24, bottom: 20),
      pad("ipad12_9rounded", "ipad-pro-12-9-inch-3rd-gen", 1024, 1366, top: 24, bottom: 20),
    ])
  }()

  /// Xcode's default canvas for documents without a `<device>` (Xcode 8's "View as: iPhone 7").
  static let fallback = known["retina4_7"]!

  /// The canvas of an IB id; unknown ids fall back to the default with `isKnown` false.
  static func named(_ id: String?) -> (device: InterfaceBuilderDevice, isKnown: Bool) {
    guard let id else { return (fallback, true) }
    if let device = known[id] { return (device, true) }
    // `retina6_1.fullscreen`-style screen metrics of older documents.
    if let base = id.split(separator: ".").first, let device = known[String(base)] {
      return (device, true)
    }
    return (fallback, false)
  }

  /// The canvas a view controller's root stored at `size` was laid out on: this one, unless
  /// the size is the full screen of another iPhone canvas, whose insets then apply. Xcode
  /// lays a scene out again only when it is edited, so a document whose `<device>` changed
  /// keeps scenes laid out on the previous canvas (corpus-2 `131-particle`: ten 320 × 568
  /// roots, an iPhone SE's screen, in a `retina6_5` document, their views on the safe area's
  /// top at y 0 and on its bottom at 568, not inset 44 and 34 as the iPhone XS Max's). A
  /// controller with a declared freeform size keeps the document's device (see
  /// `IBDocumentReader.designEnvironment`).
  static func canvas(ofScreen size: Size, preferring device: InterfaceBuilderDevice)
    -> InterfaceBuilderDevice
  {
    guard !device.isPad, size != device.size else { return device }
    let others = known.values.filter { !$0.isPad && $0.size == size }
    // Several ids share a size (`retina6_1` and `retina6_5`): when they disagree on the
    // insets, the document's own device is kept.
    guard let first = others.min(by: { $0.id < $1.id }),
      others.allSatisfy({ $0.safeArea == first.safeArea })
    else { return device }
    return first
  }

  /// Among the catalog devices, the one whose screen is `size` (either way up), preferring this
  /// canvas's own catalog device, then its scale: Apple reuses ids for other sizes.
  func catalogDevice(for size: Size, in catalog: DeviceCatalog?) -> Device? {
    guard let catalog else { return nil }
    func fits(_ device: Device) -> Bool {
      let s = device.portraitSize
      return (s.width == size.width && s.height == size.height)
        || (s.width == size.height && s.height == size.width)
    }
    if let id = catalogID, let device = try? catalog[id], fits(device) { return device }
    let candidates = catalog.devices.filter(fits)
    return candidates.first { $0.scale == scale } ?? candidates.first
  }
}

/// Bars Xcode simulates on a view controller's canvas (declared in `<simulatedMetricsContainer>`
/// or on the controller, or inferred from its navigation or tab bar controller): they move the
/// safe area (and legacy layout guides) in, as the real bars do at run time.
struct SimulatedBars: Sendable, Hashable {
  var navigationBar = false
  var largeTitles = false
  var prompt = false
  var tabBar = false
  var toolbar = false
  var statusBarHidden = false
  /// The navigation bar is opaque (`translucent="NO"`): the view controller's view starts
  /// below it (`extendedLayoutIncludesOpaqueBars` is off by default), out of the unsafe area.
  var opaqueNavigationBar = false
  /// The controller's `edgesForExtendedLayout` (Interface Builder's "Extend Edges: Under Top
  /// Bars" and "Under Bottom Bars", `<extendedEdge key="edgesForExtendedLayout" top="YES"/>`;
  /// every edge when the file writes none). UIKit lays a view that does not extend under its
  /// top bar out below it, and one that does not extend under its bottom bars above them.
  var extendsUnderTopBars = true
  var extendsUnderBottomBars = true
  /// `extendedLayoutIncludesOpaqueBars` ("Under Opaque Bars"), off by default: when on, the
  /// view extends under an opaque navigation bar as under a translucent one.
  var extendsUnderOpaqueBars = false
  /// Presented as a sheet (a `presentation` segue's destination, or its navigation stack).
  var isSheet = false
  /// A child of a tab bar controller that is itself in a navigation stack: what it pushes
  /// goes onto that outer stack, over the tab bar controller, and shows no tab bar.
  var pushesOverTabBar = false
  /// A child view controller (an `embed` segue's destination, shown in a container view):
  /// its canvas is the container's size and Xcode simulates no status bar above it.
  var isEmbedded = false

  /// Whether the controller's view starts below its navigation bar, out of the unsafe area:
  /// an opaque bar (unless `extendedLayoutIncludesOpaqueBars`), or a view that does not
  /// extend under top bars (Apple, UIViewController.edgesForExtendedLayout; UIKit places such
  /// a view below the bar whether it is translucent or not). Xcode's canvas does as UIKit:
  /// it stores such a root below the bar (`y="64"`, or at 0 and 603 high on an iPhone 8:
  /// corpus-2 `093`/`094-gcp-samples`, extended at the bottom only under an opaque bar).
  var startsBelowNavigationBar: Bool {
    navigationBar && (!extendsUnderTopBars || (opaqueNavigationBar && !extendsUnderOpaqueBars))
  }

  /// Whether the controller's view ends above its tab bar or toolbar: it does not extend under
  /// bottom bars. Corpus-2 `103-reusable`: a table view controller of a tab bar controller,
  /// extended at the top only, is stored 618 high on an iPhone 8 canvas, 667 less the 49-point
  /// tab bar.
  var endsAboveBottomBars: Bool { (tabBar || toolbar) && !extendsUnderBottomBars }

  /// UINavigationBar: 44 pt; 96 with large titles (52 more); a prompt adds 30.
  var topInset: Double {
    guard navigationBar else { return 0 }
    return 44 + (largeTitles ? 52 : 0) + (prompt ? 30 : 0)
  }

  /// UITabBar: 49 pt; UIToolbar: 44 pt, both above the home indicator.
  var bottomInset: Double { tabBar ? 49 : toolbar ? 44 : 0 }

  /// The bars the engine lays the scene out under on every device (`Scene.bars`): the
  /// translucent ones of a view controller's view that fills the screen. The rest stay in the
  /// design canvas only: an opaque navigation bar or a root stored below the bars (the view
  /// starts under them, which the engine does not model: on a device the scene then has no
  /// navigation bar), a sheet or a child in a container view (their canvases have no bars).
  func systemBars(isViewControllerRoot: Bool, rootOffset: Double) -> SystemBars {
    guard isViewControllerRoot, !isSheet, !isEmbedded else { return .none }
    let bottomBars = !endsAboveBottomBars
    var bars = SystemBars(tabBar: tabBar && bottomBars, toolbar: toolbar && !tabBar && bottomBars)
    if navigationBar && !startsBelowNavigationBar && rootOffset <= 0 {
      bars.navigationBar = largeTitles ? .largeTitle : .standard
      bars.prompt = prompt
    }
    return bars
  }
}
