import Foundation
import GRDBSQLite
import LayoutEngine
import LayoutStore

/// `layoutdb-bench storage`: the layout database's workloads.
///
/// 1. Record one run of N stacked rows (about N views) × E environments into a new file:
///    rows per second, and bytes the file grew per stored frame.
/// 2. Record the same layouts again as a second run (unchanged layouts are shared, not stored
///    again): time and growth.
/// 3. Approve the first run and read its baselines back as `LayoutResult`s (target: 100k
///    frames in under 100 ms).
/// 4. The limit: the raw SQLite C API inserting the same `viewFrame` rows (pixels computed
///    beforehand) in one transaction into the same schema (target: recording at ≥ 50% of it).
///
/// Prints one JSON line per workload; timings are medians over `--repeat` runs (default 3).
enum StorageBenchCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let options = try CountOptions(
      arguments, defaults: ["--repeat": 3, "--rows": 1000, "--environments": 100],
      command: "storage")
    let repeats = options["--repeat"]
    let rows = options["--rows"]
    let environmentCount = options["--environments"]
    do {
      let results = try layouts(rows: rows, environments: environmentCount)
      for line in try measure(results, repeats: repeats) { print(line) }
      return 0
    } catch {
      FileHandle.standardError.write(Data("layoutdb-bench storage: \(error)\n".utf8))
      return 1
    }
  }

  /// The stacked-rows scene laid out on `count` custom screens of different widths, at scales
  /// 2 and 3: every layout differs, so every frame is stored (the worst case for the store).
  static func layouts(rows: Int, environments count: Int) throws -> [LayoutResult] {
    var engine = try AutoLayoutEngine(scene: try SeedScenes.stackedRows(rows))
    var results: [LayoutResult] = []
    for index in 0..<count {
      let device = try Device.custom(
        width: Double(320 + 3 * index), height: Double(568 + 2 * index),
        scale: index % 2 == 0 ? 3 : 2)
      results.append(try engine.layout(in: Environment(device: device)))
    }
    return results
  }

  static func measure(_ results: [LayoutResult], repeats: Int) throws -> [String] {
    let frames = results.reduce(0) { $0 + $1.views.count }
    var record: [Double] = []
    var again: [Double] = []
    var read: [Double] = []
    var readAgain: [Double] = []
    var raw: [Double] = []
    var bytesPerFrame = 0.0
    var secondRunBytes = 0.0
    for _ in 0..<repeats {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutdb-bench-\(UUID().uuidString.prefix(8))")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("layouts.sqlite").path
      let clock = ContinuousClock()

      var database = try LayoutDatabase(path: path)
      try database.close()
      let empty = try fileSize(path)
      database = try LayoutDatabase(path: path)
      let first = RunMetadata(toolVersion: "bench")
      var start = clock.now
      try database.runs.record(results, metadata: first)
      record.append(start.duration(to: clock.now).milliseconds)
      try database.close()
      let afterFirst = try fileSize(path)
      bytesPerFrame = Double(afterFirst - empty) / Double(frames)

      database = try LayoutDatabase(path: path)
      start = clock.now
      try database.runs.record(results, metadata: RunMetadata(toolVersion: "bench"))
      again.append(start.duration(to: clock.now).milliseconds)
      try database.baselines.approve(
        run: first.uuid.uuidString, approvedBy: "bench", reason: "benchmark")
      try database.close()
      secondRunBytes = Double(try fileSize(path) - afterFirst)

      database = try LayoutDatabase(path: path, mode: .readOnly)
      start = clock.now
      let baselines = try database.baselines.current()
      read.append(start.duration(to: clock.now).milliseconds)
      start = clock.now
      _ = try database.baselines.current()
      readAgain.append(start.duration(to: clock.now).milliseconds)
      guard baselines.reduce(0, { $0 + $1.result.views.count }) == frames else {
        throw BenchFailure("the baselines read back hold a different number of frames")
      }
      try database.close()

      raw.append(try rawInsert(results, folder: folder))
    }
    let recordMs = EngineBenchCommand.median(record)
    let rawMs = EngineBenchCommand.median(raw)
    func perSecond(_ ms: Double) -> String { String(format: "%.0f", Double(frames) / ms * 1000) }
    let fixed = EngineBenchCommand.fixed
    return [
      EngineBenchCommand.json([
        ("workload", "\"record-run\""), ("layouts", "\(results.count)"), ("frames", "\(frames)"),
        ("record_ms", fixed(recordMs)), ("rows_per_s", perSecond(recordMs)),
        ("bytes_per_frame", fixed(bytesPerFrame)),
      ]),
      EngineBenchCommand.json([
        ("workload", "\"record-unchanged-run\""), ("frames", "\(frames)"),
        ("record_ms", fixed(EngineBenchCommand.median(again))),
        ("bytes_per_frame", fixed(secondRunBytes / Double(frames))),
      ]),
      EngineBenchCommand.json([
        ("workload", "\"read-baseline\""), ("frames", "\(frames)"),
        ("read_ms", fixed(EngineBenchCommand.median(read))),
        ("read_again_ms", fixed(EngineBenchCommand.median(readAgain))),
        ("rows_per_s", perSecond(EngineBenchCommand.median(read))),
      ]),
      EngineBenchCommand.json([
        ("workload", "\"raw-sqlite-insert\""), ("frames", "\(frames)"), ("insert_ms", fixed(rawMs)),
        ("rows_per_s", perSecond(rawMs)),
        ("record_vs_raw", fixed(rawMs / recordMs)),
      ]),
    ]
  }

  /// The same `viewFrame` rows through the SQLite C API in one transaction, into a new file
  /// with layoutdb's schema and pragmas (WAL, synchronous NORMAL). Returns milliseconds.
  static func rawInsert(_ results: [LayoutResult], folder: URL) throws -> Double {
    let path = folder.appendingPathComponent("raw.sqlite").path
    try LayoutDatabase(path: path).close()
    // Pixels computed before the clock starts: this is the insert alone.
    var rows: [[Int64]] = []
    for (snapshot, result) in results.enumerated() {
      let scale = result.environment.scale
      for (position, view) in result.views.enumerated() {
        let values = [
          view.frame.x, view.frame.y, view.frame.width, view.frame.height, view.windowFrame.x,
          view.windowFrame.y, view.windowFrame.width, view.windowFrame.height,
        ].map { Int64(($0 * scale).rounded()) }
        rows.append([Int64(snapshot + 1), Int64(position), Int64(position + 1), 0] + values)
      }
    }
    var connection: OpaquePointer?
    guard sqlite3_open(path, &connection) == SQLITE_OK, let db = connection else {
      throw BenchFailure("cannot open \(path)")
    }
    defer { sqlite3_close(db) }
    func exec(_ sql: String) throws {
      guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
        throw BenchFailure(String(cString: sqlite3_errmsg(db)))
      }
    }
    try exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF")
    let clock = ContinuousClock()
    let start = clock.now
    try exec("BEGIN IMMEDIATE")
    var statement: OpaquePointer?
    let sql = """
      INSERT INTO viewFrame (snapshotId, position, viewPathId, isHidden, xPixels, yPixels,
        widthPixels, heightPixels, windowXPixels, windowYPixels, windowWidthPixels,
        windowHeightPixels, ulpCorrections)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
      """
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
      throw BenchFailure(String(cString: sqlite3_errmsg(db)))
    }
    defer { sqlite3_finalize(statement) }
    for row in rows {
      for (index, value) in row.enumerated() {
        sqlite3_bind_int64(statement, Int32(index + 1), value)
      }
      guard sqlite3_step(statement) == SQLITE_DONE else {
        throw BenchFailure(String(cString: sqlite3_errmsg(db)))
      }
      sqlite3_reset(statement)
    }
    try exec("COMMIT")
    return start.duration(to: clock.now).milliseconds
  }

  static func fileSize(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.size] as? NSNumber)?.intValue ?? 0
  }

  struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
