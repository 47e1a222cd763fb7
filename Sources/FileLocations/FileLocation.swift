/// A position in an input file: 1-based line and column (columns count Unicode scalars, as
/// libYAML's marks do), and the text of that line so messages can show a caret under it.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as the user named it (`Examples/form.yaml`).
  public var file: String
  public var line: Int
  public var column: Int
  /// The line's text, without its newline; nil when the position is the whole file.
  public var sourceLine: String?

  public init(file: String, line: Int, column: Int, sourceLine: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
  }

  /// The file as a whole (missing, too large, not text, of a type layoutdb does not read):
  /// no line is at fault, so none is named (`missing.yaml: cannot read the file: no such
  /// file`, not `missing.yaml:1:1:`, which sends an editor to a line of a file that may not
  /// exist).
  public static func wholeFile(_ file: String) -> FileLocation {
    FileLocation(file: file, line: 0, column: 0)
  }

  /// Whether the location is a file as a whole (``wholeFile(_:)``), not a line of it.
  public var isWholeFile: Bool { line < 1 }

  /// `form.yaml:14:9`: what editors and CI logs turn into a link; the file alone for
  /// ``wholeFile(_:)``.
  public var description: String { isWholeFile ? file : "\(file):\(line):\(column)" }

  /// The line and a caret under the column:
  ///
  /// ```
  ///       - email.top == name.botom + 20
  ///                          ^
  /// ```
  ///
  /// Nil when the line is unknown. Tabs before the column are kept so the caret lines up in a
  /// terminal that expands them.
  public var caret: String? {
    guard let sourceLine else { return nil }
    let prefix = sourceLine.unicodeScalars.prefix(max(0, column - 1))
    let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
    return "\(sourceLine)\n\(padding)^"
  }

  /// The same line, `offset` scalars to the right (a position inside a string on that line).
  public func advanced(by offset: Int) -> FileLocation {
    var copy = self
    copy.column += offset
    return copy
  }
}
