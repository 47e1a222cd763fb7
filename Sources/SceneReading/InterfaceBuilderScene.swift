import LayoutEngine

/// What an Interface Builder document says about one imported scene beyond its views and
/// constraints: the frames Xcode stored (its own solver's output at the design canvas), which
/// of them are not an oracle, and the importer's choices. The corpus oracle
/// (`CorpusAgreement`) and the `record` workflow read it; layout never does.
public struct InterfaceBuilderScene: Sendable, Hashable {
  /// The storyboard `<scene sceneID>` (nil for a xib's top-level view).
  public var sceneID: String?
  /// The view controller's object id, if the root is a view controller's view.
  public var viewControllerID: String?
  /// The root view's id (the scene's root).
  public var rootViewID: String
  /// Whether the root is a view controller's view (safe area, root margins) rather than a
  /// free-standing xib view.
  public var isViewControllerRoot: Bool
  /// `<rect key="frame">` of every imported view, in its superview's coordinates (content
  /// coordinates inside a scroll view), as Xcode stored it.
  public var storedFrames: [String: Rect]
  /// Views marked `misplaced="YES"`: their stored frame is not what the constraints give.
  public var misplaced: Set<String>
  /// Views marked `ambiguous="YES"`: IB found their layout ambiguous.
  public var ambiguous: Set<String>
  /// Views whose frame the importer copied from the file because their container places them
  /// without Auto Layout (table and collection view cells and their content views, table
  /// header and footer views) or that IB keeps at a fixed frame with no constraints
  /// (`fixedFrame="YES"`): their agreement with the file is by construction.
  public var framesFromFile: Set<String>
  /// Views whose class the engine does not model (mapped to the nearest kind, with the size
  /// given in `importDiagnostics`).
  public var approximated: Set<String>
  /// Text calibration factors the importer applied, by view id (see
  /// `InterfaceBuilderImporter.TextCalibration`).
  public var textCalibration: [String: Double]
  /// A name a person recognises a view by, by view id, for views that have one: the label
  /// the designer gave it in Xcode's outline (`userLabel`), else a text field's placeholder,
  /// else the text a label, button or text view shows, else an image view's image (first
  /// line, at most 32 characters). IB ids (`5st-ss-RHs`) are stable but opaque, so messages
  /// about a view can add this: `5st-ss-RHs "Email" (text field)`.
  public var displayNames: [String: String] = [:]
  /// The line of each imported constraint's element, by the constraint's identifier (its
  /// `identifier`, else its IB id; the first when several share one), so that a constraint
  /// the engine refuses is reported where the file writes it.
  public var constraintLines: [String: Int] = [:]
  /// The line of each imported view's element, by view id.
  public var viewLines: [String: Int] = [:]

  public init(
    sceneID: String?, viewControllerID: String?, rootViewID: String, isViewControllerRoot: Bool,
    storedFrames: [String: Rect] = [:], misplaced: Set<String> = [], ambiguous: Set<String> = [],
    framesFromFile: Set<String> = [], approximated: Set<String> = [],
    textCalibration: [String: Double] = [:]
  ) {
    self.sceneID = sceneID
    self.viewControllerID = viewControllerID
    self.rootViewID = rootViewID
    self.isViewControllerRoot = isViewControllerRoot
    self.storedFrames = storedFrames
    self.misplaced = misplaced
    self.ambiguous = ambiguous
    self.framesFromFile = framesFromFile
    self.approximated = approximated
    self.textCalibration = textCalibration
  }
}
