import Foundation
import LayoutEngine
import SceneReading

/// Constraints: `<constraint firstItem firstAttribute relation secondItem secondAttribute
/// multiplier constant priority symbolic placeholder identifier id>` to `LayoutConstraint`s.
extension IBSceneBuilder {
  /// IB's attribute names; `baseline` is the last baseline (`NSLayoutAttributeBaseline`).
  static let attributes: [String: LayoutAttribute] = {
    var table = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
    table["baseline"] = .lastBaseline
    return table
  }()

  mutating func addConstraints() throws(InterfaceBuilderError) {
    var placeholders = 0
    var sizeClassExcluded = 0
    let viewIDs = Set(scene.views.map(\.id))
    for (element, owner) in constraintElements {
      // Xcode always writes an id; a hand-edited file may not. The constraint still applies,
      // named after its line so messages can point at it.
      let id = element["id"] ?? "constraint@\(element.line)"
      // Placeholder constraints exist only in IB: "Remove at build time".
      if element.flag("placeholder") == true && !document.options.keepsPlaceholderConstraints {
        placeholders += 1
        continue
      }
      if excluded.contains(id) {
        sizeClassExcluded += 1
        continue
      }
      let constraint: LayoutConstraint
      switch try makeConstraint(element, id: id, owner: owner, viewIDs: viewIDs) {
      case .constraint(let made): constraint = made
      case .leftOut: continue
      case .skipped(let reason, let attribute):
        skip("constraint \(id)", at: element, attribute: attribute, because: reason)
        continue
      }
      do {
        try scene.validate(constraint)
      } catch {
        if case .invalidNumber = error {
          let attribute =
            abs(constraint.constant) > LayoutConstraint.largestConstant ? "constant" : "multiplier"
          throw .invalidNumber(
            fileName: document.fileName, element: element.shortReference, attribute: attribute,
            value: element[attribute] ?? "", line: element.line,
            column: element.column(ofValue: attribute))
        }
        // UIKit would refuse it when activated; the app runs without it.
        skip("constraint \(id)", at: element, attribute: nil, because: "\(error)")
        continue
      }
      if let identifier = constraint.identifier, info.constraintLines[identifier] == nil {
        info.constraintLines[identifier] = element.line
      }
      scene.add(constraint)
    }
    if document.options.holdsAmbiguousViews { holdAmbiguousViews() }
    if placeholders > 0 {
      note(
        "\(placeholders) placeholder constraint(s) removed, as at build time", views: [],
        about: "placeholder constraints \(placeholders)")
    }
    if sizeClassExcluded > 0 {
      // The any-size canvas applies only the Any × Any base (see `variationApplies`).
      let classes =
        document.hasAnySizeCanvas
        ? "any width, any height"
        : "\(sizeClass.horizontal.rawValue) width, \(sizeClass.vertical.rawValue) height"
      note(
        "\(sizeClassExcluded) constraint(s) not installed at the design size class (\(classes))",
        views: [], about: "constraints not installed \(sizeClassExcluded)")
    }
  }

  /// Xcode's canvas does not move a view it finds ambiguous (`ambiguous="YES"`): the view
  /// stays at the size the designer left it and the layout settles around it, even against
  /// optional constraints of its neighbours. Only the corpus shows it: in `08`
  /// (HomeStatisticsCardView) a column of ambiguous labels and stacks keeps its stored heights
  /// (129.5 pt in all) and the illustration beside it is compressed from its image's 146 to
  /// 129.5 against its compression resistance (751); the trend images sit 8 pt after value
  /// labels as wide as their ambiguous stacks' stored widths leave them (240 and 120). Sizes
  /// just above the highest priority a designer can give (999), so a required constraint
  /// still wins. The position too, a little below the size (999.25), where nothing else
  /// places the view: corpus-2 `041-fusuma` stores two ambiguous buttons with no horizontal
  /// constraint at x 138 and 276 of a 414-wide bar, not at its leading edge.
  mutating func holdAmbiguousViews() {
    for id in info.ambiguous.sorted()
    where id != scene.root.id && !info.misplaced.contains(id) && scene[id] != nil {
      guard let frame = info.storedFrames[id] else { continue }
      for (attribute, length) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
        scene.add(
          LayoutConstraint(
            LayoutAnchor(.view(id), attribute), .equal, constant: length, priority: 999.5,
            identifier: "IB-ambiguous-frame"))
      }
      guard let parent = scene[id]?.parentID else { continue }
      for (attribute, offset) in [(LayoutAttribute.left, frame.x), (.top, frame.y)] {
        scene.add(
          LayoutConstraint(
            LayoutAnchor(.view(id), attribute), .equal, LayoutAnchor(.view(parent), attribute),
            constant: offset, priority: 999.25, identifier: "IB-ambiguous-frame"))
      }
    }
  }

  /// What became of one `<constraint>` element.
  enum ConstraintImport {
    case constraint(LayoutConstraint)
    /// It relates an object the engine does not model (a note says so already).
    case leftOut
    /// The importer cannot take it (an attribute it does not know, a multiplier in no form
    /// Xcode writes, a reference to nothing); the rest of the document is still laid out.
    case skipped(String, attribute: String? = nil)
  }

  /// A multiplier in every form Xcode writes: `0.5`, `2`, `16:9` (aspect ratios), `2/3`,
  /// `50%` and `150%`, with or without spaces around the parts. Nil when the text is none of
  /// these (or divides by zero).
  static func multiplier(_ raw: String) -> Double? {
    let text = raw.trimmingCharacters(in: .whitespaces)
    func value(_ part: Substring) -> Double? {
      Double(part.trimmingCharacters(in: .whitespaces))
    }
    if text.hasSuffix("%") {
      return value(text.dropLast()).map { $0 / 100 }
    }
    let parts = text.split(
      separator: text.contains(":") ? ":" : "/", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return value(parts[0])
    case 2:
      guard let numerator = value(parts[0]), let denominator = value(parts[1]),
        denominator != 0
      else { return nil }
      return numerator / denominator
    default: return nil
    }
  }

  private mutating func makeConstraint(
    _ element: IBElement, id: String, owner: String, viewIDs: Set<String>
  ) throws(InterfaceBuilderError) -> ConstraintImport {
    let reference = element.shortReference
    let file = document.fileName
    /// A corrupt number (not finite, or written as one too large for any layout) refuses the
    /// document; text that is no number at all only costs the constraint.
    func finite(_ name: String, _ value: Double?) throws(InterfaceBuilderError) -> Double? {
      guard let value, !value.isFinite else { return value }
      throw .invalidNumber(
        fileName: file, element: reference, attribute: name, value: element[name] ?? "",
        line: element.line, column: element.column(ofValue: name))
    }
    let attributeNames = Self.attributes.keys.sorted()
    func attribute(_ name: String) -> (LayoutAttribute?, skip: String?) {
      guard let raw = element[name] else { return (nil, nil) }
      guard let attribute = Self.attributes[raw] else {
        return (
          nil,
          "\(name) '\(raw)' is not a layout attribute"
            + NameSuggestion.didYouMean(raw, in: attributeNames)
        )
      }
      return (attribute, nil)
    }
    /// A referenced object as a layout item; nil (with a note) when it is not modelled.
    enum Reference {
      case item(LayoutItem)
      case leftOut
      case missing(String, attribute: String)
    }
    func item(_ name: String, _ objectID: String) -> Reference {
      if viewIDs.contains(objectID) { return .item(.view(objectID)) }
      if let guide = guides[objectID] { return .item(guide) }
      if unsupportedGuides.contains(objectID) || uninstalledViews.contains(objectID) {
        note(
          "constraint \(id) uses \(objectID), which is not modelled; it was left out", views: [],
          about: "constraint left out \(id)")
        return .leftOut
      }
      guard let tag = document.elementsByID[objectID]?.name else {
        return .missing("\(name) '\(objectID)' names no object in the document", attribute: name)
      }
      note(
        "constraint \(id) relates \(objectID) (<\(tag)>), which is not in the scene; it was left out",
        views: [], about: "constraint left out \(id)")
      return .leftOut
    }
    let (first, firstProblem) = attribute("firstAttribute")
    if let firstProblem { return .skipped(firstProblem, attribute: "firstAttribute") }
    guard let firstAttribute = first else { return .skipped("it has no firstAttribute") }
    let firstItem: LayoutItem
    switch item("firstItem", element["firstItem"] ?? owner) {
    case .item(let found): firstItem = found
    case .leftOut: return .leftOut
    case .missing(let problem, let attribute): return .skipped(problem, attribute: attribute)
    }
    var second: LayoutAnchor?
    let (secondAttribute, secondProblem) = attribute("secondAttribute")
    if let secondProblem { return .skipped(secondProblem, attribute: "secondAttribute") }
    if let secondID = element["secondItem"] {
      switch item("secondItem", secondID) {
      case .item(let secondItem):
        second = LayoutAnchor(secondItem, secondAttribute ?? firstAttribute)
      case .leftOut: return .leftOut
      case .missing(let problem, let attribute): return .skipped(problem, attribute: attribute)
      }
    } else if let secondAttribute, element["firstItem"] != nil {
      // The owner is the implied second item when only the first is named.
      second = LayoutAnchor(.view(owner), secondAttribute)
    }
    var multiplier = 1.0
    if let raw = element["multiplier"] {
      guard let value = try finite("multiplier", Self.multiplier(raw)) else {
        return .skipped(
          "multiplier '\(raw)' is in no form Xcode writes (0.5, 1:2, 2/3, 50%)",
          attribute: "multiplier")
      }
      // NSLayoutConstraint refuses a location equal to a multiple of zero of another: "A
      // multiplier of 0 ... together with a location for the first attribute creates an
      // illegal constraint" (NSLayoutConstraint reference).
      if value == 0, second != nil, !firstAttribute.isDimension {
        return .skipped(
          "a multiplier of 0 on a location attribute is illegal in UIKit", attribute: "multiplier")
      }
      multiplier = value
    }
    var constant = 0.0
    // A size class can change the constant (`<variation key="heightClass=regular-widthClass=
    // compact" constant="20"/>` inside the constraint: Interface Builder's "+" beside
    // Constant), as UIKit installs the trait collection's value. Corpus-2
    // `159-swiftvalidator` (retina4_7, compact × regular): its form's labels and fields stand
    // at the variations' 20 and 8, not the base 21 and 9; `147`/`149-lockbox` (iPads,
    // regular × regular) likewise.
    if let raw = self.attribute("constant", of: element) {
      guard let value = try finite("constant", Double(raw.trimmingCharacters(in: .whitespaces)))
      else { return .skipped("constant '\(raw)' is not a number", attribute: "constant") }
      constant = value
    }
    if element.flag("symbolic") == true && element["constant"] == nil {
      // Standard spacing: 8 between siblings, 20 from a superview edge (Xcode writes the
      // resolved value in `constant`; this covers files that do not).
      let toSuperview =
        second.map { $0.item.viewID == scene[firstItem.viewID]?.parentID } ?? false
      constant = toSuperview ? 20 : 8
    }
    let relation: LayoutConstraint.Relation
    switch element["relation"] {
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    default: relation = .equal
    }
    var priority = 1000.0
    if let raw = element["priority"] {
      guard let value = try finite("priority", Double(raw.trimmingCharacters(in: .whitespaces)))
      else {
        return .skipped("priority '\(raw)' is not a number from 1 to 1000", attribute: "priority")
      }
      priority = min(1000, max(1, value))
    }
    return .constraint(
      LayoutConstraint(
        LayoutAnchor(firstItem, firstAttribute), relation, second, multiplier: multiplier,
        constant: constant, priority: priority, identifier: element["identifier"] ?? id))
  }
}
