import LayoutEngine
import VisualFormat

/// Why a visual format string cannot become constraints: its syntax, or what its names and
/// options mean for the scene. Like the syntax errors, each case renders the string with a
/// caret under the column at fault (column 0 for the options, which are not in the string):
///
/// ```
/// H:|-gap-[a]
///     ^ unknown metric 'gap': expected a key of the metrics dictionary
/// ```
public enum VisualFormatTranslationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The string is not a visual format string.
  case syntax(VisualFormatError)
  /// A name in brackets that is not a key of `views`.
  case unknownView(String, column: Int, format: String)
  /// A spacing constant or priority name that is not a key of `metrics`.
  case unknownMetric(String, column: Int, format: String)
  /// A name in a view's predicate (`[a(==x)]`) that is neither a metric nor a view.
  case unknownName(String, column: Int, format: String)
  /// A view named where a spacing goes (`[a]-(b)-[c]`): only sizes relate to other views.
  case viewAsSpacing(String, column: Int, format: String)
  /// A view of `views` whose id is not in the scene.
  case viewNotInScene(String, id: String, column: Int, format: String)
  /// `|` in a string whose views have no superview (the scene's root).
  case missingSuperview(String, column: Int, format: String)
  /// A view whose superview differs from the first view's: VFL lines up siblings only.
  case differentSuperviews(
    String, superview: String?, expected: String?, firstView: String, column: Int, format: String)
  /// An alignment option along the orientation (`.alignAllLeading` in an `H:` string): UIKit
  /// raises, since views side by side cannot share a leading edge.
  case alignmentParallelToOrientation(
    String, orientation: VisualFormatSyntax.Orientation, format: String)
  /// `.directionLeftToRight` and `.directionRightToLeft` together.
  case conflictingDirections(format: String)
  /// A constant, metric or priority that is infinite or not a number.
  case nonFiniteNumber(Double, column: Int, format: String)
  /// A priority outside UIKit's range (above 0, at most 1000).
  case priorityOutOfRange(Double, column: Int, format: String)

  /// The format string the error is in.
  public var format: String {
    switch self {
    case .syntax(let error): error.format
    case .unknownView(_, _, let format), .unknownMetric(_, _, let format),
      .unknownName(_, _, let format), .viewAsSpacing(_, _, let format),
      .viewNotInScene(_, _, _, let format), .missingSuperview(_, _, let format),
      .differentSuperviews(_, _, _, _, _, let format),
      .alignmentParallelToOrientation(_, _, let format), .conflictingDirections(let format),
      .nonFiniteNumber(_, _, let format), .priorityOutOfRange(_, _, let format):
      format
    }
  }

  /// The 0-based column (in characters) the error points at.
  public var column: Int {
    switch self {
    case .syntax(let error): error.column
    case .unknownView(_, let column, _), .unknownMetric(_, let column, _),
      .unknownName(_, let column, _), .viewAsSpacing(_, let column, _),
      .viewNotInScene(_, _, let column, _), .missingSuperview(_, let column, _),
      .differentSuperviews(_, _, _, _, let column, _), .nonFiniteNumber(_, let column, _),
      .priorityOutOfRange(_, let column, _):
      column
    case .alignmentParallelToOrientation, .conflictingDirections: 0
    }
  }

  /// What was expected, as a lowercase fragment.
  public var message: String {
    switch self {
    case .syntax(let error):
      return error.message
    case .unknownView(let name, _, _):
      return "unknown view '\(name)': expected a key of the views dictionary"
    case .unknownMetric(let name, _, _):
      return "unknown metric '\(name)': expected a key of the metrics dictionary"
    case .unknownName(let name, _, _):
      return "unknown name '\(name)': expected a key of the metrics or views dictionary"
    case .viewAsSpacing(let name, _, _):
      return "expected a number or metric for a spacing, found view '\(name)'"
    case .viewNotInScene(let name, let id, _, _):
      return "view '\(name)' is '\(id)', which is not in the scene: expected a view of the scene"
    case .missingSuperview(let name, _, _):
      return "expected a view with a superview for '|' to stand for, found the root '\(name)'"
    case .differentSuperviews(let name, let superview, let expected, let firstView, _, _):
      // VFL lines up siblings: `|` is their one superview.
      return "expected '\(name)' in \(Self.describe(expected)) like '\(firstView)', "
        + "found \(Self.describe(superview))"
    case .alignmentParallelToOrientation(let option, let orientation, _):
      let across =
        orientation == .horizontal
        ? "top, bottom, centerY or a baseline" : "leading, trailing, left, right or centerX"
      return ".\(option) is parallel to '\(orientation.rawValue):': expected \(across) alignment"
    case .conflictingDirections:
      return "expected one direction, found .directionLeftToRight and .directionRightToLeft"
    case .nonFiniteNumber(let value, _, _):
      return "expected a finite number, found \(value)"
    case .priorityOutOfRange(let value, _, _):
      let found = VisualFormatPredicate.Value.number(value)
      return "expected a priority above 0 and at most 1000, found \(found)"
    }
  }

  /// The format string, then a caret under the column and the message.
  public var description: String {
    if case .syntax(let error) = self { return error.description }
    return VisualFormatError.caretRendering(format: format, column: column, message: message)
  }

  private static func describe(_ superview: String?) -> String {
    superview.map { "superview '\($0)'" } ?? "no superview"
  }
}
