import Foundation

/// Progress of a long run (scenes × environments) on standard error: a line rewritten in place
/// when stderr is a terminal, nothing at all otherwise (CI logs stay clean, and CI means quiet
/// even on a terminal: see ``ContinuousIntegration``).
public final class ProgressReporter: @unchecked Sendable {
  private let isEnabled: Bool
  private let lock = NSLock()
  private var lastWidth = 0

  /// A reporter that prints only when stderr is a terminal and not on CI.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    isEnabled =
      isatty(FileHandle.standardError.fileDescriptor) == 1
      && !ContinuousIntegration.isRunning(environment: environment)
  }

  /// A reporter that never prints (library callers, tests).
  public static let silent = ProgressReporter(enabled: false)

  private init(enabled: Bool) { isEnabled = enabled }

  /// Shows `done` of `total` with what is being worked on.
  public func update(_ done: Int, of total: Int, _ what: String) {
    guard isEnabled else { return }
    let line = "[\(done)/\(total)] \(what)"
    lock.withLock {
      let padding = String(repeating: " ", count: max(0, lastWidth - line.count))
      lastWidth = line.count
      FileHandle.standardError.write(Data(("\r" + line + padding).utf8))
    }
  }

  /// Clears the progress line so the next output starts on a clean line.
  public func finish() {
    guard isEnabled else { return }
    lock.withLock {
      guard lastWidth > 0 else { return }
      FileHandle.standardError.write(
        Data(("\r" + String(repeating: " ", count: lastWidth) + "\r").utf8))
      lastWidth = 0
    }
  }
}
