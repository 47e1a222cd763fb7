import InterfaceBuilder
import LayoutEngine
import SceneReading
import TextFormats

/// Finds the stored frames of a scene that are no solution of its own constraints.
///
/// Xcode writes a view's `<rect key="frame">` when its canvas last laid the view out; a
/// document edited since without "Update Frames" (by hand, by a merge, or with Xcode's
/// misplacement warnings ignored and not saved) keeps older frames. Xcode marks such views
/// `misplaced="YES"` only when it noticed; the rest can still be recognised from the file alone:
/// their stored frames violate a *required* constraint between views, which no solver output
/// does (Auto Layout satisfies every required constraint it does not break, and a broken one
/// is reported as a conflict, which Xcode shows as an error, not a layout).
///
/// Only constraints whose value needs nothing but the stored frames are checked: edges,
/// centres and sizes of views (no margins, baselines, layout guides or intrinsic sizes, which
/// depend on models this check must not trust), and none between a scroll view and its
/// content (those relate to the content size, which the file does not store).
struct StoredFrameCheck {
  let scene: Scene
  let storedFrames: [String: Rect]

  /// A required constraint the stored frames violate, with its two sides' values.
  struct Violation: CustomStringConvertible {
    var constraint: LayoutConstraint
    var first: Double
    var second: Double
    var description: String {
      "\(constraint) (stored frames give \(NumberText.format(first)) and \(NumberText.format(second)))"
    }
  }

  /// Views whose alignment rectangle (what constraints act on) can differ from their frame
  /// (what the file stores) by a few points: image views (SF Symbols carry alignment insets),
  /// switches (iOS 26's 63×28 frame around a smaller alignment rectangle) and the controls
  /// the engine does not model. Their constraints count as violated only past
  /// `alignmentAllowance`.
  static let alignedKinds: Set<ViewKind> = [.imageView, .switchControl]

  /// The violations, with more than `tolerance` points of error (`alignmentAllowance` for
  /// constraints on views whose alignment rectangle is not their frame).
  func violations(
    tolerance: Double = 1, alignmentAllowance: Double = 5, approximated: Set<String> = []
  ) -> [Violation] {
    var absolute: [String: Rect] = [:]
    func frame(of id: String) -> Rect? {
      if let known = absolute[id] { return known }
      guard var rect = storedFrames[id], let view = scene[id] else { return nil }
      if let parent = view.parentID {
        guard let outer = frame(of: parent) else { return nil }
        rect.x += outer.x
        rect.y += outer.y
      } else {
        (rect.x, rect.y) = (0, 0)
      }
      absolute[id] = rect
      return rect
    }
    func value(_ anchor: LayoutAnchor) -> Double? {
      guard case .view(let id) = anchor.item, let rect = frame(of: id) else { return nil }
      switch anchor.attribute {
      case .left, .leading: return rect.x
      case .right, .trailing: return rect.x + rect.width
      case .top: return rect.y
      case .bottom: return rect.y + rect.height
      case .width: return rect.width
      case .height: return rect.height
      case .centerX: return rect.x + rect.width / 2
      case .centerY: return rect.y + rect.height / 2
      default: return nil
      }
    }
    var result: [Violation] = []
    for constraint in scene.constraints where constraint.isRequired {
      guard let first = value(constraint.first) else { continue }
      var second = 0.0
      if let anchor = constraint.second {
        guard let value = value(anchor), !relatesScrollContent(constraint.first, anchor) else {
          continue
        }
        second = value
      }
      let target =
        second * (constraint.second == nil ? 0 : constraint.multiplier)
        + constraint.constant
      let error: Double
      switch constraint.relation {
      case .equal: error = abs(first - target)
      case .lessThanOrEqual: error = first - target
      case .greaterThanOrEqual: error = target - first
      }
      let items =
        [constraint.first.item.viewID] + (constraint.second.map { [$0.item.viewID] } ?? [])
      let aligned = items.contains {
        approximated.contains($0) || scene[$0].map { Self.alignedKinds.contains($0.kind) } ?? false
      }
      if error > (aligned ? alignmentAllowance : tolerance) {
        result.append(Violation(constraint: constraint, first: first, second: target))
      }
    }
    return result
  }

  /// Whether one anchor is a scroll view's edge and the other belongs to a view inside it:
  /// such a constraint relates to the content area, not the frame (sizes excepted).
  private func relatesScrollContent(_ a: LayoutAnchor, _ b: LayoutAnchor) -> Bool {
    func inside(_ inner: String, _ outer: String) -> Bool {
      scene[outer]?.kind == .scrollView && scene.ancestors(of: inner).contains(outer)
    }
    let (x, y) = (a.item.viewID, b.item.viewID)
    guard inside(x, y) || inside(y, x) else { return false }
    let sizes: Set<LayoutAttribute> = [.width, .height]
    return !(sizes.contains(a.attribute) && sizes.contains(b.attribute))
  }
}
