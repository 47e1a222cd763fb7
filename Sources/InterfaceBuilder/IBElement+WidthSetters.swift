extension IBElement {
  /// Whether something besides the view's own content sets its width: required equalities
  /// that pin both its sides (leading and trailing, or left and right, margins included), a
  /// required width constant, or a stack view that stretches it across (a vertical stack
  /// aligned `fill`, UIStackView's default) or along its axis (any horizontal stack, whose
  /// distribution may stretch a member). Constraints live in the view that holds both items,
  /// so the view's own `<constraints>` and its ancestors' are read; an absent `firstItem` is
  /// the view that holds the constraint.
  var isWidthSetByConstraints: Bool {
    if let stack = parent?.parent, stack.name == "stackView" {
      if stack["axis"] != "vertical" || stack["alignment"] == nil { return true }
    }
    var sides: Set<String> = []
    var holder: IBElement? = self
    while let current = holder {
      for constraint in current.child("constraints")?.children("constraint") ?? [] {
        guard constraint["relation"] == nil, (constraint.number("priority") ?? 1000) >= 1000
        else { continue }
        if (constraint["firstItem"] ?? current.id) == id,
          let attribute = constraint["firstAttribute"]
        {
          if attribute == "width" {
            if constraint["secondItem"] == nil { return true }
          } else {
            sides.insert(attribute)
          }
        }
        if constraint["secondItem"] == id, let attribute = constraint["secondAttribute"],
          attribute != "width"
        {
          sides.insert(attribute)
        }
      }
      holder = current.parent
    }
    func has(_ side: String) -> Bool { sides.contains { $0.hasPrefix(side) } }
    return (has("leading") && has("trailing")) || (has("left") && has("right"))
  }
}
