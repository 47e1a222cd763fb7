import Foundation
import LayoutEngine
import SceneReading

/// Views: IB classes to engine kinds, their properties, and the subview tree.
extension IBSceneBuilder {
  /// Elements that hold a view but are not one (their children are walked through).
  static let transparentContainers: Set<String> = [
    "subviews", "prototypes", "cells", "sections", "tableViewSection", "items",
  ]

  /// Containers that place their subviews without Auto Layout: cells, headers and footers.
  static let frameManagedParents: Set<String> = ["tableView", "collectionView"]

  /// The direct view children of a view element, in document order: its `<subviews>`, keyed
  /// views (`contentView`, `tableHeaderView`), and cells of table and collection views.
  func viewChildren(of element: IBElement) -> [IBElement] {
    var result: [IBElement] = []
    func walk(_ node: IBElement) {
      for child in node.children {
        if child.child("rect", key: "frame") != nil {
          result.append(child)
        } else if Self.transparentContainers.contains(child.name) {
          walk(child)
        }
      }
    }
    walk(element)
    return result
  }

  /// See `InterfaceBuilderScene.displayNames`: what the designer named the view, else what it
  /// shows (a field's placeholder names it better than whatever text it holds).
  static func displayName(of element: IBElement, view: View) -> String? {
    ViewDisplayName.first(of: [
      element["userLabel"], view.text?.placeholder, view.text?.text,
      view.kind == .imageView ? element["image"] : nil,
    ])
  }

  mutating func addView(_ element: IBElement, parent: String?, parentElement: IBElement?)
    throws(InterfaceBuilderError)
  {
    // Xcode writes no id for some keyed views (a collection view cell's `contentView`): they
    // are named after their superview and key, which are stable too.
    // A view written without either (a hand-edited file) is still laid out, named after its
    // line; no constraint can name it.
    let id =
      element["id"] ?? parent.flatMap({ p in element["key"].map { "\(p).\($0)" } })
      ?? "\(element.name)@\(element.line)"
    if uninstalledViews.contains(id) {
      note(
        "\(id) (\(element.name)) is not installed at the design size class", views: [id],
        about: "view not installed")
      return
    }
    let mapping = IBViewMapping(
      element: element, id: id, builder: self, parentElement: parentElement)
    var view = View(id: id, kind: mapping.kind, parentID: parent)
    if let parent {
      do {
        try scene.add(mapping.kind, id, in: ViewRef(parent))
      } catch {
        // Two views with one id (a bad merge): the first keeps it, the second and its
        // subviews are left out rather than the document.
        skip("<\(element.name)> \(id) and its subviews", at: element, because: "\(error)")
        return
      }
    }
    info.viewLines[id] = element.line
    mapping.configure(&view, builder: &self)
    let configured = view
    do {
      try scene.update(ViewRef(id)) { $0 = configured }
    } catch {
      throw .invalidScene(
        fileName: document.fileName, scene: name, underlying: error, line: element.line)
    }
    elements.append((id, element))
    if let displayName = Self.displayName(of: element, view: configured) {
      info.displayNames[id] = displayName
    }
    if let frame = element.frameRect { info.storedFrames[id] = frame }
    if element.flag("misplaced") == true { info.misplaced.insert(id) }
    if element.flag("ambiguous") == true { info.ambiguous.insert(id) }
    for guide in element.children("viewLayoutGuide") {
      guard let guideID = guide["id"] else { continue }
      switch guide["key"] {
      case "safeArea": guides[guideID] = .guide(id, .safeArea)
      case "contentLayoutGuide": guides[guideID] = .guide(id, .contentLayout)
      case "frameLayoutGuide": guides[guideID] = .guide(id, .frameLayout)
      case "keyboard": guides[guideID] = .guide(id, .keyboard)
      default: unsupportedGuides.insert(guideID)
      }
    }
    for guide in element.children("layoutGuides").flatMap(\.children) {
      if let guideID = guide["id"] { unsupportedGuides.insert(guideID) }
    }
    for constraint in element.child("constraints")?.children("constraint") ?? [] {
      constraintElements.append((constraint, id))
    }
    for child in viewChildren(of: element) {
      try addView(child, parent: id, parentElement: element)
    }
  }
}

/// How one IB view element maps to an engine `View`.
struct IBViewMapping {
  let element: IBElement
  let kind: ViewKind
  /// Why the class is approximated, if it is.
  let approximation: String?
  /// An intrinsic size the importer sets for classes the engine does not size.
  let intrinsic: IntrinsicSize?
  /// `alignmentRectInsets` the importer sets for classes the engine does not model.
  let alignmentInsets: EdgeInsets?
  /// Placed by a container without Auto Layout: keeps its stored frame.
  let isFrameManaged: Bool
  /// The superview's element (a cell's, for its content view).
  let parentElement: IBElement?

  /// `UISlider.alignmentRectInsets`: its frame reaches 2 points past the rectangle
  /// constraints act on at the sides and 1 below (see the `slider` case below).
  static let sliderAlignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

  init(element: IBElement, id: String, builder: IBSceneBuilder, parentElement: IBElement?) {
    self.element = element
    self.parentElement = parentElement
    let stored = element.frameRect?.size
    var approximation: String?
    var intrinsic: IntrinsicSize?
    var alignmentInsets: EdgeInsets?
    let parentName = parentElement?.name ?? ""
    var isFrameManaged =
      IBSceneBuilder.frameManagedParents.contains(parentName)
      || parentName == "tableViewCell"
      || parentName == "collectionViewCell"
        && element["key"] == "contentView"
    let kind: ViewKind
    switch element.name {
    case "view", "containerView", "visualEffectView", "collectionReusableView":
      kind = .view
    case "tableViewCellContentView", "collectionViewCellContentView":
      kind = .view
      isFrameManaged = true
    case "tableViewCell", "collectionViewCell":
      kind = .view
      isFrameManaged = true
    case "scrollView": kind = .scrollView
    case "label": kind = .label
    case "textField": kind = .textField
    case "textView": kind = .textView
    case "button": kind = .button
    case "imageView": kind = .imageView
    case "switch":
      kind = .switchControl
      if builder.document.isIOS26Design {
        // The alignment rectangle inside iOS 26's 63×28 frame (see `switchAlignmentRectInsets`).
        let size = UIKitDefaults.switchSizeIOS26
        let insets = UIKitDefaults.switchAlignmentRectInsets
        intrinsic = IntrinsicSize(
          width: size.width - insets.left - insets.right,
          height: size.height - insets.top - insets.bottom)
      }
    case "stackView": kind = .stackView
    case "tableView", "collectionView":
      kind = .view
      approximation =
        "\(element.name) is laid out as a plain view; its cells keep the frames stored in the file"
    case "activityIndicatorView":
      kind = .view
      let style = ActivityIndicatorStyle(interfaceBuilderName: element["style"] ?? "medium")
      intrinsic = .activityIndicator(style ?? .medium)
      approximation = "activityIndicatorView sized as UIActivityIndicatorView \(style ?? .medium)"
    case "segmentedControl":
      // iOS 13's segmented control draws a 32-point frame around a 31-point alignment
      // rectangle, 1 point past it at the bottom (see `segmentedControlAlignmentRectInsets`);
      // before iOS 13, a 29-point frame around 28 points, also 1 past at the bottom (corpus
      // `21-skyfloatinglabel`, Xcode 10: a label 22.5 below a control whose frame starts at
      // 57 and is 29 high starts at 107.5, not 108.5, and so on down four controls).
      kind = .view
      let insets = UIKitDefaults.segmentedControlAlignmentRectInsets
      alignmentInsets = insets
      intrinsic = stored.map {
        IntrinsicSize(width: $0.width, height: $0.height - insets.top - insets.bottom)
      }
      approximation =
        "\(element.name) is not modelled: its intrinsic size is taken from its stored frame"
    case "pageControl", "datePicker", "stepper":
      kind = .view
      intrinsic = stored.map { IntrinsicSize(width: $0.width, height: $0.height) }
      approximation =
        "\(element.name) is not modelled: its intrinsic size is taken from its stored frame"
    case "slider":
      // UISlider's 31-point frame reaches 2 points past its alignment rectangle at each side
      // (the thumb's overhang) and 1 below it: corpus `20-tinode`, a slider between two
      // labels and 20 above its superview's bottom, has a frame 58…312 wide for the 60…310
      // between the labels and ends 1 point lower; public storyboards show the same
      // (leading 70 → x 68, width + 4; a 16-point margin → x 14 on a 375-point screen).
      // The iOS 26 design's slider has no overhang (see `UIKitDefaults.sliderHeightIOS26`).
      kind = .view
      let isIOS26 = builder.document.isIOS26Design
      let insets = isIOS26 ? EdgeInsets.zero : Self.sliderAlignmentRectInsets
      let height = isIOS26 ? UIKitDefaults.sliderHeightIOS26 : UIKitDefaults.sliderHeight
      if !isIOS26 { alignmentInsets = insets }
      intrinsic = IntrinsicSize(width: nil, height: height - insets.top - insets.bottom)
      approximation = "slider: height \(ibNumber(height)), no intrinsic width"
    case "pickerView":
      // UIPickerView is 320 points wide by its own measure, on every device (see
      // `UIKitDefaults.pickerViewWidth`); its height keeps the stored frame's.
      kind = .view
      intrinsic = IntrinsicSize(width: UIKitDefaults.pickerViewWidth, height: stored?.height)
      approximation =
        "pickerView: width \(ibNumber(UIKitDefaults.pickerViewWidth)), its intrinsic height"
        + " taken from its stored frame"
    case "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
      kind = .view
      intrinsic = stored.map { IntrinsicSize(width: nil, height: $0.height) }
      approximation =
        "\(element.name) is not modelled: its intrinsic height is taken from its stored frame"
    case "mapView", "webView", "wkWebView", "sceneKitView", "arscnView", "arskView", "glkView",
      "mtkView", "skView":
      kind = .view
      approximation = "\(element.name) is laid out as a plain view (no intrinsic size)"
    default:
      kind = .view
      approximation = "<\(element.name)> is not modelled: laid out as a plain view"
    }
    // Xcode renders IBDesignable custom classes (labels with code-set fonts included) and
    // stores the intrinsic size it measured; that, not the class's stock size, is what its
    // engine used for the stored frames.
    if let designable = builder.document.designableSizes[id] {
      intrinsic = IntrinsicSize(width: designable.width, height: designable.height)
    }
    self.kind = kind
    self.approximation = approximation
    self.intrinsic = intrinsic
    self.alignmentInsets = alignmentInsets
    self.isFrameManaged = isFrameManaged
  }

  func configure(_ view: inout View, builder: inout IBSceneBuilder) {
    let id = view.id
    let isRoot = view.parentID == nil
    let parentKind = view.parentID.flatMap { builder.scene[$0]?.kind }
    if let approximation {
      builder.note("\(id): \(approximation)", views: [id], about: "approximated class")
      builder.info.approximated.insert(id)
    }
    // `hidden` can vary by size class too (corpus-2 `149`/`150-lockbox`: image views hidden
    // but for `<variation key="widthClass=regular" hidden="NO"/>`).
    view.isHidden = builder.attribute("hidden", of: element).map { $0 == "YES" } ?? false
    view.contentHugging = AxisPriorities(
      element.number("horizontalHuggingPriority") ?? 250,
      element.number("verticalHuggingPriority") ?? 250)
    view.compressionResistance = AxisPriorities(
      element.number("horizontalCompressionResistancePriority") ?? 750,
      element.number("verticalCompressionResistancePriority") ?? 750)
    if let intrinsic { view.intrinsicContentSize = intrinsic }
    if let alignmentInsets { view.alignmentRectInsets = alignmentInsets }
    // Frames: a view that is not laid out by constraints keeps the frame IB stored.
    let frame = element.frameRect
    // UIStackView turns off an arranged view's autoresizing constraints, and Xcode writes
    // `translatesAutoresizingMaskIntoConstraints="NO"` for arranged views; one written without
    // it but with an `<autoresizingMask>` keeps them on Xcode's canvas (corpus `20-tinode`:
    // such labels keep stored widths no stack alignment allows). Only with the canvas options
    // (`keepsArrangedViewMasks`); the frame is then the file's, not compared by the oracle.
    let keepsMaskInStack =
      parentKind == .stackView && builder.document.options.keepsArrangedViewMasks
      && element["translatesAutoresizingMaskIntoConstraints"] == nil
      && element.child("autoresizingMask", key: "autoresizingMask") != nil
    if keepsMaskInStack { builder.info.framesFromFile.insert(id) }
    if !isRoot && (parentKind != .stackView || keepsMaskInStack) {
      let translates = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
      if isFrameManaged || element.flag("fixedFrame") == true || translates {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = frame
        if isFrameManaged || element.flag("fixedFrame") == true {
          builder.info.framesFromFile.insert(id)
        } else if let mask = element.child("autoresizingMask", key: "autoresizingMask"),
          let frame, let parentFrame = builder.info.storedFrames[view.parentID!]
        {
          view.autoresizing = Autoresizing(
            flexibleLeftMargin: mask.flag("flexibleMinX") ?? false,
            flexibleWidth: mask.flag("widthSizable") ?? false,
            flexibleRightMargin: mask.flag("flexibleMaxX") ?? false,
            flexibleTopMargin: mask.flag("flexibleMinY") ?? false,
            flexibleHeight: mask.flag("heightSizable") ?? false,
            flexibleBottomMargin: mask.flag("flexibleMaxY") ?? false,
            designFrame: frame, designSuperviewSize: parentFrame.size)
        }
      }
    }
    configureMargins(&view, isRoot: isRoot, parentElement: parentElement, builder: &builder)
    configureContent(&view, builder: &builder)
    // A table or collection view scrolls its cells to rest below the bars it lies under
    // (UIScrollView's `.automatic` content inset adjustment, the default): their safe
    // areas are measured there, not at the unscrolled frames (corpus `11-netnewswire`: the
    // labels of two collection view cells pinned to their content views' safe areas came out
    // 18 to 30 points high below zero under a navigation bar). `never` leaves the content at
    // offset zero.
    if element.name == "tableView" || element.name == "collectionView" {
      view.restsContentBelowUnsafeTop = element["contentInsetAdjustmentBehavior"] != "never"
    }
    if builder.document.options.usesPlaceholderIntrinsicSizes,
      let placeholder = placeholderIntrinsicSize
    {
      view.intrinsicContentSize = placeholder
    } else if builder.document.options.usesPlaceholderIntrinsicSizes, view.kind == .view,
      element["customClass"] != nil, element.child("subviews") == nil,
      element["ambiguous"] == nil, let size = element.frameRect?.size
    {
      // A custom view with no subviews is drawn by its class: an `@IBDesignable` one is run
      // by Xcode, which lays it out at its `intrinsicContentSize`, and one Xcode cannot run
      // it marks ambiguous where its constraints leave its size open. So an unmarked one is
      // at the size Xcode found: the stored one (on the canvas only; the app asks the
      // class). Corpus-2 `105-ishpullup` (an `ISHPullUpHandleView`, 36 × 11, that sizes the
      // sheet around it: 9 views) and corpus `08-cwa` (two `StackViewLabel`s 19 high); of
      // the 150 such views in both corpora, none lays out differently otherwise.
      view.intrinsicContentSize = IntrinsicSize(width: size.width, height: size.height)
    }
  }

  /// The design-time intrinsic size the Size inspector's "Intrinsic Size: Placeholder" sets,
  /// which Xcode's canvas uses in place of the view's own; nil when the file sets none.
  /// `infinite` (the "None" box) is no intrinsic size in that dimension. Corpus-2
  /// `008-googleads` (a 320 × 50 banner view that sizes its card, moving two text views
  /// 381 points) and `180-applozic` (a 320 × 416 image view with no image) are laid out at
  /// them; nine views in both corpora set one.
  private var placeholderIntrinsicSize: IntrinsicSize? {
    let width = element["placeholderIntrinsicWidth"]
    let height = element["placeholderIntrinsicHeight"]
    guard width != nil || height != nil else { return nil }
    func length(_ text: String?) -> Double? {
      guard let text, let value = Double(text), value.isFinite, value >= 0 else { return nil }
      return value
    }
    return IntrinsicSize(width: length(width), height: length(height))
  }

  private func configureMargins(
    _ view: inout View, isRoot: Bool, parentElement: IBElement?, builder: inout IBSceneBuilder
  ) {
    if let insets = element.child("edgeInsets", key: "layoutMargins") {
      view.layoutMargins = EdgeInsets(
        top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
        bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
    } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      // Left to right at design time: leading is left.
      view.layoutMargins = EdgeInsets(
        top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
        bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
    } else if element.name == "tableViewCellContentView" {
      // A cell's content view takes the table's margins: 16 (20 on 414-point-wide screens)
      // at the sides and 11 above and below.
      // Beside an accessory (disclosure indicator, checkmark…) the trailing margin is the
      // standard 8 to it (corpus `04`: labels on the trailing margin of a disclosure cell's
      // 348.5-wide content view end 8 before its edge).
      let side = builder.environment.rootLayoutMargin ?? 16
      let accessory = parentElement?["accessoryType"].map { $0 != "none" } ?? false
      view.layoutMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: accessory ? 8 : side)
    } else if element.name == "stackView" {
      // A stack view an Interface Builder document decodes has no margins of its own, not
      // UIView's 8: a storyboard's stack view reports `layoutMargins` {0, 0, 0, 0} at run time
      // (Apple bug report 21630496, iOS 9), and Xcode 13 lays one out so: the fourth set's
      // `046-adrien-chabaud-destini` (plug-in 20037) pins a stack's `trailingMargin` to its
      // root's and stores the stack's trailing edge on the root's margin, 374 wide, not 382.
      view.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    } else if isRoot && !builder.candidate.isViewControllerRoot
      && builder.environment.safeAreaInsets == .zero
    {
      // A free-standing view (a xib's, or one a storyboard scene keeps beside its
      // controller) is no view controller's view: UIView's 8 above and below. At the sides
      // Xcode's canvas gives it a controller's view's minimum margins (16 in compact width,
      // 20 in regular or on 400 points or more): corpus-2 `173-tofu`'s two 240-wide empty-state
      // views, on an iPhone 8 canvas, store labels on their leading margins at 16; corpus
      // `05`'s 510-wide card view (on `retina6_1`) has them at 20.
      let side = builder.environment.rootSideMargin
      view.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }
    // Table and collection views are laid out as plain views with their cells at stored
    // frames, not scrolled to rest below the bars as UIKit's are (their content inset absorbs
    // the safe area), so cells and their content views must not take the bars' overlap into
    // their margins (corpus `04`: cell labels 11 below the content view's top under a
    // navigation bar).
    if isFrameManaged { view.insetsLayoutMarginsFromSafeArea = false }
    // Before iOS 11 no view's margins followed the bars: Xcode 8's canvas puts a view on a
    // controller's view's top margin at its top under a navigation bar (corpus-4
    // `027-donmag`, plug-in 11757: a scroll view pinned to the top and bottom margins of a
    // 375 × 900 freeform scene under a navigation bar is stored at y 0, 900 high).
    if builder.document.isBeforeIOS11 && builder.document.options.usesPreIOS11MarginsBeforeXcode9 {
      view.insetsLayoutMarginsFromSafeArea = false
    }
    if element.flag("insetsLayoutMarginsFromSafeArea") == false {
      view.insetsLayoutMarginsFromSafeArea = false
    }
    if element.flag("preservesSuperviewLayoutMargins") == true && !isRoot {
      preserveSuperviewMargins(&view, builder: builder)
    }
  }

  /// `preservesSuperviewLayoutMargins`: where the superview's margin reaches into the view
  /// (the view's edge lies within it), the view's margin on that edge is at least what is
  /// left of it (Apple, UIView.preservesSuperviewLayoutMargins: "the superview's margins are
  /// also taken into account when laying out content", where they overlap the view's own).
  /// Measured on the stored frames: the fourth set's `025-wikimedia` nests two full-width
  /// views that preserve their margins in a 375-wide free-standing view (16 at its sides) and
  /// stores a stack on the inner one's margins at x 16, not at UIView's 8.
  private func preserveSuperviewMargins(_ view: inout View, builder: IBSceneBuilder) {
    guard let parentID = view.parentID, let parent = builder.scene[parentID],
      let frame = element.frameRect, let parentSize = parentElement?.frameRect?.size
    else { return }
    let superMargins: EdgeInsets
    if let margins = parent.layoutMargins {
      superMargins = margins
    } else if parentID == builder.scene.root.id {
      // A view controller's view: the system minimum margins at the sides, none above and
      // below (its safe area, which the engine adds, is outside them).
      let side = builder.environment.rootSideMargin
      superMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    } else {
      superMargins = UIKitDefaults.viewLayoutMargins
    }
    let own = view.layoutMargins ?? UIKitDefaults.viewLayoutMargins
    func kept(_ own: Double, _ superMargin: Double, _ offset: Double) -> Double {
      offset >= 0 && offset < superMargin ? max(own, superMargin - offset) : own
    }
    let preserved = EdgeInsets(
      top: kept(own.top, superMargins.top, frame.minY),
      left: kept(own.left, superMargins.left, frame.minX),
      bottom: kept(own.bottom, superMargins.bottom, parentSize.height - frame.maxY),
      right: kept(own.right, superMargins.right, parentSize.width - frame.maxX))
    if preserved != own { view.layoutMargins = preserved }
  }

  /// A label's `numberOfLines`: 0 (no limit) or a line count. Xcode writes nothing else; a
  /// negative or unreadable value (a hand-edited or damaged file) is left out with a note,
  /// and the label keeps UIKit's default of one line.
  private func labelNumberOfLines(builder: inout IBSceneBuilder) -> Int {
    guard let raw = element["numberOfLines"] else { return 1 }
    if let lines = Int(raw.trimmingCharacters(in: .whitespaces)), lines >= 0 { return lines }
    builder.skip(
      "numberOfLines of \(element.shortReference)", at: element, attribute: "numberOfLines",
      because: "'\(raw)' is not 0 (no limit) or a number of lines; the label keeps one line")
    return 1
  }

  private func configureContent(_ view: inout View, builder: inout IBSceneBuilder) {
    let document = builder.document
    switch view.kind {
    case .label:
      let font = builder.font(of: element) ?? element.attributedFont ?? .label
      var text = TextContent(
        element.storedText ?? element.attributedText ?? "", font: font,
        numberOfLines: labelNumberOfLines(builder: &builder))
      text.preferredMaxLayoutWidth = element.number("preferredMaxLayoutWidth")
      if text.numberOfLines != 1 { text.initialWidth = element.frameRect?.width }
      text.paragraphStyle = element.attributedParagraphStyle
      text.shadowOffset = element.drawnShadowOffset
      // The text's own size: the stored frame less the shadow it takes in
      // (`TextContent.shadowOffset`), which the rules below compare with the text model.
      let shadow = text.shadowOffset ?? .zero
      let stored = element.frameRect.map {
        Size(
          width: max(0, $0.width - abs(shadow.width)),
          height: max(0, $0.height - abs(shadow.height)))
      }
      if document.isBeforeIOS13 && text.numberOfLines == 1
        ? !builder.isStoredOnPixelGrid(text, stored: stored)
        : builder.isStoredInWholePoints(text, stored: stored)
      {
        text.roundsToWholePoints = true
      }
      text.widthCorrection = builder.calibration(
        for: text, stored: stored,
        isWidthItsText: text.numberOfLines != 1 && !element.isWidthSetByConstraints)
      if let factor = text.widthCorrection { builder.info.textCalibration[view.id] = factor }
      view.text = text
    case .textField:
      view.text = TextContent(
        element["text"] ?? "", font: builder.font(of: element) ?? UIKitDefaults.textFieldFont,
        placeholder: element["placeholder"])
      view.textFieldBorderStyle =
        TextFieldBorderStyle(rawValue: element["borderStyle"] ?? "none")
        ?? TextFieldBorderStyle.none
      if document.isBeforeIOS13 {
        view.textFieldMinimumHeight = UIKitDefaults.roundedRectTextFieldMinimumHeightBeforeIOS13
        view.textFieldBorderedPadding = UIKitDefaults.borderedTextFieldVerticalPaddingBeforeIOS13
      }
      // A field without a border is its whole-point line plus 1 from iOS 13 on, but just its
      // line with secure text entry, and before iOS 13. Only the corpus shows it: `20-tinode`
      // stores seven 17 and 18 pt fields 22 and 23 high, its two 18 pt password fields 22;
      // `21-skyfloatinglabel` (Xcode 10) an empty 14 pt field 17 (a 16.7 line), and the views
      // below it where that height puts them.
      let secure =
        element.child("textInputTraits", key: "textInputTraits")?.flag("secureTextEntry")
        == true
      if document.isBeforeIOS13 || secure {
        view.textFieldBorderlessPadding = 0
      } else if document.isIOS26Design {
        // iOS 26 adds 2 to the exact line and rounds down to pixels (corpus-2 `077-datadog`,
        // see `UIKitDefaults.borderlessTextFieldVerticalPaddingIOS26`); its one secure field
        // (14 pt, stored 17) keeps the whole-point line.
        view.textFieldBorderlessPadding = UIKitDefaults.borderlessTextFieldVerticalPaddingIOS26
        view.textFieldBorderlessRounding = .pixelFloor
      }
    case .textView:
      view.text = TextContent(
        element.storedText ?? "",
        font: builder.font(of: element) ?? UIKitDefaults.textFieldFont, numberOfLines: 0)
      view.isScrollEnabled = element.flag("scrollEnabled") ?? true
      if !view.isScrollEnabled, var text = view.text {
        text.widthCorrection = builder.textViewCalibration(
          for: text, stored: element.frameRect?.size)
        if let factor = text.widthCorrection { builder.info.textCalibration[view.id] = factor }
        view.text = text
      }
    case .button:
      let normal = element.children("state").first { $0["key"] == "normal" }
      let configuration = element.child("buttonConfiguration", key: "configuration")
      // A configuration's title replaces the classic `normal` state's (which IB keeps).
      // `hasAttributedTitle="YES"` buttons keep their title as the normal state's
      // `<attributedString key="attributedTitle">`, whose font replaces the button's
      // (setAttributedTitle(_:for:) draws the string with its own attributes).
      let attributedTitle = normal?.child("attributedString", key: "attributedTitle")
      // With a configuration the legacy `normal` title is not drawn: a plain configuration
      // with only `image="…"` (32 × 32) is stored 56 × 46, the image inside the medium insets,
      // though its `<state key="normal" title="Button"/>` is still written (third set, 014).
      let title =
        configuration != nil
        ? configuration?["title"] ?? normal?.attributedText
        : normal?["title"] ?? normal?.attributedText
      // A custom-type button (IB writes no `buttonType`) keeps UIButton's own title font.
      let defaultFont =
        configuration != nil
        ? document.hasXcode13ConfiguredTitles
          ? ButtonConfiguration.xcode13TitleFont : ButtonConfiguration.titleFont
        : element["buttonType"] == nil || element["buttonType"] == "custom"
          ? UIKitDefaults.customButtonFont : UIKitDefaults.buttonFont
      // A configuration's `titleFontDescription` is its title's font (Interface Builder's
      // "Font" field of the configured button's Title; corpus: a 16 pt configured title is a
      // 19.5-point line inside 7 + 7, 33.5 high on a 2x canvas, where body 17 would be 34.5).
      let configurationFont = configuration?.font(key: "titleFontDescription")
      view.text = TextContent(
        title ?? "",
        font: (attributedTitle != nil ? normal?.attributedFont : nil) ?? configurationFont
          ?? builder.font(of: element) ?? defaultFont)
      let reference =
        normal?.child("imageReference", key: "image")
        ?? configuration?.child("imageReference", key: "image")
      let image = normal?["image"] ?? reference?["image"] ?? configuration?["image"]
      // A symbol beside a title takes the title's size; alone, the default one (see
      // `imageSize(of:pointSize:scale:viewID:builder:)`); a configuration's
      // `preferredSymbolConfigurationForImage` names its own.
      let titled = !(title ?? "").isEmpty
      let symbolPointSize = configuration?.child(
        "preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage")?.number(
          "pointSize")
      view.imageSize = imageSize(
        of: image,
        pointSize: symbolPointSize
          ?? (titled
            ? view.text?.font.pointSize ?? UIKitDefaults.buttonFont.pointSize
            : Self.symbolDefaultPointSize),
        scale: Self.symbolScale(reference: reference, holder: normal), viewID: view.id,
        builder: &builder)
      // The info, detail disclosure and contact-add types draw a system image of their own.
      if image == nil, let type = element["buttonType"], Self.systemImageButtonTypes.contains(type)
      {
        view.imageSize =
          document.isBeforeIOS13
          ? UIKitDefaults.systemImageButtonSizeBeforeIOS13 : UIKitDefaults.systemImageButtonSize
      }
      // A classic button's background image, where the document has its size (a named image
      // with no resource entry keeps the button's content size).
      // (An SF Symbol's resource entry is a preview, not its size: none is taken.)
      if configuration == nil, let background = normal?["backgroundImage"],
        !builder.document.symbolNames.contains(background)
      {
        view.backgroundImageSize = builder.document.imageSizes[background]
      }
      if let insets = element.child("inset", key: "contentEdgeInsets") {
        view.contentEdgeInsets = EdgeInsets(
          top: insets.number("minY") ?? 0, left: insets.number("minX") ?? 0,
          bottom: insets.number("maxY") ?? 0, right: insets.number("maxX") ?? 0)
      }
      if view.imageSize == nil, image != nil {
        if titled {
          // Title and image share the width in a proportion the file does not tell: the
          // whole button keeps its stored size.
          if absentImageSize(named: image, viewID: view.id, insets: .zero, builder: &builder)
            != nil, let stored = element.frameRect?.size
          {
            view.intrinsicContentSize = IntrinsicSize(width: stored.width, height: stored.height)
          }
        } else {
          view.imageSize = absentImageSize(
            named: image, viewID: view.id, insets: view.contentEdgeInsets ?? .zero,
            builder: &builder)
        }
      }
      // A background image may set the stored width, which then says nothing of the title's.
      if configuration == nil, view.imageSize == nil, view.backgroundImageSize == nil,
        var text = view.text
      {
        text.widthCorrection = builder.buttonCalibration(
          for: text, insets: view.contentEdgeInsets ?? .zero, stored: element.frameRect?.size)
        if let factor = text.widthCorrection { builder.info.textCalibration[view.id] = factor }
        view.text = text
      }
      if configuration != nil, view.imageSize == nil, var text = view.text {
        text.widthCorrection = builder.configuredButtonCalibration(
          for: text, stored: element.frameRect?.size)
        if let factor = text.widthCorrection { builder.info.textCalibration[view.id] = factor }
        view.text = text
      }
      if let configuration {
        view.configuration = ButtonConfiguration(
          imagePadding: configuration.number("imagePadding") ?? 0,
          imagePlacement: configuration["imagePlacement"].flatMap(
            ButtonConfiguration.ImagePlacement.init(rawValue:)) ?? .leading)
      }
    case .imageView:
      let reference = element.child("imageReference", key: "image")
      let image = element["image"] ?? reference?["image"]
      let symbolPointSize = element.child(
        "preferredSymbolConfiguration", key: "preferredSymbolConfiguration")?.number("pointSize")
      view.imageSize =
        imageSize(
          of: image, pointSize: symbolPointSize ?? Self.symbolDefaultPointSize,
          scale: Self.symbolScale(reference: reference, holder: element), viewID: view.id,
          builder: &builder)
        ?? absentImageSize(named: image, viewID: view.id, insets: .zero, builder: &builder)
    case .scrollView:
      view.isScrollEnabled = element.flag("scrollEnabled") ?? true
      switch element["contentInsetAdjustmentBehavior"] {
      case "never": view.contentInsetAdjustment = .never
      case "always": view.contentInsetAdjustment = .always
      case "scrollableAxes": view.contentInsetAdjustment = .scrollableAxes
      default: view.contentInsetAdjustment = .automatic
      }
      if let inset = element.child("inset", key: "contentInset") {
        view.contentInset = EdgeInsets(
          top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
          bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
      }
    case .stackView:
      // IB writes a stack view's margins only when its "Layout Margins" are set, and then
      // arranges inside them without writing `layoutMarginsRelativeArrangement` (corpus `07`,
      // `16`: all six such stacks place their first view at the margins).
      let hasOwnLayoutMargins =
        element.child("edgeInsets", key: "layoutMargins") != nil
        || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
      let axis = StackAxis(rawValue: builder.attribute("axis", of: element) ?? "horizontal")
      let distribution = StackDistribution(
        rawValue: builder.attribute("distribution", of: element) ?? "fill")
      let alignment = StackAlignment(
        rawValue: builder.attribute("alignment", of: element) ?? "fill")
      view.stack = StackConfiguration(
        axis: axis ?? .horizontal, distribution: distribution ?? .fill,
        alignment: alignment ?? .fill,
        // `spacingType="standard"`: UIStackView.spacingUseSystem, 8 between most views.
        spacing: builder.attribute("spacing", of: element).flatMap(Double.init)
          ?? (element["spacingType"] == "standard" ? 8 : 0),
        isLayoutMarginsRelative: element.flag("layoutMarginsRelativeArrangement")
          ?? hasOwnLayoutMargins,
        isBaselineRelative: element.flag("baselineRelativeArrangement") ?? false)
    case .view, .switchControl:
      break
    }
  }
}

extension IBViewMapping {
  /// The point size an SF Symbol without a configuration of its own is drawn for: body text,
  /// 17 points at the default text size (symbols are designed to sit beside text of a point
  /// size; `UIImage.SymbolConfiguration(pointSize:)` names that size).
  static let symbolDefaultPointSize = 17.0

  /// An SF Symbol's longer side per point of that size, at the medium scale. The file does
  /// not store a symbol's drawn size (its resource entry is a preview 128 points on its longer
  /// side), and glyphs differ, so this is an estimate: corpus `20-tinode`'s unconstrained
  /// symbol image views (medium, no point size set) are 18.67 to 24 points on their longer
  /// side, 21.33 at the median, 1.25 × 17.
  static let symbolLengthPerPoint = 1.25

  /// `UIButton.ButtonType`s whose image UIKit supplies (Interface Builder's `buttonType`).
  static let systemImageButtonTypes: Set<String> = [
    "infoLight", "infoDark", "detailDisclosure", "contactAdd",
  ]

  /// The size an image is drawn at: a resource's own size, or for an SF Symbol, its preview's
  /// proportions at `symbolLengthPerPoint` times `pointSize` (for a button with a title, the
  /// title's: corpus `20-tinode`'s 16 pt "Configure Connection" button with `qrcode` is 20.33
  /// wider than its title, 1.27 × 16).
  func imageSize(
    of name: String?, pointSize: Double, scale symbolScale: Double = 1, viewID: String,
    builder: inout IBSceneBuilder
  ) -> Size? {
    guard let name, let preview = builder.document.imageSizes[name] else { return nil }
    guard builder.document.symbolNames.contains(name) else { return preview }
    let longer = max(preview.width, preview.height)
    guard longer > 0 else { return nil }
    let scale = Self.symbolLengthPerPoint * pointSize * symbolScale / longer
    builder.note(
      "\(viewID): SF Symbol '\(name)' estimated at"
        + " \(ibNumber(preview.width * scale))×\(ibNumber(preview.height * scale)) (its glyph"
        + " metrics are not in the file)", views: [viewID], about: "symbol size \(name)")
    return Size(width: preview.width * scale, height: preview.height * scale)
  }

  /// The size of an image the document names but has no `<resources>` entry for (a file
  /// edited by hand or by a tool, or an asset catalog Xcode could not read): the view's stored
  /// frame less `insets`, with a note saying so. Xcode writes an `<image name width height>`
  /// entry for every image it resolves; without one the file does not tell the image's size,
  /// and the frame Xcode stored was laid out with the image it had, so it stands in for the
  /// intrinsic size rather than none (which would leave the view's size ambiguous). Nil when
  /// nothing is named, the image is known, or no frame is stored.
  func absentImageSize(
    named name: String?, viewID: String, insets: EdgeInsets, builder: inout IBSceneBuilder
  ) -> Size? {
    guard let name, builder.document.imageSizes[name] == nil, let stored = element.frameRect
    else { return nil }
    let size = Size(
      width: max(0, stored.width - insets.left - insets.right),
      height: max(0, stored.height - insets.top - insets.bottom))
    builder.note(
      "\(builder.document.fileName):\(element.line): \(viewID): image '\(name)' is not in the"
        + " document's resources; its stored frame"
        + " \(ibNumber(stored.width))×\(ibNumber(stored.height)) is taken as its size",
      views: [viewID], about: "image not in resources \(name)")
    return size
  }

  /// A symbol's scale variant relative to medium: large is about 30% larger, small about 20%
  /// smaller (Apple's `NSImage.SymbolScale` documentation). The image's own
  /// `<imageReference symbolScale>` wins over the view's or state's preferred configuration
  /// (corpus `20-tinode`: `lock.shield` preferring large but referenced medium is drawn
  /// 18×19, as medium shields are; referenced large, 23×25.67).
  static func symbolScale(reference: IBElement?, holder: IBElement?) -> Double {
    let preferred = holder?.child(
      "preferredSymbolConfiguration", key: "preferredSymbolConfiguration")?["scale"]
    switch reference?["symbolScale"] ?? preferred {
    case "large": return 1.3
    case "small": return 0.8
    default: return 1
    }
  }
}

extension IBElement {
  /// A label's `<size key="shadowOffset">` where it draws a shadow, that is where it has a
  /// `<color key="shadowColor">` (UILabel draws none without a color; Interface Builder writes
  /// the offset either way); nil without a color or for a zero offset.
  var drawnShadowOffset: Size? {
    guard child("color", key: "shadowColor") != nil,
      let offset = child("size", key: "shadowOffset")
    else { return nil }
    let size = Size(width: offset.number("width") ?? 0, height: offset.number("height") ?? 0)
    return size == .zero ? nil : size
  }

  /// `<fontDescription key="fontDescription">`: system fonts by weight, text styles, and custom
  /// fonts by PostScript name (`Font.name`: measured as the system font of their size where
  /// the metrics have no entry for them).
  var font: Font? { font(key: "fontDescription") }

  /// The font of the `<fontDescription>` child with `key`: `fontDescription` for views,
  /// `titleFontDescription` for a button configuration's title.
  func font(key: String) -> Font? {
    guard let description = child("fontDescription", key: key) else { return nil }
    if let styleName = description["style"], let style = TextStyle(rawValue: styleName) {
      var font = Font.preferred(style)
      if let size = description.number("pointSize"), size > 0 { font.pointSize = size }
      return font
    }
    let size = description.number("pointSize") ?? 17
    guard size > 0 else { return nil }
    if let name = Self.customFontName(description["name"]) {
      return .custom(name: name, size: size, weight: Self.weight(ofFontNamed: name))
    }
    switch description["type"] {
    case "boldSystem": return .boldSystem(size: size)
    default:
      let weight = description["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
      return .system(size: size, weight: weight)
    }
  }

  /// A label's or text view's plain text: the `text` attribute, or a `<string key="text">`
  /// child, or a `<mutableString key="text">` one, which Xcode writes for some long texts
  /// (a 2,289-character paragraph in a never-tuned file of issue 12's third set; read as
  /// no text, its label and the scroll view content it sizes came out 0 high, not 893).
  var storedText: String? {
    self["text"] ?? child("string", key: "text")?.text
      ?? child("mutableString", key: "text")?.text
  }

  /// The text of an `<attributedString key="attributedText">`'s fragments.
  var attributedText: String? {
    guard let string = child("attributedString") else { return nil }
    let text = string.children("fragment").map {
      $0["content"] ?? $0.child("string", key: "content")?.text ?? ""
    }.joined()
    return text
  }

  /// The first fragment's `<paragraphStyle key="NSParagraphStyle">` line heights, if it sets
  /// any.
  var attributedParagraphStyle: ParagraphStyle? {
    guard
      let style = child("attributedString")?.descendants().first(where: {
        $0.name == "paragraphStyle"
      })
    else { return nil }
    let result = ParagraphStyle(
      lineHeightMultiple: style.number("lineHeightMultiple") ?? 0,
      lineSpacing: style.number("lineSpacing") ?? 0,
      minimumLineHeight: style.number("minimumLineHeight") ?? 0,
      maximumLineHeight: style.number("maximumLineHeight") ?? 0)
    return result == ParagraphStyle() ? nil : result
  }

  /// The first fragment's `<font key="NSFont" size>`: the system font of that size, or a
  /// custom font by its PostScript name (`name="CourierNewPSMT"`).
  var attributedFont: Font? {
    guard let font = child("attributedString")?.descendants().first(where: { $0.name == "font" }),
      let size = font.number("size"), size > 0
    else { return nil }
    let weight = Self.weight(ofFontNamed: font["name"] ?? "")
    guard let name = Self.customFontName(font["name"]) else {
      return .system(size: size, weight: weight)
    }
    return .custom(name: name, size: size, weight: weight)
  }

  /// A custom font's PostScript name; nil for none or the system font's private names
  /// (`.AppleSystemUIFont`, `.SFUI-Regular`), which start with a dot.
  static func customFontName(_ name: String?) -> String? {
    guard let name, !name.isEmpty, !name.hasPrefix(".") else { return nil }
    return name
  }

  /// The weight a font's PostScript name suggests, for the system font standing in for it.
  static func weight(ofFontNamed name: String) -> FontWeight {
    let name = name.lowercased()
    return name.contains("bold")
      ? .bold
      : name.contains("semibold")
        ? .semibold
        : name.contains("medium") ? .medium : .regular
  }
}

extension IBSceneBuilder {
  /// What every calibration starts from: the stored size, the font metrics, a measurer on the
  /// pixel grid (`scale`, the canvas's by default) and the font at the canvas's text size; nil
  /// when calibration is off, or the text is empty or has line breaks, or nothing is stored.
  private func calibrationInputs(for text: TextContent, stored: Size?, scale: Double? = nil)
    -> (stored: Size, metrics: SystemFontMetrics, measurer: TextMeasurer, font: Font)?
  {
    guard document.options.textCalibration == .singleLineLabels, !text.text.isEmpty,
      !text.text.contains(where: \.isNewline), let stored,
      let metrics = try? SystemFontMetrics.standard
    else { return nil }
    let category = ContentSizeCategory(name: environment.contentSizeCategory) ?? .large
    return (
      stored, metrics, TextMeasurer(metrics: metrics, scale: scale ?? environment.scale),
      text.font.scaled(to: category)
    )
  }

  /// Whether a one-line label of a pre-iOS 13 document was last laid out by a newer UIKit,
  /// on the pixel grid rather than in whole points (`TextContent.roundsToWholePoints`): Xcode
  /// writes a view's frame only when it lays the view out, so a file saved by Xcode 10 keeps
  /// the frames of whichever Xcode last updated each view. A stored size off the whole-point
  /// grid cannot be a whole-point label's: a fractional height, or a fractional width where
  /// the height is the same on both grids (corpus-2 `028-rxflow`, Xcode 9: one-line 10 pt
  /// labels 68.5, 48.5, 44.5 and 33.5 wide, 12 high, centred under buttons; `106-dkimagepicker`,
  /// `098-swipecellkit`: 21 and 8 one-line labels with half-point widths).
  func isStoredOnPixelGrid(_ text: TextContent, stored: Size?) -> Bool {
    guard let stored, !text.text.isEmpty, let metrics = try? SystemFontMetrics.standard else {
      return false
    }
    func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 0.01 }
    if !isWhole(stored.height) { return true }
    guard !isWhole(stored.width) else { return false }
    let category = ContentSizeCategory(name: environment.contentSizeCategory) ?? .large
    let font = text.font.scaled(to: category)
    let pixel = TextMeasurer(metrics: metrics, scale: environment.scale).lineHeight(of: font)
    let whole = TextMeasurer(metrics: metrics, scale: 1).lineHeight(of: font)
    return abs(pixel - whole) < 0.01
  }

  /// The converse of `isStoredOnPixelGrid`: a label stored one line high in whole points, where
  /// the pixel grid gives another height, was last laid out by a pre-iOS 13 UIKit, whatever
  /// Xcode saved the file since (corpus-2 `047-sentry`, Xcode 15: one-line system 17 labels
  /// 21 high on a 3x canvas, where iOS 17 gives 20.33; `044-popupdialog`, Xcode 9: a
  /// `numberOfLines="0"` label of one line, 21 high).
  func isStoredInWholePoints(_ text: TextContent, stored: Size?) -> Bool {
    guard let stored, !text.text.isEmpty, !text.text.contains(where: \.isNewline),
      let metrics = try? SystemFontMetrics.standard
    else { return false }
    func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 0.01 }
    guard isWhole(stored.width), isWhole(stored.height) else { return false }
    let category = ContentSizeCategory(name: environment.contentSizeCategory) ?? .large
    let font = text.font.scaled(to: category)
    let pixel = TextMeasurer(metrics: metrics, scale: environment.scale).lineHeight(of: font)
    let whole = TextMeasurer(metrics: metrics, scale: 1).lineHeight(of: font)
    return abs(stored.height - whole) < 0.01 && abs(pixel - whole) >= 0.01
  }

  /// Whether a stored width is the modelled one corrected: different, yet within `limit`.
  private static func isCorrection(of model: Double, stored: Double, limit: Double) -> Bool {
    model > 0 && abs(stored - model) > 0.01 && abs(stored / model - 1) <= limit
  }

  /// The `TextCalibration.singleLineLabels` factor for a label, or nil: only for labels
  /// whose stored width looks like their intrinsic width on one line (within 15% of the
  /// modelled one), at the design canvas's scale and text size. A one-line label's height says
  /// nothing of its width, so a label stretched vertically (by a `fillEqually` stack, a height
  /// constraint) qualifies too (corpus: `03-iqkeyboard`'s 31-high labels that set their stack's
  /// width, `05-swiftmessages`' icon label). A label that may wrap (`numberOfLines` 0 or more
  /// than 1) qualifies when its stored height is one line: unwrapped, its width is its text's;
  /// stored several lines high, see `wrappedCalibration`.
  ///
  /// `isWidthItsText`: nothing but its text sets the label's width (see
  /// `IBElement.isWidthSetByConstraints`), so its stored width is its widest line.
  func calibration(for text: TextContent, stored: Size?, isWidthItsText: Bool = false)
    -> Double?
  {
    // The engine's rounding: whole points where the label rounds so (see
    // `TextContent.roundsToWholePoints`).
    let scale = text.roundsToWholePoints == true ? 1 : environment.scale
    guard let inputs = calibrationInputs(for: text, stored: stored, scale: scale) else {
      return nil
    }
    guard text.paragraphStyle == nil else {
      return wrappedCalibration(
        for: text, stored: inputs.stored, metrics: inputs.metrics, isWidthItsText: isWidthItsText)
    }
    let model = IntrinsicSize.label(
      text.text, font: inputs.font, numberOfLines: 1, using: inputs.measurer)
    guard let width = model.width, let height = model.height, width > 0,
      text.numberOfLines == 1 || abs(height - inputs.stored.height) <= 0.5
    else {
      return wrappedCalibration(
        for: text, stored: inputs.stored, metrics: inputs.metrics, isWidthItsText: isWidthItsText)
    }
    guard Self.isCorrection(of: width, stored: inputs.stored.width, limit: 0.15) else {
      return nil
    }
    // Just under the ratio, so rounding the corrected width up to the pixel grid lands on the
    // stored width rather than one pixel past it.
    return (inputs.stored.width - 1e-4) / width
  }

  /// The same factor for a text view that does not scroll, stored one line high: the stored
  /// width less the line fragment padding against the modelled text width, within 15%
  /// (corpus: `20-tinode`'s one-line "Description", 88.67 stored where the model gives 87).
  func textViewCalibration(for text: TextContent, stored: Size?) -> Double? {
    guard let inputs = calibrationInputs(for: text, stored: stored) else { return nil }
    let model = IntrinsicSize.textView(
      text.text, font: inputs.font, isScrollEnabled: false, using: inputs.measurer)
    let inset = UIKitDefaults.textViewContainerInset
    let horizontal = inset.left + inset.right + 2 * UIKitDefaults.textViewLineFragmentPadding
    let measured = inputs.metrics.width(of: text.text, font: inputs.font)
    guard let width = model.width, let height = model.height, measured > 0,
      abs(height - inputs.stored.height) <= 0.5,
      Self.isCorrection(of: width, stored: inputs.stored.width, limit: 0.15)
    else { return nil }
    // Just under the ratio, so rounding up to the pixel grid lands on the stored width.
    return (inputs.stored.width - horizontal - 1e-4) / measured
  }

  /// The same factor for a label that wraps (`numberOfLines` 0 or more than 1, no explicit
  /// `preferredMaxLayoutWidth`) and is stored several lines high: a label sized by its text
  /// is as wide as its widest line (UILabel's `intrinsicContentSize` at the width it wraps
  /// in), so the stored width against the modelled widest line, wrapped at the stored width,
  /// is the same correction of the font model as a one-line label's. Only where the model
  /// wraps into the stored number of lines after the correction (at the stored width, or at
  /// the width the smallest correction that gives those lines, and a widest line that fills
  /// the stored width, wraps at), and within
  /// 5% (the spread of the one-line factors; wider, the label is more likely stretched past
  /// its text). Corpus: `10-duckduckgo`'s two-line "Are there any details…" (272 stored,
  /// 271 modelled) sets its header's width; `12-element`'s "Currently we do not support…"
  /// (319.33 stored, 312 modelled) is as wide as its first line, not its 359-point room.
  /// How far a wrapped label's correction may go (5%): the spread of the one-line factors;
  /// wider, the label is more likely stretched past its text.
  private static let wrappedLimit = 0.05

  private func wrappedCalibration(
    for text: TextContent, stored: Size, metrics: SystemFontMetrics, isWidthItsText: Bool
  ) -> Double? {
    guard text.numberOfLines != 1, (text.explicitPreferredMaxLayoutWidth ?? 0) <= 0,
      stored.width > 0
    else { return nil }
    let measurer = TextMeasurer(metrics: metrics, scale: environment.scale)
    let category = ContentSizeCategory(name: environment.contentSizeCategory) ?? .large
    let font = text.font.scaled(to: category)
    // The engine's measure of a wrapped label (`AutoLayoutEngine.intrinsicSize`): widest line
    // rounded to the pixel grid, height from the lines and the paragraph style, or without
    // one the layout's own, whose lines are a text style's line spacing apart (corpus-2
    // `142-onionbrowser`: two lines of Body stored 42.5 high, not twice 20.5).
    func wrapped(at width: Double) -> (width: Double, lines: Int, height: Double) {
      let layout = measurer.layout(
        of: text.text, font: font, numberOfLines: text.numberOfLines, maxWidth: width)
      let height =
        text.paragraphStyle.map {
          $0.height(lines: layout.lines.count, naturalLineHeight: layout.lineHeight)
        } ?? layout.height
      return (measurer.ceilToPixel(layout.width), layout.lines.count, measurer.ceilToPixel(height))
    }
    var model = wrapped(at: stored.width)
    let isStoredLines = abs(model.height - stored.height) <= 0.5
    // Xcode wraps a label with an automatic `preferredMaxLayoutWidth` at its own bounds and
    // stores it as wide as its widest line, so at the stored width its lines are Xcode's, and
    // the widest of them fills it. A widest line more than 5% narrower (`isCorrection`'s
    // limit) is a line the model ended a word early (corpus-2 `142-onionbrowser`, Xcode 14:
    // three body labels of equal width stored 276.5 wide, two lines "… to connect to the
    // official / Tor network.", where the model ends the first line before "official", 254
    // wide; `172-freeotp`'s 20 pt "Your token provider…", stored 246.5 wide and four lines,
    // modelled 223.5).
    // Only where nothing but its text sets the label's width: a label stretched past its text
    // has lines narrower than itself whatever the model.
    let endsLineEarly =
      isWidthItsText && isStoredLines && model.width < stored.width * (1 - Self.wrappedLimit)
    if !isStoredLines || endsLineEarly {
      // The model breaks the text into another number of lines than the stored height holds
      // (corpus-2 `172-freeotp`: a 21 pt paragraph stored three lines high, 332.5 wide, that
      // the model breaks into four at that width), or into lines narrower than stored. The
      // text's width is off by a few percent either way: the smallest correction, within 5%,
      // that breaks it into the stored number of lines, the widest within 5% of the stored
      // width, is the one to take, tried in steps of 0.1% outward from none.
      var fitting: (width: Double, lines: Int, height: Double)?
      search: for step in 1...Int((Self.wrappedLimit * 1000).rounded()) {
        for factor in [1 - 0.001 * Double(step), 1 + 0.001 * Double(step)] {
          let candidate = wrapped(at: stored.width / factor)
          if candidate.lines > 1 && abs(candidate.height - stored.height) <= 0.5
            && (!endsLineEarly || candidate.width >= stored.width * (1 - Self.wrappedLimit))
          {
            fitting = candidate
            break search
          }
        }
      }
      guard let fitting else { return nil }
      model = fitting
    }
    guard model.lines > 1, abs(model.height - stored.height) <= 0.5,
      Self.isCorrection(of: model.width, stored: stored.width, limit: Self.wrappedLimit)
    else { return nil }
    let factor = (stored.width - 1e-4) / model.width
    // Corrected, the text wraps at width / factor: it must still break into the same lines.
    let corrected = wrapped(at: stored.width / factor)
    guard corrected.lines == model.lines, abs(corrected.width - model.width) <= 0.01
    else { return nil }
    return factor
  }

  /// The same factor for a classic system button's title (no configuration, no image): the
  /// stored width less the content insets against the modelled title width, when the width
  /// is within 15% of the modelled one, whatever the height (a title never wraps; corpus:
  /// `12-element`'s buttons of equal width, 30 high by constraint).
  func buttonCalibration(for text: TextContent, insets: EdgeInsets, stored: Size?) -> Double? {
    guard let inputs = calibrationInputs(for: text, stored: stored) else { return nil }
    let model = IntrinsicSize.button(
      title: text.text, font: inputs.font, contentEdgeInsets: insets, using: inputs.measurer)
    return titleFactor(
      text, inputs: inputs, modelWidth: model.width, insets: insets, roundsToPoints: true)
  }

  /// The same factor for a button with a configuration (no image): the stored width less the
  /// configuration's content insets against the modelled title width, within 15% (corpus:
  /// `20-tinode`'s "Show Code" and "Scan Code", spread by an `equalCentering` stack).
  func configuredButtonCalibration(for text: TextContent, stored: Size?) -> Double? {
    guard let inputs = calibrationInputs(for: text, stored: stored) else { return nil }
    let configuration = ButtonConfiguration()
    let model = IntrinsicSize.configuredButton(
      title: text.text, font: inputs.font, configuration: configuration, using: inputs.measurer)
    return titleFactor(
      text, inputs: inputs, modelWidth: model.width, insets: configuration.contentInsets,
      roundsToPoints: false)
  }

  /// A button title's factor: the stored width less the insets against the measured title,
  /// just under the ratio so that rounding up (to whole points for a classic button, to the
  /// pixel grid for a configured one) lands on the stored width.
  private func titleFactor(
    _ text: TextContent,
    inputs: (stored: Size, metrics: SystemFontMetrics, measurer: TextMeasurer, font: Font),
    modelWidth: Double?, insets: EdgeInsets, roundsToPoints: Bool
  ) -> Double? {
    let measured = inputs.metrics.width(of: text.text, font: inputs.font)
    let storedTitle = inputs.stored.width - insets.left - insets.right
    guard let modelWidth, measured > 0, storedTitle > 0,
      Self.isCorrection(of: modelWidth, stored: inputs.stored.width, limit: 0.15)
    else { return nil }
    return ((roundsToPoints ? storedTitle.rounded(.up) : storedTitle) - 1e-4) / measured
  }
}
