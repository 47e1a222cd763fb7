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
  /// For unsatisfiable constraints: UIKit's console text, so tools that read that log can
  /// read ours.
  public var log: String?

  public init(kind: Kind, message: String, views: [String], log: String? = nil) {
    self.kind = kind
    self.message = message
    self.views = views
    self.log = log
  }

  public var description: String { "\(kind.rawValue): \(message)" }
}
