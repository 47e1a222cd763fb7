import LayoutEngine

/// Parses the anchor equations of scene files, written the way `LayoutConstraint` prints:
///
/// ```
/// content.width == root.width
/// email.top == name.bottom + 20 @750
/// image.width == 0.5 * field.width
/// scroll.contentLayoutGuide.bottom == content.bottom + margin
/// box.height >= 44
/// ```
///
/// Grammar (spaces are free; names are `[A-Za-z_][A-Za-z0-9_]*`):
///
/// ```
/// equation := anchor relation side ['@' priority]
/// relation := '==' | '<=' | '>='
/// side     := constant | term {('+' | '-') constant}
/// term     := [factor '*'] anchor | anchor '*' factor
/// anchor   := view ['.' guide] '.' attribute
/// constant := ['-'] (number | metric)       factor := number | metric
/// priority := number | metric | 'required' | 'high' | 'low'
/// ```
///
/// Guides are UIKit's (`safeArea` or `safeAreaLayoutGuide`, `layoutMargins[Guide]`,
/// `readableContent[Guide]`, `contentLayout[Guide]`, `frameLayout[Guide]`, `keyboard[LayoutGuide]`,
/// `topLayoutGuide`, `bottomLayoutGuide`); attributes are `NSLayoutConstraint.Attribute`'s
/// names (`leadingMargin`, `centerXWithinMargins`, …), optionally with UIKit's `Anchor` suffix.
struct AnchorEquationParser {
  /// A parse failure: what is wrong and the offset (in Unicode scalars) of the culprit.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  let metrics: [String: Double]
  let viewIDs: Set<String>

  /// Named priorities: UIKit's `required`, `defaultHigh`, `defaultLow`.
  static let namedPriorities: [String: Double] = ["required": 1000, "high": 750, "low": 250]

  static let guides: [String: LayoutGuideKind] = [
    "safeArea": .safeArea, "safeAreaLayoutGuide": .safeArea,
    "layoutMargins": .layoutMargins, "layoutMarginsGuide": .layoutMargins,
    "readableContent": .readableContent, "readableContentGuide": .readableContent,
    "contentLayoutGuide": .contentLayout, "contentLayout": .contentLayout,
    "frameLayoutGuide": .frameLayout, "frameLayout": .frameLayout,
    "keyboard": .keyboard, "keyboardLayoutGuide": .keyboard,
    "topLayoutGuide": .topLayoutGuide, "bottomLayoutGuide": .bottomLayoutGuide,
  ]

  func parse(_ text: String) throws(Failure) -> LayoutConstraint {
    var scanner = Scanner(text)
    let first = try anchor(&scanner)
    let relationToken = scanner.next()
    let relation: LayoutConstraint.Relation
    switch relationToken.kind {
    case .symbol("=="): relation = .equal
    case .symbol("<="): relation = .lessThanOrEqual
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("="):
      throw Failure(
        message: "expected '==', '<=' or '>=', found '='; write '=='", offset: relationToken.offset)
    default:
      throw Failure(
        message: "expected '==', '<=' or '>=' after '\(first)', found \(relationToken.quoted)",
        offset: relationToken.offset)
    }
    var constraint = LayoutConstraint(first, relation)
    try side(&scanner, into: &constraint)
    if case .symbol("@") = scanner.peek().kind {
      _ = scanner.next()
      constraint.priority = try priority(&scanner)
    }
    let end = scanner.next()
    guard case .end = end.kind else {
      throw Failure(message: "unexpected \(end.quoted) after the equation", offset: end.offset)
    }
    return constraint
  }

  // MARK: Productions

  private func side(_ scanner: inout Scanner, into constraint: inout LayoutConstraint)
    throws(Failure)
  {
    let start = scanner.peek()
    // `anchor`, `factor * anchor`, or a lone constant.
    if case .name = start.kind, scanner.peek(1).kind == .symbol(".") {
      constraint.second = try anchor(&scanner)
      if case .symbol("*") = scanner.peek().kind {
        _ = scanner.next()
        constraint.multiplier = try factor(&scanner)
      }
    } else if case .symbol("-") = start.kind {
      constraint.constant = try constant(&scanner)
      return
    } else {
      let value = try factor(&scanner)
      guard case .symbol("*") = scanner.peek().kind else {
        constraint.constant = value
        return
      }
      _ = scanner.next()
      constraint.multiplier = value
      constraint.second = try anchor(&scanner)
    }
    while true {
      let sign = scanner.peek()
      guard case .symbol(let symbol) = sign.kind, symbol == "+" || symbol == "-" else { return }
      _ = scanner.next()
      let value = try constant(&scanner)
      constraint.constant += symbol == "+" ? value : -value
    }
  }

  private func anchor(_ scanner: inout Scanner) throws(Failure) -> LayoutAnchor {
    let viewToken = scanner.next()
    guard case .name(let viewID) = viewToken.kind else {
      throw Failure(
        message: "expected an anchor such as 'view.top', found \(viewToken.quoted)",
        offset: viewToken.offset)
    }
    guard viewIDs.contains(viewID) else {
      var message = "unknown view '\(viewID)'"
      if let suggestion = NameSuggestion.closest(to: viewID, in: viewIDs.sorted()) {
        message += " (did you mean '\(suggestion)'?)"
      }
      throw Failure(message: message, offset: viewToken.offset)
    }
    var parts: [Token] = []
    while case .symbol(".") = scanner.peek().kind {
      let dot = scanner.next()
      let part = scanner.next()
      guard case .name = part.kind else {
        throw Failure(
          message: "expected a name after '.', found \(part.quoted)", offset: part.offset)
      }
      _ = dot
      parts.append(part)
    }
    guard let attributeToken = parts.last else {
      throw Failure(
        message: "'\(viewID)' needs an attribute, as in '\(viewID).top'",
        offset: viewToken.offset + viewID.unicodeScalars.count)
    }
    var item = LayoutItem.view(viewID)
    if parts.count == 2 {
      let guideName = parts[0].text
      guard let guide = Self.guides[guideName] else {
        throw Failure(
          message: "unknown layout guide '\(guideName)'"
            + NameSuggestion.didYouMean(guideName, in: Self.guides.keys.sorted()),
          offset: parts[0].offset)
      }
      item = .guide(viewID, guide)
    } else if parts.count > 2 {
      throw Failure(
        message: "too many parts: an anchor is 'view.attribute' or 'view.guide.attribute'",
        offset: parts[2].offset)
    }
    var name = attributeToken.text
    if name.hasSuffix("Anchor"), name != "Anchor" { name.removeLast("Anchor".count) }
    guard let attribute = LayoutAttribute(rawValue: name) else {
      let isGuide = parts.count == 1 && Self.guides[name] != nil
      throw Failure(
        message: isGuide
          ? "'\(viewID).\(name)' is a layout guide; name one of its attributes, as in "
            + "'\(viewID).\(name).top'"
          : "unknown attribute '\(attributeToken.text)'"
            + NameSuggestion.didYouMean(name, in: LayoutAttribute.allCases.map(\.rawValue)),
        offset: attributeToken.offset)
    }
    return LayoutAnchor(item, attribute)
  }

  /// A number or a metric.
  private func factor(_ scanner: inout Scanner) throws(Failure) -> Double {
    let token = scanner.next()
    switch token.kind {
    case .number(let value): return value
    case .name(let name):
      if let value = metrics[name] { return value }
      if viewIDs.contains(name) {
        throw Failure(
          message: "'\(name)' needs an attribute, as in '\(name).top'",
          offset: token.offset + name.unicodeScalars.count)
      }
      throw Failure(
        message: "unknown metric '\(name)'"
          + NameSuggestion.didYouMean(name, in: metrics.keys.sorted())
          + (metrics.isEmpty ? "; define it under 'metrics'" : ""),
        offset: token.offset)
    default:
      throw Failure(
        message: "expected a number, a metric or an anchor, found \(token.quoted)",
        offset: token.offset)
    }
  }

  private func constant(_ scanner: inout Scanner) throws(Failure) -> Double {
    if case .symbol("-") = scanner.peek().kind {
      _ = scanner.next()
      return -(try factor(&scanner))
    }
    let token = scanner.peek()
    if case .name = token.kind, scanner.peek(1).kind == .symbol(".") {
      throw Failure(
        message: "an equation relates one anchor to at most one other; move "
          + "'\(token.text)…' to its own constraint",
        offset: token.offset)
    }
    return try factor(&scanner)
  }

  private func priority(_ scanner: inout Scanner) throws(Failure) -> Double {
    let token = scanner.peek()
    let value: Double
    if case .name(let name) = token.kind, let named = Self.namedPriorities[name] {
      _ = scanner.next()
      value = named
    } else {
      value = try factor(&scanner)
    }
    guard value >= 1, value <= 1000 else {
      throw Failure(
        message: "priority \(token.text) is out of range; UIKit priorities are 1 to 1000",
        offset: token.offset)
    }
    return value
  }

  // MARK: Tokens

  struct Token {
    enum Kind: Equatable {
      case name(String)
      case number(Double)
      case symbol(String)
      case invalid(String)
      case end
    }
    var kind: Kind
    var text: String
    /// In Unicode scalars from the start of the equation.
    var offset: Int

    var quoted: String {
      if case .end = kind { return "the end of the equation" }
      return "'\(text)'"
    }
  }

  /// Splits an equation into tokens, all at once (equations are one line).
  struct Scanner {
    private var tokens: [Token] = []
    private var index = 0

    init(_ text: String) {
      let scalars = Array(text.unicodeScalars)
      var i = 0
      func isNameStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s)
      }
      func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
      while i < scalars.count {
        let s = scalars[i]
        let start = i
        if s == " " || s == "\t" {
          i += 1
          continue
        }
        if isNameStart(s) {
          while i < scalars.count, isNameStart(scalars[i]) || isDigit(scalars[i]) { i += 1 }
          let name = String(String.UnicodeScalarView(scalars[start..<i]))
          tokens.append(Token(kind: .name(name), text: name, offset: start))
        } else if isDigit(s) || (s == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
          while i < scalars.count, isDigit(scalars[i]) || scalars[i] == "." { i += 1 }
          if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
            var j = i + 1
            if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
            if j < scalars.count, isDigit(scalars[j]) {
              i = j
              while i < scalars.count, isDigit(scalars[i]) { i += 1 }
            }
          }
          let text = String(String.UnicodeScalarView(scalars[start..<i]))
          if let value = Double(text), value.isFinite {
            tokens.append(Token(kind: .number(value), text: text, offset: start))
          } else {
            tokens.append(Token(kind: .invalid(text), text: text, offset: start))
          }
        } else if "=<>".unicodeScalars.contains(s) {
          i += 1
          if i < scalars.count, scalars[i] == "=" { i += 1 }
          let text = String(String.UnicodeScalarView(scalars[start..<i]))
          tokens.append(Token(kind: .symbol(text), text: text, offset: start))
        } else if ".+-*@".unicodeScalars.contains(s) {
          i += 1
          tokens.append(Token(kind: .symbol(String(s)), text: String(s), offset: start))
        } else {
          i += 1
          tokens.append(Token(kind: .invalid(String(s)), text: String(s), offset: start))
        }
      }
      tokens.append(Token(kind: .end, text: "", offset: scalars.count))
    }

    func peek(_ ahead: Int = 0) -> Token {
      tokens[min(index + ahead, tokens.count - 1)]
    }

    mutating func next() -> Token {
      let token = peek()
      if index < tokens.count - 1 { index += 1 }
      return token
    }
  }
}
