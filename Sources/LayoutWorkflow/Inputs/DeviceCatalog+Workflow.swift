import LayoutEngine

extension DeviceCatalog {
  /// The catalog compiled into the binary, its failure (a build that lost its data files) as
  /// a ``WorkflowError`` so that commands report it like any other.
  static func compiledIn() throws(WorkflowError) -> DeviceCatalog {
    do {
      return try DeviceCatalog.standard
    } catch {
      throw .catalog(error)
    }
  }
}
