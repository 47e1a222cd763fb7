/// A file's text split into lines once, to give locations their source line (and so error
/// messages their caret).
public struct SourceText: Sendable {
  public let fileName: String
  public let lines: [Substring]

  public init(fileName: String, text: String) {
    self.fileName = fileName
    // Split on "\n" only, keeping empty lines, so line numbers match libYAML's.
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The location of a 1-based line and column, with that line's text.
  public func location(line: Int, column: Int) -> FileLocation {
    let text = lines.indices.contains(line - 1) ? lines[line - 1] : nil
    let trimmed = text.map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    return FileLocation(file: fileName, line: line, column: column, sourceLine: trimmed)
  }
}
