/// An error about an input, at a place in a file when there is one: every reader's error, and
/// the errors that carry one up to the command line. It is written one way, here:
/// `file:line:column: message` (what editors and CI logs turn into a link), and for a person
/// at a terminal the offending line with a caret under the column.
public protocol LocatedError: Error, CustomStringConvertible {
  /// Where the problem is; nil when it is about no place in a file (a usage error).
  var fileLocation: FileLocation? { get }
  /// What is wrong, in words a user can act on, without the place.
  var message: String { get }
}

extension LocatedError {
  /// The error as one line: `form.yaml:14:9: unknown view 'nme' (did you mean 'name'?)`, or the
  /// message alone when it has no place.
  public var description: String { rendered(caret: false) }

  /// The one line, then the offending line with a caret under the column when it is known.
  public var rendered: String { rendered(caret: true) }

  /// The one line, and with `caret` the offending line with a caret under the column when it
  /// is known (a terminal shows it; logs keep one line per error).
  public func rendered(caret: Bool) -> String {
    guard let location = fileLocation else { return message }
    let line = "\(location): \(message)"
    guard caret, let under = location.caret else { return line }
    return line + "\n" + under
  }
}
