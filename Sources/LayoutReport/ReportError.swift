/// A report that could not be written.
public enum ReportError: Error, Equatable, Sendable, CustomStringConvertible {
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      "cannot write the report to '\(path)': \(reason) (check that the folder is writable)"
    }
  }
}
