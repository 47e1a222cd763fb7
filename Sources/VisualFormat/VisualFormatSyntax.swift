/// A visual format string as a tree: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// Apple's grammar (Auto Layout Guide, "Visual Format Language"):
///
///     (<orientation>:)?(<superview><connection>)?<view>(<connection><view>)*
///     (<connection><superview>)?
///
/// The tree keeps names unresolved: which names are views and which are metrics is up to the
/// dictionaries the caller passes along with the string.
public struct VisualFormatSyntax: Sendable, Hashable, CustomStringConvertible {
  /// `H:` (the default when the string has no orientation) or `V:`.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case horizontal = "H"
    case vertical = "V"
  }

  /// `[button(>=50)]`: a view name and the predicates on its size along the orientation.
  public struct View: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var predicates: [VisualFormatPredicate]
    /// Where the name begins in the format string (0-based).
    public var column: Int

    public init(name: String, predicates: [VisualFormatPredicate] = [], column: Int = 0) {
      self.name = name
      self.predicates = predicates
      self.column = column
    }

    /// `[button(>=50,<=100)]`.
    public var description: String {
      guard !predicates.isEmpty else { return "[\(name)]" }
      return "[\(name)(\(predicates.map(\.description).joined(separator: ",")))]"
    }
  }

  /// What lies between two views, or between a view and the superview.
  public enum Connection: Sendable, Hashable, CustomStringConvertible {
    /// Nothing (`[a][b]`, `|[a]`): the edges touch, spacing 0.
    case adjacent
    /// A lone `-`: the standard spacing, which depends on what the view is next to.
    case standard
    /// `-8-`, `-gap-`, `-(>=8@750)-`: one or more predicates on the spacing.
    case predicates([VisualFormatPredicate])

    /// ``, `-`, `-8-`, `-(>=8@750)-`.
    public var description: String {
      switch self {
      case .adjacent: return ""
      case .standard: return "-"
      case .predicates(let list):
        if list.count == 1, list[0].isSimple { return "-\(list[0].object)-" }
        return "-(\(list.map(\.description).joined(separator: ",")))-"
      }
    }
  }

  public var orientation: Orientation
  /// The connection after a leading `|`; nil when the string does not start at the superview.
  public var leadingSuperview: Connection?
  /// The views in the order written; never empty in a parsed string.
  public var views: [View]
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  public var connections: [Connection]
  /// The connection before a trailing `|`; nil when the string does not end at the superview.
  public var trailingSuperview: Connection?

  public init(
    orientation: Orientation = .horizontal, leadingSuperview: Connection? = nil, views: [View],
    connections: [Connection] = [], trailingSuperview: Connection? = nil
  ) {
    self.orientation = orientation
    self.leadingSuperview = leadingSuperview
    self.views = views
    self.connections = connections
    self.trailingSuperview = trailingSuperview
  }

  /// Parses a visual format string.
  /// - Throws: ``VisualFormatError`` at the first character that does not fit the grammar,
  ///   with its column.
  /// - Complexity: O(n) in the length of `format`.
  public init(parsing format: String) throws(VisualFormatError) {
    var parser = VisualFormatParser(format)
    self = try parser.parse()
  }

  /// The string in canonical form (`H:|-15-[a(==100)]-|`): orientation always written,
  /// relations always written in views, parentheses only where the grammar needs them. It
  /// parses back to the same tree, columns aside.
  public var description: String {
    var text = orientation.rawValue + ":"
    if let leadingSuperview { text += "|\(leadingSuperview)" }
    for (index, view) in views.enumerated() {
      if index > 0, index - 1 < connections.count { text += connections[index - 1].description }
      text += view.description
    }
    if let trailingSuperview { text += "\(trailingSuperview)|" }
    return text
  }
}
