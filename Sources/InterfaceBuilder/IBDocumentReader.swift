import Foundation
import LayoutEngine
import SceneReading

/// Walks a parsed IB document: finds its scenes (storyboard scenes or xib top-level views),
/// the document-wide facts they share (canvas device, image sizes, designable sizes, bars
/// inferred from navigation and tab bar controllers), and builds each with `IBSceneBuilder`.
struct IBDocumentReader {
  let root: IBElement
  let fileName: String
  let options: InterfaceBuilderImporter.Options
  let catalog: DeviceCatalog?
  /// Every element with an id, for references.
  let elementsByID: [String: IBElement]
  /// `<resources><image name width height>`: image sizes in points.
  let imageSizes: [String: Size]
  /// The resources that are SF Symbols (`catalog="system"`): their `imageSizes` entry is a
  /// preview scaled to 128 points on its longer side, not the size UIKit draws them at.
  let symbolNames: Set<String>
  /// `<designables><designable name>`: intrinsic sizes Xcode computed for IBDesignable views.
  let designableSizes: [String: Size]
  var device: InterfaceBuilderDevice
  let deviceIsKnown: Bool
  let isLandscape: Bool
  /// Xcode 11 (toolsVersion 15xxx) was the first with iOS 13's control metrics.
  let isBeforeIOS13: Bool
  /// Saved by Xcode 8 or earlier (plug-ins before 13000, Xcode 9's), whose canvas lays out
  /// as iOS 10 did: before iOS 11's safe area, no view's layout margins were measured from
  /// the bars (see `IBViewMapping.configureMargins`).
  let isBeforeIOS11: Bool
  /// Saved by Xcode 6 (plug-ins before 8000; Xcode 7's betas are 8124 on), whose canvas
  /// lays out as iOS 8 did: a view controller's view has 16-point side margins at every
  /// width (see `designEnvironment`).
  let hasIOS8RootMargins: Bool
  /// Names no device (no `<device>`, no legacy screen type): laid out on Xcode 6 and 7's
  /// any-size canvas (wAny hAny), whose frames are the base ones, with no size-class
  /// variation applied (see `IBSceneBuilder.variationApplies`).
  let hasAnySizeCanvas: Bool
  /// Saved by Xcode 26 (plug-in 24xxx), whose canvas draws iOS 26's controls: corpus `02`
  /// (24063) has 63×28 switches, `20` (23721) and `01` (22685) 51×31 ones.
  let isIOS26Design: Bool
  /// Saved by Xcode 13 (plug-ins 19xxx and 20xxx; configurations came with it), whose canvas
  /// lays out a configured button's title that has no font of its own in system 14, not body
  /// (see `ButtonConfiguration.xcode13TitleFont`).
  let hasXcode13ConfiguredTitles: Bool
  /// Saved by Xcode 16.3 or later (plug-in 23721 on), whose canvas counts a notched
  /// device's insets twice on a view controller's view (see `designEnvironment`).
  let doublesDeviceInsets: Bool
  /// Saved by an Xcode whose canvas leaves the status bar of an iPhone with a Home button (20
  /// points, no notch) out of a view controller's safe area: plug-ins 14824 (Xcode 10.2) to
  /// 21505 (Xcode 14.0). Only the corpora show it, and consistently: in 20 files of 15
  /// repositories saved by those plug-ins on `retina4_7`, `retina4_0` and `retina5_5`, views
  /// on a view controller's safe area top stand at the constraint's constant (44 below a
  /// navigation bar), and every navigation controller's bar is stored at `y="0"` (14 files);
  /// plug-ins 13173 to 14490 and 21678 to 23727 store them 20 lower, as iOS lays them out.
  /// Where exactly Xcode changed between 14490 and 14824, and between 21505 and 21678, the
  /// corpora do not show. iPads with a Home button (a 20-point status bar, no rounded
  /// corners) too: corpus-2 `022-seafile` (16087) and `122-edx` (21207) lay views on an
  /// `ipad9_7` controller's safe-area top at y 0; `149-lockbox` (14490, `ipad10_5`) at 20.
  let omitsHomeButtonStatusBar: Bool
  /// The canvas's text size, as the stored label heights show it (see
  /// `canvasContentSizeCategory`).
  let contentSizeCategory: ContentSizeCategory
  private var inferredBars: [String: SimulatedBars] = [:]

  init(
    root: IBElement, fileName: String, options: InterfaceBuilderImporter.Options,
    catalog: DeviceCatalog?
  ) throws(InterfaceBuilderError) {
    self.root = root
    self.fileName = fileName
    self.options = options
    self.catalog = catalog
    var byID: [String: IBElement] = [:]
    var images: [String: Size] = [:]
    var symbols: Set<String> = []
    var designables: [String: Size] = [:]
    for element in root.descendants() {
      try Self.checkNumbers(of: element, fileName: fileName)
      if let id = element["id"] { byID[id] = element }
      if element.name == "image", element.parent?.name == "resources", let name = element["name"],
        let width = element.number("width"), let height = element.number("height")
      {
        images[name] = Size(width: width, height: height)
        if element["catalog"] == "system" { symbols.insert(name) }
      }
      if element.name == "designable", let name = element["name"],
        let size = element.child("size", key: "intrinsicContentSize"),
        let width = size.number("width"), let height = size.number("height")
      {
        designables[name] = Size(width: width, height: height)
      }
    }
    elementsByID = byID
    imageSizes = images
    symbolNames = symbols
    designableSizes = designables
    let deviceElement = root.child("device")
    let named = InterfaceBuilderDevice.named(
      deviceElement?["id"] ?? Self.legacyScreenType(root))
    device = named.device
    deviceIsKnown = named.isKnown
    hasAnySizeCanvas = deviceElement == nil && Self.legacyScreenType(root) == nil
    isLandscape = deviceElement?["orientation"] == "landscape"
    // The Interface Builder plug-in's version dates the Xcode that saved the file; some
    // documents carry a development `toolsVersion` (`32700.99.1234` in corpus `01`, `09`,
    // saved with plug-in 22685, an Xcode 15).
    let plugIn = root.child("dependencies")?.children("plugIn")
      .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }?["version"]
    let tools =
      Double((plugIn ?? root["toolsVersion"])?.split(separator: ".").first ?? "") ?? 0
    isBeforeIOS13 = tools > 0 && tools < 15000
    isBeforeIOS11 = tools > 0 && tools < 13000
    hasIOS8RootMargins = tools > 0 && tools < 8000
    isIOS26Design = tools >= 24000
    hasXcode13ConfiguredTitles = tools >= 19000 && tools < 21000
    doublesDeviceInsets = tools >= 23721
    omitsHomeButtonStatusBar = tools >= 14824 && tools < 21678
    // Newer Xcodes give `retina6_1` (iPhone 11) the 48-point top inset iOS 14 gave the
    // device: corpus `01` (plug-in 22685) is stored at 48, `05` (17505) and `14` (14490) at 44;
    // corpus-2 has 44 up to 20020 (`015-instructions`, seven scenes) and 48 from 21678
    // (`043-parchment`, `049-bugsnag`: navigation bars stored at y 48). Xcode 14 (plug-in
    // 21500 and later) is a guess inside that gap.
    if device.id == "retina6_1" && tools >= 21500 { device.safeArea.top = 48 }
    // Likewise `retina5_9` (375 × 812 at 3x, the iPhone X's size) gets the 50-point top of
    // the iPhone 12 and 13 mini, the only devices of that size newer Xcodes list: corpus-2
    // `009`/`010-googleads` (plug-in 23084) store navigation bars at y 50 and views on the
    // top layout guide at 94; `154-mercadopago`, `158-cvcalendar` (13527, 13772) have 44.
    // The same 21500 guess for where the change happened.
    if device.id == "retina5_9" && tools >= 21500 { device.safeArea.top = 50 }
    // Before that, Xcode 12 and 13 gave every notched iPhone canvas the iPhone X's 44, the
    // iPhone 12 family's too (47 on iOS 14 and later, 50 on the mini): the sixth set's
    // `001-borisoften` (plug-in 20020, `retina6_0`) stores a stack 50 below the safe area's
    // top at y 94, as `retina6_1` documents of those Xcodes are stored at 44, not 48.
    if ["retina5_4", "retina6_0", "retina6_7"].contains(device.id) && tools > 0 && tools < 21500 {
      device.safeArea.top = 44
    }
    contentSizeCategory = Self.canvasContentSizeCategory(root: root, scale: named.device.scale)
    inferredBars = inferBars()
  }

  /// The attributes the builder reads as numbers (frames, insets, fonts, spacing, line
  /// heights, priorities). `<constraint>`'s own are checked where constraints are built.
  static let numericAttributes: Set<String> = [
    "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "top", "bottom", "leading",
    "trailing", "left", "right", "pointSize", "size", "spacing", "lineSpacing",
    "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "preferredMaxLayoutWidth",
    "minimumFontSize", "minimumScaleFactor", "horizontalHuggingPriority",
    "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority",
  ]

  /// Refuses a number no layout can hold (`pointSize="inf"`, `height="1e308"`): the file is
  /// corrupt, and such a value would trap in the font model or print as `inf`. Text that is no
  /// number at all is left to the builder, which ignores it as Xcode would.
  static func checkNumbers(of element: IBElement, fileName: String) throws(InterfaceBuilderError) {
    guard element.name != "constraint" else { return }
    let corrupt = element.attributes.filter { name, text in
      guard numericAttributes.contains(name),
        let value = Double(text.trimmingCharacters(in: .whitespaces))
      else { return false }
      return !value.isFinite || abs(value) > LayoutConstraint.largestConstant
    }
    // The first in the line, so that the message does not depend on dictionary order.
    guard
      let (name, text) = corrupt.min(by: {
        element.column(ofValue: $0.key) < element.column(ofValue: $1.key)
      })
    else { return }
    throw .invalidNumber(
      fileName: fileName, element: element.shortReference, attribute: name, value: text,
      line: element.line, column: element.column(ofValue: name))
  }

  /// `<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>` of documents
  /// saved before `<device>` existed.
  private static func legacyScreenType(_ root: IBElement) -> String? {
    root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics")?["type"]
  }

  mutating func read() throws(InterfaceBuilderError) -> SceneDocument {
    var document = SceneDocument(fileName: fileName, scenes: [])
    var names: Set<String> = []
    for candidate in sceneCandidates() {
      var name = candidate.name
      if names.contains(name) { name += " (\(candidate.sceneID ?? candidate.rootView.id))" }
      names.insert(name)
      var builder = IBSceneBuilder(document: self, name: name, candidate: candidate)
      let built = try builder.build()
      document.scenes.append(built.scene)
      document.designEnvironments[name] = built.environment
      document.interfaceBuilderScenes[name] = built.info
      if !built.diagnostics.isEmpty { document.importDiagnostics[name] = built.diagnostics }
    }
    return document
  }

  /// A root view to import and what surrounds it.
  struct Candidate {
    var name: String
    var sceneID: String?
    var viewController: IBElement?
    var rootView: IBElement
    var isViewControllerRoot: Bool
    var bars: SimulatedBars
  }

  /// The file's name without its extension (`Main` for `Main.storyboard`), which every scene
  /// name starts with: the names IB shows (`View Controller`) and the ids Xcode gives a xib's
  /// first view (`iN0-l3-epB`, in three of the corpus's six xibs) repeat across files, and
  /// `record` keys baselines on scene names across all the files of a run.
  var documentName: String {
    let base = (fileName as NSString).deletingPathExtension
    return base.isEmpty ? fileName : base
  }

  /// Storyboards: each scene's view controller with a view, named `Main/Sign Up` (the file,
  /// then the scene's name in Xcode's outline), and each view in a scene's dock, named
  /// `Main/Sign Up/Header` (its label, class or id). Xibs: each top-level view (the File's Owner's
  /// `view` outlet makes it a view controller's view), named after the file (`CardView`), or
  /// `CardView/Compact` when the xib has several (each view's label, class or id).
  private func sceneCandidates() -> [Candidate] {
    var result: [Candidate] = []
    if let scenes = root.child("scenes") {
      for scene in scenes.children("scene") {
        guard let objects = scene.child("objects") else { continue }
        var sceneName: String?
        for controller in objects.children where controller["sceneMemberID"] == "viewController" {
          let name =
            controller["userLabel"] ?? scene.precedingComment ?? controller["title"]
            ?? controller["customClass"] ?? controller.name
          sceneName = sceneName ?? name
          guard let view = controller.child(key: "view"), view.child("rect", key: "frame") != nil
          else { continue }
          result.append(
            Candidate(
              name: "\(documentName)/\(name)", sceneID: scene["sceneID"],
              viewController: controller, rootView: view,
              isViewControllerRoot: true,
              bars: bars(of: controller, inferred: inferredBars[controller.id])))
        }
        // Views dragged into the scene's dock beside its controller (a header loaded by
        // code, a popover's content): Xcode lays each out on its own canvas at its stored
        // size, as a xib's top-level view, and stores its subviews' frames.
        for element in objects.children
        where element["sceneMemberID"] == nil && element.child("rect", key: "frame") != nil {
          let label = element["userLabel"] ?? element["customClass"] ?? element.id
          let owner = sceneName ?? scene["sceneID"] ?? "scene"
          result.append(
            Candidate(
              name: "\(documentName)/\(owner)/\(label)", sceneID: nil, viewController: nil,
              rootView: element, isViewControllerRoot: false, bars: SimulatedBars()))
        }
      }
    } else if let objects = root.child("objects") {
      let ownerViewID = objects.children("placeholder")
        .first { $0["placeholderIdentifier"] == "IBFilesOwner" }?
        .child("connections")?.children("outlet")
        .first { $0["property"] == "view" }?["destination"]
      let views = objects.children.filter { $0.child("rect", key: "frame") != nil }
      for element in views {
        let label =
          element["userLabel"] ?? element.precedingComment ?? element["customClass"] ?? element.id
        let name = views.count == 1 ? documentName : "\(documentName)/\(label)"
        result.append(
          Candidate(
            name: name, sceneID: nil, viewController: nil, rootView: element,
            isViewControllerRoot: element.id == ownerViewID,
            bars: bars(of: element, inferred: nil)))
      }
    }
    return result
  }

  /// Bars declared on a controller (`simulatedTopBarMetrics`, …), over those inferred from
  /// its containers.
  private func bars(of element: IBElement, inferred: SimulatedBars?) -> SimulatedBars {
    var bars = inferred ?? SimulatedBars()
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("simulatedNavigationBarMetrics", _):
        bars.navigationBar = true
        bars.prompt = child["prompted"] == "YES"
        if let translucent = child["translucent"] { bars.opaqueNavigationBar = translucent == "NO" }
      case ("simulatedTabBarMetrics", _): bars.tabBar = true
      case ("simulatedToolbarMetrics", _): bars.toolbar = true
      case ("simulatedStatusBarMetrics", _):
        bars.statusBarHidden = child["statusBarStyle"] == "none"
      case (_, "simulatedTopBarMetrics"):
        // `simulatedTopBarMetrics` of another class (`simulatedNoTopBarMetrics`…): none.
        bars.navigationBar = false
      case ("extendedEdge", "edgesForExtendedLayout"):
        bars.extendsUnderTopBars = child["top"] == "YES"
        bars.extendsUnderBottomBars = child["bottom"] == "YES"
      default: break
      }
    }
    if element["extendedLayoutIncludesOpaqueBars"] == "YES" { bars.extendsUnderOpaqueBars = true }
    return bars
  }

  /// The bars Xcode infers for a controller from the navigation and tab bar controllers
  /// that contain it (relationship segues) and from `show`/`push` segues inside a navigation
  /// stack.
  private func inferBars() -> [String: SimulatedBars] {
    let contained = inferBars(modallyShown: [])
    let shown = modallyShownSheets(bars: contained)
    return shown.isEmpty ? contained : inferBars(modallyShown: shown)
  }

  /// The destinations of `show` (and legacy `push`) segues that UIKit presents as sheets: a
  /// controller in no navigation or split view controller has no container to show in, so
  /// `show(_:sender:)` presents modally (Apple, UIViewController.show(_:sender:): "If the
  /// view controller is not in a navigation or split view controller, this method presents
  /// it modally"), in the destination's `modalPresentationStyle`, a sheet on an iPhone
  /// from iOS 13 unless it is full screen. Corpus-2 `184-cometchat`: the initial controller,
  /// in no container, shows two navigation controllers; Xcode stores their roots 842 high,
  /// a sheet's height on `retina6_1` (896 less the 44-point status area and 10), with the
  /// large-title bar a sheet has (108, at y 0) and views on the safe area's top at 108.
  private func modallyShownSheets(bars: [String: SimulatedBars]) -> Set<String> {
    guard !isBeforeIOS13, !device.isPad else { return [] }
    func shows(of controller: IBElement) -> [String] {
      controller.descendants()
        .filter { $0.name == "segue" && ($0["kind"] == "show" || $0["kind"] == "push") }
        .compactMap { $0["destination"] }
    }
    // The controllers that are in a navigation stack (its root, what they show, and so on,
    // whatever bar their canvases declare) or in a split view controller, or that declare a
    // navigation bar (a stack made in code): their `show` segues do not present.
    var contained: Set<String> = []
    var pending: [String] = []
    for container in root.descendants()
    where container.name == "navigationController" || container.name == "splitViewController" {
      for segue in container.descendants()
      where segue.name == "segue" && segue["kind"] == "relationship" {
        if let destination = segue["destination"] { pending.append(destination) }
      }
    }
    for controller in root.descendants() where controller["sceneMemberID"] == "viewController" {
      if controller.name != "navigationController",
        self.bars(of: controller, inferred: bars[controller.id]).navigationBar
      {
        pending.append(controller.id)
      }
    }
    while let id = pending.popLast() {
      guard contained.insert(id).inserted, let controller = elementsByID[id] else { continue }
      if controller.name == "tabBarController" {
        // A tab bar controller in a stack: its children show onto that stack.
        for segue in controller.descendants()
        where segue.name == "segue" && segue["relationship"] == "viewControllers" {
          if let destination = segue["destination"] { pending.append(destination) }
        }
      }
      if controller.name != "navigationController" {
        pending.append(contentsOf: shows(of: controller))
      }
    }
    var shown: Set<String> = []
    for controller in root.descendants()
    where controller["sceneMemberID"] == "viewController" && !contained.contains(controller.id)
      && controller.name != "navigationController" && controller.name != "splitViewController"
    {
      for destination in shows(of: controller) {
        guard let element = elementsByID[destination] else { continue }
        let style = element["modalPresentationStyle"] ?? "automatic"
        if ["automatic", "pageSheet", "formSheet"].contains(style) { shown.insert(destination) }
      }
    }
    return shown
  }

  private func inferBars(modallyShown: Set<String>) -> [String: SimulatedBars] {
    var bars: [String: SimulatedBars] = [:]
    var pending: [(String, SimulatedBars)] = []
    // Segues hang off the controller and off its buttons and cells alike.
    func segues(of controller: IBElement) -> [IBElement] {
      controller.descendants().filter { $0.name == "segue" }
    }
    for segue in root.descendants() where segue.name == "segue" && isSheet(segue) {
      var sheet = SimulatedBars()
      sheet.isSheet = true
      if let destination = segue["destination"] { pending.append((destination, sheet)) }
    }
    for destination in modallyShown.sorted() {
      var sheet = SimulatedBars()
      sheet.isSheet = true
      pending.append((destination, sheet))
    }
    for segue in root.descendants() where segue.name == "segue" && segue["kind"] == "embed" {
      var child = SimulatedBars()
      child.isEmbedded = true
      if let destination = segue["destination"] { pending.append((destination, child)) }
    }
    for controller in root.descendants() where controller["sceneMemberID"] == "viewController" {
      if controller.name == "navigationController" {
        var inherited = SimulatedBars()
        inherited.navigationBar = controller["navigationBarHidden"] != "YES"
        inherited.largeTitles = controller.child("navigationBar")?["largeTitles"] == "YES"
        inherited.opaqueNavigationBar = controller.child("navigationBar")?["translucent"] == "NO"
        inherited.toolbar = controller["toolbarHidden"] == "NO"
        for segue in segues(of: controller) where segue["relationship"] == "rootViewController" {
          if let destination = segue["destination"] { pending.append((destination, inherited)) }
        }
      } else if controller.name == "tabBarController" {
        var inherited = SimulatedBars()
        inherited.tabBar = true
        for segue in segues(of: controller) where segue["relationship"] == "viewControllers" {
          if let destination = segue["destination"] { pending.append((destination, inherited)) }
        }
      }
    }
    // Bars only accumulate, so a controller is visited again only when it gains one: this
    // ends, and the order containers are found in does not matter.
    while let (id, inherited) = pending.popLast() {
      guard let controller = elementsByID[id] else { continue }
      let previous = bars[id]
      var merged = previous ?? SimulatedBars()
      merged.navigationBar = merged.navigationBar || inherited.navigationBar
      merged.largeTitles = merged.largeTitles || inherited.largeTitles
      merged.tabBar = merged.tabBar || inherited.tabBar
      merged.toolbar = merged.toolbar || inherited.toolbar
      merged.isSheet = merged.isSheet || inherited.isSheet
      merged.isEmbedded = merged.isEmbedded || inherited.isEmbedded
      merged.opaqueNavigationBar = merged.opaqueNavigationBar || inherited.opaqueNavigationBar
      merged.pushesOverTabBar = merged.pushesOverTabBar || inherited.pushesOverTabBar
      if let previous, previous == merged { continue }
      bars[id] = merged
      if controller.name == "navigationController" {
        var nested = SimulatedBars()
        nested.tabBar = merged.tabBar
        nested.isSheet = merged.isSheet
        nested.navigationBar = controller["navigationBarHidden"] != "YES"
        nested.largeTitles = controller.child("navigationBar")?["largeTitles"] == "YES"
        nested.opaqueNavigationBar = controller.child("navigationBar")?["translucent"] == "NO"
        for segue in segues(of: controller) where segue["relationship"] == "rootViewController" {
          if let destination = segue["destination"] { pending.append((destination, nested)) }
        }
      } else if controller.name == "tabBarController" {
        // The tab bar controller's own bars (a navigation bar when it is pushed) are its
        // children's too.
        var children = merged
        children.tabBar = true
        // A tab bar controller pushed or rooted in a navigation controller: its children push
        // onto that navigation controller, whose pushed views cover the tab bar (corpus-2
        // `047-sentry`: two controllers shown from tabs of a navigation controller's tab bar
        // controller have views on the safe area's bottom 68 above the screen's, the doubled
        // home indicator, not 49 more).
        children.pushesOverTabBar = merged.navigationBar
        for segue in segues(of: controller) where segue["relationship"] == "viewControllers" {
          if let destination = segue["destination"] { pending.append((destination, children)) }
        }
      } else if self.bars(of: controller, inferred: merged).navigationBar {
        // The source's own bars decide, as its canvas shows them: a controller that sets its
        // top bar to none (`<nil key="simulatedTopBarMetrics"/>`) pushes onto a canvas
        // without one (corpus `20-tinode`: Login, declared bar-less inside a navigation
        // controller, shows Branding, whose stack 68 below the safe area stands at 88: the
        // status bar only, not 132 under a navigation bar).
        for segue in segues(of: controller)
        where segue["kind"] == "show" || segue["kind"] == "push" {
          if let destination = segue["destination"] {
            var pushed = SimulatedBars()
            pushed.navigationBar = true
            // UINavigationBar.prefersLargeTitles holds for every controller on the stack
            // (`largeTitleDisplayMode` `.automatic` inherits it); `never` opts out.
            pushed.largeTitles =
              merged.largeTitles && largeTitleDisplayMode(of: destination) != "never"
            pushed.tabBar = merged.tabBar && !merged.pushesOverTabBar
            pushed.opaqueNavigationBar = merged.opaqueNavigationBar
            // What a sheet's navigation stack pushes stays in the sheet (corpus-2
            // `123-nrfmesh`: a controller pushed in a sheet is stored 848 high, with views on
            // the safe area's bottom at the root's, as the sheet's root).
            pushed.isSheet = merged.isSheet
            pending.append((destination, pushed))
          }
        }
      }
    }
    return bars
  }

  /// Whether a segue presents its destination as a sheet: a modal presentation in the
  /// automatic, page sheet or form sheet style (all sheets on an iPhone since iOS 13, whose
  /// Xcode 11 is toolsVersion 15xxx).
  private func isSheet(_ segue: IBElement) -> Bool {
    guard segue["kind"] == "presentation", !isBeforeIOS13, !device.isPad else { return false }
    let style = segue["modalPresentationStyle"] ?? "automatic"
    return ["automatic", "pageSheet", "formSheet"].contains(style)
  }

  /// Whether a controller declares a freeform simulated size: its root's size is then its
  /// own, not another device's screen.
  private func isFreeform(_ candidate: Candidate) -> Bool {
    guard let controller = candidate.viewController else { return false }
    return controller.child("size", key: "freeformSize") != nil
      || !controller.children("freeformSimulatedSizeMetrics").isEmpty
  }

  /// A freeform canvas on an iPhone that is wider than tall and shorter than any iPhone held
  /// upright (480, the iPhone 4's height) is drawn as an iPhone in landscape, where UIKit
  /// hides the status bar (from iOS 8 a view controller's status bar is hidden in a vertically
  /// compact environment on iPhone). Corpus-2: `134-synthone`'s five 667 × 375 and `136`'s
  /// three 667 × 475 freeform scenes (retina4_7) lay views on the top layout guide or safe
  /// area at y 0, `135`'s 512 × 299 too; freeform scenes 528 high or more keep the 20-point
  /// status bar (`134`/`136`'s 1024 × 768, `045`'s 320 × 600, `138`'s 320 × 528; corpus
  /// `21`'s 400 × 600 under a navigation bar at 64).
  private func isCompactHeightFreeform(_ candidate: Candidate, rootSize: Size) -> Bool {
    !device.isPad && !isLandscape && isFreeform(candidate)
      && rootSize.width > rootSize.height && rootSize.height < 480
  }

  /// The safe-area insets of a free-standing view (a xib's top-level view that is no File's
  /// Owner's `view`, or one in a storyboard scene's dock) on a portrait canvas.
  ///
  /// One whose simulated size is the device's (no `freeformSimulatedSizeMetrics`, stored at
  /// the screen's size) is drawn as a controller's view filling the screen, with that
  /// canvas's insets: corpus-2 `185`/`187-cometchat` and `193-kommunicate` (plug-ins 17505,
  /// 19519, `retina6_1`) lay views on its safe area at 44 and 34 from the edges; on a
  /// Home-button iPhone the status bar's 20 (third set `044-nextcloud`, plug-in 14490,
  /// `retina4_7`: views below the safe area's top at 20), left out as in a controller's
  /// canvas by Xcode 10.2 to 14.0 (corpus-2 `192-kommunicate`, 18093, at 0).
  ///
  /// On a device with a notch, a freeform view whose document uses safe-area layout guides
  /// (it has a `<viewLayoutGuide key="safeArea">`, Interface Builder's "Use Safe Area Layout
  /// Guides") gets what UIKit gives a view at the window's origin: the part of the screen's
  /// unsafe area it overlaps (`safeAreaInsets`). Third set `033-shopiroller` (plug-in 19144,
  /// `retina6_1`, a 414 × 723 freeform view) centres a stack on its safe area 22 below its own
  /// centre, 44 above and nothing below; `032-jrasmusson` (19144, a 401 × 144 header) ends
  /// its stack 16 above a safe area that ends at its bottom; the sixth set's `044-ndthinh1810`
  /// (18093, a 414 × 60 header) centres a stack 16 from its top and 16 above its safe area's
  /// bottom; and `024-mnaruse` (16097, Xcode 11, a 414 × 272 view) holds a stack 40 below
  /// its safe area's top at 84 and at least 40 above its bottom, stored 135.5 high, which a
  /// home indicator's 34 there would squeeze to 114. A document without safe-area guides
  /// (its views related to margins only, the iOS 10 way) gives the view's margins the
  /// screen's insets whole: corpus `05-swiftmessages` (17505, a 510 × 160 freeform card on
  /// `retina6_1`) has its margins at 44 and 34. Four Xcodes (11 to 13) on the one side and
  /// Xcode 12 on the other: the split is the guides, not the version. Other views on a
  /// Home-button iPhone have none (corpus `08-cwa`, corpus-2 `083-tba`, third set
  /// `035`/`036-tap-payments`, all saved by Xcodes that leave the status bar out).
  private func freeStandingViewInsets(_ candidate: Candidate, rootSize: Size) -> EdgeInsets {
    let isFreeform =
      candidate.rootView.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics")
      != nil
    var insets = device.safeArea
    if !isFreeform && rootSize == device.size {
      if omitsHomeButtonStatusBar && insets.top <= 20 { insets.top = 0 }
      return insets
    }
    guard insets.top > 20 else { return .zero }
    let usesSafeAreaGuide =
      candidate.rootView.child("viewLayoutGuide", key: "safeArea") != nil
    guard isFreeform && usesSafeAreaGuide else { return insets }
    // Only the screen's unsafe strips count: a view wider than the screen reaches past its
    // right edge, where the portrait screen has no inset (third set `030`/`031-jrasmusson`
    // and `038-cometchat`, 460, 428 and 507 wide on the 414-point canvas, keep views on
    // their safe areas' trailing edges at their own).
    func overlap(_ inset: Double, _ reach: Double, _ length: Double) -> Double {
      inset > 0 ? min(max(0, reach), length) : 0
    }
    return EdgeInsets(
      top: overlap(insets.top, insets.top, rootSize.height),
      left: overlap(insets.left, insets.left, rootSize.width),
      bottom: overlap(
        insets.bottom, rootSize.height - (device.size.height - insets.bottom), rootSize.height),
      right: overlap(
        insets.right, rootSize.width - (device.size.width - insets.right), rootSize.width))
  }

  /// The `largeTitleDisplayMode` of a controller's navigation item (nil: `automatic`).
  private func largeTitleDisplayMode(of controllerID: String) -> String? {
    elementsByID[controllerID]?.child("navigationItem")?["largeTitleDisplayMode"]
  }

  /// iOS 26's navigation bar height (54) less the classic 44 the engine's bars use.
  static let iOS26NavigationBarExtraHeight = 10.0
  /// A navigation bar's height in a sheet from iOS 13 on (56) less the classic 44.
  static let sheetNavigationBarExtraHeight = 12.0

  /// The canvas a scene was laid out on: the root's stored size on the document's device,
  /// with the safe area of a view controller's view (device insets plus simulated bars) or
  /// none for a free-standing xib view.
  /// Bars in `sceneBars` are the engine's to add (on the canvas as on every device); the
  /// canvas's insets take only the others.
  func designEnvironment(rootFrame: Rect, candidate: Candidate, sceneBars: SystemBars)
    -> Environment
  {
    var rootSize = rootFrame.size
    let rootOrigin = rootFrame.origin
    let canvasHeight = isLandscape ? device.size.width : device.size.height
    // Xcode 8 stored a root under opaque bars at `y="64"` with the full canvas height; what it
    // laid out is the canvas below the bars (corpus `18-rxswift`: the keypad ends at 603).
    // A freeform controller's canvas is its own `freeformSize`, bars included, not the
    // device's screen (corpus-2 `099-dropdown`, Xcode 8.3 on `retina4_7`: a 600 × 700
    // freeform scene under an opaque navigation bar stores its root at `y="64"`, 636 high).
    let freeformHeight =
      isFreeform(candidate)
      ? candidate.viewController?.child("size", key: "freeformSize")?.number("height") : nil
    let screenHeight = freeformHeight ?? canvasHeight
    if rootOrigin.y > 0 && rootOrigin.y + rootSize.height > screenHeight {
      rootSize.height = screenHeight - rootOrigin.y
    }
    // A root marked `misplaced="YES"` keeps a size Xcode no longer lays it out at: its
    // subviews' frames are on the canvas the device and bars give (corpus `10`: roots stored
    // 666 tall under an opaque navigation bar, subviews laid out on 736 - 64 = 672).
    if candidate.rootView.flag("misplaced") == true, candidate.isViewControllerRoot,
      !candidate.bars.isSheet, !candidate.bars.isEmbedded
    {
      rootSize.width = isLandscape ? device.size.height : device.size.width
      rootSize.height = canvasHeight
      if candidate.bars.startsBelowNavigationBar {
        rootSize.height -= device.safeArea.top + candidate.bars.topInset
      }
      if candidate.bars.endsAboveBottomBars {
        rootSize.height -= device.safeArea.bottom + candidate.bars.bottomInset
      }
    }
    let catalogDevice = device.catalogDevice(for: rootSize, in: catalog)
    // On an iPad canvas a root at an iPhone's size is a freeform size, not that iPhone: none
    // of its sensor housing or home indicator insets (corpus-2 `133-synthone`: an 812 × 375
    // root on a landscape `ipad9_7` canvas has views on its bottom layout guide at 375, not
    // 21 above it as on an iPhone X in landscape).
    let landscapeCanvas =
      device.isPad && catalogDevice?.family == .phone ? nil : catalogDevice
    var insets = EdgeInsets.zero
    if candidate.bars.isSheet {
      // A sheet sits below the status bar and its canvas has no unsafe area of its own
      // (corpus `01` "Modal View Controller": views on the safe area's top and bottom are at
      // the root's edges; `20` "Edit Members", under an opaque navigation bar, likewise).
      // A translucent navigation bar overlaps the sheet and is 56 points high there from iOS
      // 13 on (108 with a large title): every sheet's bar in the corpora is stored so, at
      // `y="0"` (8 files of 6 repositories, plug-ins 15704 to 23721). Xcode 26 stores it 20
      // lower and 54 (106) high, as in a full-screen controller (corpus-2 `nrfmesh`: 10
      // sheets' navigation controllers in 3 files), and views on the safe area's top stand
      // below it.
      // A sheet reaches the screen's bottom edge, so the home indicator's inset is its own
      // too (corpus-2 `184-cometchat`, plug-in 17505: two sheets' buttons 40 above the safe
      // area's bottom stand at 842 - 34 - 40 - 50; `068-arcgis`, 17156, likewise). Not on
      // a freeform sheet (corpus `01`, 375 × 768: a view on the safe area's bottom at 768),
      // nor in Xcode 26, whose sheets store views on the safe area's bottom at the root's
      // (corpus-2 `127-nrfmesh`, four views; `047-sentry`'s sheet, a stack 8 above it).
      if !isIOS26Design && !isFreeform(candidate) { insets.bottom = device.safeArea.bottom }
      if candidate.bars.navigationBar && !candidate.bars.startsBelowNavigationBar {
        let classic = candidate.bars.topInset
        insets.top =
          isIOS26Design
          ? 20 + classic + Self.iOS26NavigationBarExtraHeight
          : classic + Self.sheetNavigationBarExtraHeight
      }
    } else if candidate.isViewControllerRoot {
      // The canvas's own insets: Xcode keeps a device's first values (44 on `retina6_1`, where
      // iOS 14 and later give the iPhone 11 48).
      insets =
        isLandscape
        ? landscapeCanvas?.safeAreaInsets(in: .landscape) ?? EdgeInsets()
        : isFreeform(candidate)
          ? device.safeArea
          : InterfaceBuilderDevice.canvas(ofScreen: rootSize, preferring: device).safeArea
      // No status bar when hidden. On a notched device the top inset is the sensor
      // housing's, not the status bar's, and stays.
      if candidate.bars.statusBarHidden, insets.top <= 20 { insets.top = 0 }
      // A child controller in a container view is drawn alone at its container's size, away
      // from the screen's edges: no status bar and no device insets (UIKit gives a child the
      // part of its parent's safe area it overlaps). Corpus `21` "Showcase Example" and
      // `24`'s two Pulley children, freeform canvases the size of their containers, have
      // views on the safe area's top at y 0; corpus-2 `017-instructions`' "Profile" child
      // (414 × 652 on `retina6_1`) stores a stack with 16-point margins on its bottom edge
      // 82 high, 16 + 50 + 16, not 34 more for the home indicator.
      if candidate.bars.isEmbedded { insets = .zero }
      if omitsHomeButtonStatusBar && insets.top <= 20 { insets.top = 0 }
      if isCompactHeightFreeform(candidate, rootSize: rootSize), insets.top <= 20 {
        insets.top = 0
      }
      // Xcode 26 (plug-in 24xxx) counts the device's insets twice on a view controller's
      // canvas. Only the corpus shows it, on two devices: `02` (24127, `retina6_1`, 48/34) lays
      // views on the safe area's top at 96 and on its bottom at 828 (896 - 68) in three scenes,
      // `11` (24506, `retina6_3`, 62/34) its image title 8 above a safe-area bottom at 806
      // (874 - 68); no bar of those heights exists, and `03` (23077, Xcode 16) has 59/34.
      // Xcode 16.3 (plug-in 23721) already does, on a notched device only: corpus-2
      // `110-msal` (`retina6_1`, a 414 × 896 freeform scene) puts its root's top margin at 96
      // and a view on the safe area's bottom at 828, while corpus `20-tinode` (the same
      // plug-in, `retina5_5`) keeps its 20-point status bar (a stack 68 below the safe area's
      // top at 88). No corpus file of Xcode 26 has a Home-button device; they are taken to
      // behave as Xcode 16.3's.
      let isNotched = insets.top > 20 || insets.left > 0 || insets.bottom > 0
      if doublesDeviceInsets && isNotched {
        insets = EdgeInsets(
          top: insets.top * 2, left: insets.left * 2, bottom: insets.bottom * 2,
          right: insets.right * 2)
      }
      if sceneBars.navigationBar == .none { insets.top += candidate.bars.topInset }
      // iOS 26's navigation bar is 54 points high, 10 more than the 44 `SystemBars` and
      // `topInset` give it (106 with a large title): every navigation controller Xcode 26
      // saved in the corpora stores its bar 54 (or 106) high (plug-ins 24127 to 25094, 7
      // files of 5 repositories), and views on the safe area's top under one stand 54 below
      // the doubled device inset (corpus-2 `047-sentry`, `062`/`063-lnpopup`: 118 + 54 = 172).
      if isIOS26Design && candidate.bars.navigationBar
        && !candidate.bars.startsBelowNavigationBar
      {
        insets.top += Self.iOS26NavigationBarExtraHeight
      }
      if !sceneBars.tabBar && !sceneBars.toolbar { insets.bottom += candidate.bars.bottomInset }
      // Below an opaque navigation bar the view starts under the bar (corpus `10`: views on
      // the safe area's top are at the root's top), as a root stored at `y="64"` shows.
      if candidate.bars.startsBelowNavigationBar { insets.top = 0 }
      // Above its bottom bars the view is clear of the home indicator too.
      if candidate.bars.endsAboveBottomBars { insets.bottom = 0 }
      // A root below opaque bars (Xcode's "Under Top Bars" off) is stored at the bars'
      // height (`y="64"`): the insets it does not reach are outside it.
      if rootOrigin.y > 0 { insets.top = max(0, insets.top - rootOrigin.y) }
    } else if !isLandscape {
      insets = freeStandingViewInsets(candidate, rootSize: rootSize)
    }
    let classes: (SizeClass, SizeClass) =
      device.isPad
      ? (.regular, .regular) : isLandscape ? (.compact, .compact) : (.compact, .regular)
    let id =
      catalogDevice?.id
      ?? "\(ibNumber(rootSize.width))x\(ibNumber(rootSize.height))"
    var environment = Environment(
      deviceID: id, deviceName: catalogDevice?.name ?? "Interface Builder \(device.id)",
      orientation: isLandscape ? .landscape : .portrait,
      contentSizeCategory: contentSizeCategory.name, screenSize: rootSize, scale: device.scale,
      safeAreaInsets: insets, horizontalSizeClass: classes.0, verticalSizeClass: classes.1)
    // systemMinimumLayoutMargins: 20 on canvases 400 points wide or more, even in compact
    // width: 414-point iPhones, and freeform canvases (corpus `21`: 400 × 600 on an iPhone 8
    // canvas has 20-point margins); 16 below (375, 390).
    // Xcode 6's canvas (iOS 8) keeps 16 at 400 points and wider: its 600-wide any-size
    // scenes store views on the root's side margins 16 from its edges (sixth set `030`,
    // `031`, `035` (plug-in 7703), `036` (6247): four repositories), while Xcode 7's, from
    // its betas on, has 20 there (sixth set `028` (8142), corpus-2 `092-gcp-samples` (9529)).
    if !device.isPad && rootSize.width >= 400 {
      environment.rootLayoutMargin = hasIOS8RootMargins ? 16 : 20
    }
    // A view controller's view that starts below its navigation bar (opaque, or not extended
    // under top bars) is placed below the status bar and the bar, as UIKit places it. Xcode 8
    // stores it there, at `y="64"` on a Home-button iPhone: corpus `17`/`18-rxswift` (opaque
    // bars, plug-in 11524), corpus-2 `099-dropdown` (opaque, a freeform 600 × 700, 12089),
    // third set `045-donmag` (`edgesForExtendedLayout` without the top, 11757); no Xcode 8
    // document of the sets stores one at 0. Xcode 10 stores it at the canvas's top, 603 high
    // (corpus-2 `093`/`094-gcp-samples`, plug-in 14490), which the engine's origin already is.
    if isBeforeIOS11, !isLandscape, candidate.isViewControllerRoot, !candidate.bars.isSheet,
      !candidate.bars.isEmbedded, candidate.bars.startsBelowNavigationBar
    {
      let statusBar = candidate.bars.statusBarHidden ? 0 : device.safeArea.top
      environment.rootOrigin = Point(x: 0, y: statusBar + candidate.bars.topInset)
    }
    return environment
  }
}
