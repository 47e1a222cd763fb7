import Foundation

/// Debian's `chromium`, run headless on a file: the real browser the report must open in.
enum Chromium {
  /// The browser: `LAYOUTDB_CHROMIUM` if set (nil when that is not an executable), else the
  /// first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`.
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["LAYOUTDB_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether browser tests must run: chromium is here, or CI is set (CI installs chromium,
  /// so there a missing browser fails the test instead of skipping it).
  static var testsEnabled: Bool {
    executable != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The DOM chromium parsed from `file`, serialized (`--dump-dom`).
  static func dumpDOM(of file: URL) throws -> String {
    try load(file).dom
  }

  /// What chromium made of a page: its serialized DOM and the console messages it logged.
  struct Page {
    var dom: String
    /// Lines of chromium's log that carry a console message (`…:CONSOLE:1] "Uncaught…"`):
    /// script errors and `console.*` calls. A page without scripts logs none.
    var consoleMessages: [String]
  }

  /// Loads `file`, logging to stderr (`--enable-logging=stderr --v=0`) to catch console
  /// messages.
  static func load(_ file: URL) throws -> Page {
    let (output, log) = try run(
      ["--enable-logging=stderr", "--v=0", "--dump-dom", file.absoluteString],
      capturingOutput: true)
    let messages = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return Page(dom: output, consoleMessages: messages)
  }

  /// A PNG screenshot of `file` at `width`×`height` CSS pixels.
  static func screenshot(of file: URL, to png: URL, width: Int, height: Int) throws {
    _ = try run(
      [
        "--screenshot=\(png.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
        file.absoluteString,
      ],
      capturingOutput: false)
  }

  /// Runs the browser headless with a fresh profile; kills it after 90 s so a test never
  /// hangs (a guard, not a timed assertion).
  private static func run(_ arguments: [String], capturingOutput: Bool) throws -> (
    output: String, log: String
  ) {
    guard let executable else {
      throw Failure(
        description: "chromium was not found on PATH (apt-get install chromium, or set "
          + "LAYOUTDB_CHROMIUM); CI is set, so the browser test fails instead of skipping")
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputFile = scratch.appendingPathComponent("stdout")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    defer { try? output.close() }
    let logFile = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
    let log = try FileHandle(forWritingTo: logFile)
    defer { try? log.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
      ] + arguments
    // Output goes to a file, not a pipe: a big DOM would fill a pipe's buffer and block.
    process.standardOutput = output
    process.standardError = log
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + 90) == .timedOut {
      process.terminate()
      _ = finished.wait(timeout: .now() + 5)
      throw Failure(description: "chromium did not finish within 90 s: \(arguments)")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with \(process.terminationStatus): \(arguments)")
    }
    guard capturingOutput else { return ("", "") }
    return (
      String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
      String(decoding: try Data(contentsOf: logFile), as: UTF8.self)
    )
  }
}

/// The serialized DOM, cut into the parts tests ask about.
struct DumpedDOM {
  let html: String

  /// Each `<section …>…</section>` element (sections do not nest in the report).
  var sections: [String] {
    html.components(separatedBy: "<section ").dropFirst().map { chunk in
      let end = chunk.range(of: "</section>")?.lowerBound ?? chunk.endIndex
      return "<section " + chunk[..<end]
    }
  }

  /// The value of an attribute on the first element of `element`'s text.
  static func attribute(_ name: String, in element: String) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// The start tags of the elements named `tag` whose class list contains every class given.
  static func elements(_ tag: String, classes: [String], in html: String) -> [String] {
    html.components(separatedBy: "<\(tag) ").dropFirst().compactMap { chunk in
      guard let end = chunk.firstIndex(of: ">") else { return nil }
      let tagText = "<\(tag) " + chunk[..<end] + ">"
      let list = (attribute("class", in: tagText) ?? "").split(separator: " ").map(String.init)
      return classes.allSatisfy(list.contains) ? tagText : nil
    }
  }
}

extension DumpedDOM {
  /// Each `<svg …>…</svg>` element in `html` (drawings do not nest).
  static func drawings(in html: String) -> [String] {
    html.components(separatedBy: "<svg ").dropFirst().map { chunk in
      let end = chunk.range(of: "</svg>")?.lowerBound ?? chunk.endIndex
      return "<svg " + chunk[..<end]
    }
  }

  /// The drawing of one side (`baseline`, `current` or `overlay`) in `html`.
  static func drawing(_ side: String, in html: String) -> String? {
    drawings(in: html).first { attribute("data-side", in: $0) == side }
  }
}
