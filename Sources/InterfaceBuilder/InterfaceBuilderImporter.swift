import Foundation
import LayoutEngine
import SceneReading

/// Reads Interface Builder documents (`.storyboard` and `.xib` files of document format 3.0,
/// Xcode 8 and later) into scenes the layout engine lays out the way UIKit would.
///
/// Every view controller scene of a storyboard, and every top-level view of a xib, becomes a
/// `Scene` rooted at that view, named after the file (`Main/Sign Up`, or `CardView` for a xib
/// with one view; see `IBDocumentReader.sceneCandidates()`); views keep their IB object ids,
/// and `InterfaceBuilderScene.displayNames` gives readable names for them. What the engine
/// does not model (table and collection view cells, unknown classes, custom layout guides) is
/// approximated and listed in the document's `importDiagnostics`, never a crash. Each scene's design canvas (the
/// `<device>`, freeform size and simulated bars) becomes its `designEnvironments` entry, and the
/// frames Xcode stored go to `interfaceBuilderScenes` for the corpus oracle.
///
/// ```swift
/// let document = try InterfaceBuilderImporter.document(contentsOf: url)
/// for scene in document.scenes {
///   var engine = try AutoLayoutEngine(scene: scene)
///   print(try engine.layout(in: document.designEnvironments[scene.name]!))
/// }
/// ```
public enum InterfaceBuilderImporter {
  /// How the importer uses the text sizes Xcode stored (`<rect key="frame">` of labels).
  ///
  /// layoutdb measures text with SF Pro's metrics (`SystemFontMetrics`), which are close to,
  /// but not exactly, what Core Text gives on a device: a label's width can be off by a point
  /// or two, and a multi-line label can wrap one word earlier or later. Xcode stored each
  /// label's measured size in the file, so for labels whose stored frame *is* their intrinsic
  /// size the ratio stored / modelled width is a per-view correction of the text model.
  public enum TextCalibration: String, Sendable, Hashable, CaseIterable {
    /// Measure every text with the model alone.
    case none
    /// For text sized by its content, stored one line high, whose stored width is within 15%
    /// of the modelled width and whose stored height is the modelled height: labels (also
    /// multi-line ones that fit on one line, without newlines or a paragraph style), text views
    /// that do not scroll (stored width minus the line fragment padding) and classic system
    /// button titles (no configuration, no image; stored width minus insets); also labels that
    /// wrap, from their widest line, within 5% (`IBSceneBuilder.wrappedCalibration`). Scales the
    /// measured text width by stored / modelled (`TextContent.widthCorrection`). The name is
    /// kept from when only one-line labels were calibrated. The factor multiplies the text's advances, so the
    /// label is still measured again at other text sizes and content; what is copied is a
    /// correction of the font model, not a frame. The factors applied are listed per view in
    /// `InterfaceBuilderScene.textCalibration`.
    case singleLineLabels
  }

  /// Import options.
  public struct Options: Sendable {
    /// See `TextCalibration`; `.singleLineLabels` by default.
    public var textCalibration: TextCalibration
    /// The devices design canvases are matched to; nil uses `DeviceCatalog.standard`.
    public var catalog: DeviceCatalog?
    /// Whether `placeholder="YES"` constraints stay. False (the default) removes them as the
    /// build does ("Remove at build time"): the app's layout. True keeps them as Xcode's canvas
    /// does, which is what the stored frames show (the corpus oracle uses it).
    public var keepsPlaceholderConstraints: Bool
    /// Whether views Xcode marked `ambiguous="YES"` keep their stored size. False (the
    /// default) leaves them to the constraints, as the app's layout does (and the ambiguity is
    /// diagnosed). True holds them as Xcode's canvas does: it does not move a view it cannot
    /// place, and lays the rest out around the frame the designer left (see
    /// `IBSceneBuilder.holdAmbiguousViews()`; the corpus oracle uses it).
    public var holdsAmbiguousViews: Bool
    /// Whether a stack view's arranged view that the file writes without
    /// `translatesAutoresizingMaskIntoConstraints="NO"` (but with an `<autoresizingMask>`)
    /// keeps its design frame. False (the default): UIStackView turns an arranged view's
    /// autoresizing constraints off when it arranges it, so the app lays it out by the stack.
    /// True: Xcode's canvas leaves it at its stored frame and the stack gives way (see
    /// `AutoLayoutEngine.addStackViewConstraints`; the corpus oracle uses it, and does not count
    /// such a view, whose frame is the file's).
    public var keepsArrangedViewMasks: Bool
    /// Whether a view's placeholder intrinsic size (Interface Builder's Size inspector,
    /// "Intrinsic Size: Placeholder", written `placeholderIntrinsicWidth` /
    /// `placeholderIntrinsicHeight`) is its intrinsic content size. False (the default): the
    /// placeholder is design-time only, and the app's view reports its own. True: Xcode's
    /// canvas lays the view out with it, which is what the stored frames show.
    public var usesPlaceholderIntrinsicSizes: Bool
    /// Whether a document saved by Xcode 8 or earlier lays its layout margins out as the iOS
    /// 10 its canvas drew, not measured from the safe area. False (the default): the app runs
    /// on iOS 11 or later, where every view's margins are inset by its safe area
    /// (`insetsLayoutMarginsFromSafeArea`, new in iOS 11, true by default). True: before iOS
    /// 11 a view controller's view kept its margins (0 above and below) under the status bar
    /// and navigation bar, which only the top and bottom layout guides reached, and Xcode 8
    /// stored frames so (see `IBViewMapping.configureMargins`).
    public var usesPreIOS11MarginsBeforeXcode9: Bool

    public init(
      textCalibration: TextCalibration = .singleLineLabels, catalog: DeviceCatalog? = nil,
      keepsPlaceholderConstraints: Bool = false, holdsAmbiguousViews: Bool = false,
      keepsArrangedViewMasks: Bool = false, usesPlaceholderIntrinsicSizes: Bool = false,
      usesPreIOS11MarginsBeforeXcode9: Bool = false
    ) {
      self.textCalibration = textCalibration
      self.catalog = catalog
      self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
      self.holdsAmbiguousViews = holdsAmbiguousViews
      self.keepsArrangedViewMasks = keepsArrangedViewMasks
      self.usesPlaceholderIntrinsicSizes = usesPlaceholderIntrinsicSizes
      self.usesPreIOS11MarginsBeforeXcode9 = usesPreIOS11MarginsBeforeXcode9
    }
  }

  /// Reads a `.storyboard` or `.xib` file.
  /// - Throws: `InterfaceBuilderError` naming the file, and the element and id at fault.
  public static func document(contentsOf url: URL, options: Options = Options())
    throws(InterfaceBuilderError) -> SceneDocument
  {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, message: error.localizedDescription)
    }
    // The limit every reader applies (`SceneInput.load` checks the size before reading too).
    guard data.count <= SceneDocument.maximumFileSize else {
      throw .unreadableFile(
        path: url.path,
        message:
          "it is \(data.count) bytes, more than the \(SceneDocument.maximumFileSize) layoutdb"
          + " reads")
    }
    return try document(data: data, fileName: url.lastPathComponent, options: options)
  }

  /// Reads a document from memory; `fileName` is how messages name it.
  /// - Throws: `InterfaceBuilderError` naming the file, and the element and id at fault.
  public static func document(data: Data, fileName: String, options: Options = Options())
    throws(InterfaceBuilderError) -> SceneDocument
  {
    // An old archive is recognised before parsing: it is XML too, but nothing in it maps.
    let head = String(decoding: data.prefix(512), as: UTF8.self)
    if head.contains("<archive") && head.contains("com.apple.InterfaceBuilder3") {
      throw .legacyArchive(fileName: fileName)
    }
    let root = try IBTreeBuilder.parse(data, fileName: fileName)
    if root.name == "archive" { throw .legacyArchive(fileName: fileName) }
    let type = root["type"] ?? ""
    let version = root["version"] ?? ""
    guard root.name == "document", version == "3.0", type.contains("CocoaTouch") else {
      throw .unsupportedDocument(
        fileName: fileName, element: root.name, type: type, version: version, line: root.line)
    }
    let catalog = options.catalog ?? (try? DeviceCatalog.standard)
    var reader = try IBDocumentReader(
      root: root, fileName: fileName, options: options, catalog: catalog)
    return try reader.read()
  }
}

extension InterfaceBuilderImporter.Options {
  /// Xcode's canvas: placeholder constraints kept (they shape the stored frames), views
  /// Xcode found ambiguous held at their stored size, arranged views written with an
  /// autoresizing mask left at their frames, placeholder intrinsic sizes used, labels
  /// calibrated, Xcode 8 documents' margins as iOS 10 laid them out. The oracle's default.
  public static var canvas: Self {
    Self(
      keepsPlaceholderConstraints: true, holdsAmbiguousViews: true, keepsArrangedViewMasks: true,
      usesPlaceholderIntrinsicSizes: true, usesPreIOS11MarginsBeforeXcode9: true)
  }
}
