import Foundation

/// The folders tests write in. They all live under one folder per test process, removed when
/// the process exits, so `swift test` leaves nothing behind in the system's temporary folder
/// (it used to leave several hundred folders per run, one per end-to-end test).
public enum TemporaryFolder {
  /// This process's folder, made on first use; its removal is registered with `atexit` then.
  public static let root: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "layoutdb-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    // A folder of an earlier process that had the same id and did not exit normally.
    try? FileManager.default.removeItem(at: url)
    atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
    return url
  }()

  /// A new empty folder named `name-XXXXXXXX` for one test.
  public static func make(_ name: String) throws -> URL {
    let url = root.appendingPathComponent(
      "\(name)-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
