/// Where something was written in a script: file, 1-based line and column, and the line's text
/// so that an error can be shown with a caret under it.
public struct LCSSourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file name as the caller gave it (a path, or a name for inline text).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column in characters; one past the last character for "missing token" errors.
  public var column: Int
  /// The whole line, without its line break.
  public var lineText: String

  /// A location; `column` may be one past the end of `lineText`.
  public init(file: String, line: Int, column: Int, lineText: String) {
    self.file = file
    self.line = line
    self.column = column
    self.lineText = lineText
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// The line followed by a caret under the column. Tabs before the column are copied so that
  /// the caret lines up however wide the reader's tabs are.
  public var caretRendering: String {
    var marker = ""
    for character in lineText.prefix(max(column - 1, 0)) {
      marker.append(character == "\t" ? "\t" : " ")
    }
    // A missing token is pointed at past the end of the line.
    let shortfall = column - 1 - lineText.count
    if shortfall > 0 { marker += String(repeating: " ", count: shortfall) }
    return lineText + "\n" + marker + "^"
  }
}
