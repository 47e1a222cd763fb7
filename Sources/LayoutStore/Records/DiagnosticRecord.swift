import GRDB
import LayoutEngine

/// A row of `diagnostic`: one of the engine's findings (or an importer's notes) about a
/// layout.
struct DiagnosticRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "diagnostic"

  var snapshotId: Int64
  var position: Int
  /// A `Diagnostic.Kind` raw value.
  var kind: String
  var message: String
  /// The view ids as a JSON array (``JSONStringList``), which sqlite3 users read with
  /// `json_each()`.
  var viewIds: String
  var log: String?
  /// ``Diagnostic/subject``: what the finding is about, in terms a rewording of `message`
  /// leaves alone (migration 0007 derived it for rows recorded before).
  var subject: String?

  init(snapshotId: Int64, position: Int, _ diagnostic: Diagnostic) {
    self.snapshotId = snapshotId
    self.position = position
    kind = diagnostic.kind.rawValue
    message = diagnostic.message
    viewIds = JSONStringList.encode(diagnostic.views)
    log = diagnostic.log
    subject = diagnostic.subject
  }

  /// The diagnostic as recorded; a kind this binary does not know reads as `notModelled`.
  var diagnostic: Diagnostic {
    Diagnostic(
      kind: Diagnostic.Kind(rawValue: kind) ?? .notModelled, message: message,
      views: JSONStringList.decode(viewIds) ?? [], subject: subject, log: log)
  }
}
