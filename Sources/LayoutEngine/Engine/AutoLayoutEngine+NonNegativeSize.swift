import Cassowary

extension AutoLayoutEngine {
  /// Auto Layout never gives a view a negative width or height: Apple's Auto Layout Guide
  /// ("Anatomy of a Constraint", Interpreting Values) says of width and height that "these
  /// values cannot be negative", and Xcode stores none (not one of the 7,359 frames of both
  /// corpora). Where the solution made a view's size negative, that view's width and height
  /// are held at 0 or more, at 999.9: above every constraint a document can make optional
  /// (and the collapse of a hidden stack member, 999), below the required ones. Corpus-2
  /// `040-fusuma` (a 3:4 aspect at 750 that would push two spacers 16 below zero; Xcode keeps
  /// them 0 and breaks the aspect) and `185-cometchat` (a hidden stack member whose label,
  /// 10 from its top and bottom, Xcode compresses to 0: the member stays 20 high).
  ///
  /// Only views found negative get the constraints, so a layout without any costs a scan;
  /// they stay for the environments after (a size that cannot be negative in one cannot be
  /// in another).
  mutating func holdSizesNonNegative() {
    // The root by position (ids are unique), so the scan compares no strings.
    let rootPosition = positions[scene.root.id]
    // Each view's width and height read by slot (two per view), not by a hash probe.
    for _ in 0..<3 {
      var added = false
      // By position: a further environment scans every view, without hashing its id.
      for position in orderedFrames.indices where !sizesHeldNonNegative[position] {
        guard position != rootPosition else { continue }
        let frame = orderedFrames[position]
        guard
          solver.value(of: frame.width, slot: &nonNegativeSlots[2 * position]) < -1e-6
            || solver.value(of: frame.height, slot: &nonNegativeSlots[2 * position + 1]) < -1e-6
        else { continue }
        let id = order[position]
        add(frame.width >= 0, priority: Self.nonNegativeSizePriority, "\(id) width not negative")
        add(
          frame.height >= 0, priority: Self.nonNegativeSizePriority, "\(id) height not negative")
        sizesHeldNonNegative[position] = true
        added = true
      }
      guard added else { break }
      try? solver.updateVariables()
    }
  }

  /// Just below required: see ``holdSizesNonNegative()``.
  static let nonNegativeSizePriority = 999.9
}
