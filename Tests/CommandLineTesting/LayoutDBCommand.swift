import Foundation
import TestSupport

/// Runs the real, built `layoutdb` binary in end-to-end tests: what users run, with real files.
///
/// `swift test` builds the executables next to the test bundle; `binary` finds it there (or in
/// `.build/debug`), and is nil when it was not built, so suites can skip with a clear message.
public enum LayoutDBCommand {
  public static let binary: URL? = {
    var candidates: [URL] = []
    for bundle in Bundle.allBundles + [Bundle.main] {
      var directory = bundle.bundleURL
      // On Linux `Bundle.main` is the test runner in the products folder; on Darwin the test
      // bundle sits in it.
      for _ in 0..<3 {
        candidates.append(directory.appendingPathComponent("layoutdb"))
        directory = directory.deletingLastPathComponent()
      }
    }
    candidates.append(TestPackage.root.appendingPathComponent(".build/debug/layoutdb"))
    return candidates.first { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
    }
  }()

  /// Why end-to-end suites skip, if they must.
  public static let missingBinaryMessage =
    "the layoutdb binary is not built next to the tests; run `swift build` first"

  public struct Outcome: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  public enum Failure: Error, CustomStringConvertible {
    case notBuilt
    public var description: String { LayoutDBCommand.missingBinaryMessage }
  }

  /// Runs `layoutdb ARGUMENTS` in `directory` with the test process's environment minus the
  /// CI variables (so record modes and annotations do not depend on where tests run), plus
  /// `environment`. Both pipes are drained concurrently, so no output size can stall it.
  public static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> Outcome {
    guard let binary else { throw Failure.notBuilt }
    return try run(executable: binary, arguments, in: directory, environment: environment)
  }

  /// Runs another program (a script around `layoutdb`) the same way.
  public static func run(
    executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? TestPackage.root
    var variables = ProcessInfo.processInfo.environment
    for name in ["CI", "GITHUB_ACTIONS", "LAYOUTDB_DB", "LAYOUTDB_RECORD"] { variables[name] = nil }
    variables.merge(environment) { $1 }
    process.environment = variables
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stderr = ErrorOutput()
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      stderr.data = err.fileHandleForReading.readDataToEndOfFile()
      finished.signal()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    finished.wait()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.data, as: UTF8.self))
  }

  /// A fresh temporary folder for one test (removed when the test process exits).
  public static func temporaryFolder(_ name: String = "layoutdb-e2e") throws -> URL {
    try TemporaryFolder.make(name)
  }
}

/// Standard error, read on another thread (so both pipes drain at once).
private final class ErrorOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = Data()

  var data: Data {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
