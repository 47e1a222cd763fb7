import LayoutEngine

/// The words of change sentences: subjects, amounts, directions and values, each in one place
/// so every sentence says them the same way.
enum ChangePhrase {
  /// `email (text field)`: the id people gave the view, then what it is.
  static func subject(_ id: String, kind: ViewKind?) -> String {
    guard let kind else { return id }
    return "\(id) (\(noun(kind)))"
  }

  /// `noFlowLabel (hidden label)`: a hidden view's moves are warnings however far (nobody sees
  /// them), and without the word a 198 pt move read as a warning looks like a mistake.
  static func subject(_ id: String, kind: ViewKind?, hidden: Bool) -> String {
    guard hidden, let kind else { return subject(id, kind: kind) }
    return "\(id) (hidden \(noun(kind)))"
  }

  static func noun(_ kind: ViewKind) -> String {
    switch kind {
    case .view: "view"
    case .scrollView: "scroll view"
    case .label: "label"
    case .textField: "text field"
    case .textView: "text view"
    case .button: "button"
    case .imageView: "image view"
    case .switchControl: "switch"
    case .stackView: "stack view"
    }
  }

  /// A distance in points for sentences: at most two decimals, no trailing zeros (`12`,
  /// `0.5`, `0.33`). JSON keeps the exact values in `delta`.
  static func points(_ value: Double) -> String {
    let rounded = (abs(value) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format2: rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// `moved 12 pt down and 4 pt right`, `grew 20 pt taller`, `became 8 pt narrower`, joined:
  /// `moved 12 pt down, and grew 20 pt taller`. Zero components are left out.
  static func frameChange(_ delta: LayoutChange.Delta) -> String {
    var clauses: [String] = []
    var moves: [String] = []
    if delta.y != 0 { moves.append("\(points(delta.y)) pt \(delta.y > 0 ? "down" : "up")") }
    if delta.x != 0 { moves.append("\(points(delta.x)) pt \(delta.x > 0 ? "right" : "left")") }
    if !moves.isEmpty { clauses.append("moved " + moves.joined(separator: " and ")) }
    clauses += sizeChange(width: delta.width, height: delta.height)
    return joinClauses(clauses)
  }

  /// `grew 20 pt taller and 4 pt wider`, `became 3 pt shorter`, or both clauses.
  static func sizeChange(width: Double, height: Double) -> [String] {
    var grown: [String] = []
    var shrunk: [String] = []
    if height > 0 { grown.append("\(points(height)) pt taller") }
    if height < 0 { shrunk.append("\(points(height)) pt shorter") }
    if width > 0 { grown.append("\(points(width)) pt wider") }
    if width < 0 { shrunk.append("\(points(width)) pt narrower") }
    var clauses: [String] = []
    if !grown.isEmpty { clauses.append("grew " + grown.joined(separator: " and ")) }
    if !shrunk.isEmpty { clauses.append("became " + shrunk.joined(separator: " and ")) }
    return clauses
  }

  /// `a`, `a, and b`: clauses that may hold an "and" themselves.
  static func joinClauses(_ clauses: [String]) -> String {
    switch clauses.count {
    case 0: ""
    case 1: clauses[0]
    default: clauses.dropLast().joined(separator: ", ") + ", and " + clauses[clauses.count - 1]
    }
  }

  /// ` and its 3 subviews`, or nothing.
  static func subviews(_ count: Int) -> String {
    switch count {
    case 0: ""
    case 1: " and its subview"
    default: " and its \(count) subviews"
    }
  }

  /// The diagnostic kinds as sentences name them.
  static func diagnostic(_ kind: Diagnostic.Kind) -> String {
    switch kind {
    case .unsatisfiableConstraints: "unsatisfiable constraints"
    case .ambiguousLayout: "ambiguous layout"
    case .scrollableContentSizeAmbiguity: "scrollable content size ambiguity"
    case .outsideSuperviewBounds: "view outside its superview"
    case .overlappingSiblings: "overlapping siblings"
    case .coveredByKeyboard: "field covered by the keyboard"
    case .notModelled: "not modelled"
    }
  }
}

extension String {
  /// Two decimals, without Foundation's locale-dependent formatting.
  fileprivate init(format2 value: Double) {
    let hundredths = Int64((value * 100).rounded())
    let fraction = hundredths % 100
    self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
