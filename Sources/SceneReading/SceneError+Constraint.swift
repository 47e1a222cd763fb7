import LayoutEngine

/// Both scene readers place a constraint UIKit refuses at the line that writes it.
extension SceneError {
  /// The constraint at fault, for the errors that have one.
  package var constraint: LayoutConstraint? {
    switch self {
    case .unknownItem(let c, _), .mixedDirectionalAttributes(let c), .incompatibleAttributes(let c),
      .noCommonAncestor(let c), .guideUnavailable(let c, _, _), .invalidNumber(let c):
      c
    default: nil
    }
  }
}
