import Foundation
import LayoutEngine

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
      guard let id = element["id"] else {
        throw .missingID(fileName: document.fileName, element: "constraint", line: element.line)
      }
      // Placeholder constraints exist only in IB: "Remove at build time".
      if element.flag("placeholder") == true && !document.options.keepsPlaceholderConstraints {
        placeholders += 1
        continue
      }
      if excluded.contains(id) {
        sizeClassExcluded += 1
        continue
      }
      guard let constraint = try makeConstraint(element, id: id, owner: owner, viewIDs: viewIDs)
      else { continue }
      if let identifier = constraint.identifier, info.constraintLines[identifier] == nil {
        info.constraintLines[identifier] = element.line
      }
      scene.add(constraint)
    }
    if document.options.holdsAmbiguousViews { holdAmbiguousViews() }
    if placeholders > 0 {
      note("\(placeholders) placeholder constraint(s) removed, as at build time", views: [])
    }
    if sizeClassExcluded > 0 {
      let classes = "\(sizeClass.horizontal.rawValue) width, \(sizeClass.vertical.rawValue) height"
      note(
        "\(sizeClassExcluded) constraint(s) not installed at the design size class (\(classes))",
        views: [])
    }
  }

  /// Xcode's canvas does not move a view it finds ambiguous (`ambiguous="YES"`): the view
  /// stays at the size the designer left it and the layout settles around it, even against
  /// optional constraints of its neighbours. Only the corpus shows it: in `08`
  /// (HomeStatisticsCardView) a column of ambiguous labels and stacks keeps its stored heights
  /// (129.5 pt in all) and the illustration beside it is compressed from its image's 146 to
  /// 129.5 against its compression resistance (751); the trend images sit 8 pt after value
  /// labels as wide as their ambiguous stacks' stored widths leave them (240 and 120). Sizes
  /// only, just above the highest priority a designer can give (999), so a required constraint
  /// still wins.
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
    }
  }

  private mutating func makeConstraint(
    _ element: IBElement, id: String, owner: String, viewIDs: Set<String>
  ) throws(InterfaceBuilderError) -> LayoutConstraint? {
    let reference = element.shortReference
    let file = document.fileName
    func attribute(_ name: String) throws(InterfaceBuilderError) -> LayoutAttribute? {
      guard let raw = element[name] else { return nil }
      guard let attribute = Self.attributes[raw] else {
        throw .unknownLayoutAttribute(
          fileName: file, element: reference, attribute: name, value: raw,
          suggestion: NameSuggestion.closest(to: raw, in: Self.attributes.keys.sorted()),
          line: element.line, column: element.column(ofValue: name))
      }
      return attribute
    }
    func number(_ name: String) throws(InterfaceBuilderError) -> Double? {
      guard let raw = element[name] else { return nil }
      guard let value = Double(raw), value.isFinite else {
        throw .invalidNumber(
          fileName: file, element: reference, attribute: name, value: raw, line: element.line,
          column: element.column(ofValue: name))
      }
      return value
    }
    /// A referenced object as a layout item; nil (with a note) when it is not modelled.
    func item(_ name: String, _ objectID: String) throws(InterfaceBuilderError) -> LayoutItem? {
      if viewIDs.contains(objectID) { return .view(objectID) }
      if let guide = guides[objectID] { return guide }
      if unsupportedGuides.contains(objectID) || uninstalledViews.contains(objectID) {
        note("constraint \(id) uses \(objectID), which is not modelled; it was left out", views: [])
        return nil
      }
      guard let tag = document.elementsByID[objectID]?.name else {
        throw .unknownReference(
          fileName: file, element: reference, attribute: name, id: objectID,
          line: element.line, column: element.column(ofValue: name))
      }
      note(
        "constraint \(id) relates \(objectID) (<\(tag)>), which is not in the scene; it was left out",
        views: [])
      return nil
    }
    guard let firstAttribute = try attribute("firstAttribute") else {
      throw .missingAttribute(
        fileName: file, element: reference, attribute: "firstAttribute", line: element.line,
        column: element.column(ofValue: "firstAttribute"))
    }
    guard let firstItem = try item("firstItem", element["firstItem"] ?? owner) else { return nil }
    var second: LayoutAnchor?
    let secondAttribute = try attribute("secondAttribute")
    if let secondID = element["secondItem"] {
      guard let secondItem = try item("secondItem", secondID) else { return nil }
      second = LayoutAnchor(secondItem, secondAttribute ?? firstAttribute)
    } else if let secondAttribute, element["firstItem"] != nil {
      // The owner is the implied second item when only the first is named.
      second = LayoutAnchor(.view(owner), secondAttribute)
    }
    var multiplier = 1.0
    if let raw = element["multiplier"] {
      // "16:9" (aspect ratios) and "2/3" are both written by Xcode.
      let parts = raw.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
      if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 {
        multiplier = a / b
      } else if parts.count == 1, let value = parts[0], value.isFinite {
        multiplier = value
      } else {
        throw .invalidNumber(
          fileName: file, element: reference, attribute: "multiplier", value: raw,
          line: element.line, column: element.column(ofValue: "multiplier"))
      }
    }
    var constant = try number("constant") ?? 0
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
    let priority = min(1000, max(1, try number("priority") ?? 1000))
    return LayoutConstraint(
      LayoutAnchor(firstItem, firstAttribute), relation, second, multiplier: multiplier,
      constant: constant, priority: priority, identifier: element["identifier"] ?? id)
  }
}
