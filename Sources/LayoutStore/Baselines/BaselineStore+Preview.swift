import Foundation
import GRDB

extension BaselineStore {
  /// What ``approve(run:scenes:environments:track:approvedBy:reason:retiresGone:at:)`` would
  /// do, without doing it: the same approval in a transaction that is rolled back, so the
  /// preview can never disagree with the real thing.
  public func previewApproval(
    run: String, scenes: [String]? = nil, environments: [String]? = nil, track: String = "main",
    retiresGone: Bool = true, at date: Date = Date()
  ) throws(LayoutStoreError) -> BaselineChanges {
    var previewed: BaselineChanges?
    do {
      try database.write("previewing the approval of run \(run)") { db in
        previewed = try Self.approve(
          db, runID: try RunStore.resolve(db, run: run),
          BaselineApproval(
            track: track, approvedBy: "preview", reason: "preview", scenes: scenes,
            environments: environments, retiresGone: retiresGone), at: date)
        throw Rollback()
      }
    } catch {
      if let previewed { return previewed }
      throw error
    }
    return previewed ?? BaselineChanges()
  }

  /// Thrown to roll the preview's transaction back.
  private struct Rollback: Error {}
}
