import Foundation
import GRDB
import Testing

@testable import LayoutStore

/// Each table's record type names exactly the table's columns, so a column renamed or added by
/// a migration without its record fails here rather than on the one path that reads it.
@Suite("Record types and their tables")
struct RecordColumnsTests {
  /// A row of `table` with a value of its declared type in every column, and the columns in
  /// the table's order.
  static func sampleRow(_ table: String, in database: LayoutDatabase) throws -> (Row, [String]) {
    try database.read("reading \(table)'s columns") { db in
      let columns = try db.columns(in: table)
      var values: [String: (any DatabaseValueConvertible)?] = [:]
      for column in columns {
        switch column.type.uppercased() {
        case "INTEGER": values[column.name] = 1
        case "REAL": values[column.name] = 1.5
        case "BLOB": values[column.name] = Data([1, 2])
        default: values[column.name] = "text"
        }
      }
      return (Row(values), columns.map(\.name))
    }
  }

  static func expectColumns<Record: FetchableRecord & EncodableRecord>(
    _ type: Record.Type, table: String, in database: LayoutDatabase
  ) throws {
    let (row, columns) = try sampleRow(table, in: database)
    // Decoding needs a column for every property; encoding writes one per property.
    let record = try Record(row: row)
    #expect(try record.databaseDictionary.keys.sorted() == columns.sorted(), "\(type)")
  }

  @Test("every record type decodes from and encodes to exactly its table's columns")
  func recordsMatchTables() throws {
    let database = try StoreTesting.database()
    try Self.expectColumns(RunRecord.self, table: "run", in: database)
    try Self.expectColumns(SceneRecord.self, table: "scene", in: database)
    try Self.expectColumns(RunSceneRecord.self, table: "runScene", in: database)
    try Self.expectColumns(SourceTextRecord.self, table: "sourceText", in: database)
    try Self.expectColumns(EnvironmentRecord.self, table: "environment", in: database)
    try Self.expectColumns(SnapshotRecord.self, table: "snapshot", in: database)
    try Self.expectColumns(ViewPathRecord.self, table: "viewPath", in: database)
    try Self.expectColumns(LayoutRecord.self, table: "layout", in: database)
    try Self.expectColumns(ScrollMetricsRecord.self, table: "scrollMetrics", in: database)
    try Self.expectColumns(TextFieldRecord.self, table: "textField", in: database)
    try Self.expectColumns(DiagnosticRecord.self, table: "diagnostic", in: database)
    try Self.expectColumns(BaselineRecord.self, table: "baseline", in: database)
  }

  @Test("viewFrame's statements bind and read the table's columns in the table's order")
  func viewFrameColumns() throws {
    let (_, columns) = try Self.sampleRow("viewFrame", in: try StoreTesting.database())
    #expect(ViewFrameRecord.columns == columns)
  }
}
