import LayoutEngine

/// One difference between a baseline and a current layout of the same scene in the same
/// environment, with its severity and a sentence a person understands:
///
/// ```
/// email (text field) moved 12 pt down on iPhone SE (2nd generation), landscape, keyboard shown
/// ```
///
/// Encodes to JSON with the fields that apply to its kind (absent ones are omitted).
public struct LayoutChange: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kinds of change, in the order a view's changes are listed.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
    case viewAdded, viewRemoved
    /// Same identity, another class or another superview.
    case viewKindChanged, viewReparented
    case viewHidden, viewShown
    /// The frame (superview coordinates) moved or resized; `attributes` says which of x, y,
    /// width and height, `delta` by how much.
    case frameChanged
    /// The window position changed more than the frame and the superview's own move explain.
    case windowPositionChanged
    case scrollingStarted, scrollingStopped
    case contentSizeChanged
    /// A text field that is now under the keyboard when nothing scrolls it
    /// (`KeyboardResult.isCoveredWithoutAdjustment`), and the reverse.
    case fieldCovered, fieldUncovered
    /// A text field that scrolling no longer brings above the keyboard
    /// (`KeyboardResult.isVisibleAboveKeyboard`), and the reverse.
    case fieldUnreachable, fieldReachable
    case diagnosticAppeared, diagnosticResolved
  }

  /// A scroll axis.
  public enum Axis: String, Sendable, Hashable, Codable {
    case vertical, horizontal
  }

  /// Differences in points, after minus before (positive: right, down, wider, taller). Axes
  /// that did not change, or are ignored, are 0.
  public struct Delta: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// What a change's `before` and `after` hold.
  public enum Value: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A frame or a window frame.
    case frame(Rect)
    /// A scroll view's content size.
    case size(Size)
    /// A state in words: visibility, kind, path, scrolling, keyboard reach.
    case state(String)

    /// As layoutdb prints it: `(20, 152.5, 627, 34)`, `667×539`, `hidden`.
    public var description: String {
      switch self {
      case .frame(let rect): rect.description
      case .size(let size): size.description
      case .state(let text): text
      }
    }
  }

  public var kind: Kind
  public var severity: Severity
  /// The id of the view, scroll view or text field concerned; for a diagnostic its views'
  /// ids joined with `, ` (or its kind when it names none).
  public var subject: String
  /// The view's path (`root/scroll/content/email`), when the change concerns one view.
  public var path: String?
  /// The ids of every view concerned (for a diagnostic, the views it names), which a report
  /// highlights.
  public var views: [String]
  /// What changed: one attribute, or for a frame change those of x, y, width and height that
  /// changed (in that order).
  public var attributes: [DiffAttribute]
  /// The axis that started or stopped scrolling.
  public var axis: Axis?
  /// By how much a frame, a window position or a content size changed.
  public var delta: Delta?
  /// The value before and after: a frame, a content size, or a state in words (`hidden`,
  /// `root/card/button`, `reachable`).
  public var before: Value?
  public var after: Value?
  /// For a diagnostic that appeared or was resolved: the diagnostic.
  public var diagnostic: Diagnostic?
  /// How many subviews the change also covers: a removed, added, hidden or shown view stands
  /// for its subviews that changed the same way, which are not listed on their own.
  public var subviews: Int?
  /// The sentence: subject, what happened, and the environment.
  public var sentence: String

  public init(
    kind: Kind, severity: Severity, subject: String, path: String? = nil, views: [String],
    attributes: [DiffAttribute], axis: Axis? = nil, delta: Delta? = nil, before: Value? = nil,
    after: Value? = nil, diagnostic: Diagnostic? = nil, subviews: Int? = nil, sentence: String
  ) {
    self.kind = kind
    self.severity = severity
    self.subject = subject
    self.path = path
    self.views = views
    self.attributes = attributes
    self.axis = axis
    self.delta = delta
    self.before = before
    self.after = after
    self.diagnostic = diagnostic
    self.subviews = subviews
    self.sentence = sentence
  }

  /// `error: email (text field) moved 12 pt down on …`
  public var description: String { "\(severity): \(sentence)" }
}
