/// A finding about a layout, as Xcode or UIKit would report it.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Required constraints that cannot all hold; one was broken to recover (UIKit's log).
    case unsatisfiableConstraints
    /// A view whose frame the constraints do not determine (`hasAmbiguousLayout`; Xcode's
    /// "Missing constraints").
    case ambiguousLayout
    /// Xcode's "Scrollable Content Size Ambiguity": a scroll view's content size is not
    /// determined by its content's constraints.
    case scrollableContentSizeAmbiguity
    /// A view that lies (partly) outside its superview's bounds (or content area).
    case outsideSuperviewBounds
    /// Two siblings that overlap (reported for views that opt in).
    case overlappingSiblings
    /// A text field or text view that stays (partly) under the keyboard even after scrolling.
    case coveredByKeyboard
    /// Something an importer could not model (an unsupported class or guide), reported with
    /// the approximation it made.
    case notModelled
  }

  public var kind: Kind
  public var message: String
  /// The ids of the views concerned.
  public var views: [String]
  /// What the finding is about beyond its kind and views, in terms no rewording of `message`
  /// changes: the axes of an ambiguity (`x,height`, `width`), the broken constraint in the
  /// scene-file notation (`image.width == 100`), the topic of an importer's note. A baseline
  /// and a new layout pair their diagnostics by it, so that a new layoutdb that says the same
  /// thing in other words does not fail every user's `check`. Nil for the geometric kinds,
  /// which pair by kind and views (their messages quote frames), and for notes recorded
  /// before subjects were stored whose text says none.
  public var subject: String?
  /// For unsatisfiable constraints: UIKit's console text, so tools that read that log can
  /// read ours.
  public var log: String?

  public init(
    kind: Kind, message: String, views: [String], subject: String? = nil, log: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.views = views
    self.subject = subject
    self.log = log
  }

  public var description: String { "\(kind.rawValue): \(message)" }
}
