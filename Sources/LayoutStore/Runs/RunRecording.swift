import GRDB
import LayoutEngine

/// A run being written by ``RunStore/record(metadata:storeError:_:)``: layouts are added one
/// at a time inside its transaction, so a run of any size is recorded without holding it.
public struct RunRecording {
  var writer: RunWriter
  /// What the run's row says; changes to its solver seconds and `allEnvironments` are
  /// written when the recording ends.
  public var metadata: RunMetadata
  /// Baselines to make from the run once every layout is written.
  public var approvals: [BaselineApproval] = []
  /// The first write that failed: the transaction is rolled back even if the producer went on.
  var failure: LayoutStoreError?

  /// The database's path, for errors.
  let path: String

  init(writer: RunWriter, metadata: RunMetadata, path: String) {
    self.writer = writer
    self.metadata = metadata
    self.path = path
  }

  /// How many layouts were added so far.
  public var layoutCount: Int { writer.layoutCount }

  /// Writes one layout of the run, and its scene's file when the scene is new to the run.
  ///
  /// - Throws: ``LayoutStoreError``: a scene laid out twice in one environment, a non-finite
  ///   value, or SQLite's errors. The run is not stored then.
  public mutating func add(_ result: LayoutResult, source: SceneSource?)
    throws(LayoutStoreError)
  {
    do {
      try writer.add(result, source: source)
    } catch {
      let mapped = LayoutDatabase.storeError(
        error, path: path, operation: "recording run \(metadata.uuid)")
      failure = failure ?? mapped
      throw mapped
    }
  }

  /// Thrown through the transaction when the producer failed, so that it rolls back.
  struct Abandoned: Error {}
}
