import GRDB

extension LayoutDatabase {
  /// The schema as text: every table, index and view with its SQL, in type and name order.
  /// A test compares it with a reviewed snapshot, so an edit to a shipped migration shows.
  public func schemaDump() throws(LayoutStoreError) -> String {
    try read("dumping the schema") { db in
      let rows = try String.fetchAll(
        db,
        sql: """
          SELECT type || ' ' || name || char(10) || sql || ';' FROM sqlite_master
          WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'
          ORDER BY type, name
          """)
      return rows.joined(separator: "\n\n") + "\n"
    }
  }

  /// A pragma's value as text (tests and doctor).
  func pragma(_ name: String) throws(LayoutStoreError) -> String {
    try read("reading pragma \(name)") { db in
      try String.fetchOne(db, sql: "PRAGMA \(name)") ?? ""
    }
  }

  /// Runs statements in one transaction (tests that damage a database on purpose).
  func execute(_ sql: String) throws(LayoutStoreError) {
    try write("running a statement") { db in try db.execute(sql: sql) }
  }
}

extension LayoutDatabase {
  /// The first column of the first row of a query, as text (tests).
  func scalar(_ sql: String) throws(LayoutStoreError) -> String {
    try read("running a query") { db in try String.fetchOne(db, sql: sql) ?? "" }
  }
}

extension LayoutDatabase {
  /// Every row of a query, each value as text (NULL as `NULL`): the cookbook's tests.
  func rows(_ sql: String) throws(LayoutStoreError) -> [[String]] {
    try read("running a query") { db in
      try Row.fetchAll(db, sql: sql).map { row in
        row.databaseValues.map { value in
          value.isNull ? "NULL" : String.fromDatabaseValue(value) ?? value.description
        }
      }
    }
  }
}
