/// A view of a scene: a `UIView` reduced to what layout needs.
public struct View: Sendable, Hashable, Codable {
  /// A stable identifier: an IB object id, or a name unique in the scene.
  public var id: String
  public var kind: ViewKind
  /// The superview's id; nil for the scene's root.
  public var parentID: String?
  public var isHidden = false
  /// `translatesAutoresizingMaskIntoConstraints`: the frame below becomes fixed constraints
  /// (TN2154's "mixed approach"). Off for views laid out with constraints.
  public var translatesAutoresizingMaskIntoConstraints = false
  /// The frame a view that translates its autoresizing mask keeps, in superview coordinates.
  public var frame: Rect?
  /// `layoutMargins`; nil for UIKit's default (8 on every side; a view controller's root view
  /// gets 16 leading/trailing in compact width and 20 in regular).
  public var layoutMargins: EdgeInsets?
  /// Whether the layout margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`).
  public var insetsLayoutMarginsFromSafeArea = true
  /// Horizontal and vertical content hugging priorities; nil for the kind's default.
  public var contentHugging: AxisPriorities?
  /// Horizontal and vertical compression resistance priorities (UIKit's default 750).
  public var compressionResistance = AxisPriorities(750, 750)
  /// An explicit intrinsic content size (`intrinsicContentSize` override); a dimension of nil
  /// is `UIView.noIntrinsicMetric`. When nil, the size follows from the kind and content.
  public var intrinsicContentSize: IntrinsicSize?
  /// The text of a label, text field, text view or button.
  public var text: TextContent?
  /// The image size of an image view (its intrinsic content size).
  public var imageSize: Size?
  /// For scroll views and text views: `isScrollEnabled`. A text view that does not scroll
  /// sizes to its text like a multi-line label.
  public var isScrollEnabled = true
  /// For scroll views: `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustment = ContentInsetAdjustment.automatic
  /// For scroll views: `contentInset` set by the app (before any keyboard handling).
  public var contentInset = EdgeInsets.zero
  /// For a table or collection view laid out as a plain view (its cells at their stored
  /// frames): UIKit scrolls its content to rest below the part of the window's unsafe area
  /// the view covers (`.automatic` content inset adjustment adds that overlap to the top of
  /// the adjusted content inset, and the resting content offset is minus it), so its
  /// subviews' safe areas are measured that much lower than their unscrolled frames: a cell
  /// at the top of a table under a navigation bar has no top safe-area inset.
  public var restsContentBelowUnsafeTop = false
  /// For stack views: the arrangement; the arranged subviews are the children in order.
  public var stack: StackConfiguration?
  /// Opts the view into the sibling-overlap diagnostic.
  public var reportsOverlap = false
  /// For views that translate their autoresizing mask: how `frame` follows the superview's
  /// size (`autoresizingMask`); nil keeps `frame` fixed whatever the superview's size.
  public var autoresizing: Autoresizing?
  /// For text fields: `borderStyle`; nil for `.roundedRect` (the default of a field made in
  /// Interface Builder; one made in code has none, so set it).
  public var textFieldBorderStyle: TextFieldBorderStyle?
  /// For bordered text fields: the minimum height; nil for iOS 13 and later's 34
  /// (`UIKitDefaults.roundedRectTextFieldMinimumHeight`). Documents made for earlier
  /// versions use `UIKitDefaults.roundedRectTextFieldMinimumHeightBeforeIOS13` (30).
  public var textFieldMinimumHeight: Double?
  /// For bordered text fields: what is added to the whole-point line height past the minimum;
  /// nil for iOS 13 and later's 12 (`UIKitDefaults.borderedTextFieldVerticalPadding`).
  /// Documents made for earlier versions use
  /// `UIKitDefaults.borderedTextFieldVerticalPaddingBeforeIOS13` (8).
  public var textFieldBorderedPadding: Double?
  /// For text fields without a border: what is added to the whole-point line height; nil for
  /// `UIKitDefaults.borderlessTextFieldVerticalPadding` (1). Interface Builder documents use
  /// 0 for secure text entry and before iOS 13 (see the importer).
  public var textFieldBorderlessPadding: Double?
  /// For text fields without a border: how the line height is rounded; nil for
  /// `.wholePointLine`. Interface Builder documents of Xcode 26 use `.pixelFloor`.
  public var textFieldBorderlessRounding: BorderlessTextFieldRounding?
  /// For buttons: the size of the normal state's background image; nil for none. A classic
  /// button is at least as large as its background image in each dimension (see
  /// `IntrinsicSize.button`).
  public var backgroundImageSize: Size?
  /// For buttons: `contentEdgeInsets`; nil for none. The image is `imageSize`.
  public var contentEdgeInsets: EdgeInsets?
  /// For buttons: the `UIButton.Configuration` (iOS 15) that sizes it; nil for a classic
  /// button, sized by `contentEdgeInsets` and the system button's padding.
  public var configuration: ButtonConfiguration?

  public init(id: String, kind: ViewKind, parentID: String?) {
    self.id = id
    self.kind = kind
    self.parentID = parentID
  }

  /// `alignmentRectInsets`: how far the frame extends beyond the rectangle constraints
  /// place (the alignment rectangle); nil for the kind's default
  /// (`ViewKind.defaultAlignmentRectInsets`).
  public var alignmentRectInsets: EdgeInsets?

  public var effectiveAlignmentRectInsets: EdgeInsets {
    alignmentRectInsets ?? kind.defaultAlignmentRectInsets
  }

  public var effectiveContentHugging: AxisPriorities {
    contentHugging ?? AxisPriorities(kind.defaultContentHugging, kind.defaultContentHugging)
  }
}

/// A priority per axis: content hugging or compression resistance.
public struct AxisPriorities: Sendable, Hashable, Codable {
  public var horizontal: Double
  public var vertical: Double

  public init(_ horizontal: Double, _ vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// An intrinsic content size; a nil dimension is `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Sendable, Hashable, Codable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: String, Sendable, Hashable, Codable {
  /// Safe area insets on the axes the scroll view scrolls, and always at the top for a scroll
  /// view of a navigation controller's content (modelled as: scrollable axes, plus top/bottom
  /// when the scroll view is vertically scrollable).
  case automatic
  /// Safe area insets only on the axes where the content is larger than the frame (or
  /// `alwaysBounce` is set).
  case scrollableAxes
  /// No adjustment.
  case never
  /// The safe area insets on every edge.
  case always
}
