import Foundation
import Testing

@testable import LayoutDiff

@Suite("The diff section of layoutdb.yaml")
struct DiffConfigurationReaderTests {
  @Test("the sample file reads into tolerance, severities and rules")
  func sample() throws {
    let url = try #require(
      Bundle.module.url(forResource: "layoutdb", withExtension: "yaml", subdirectory: "Fixtures"))
    let configuration = try DiffConfiguration(contentsOf: url)
    #expect(configuration.tolerance == 0.5)
    #expect(configuration.minorChangeLimit == 2)
    #expect(configuration.severities == [.viewAdded: .error, .contentSizeChanged: .info])
    #expect(
      configuration.ignore == [
        IgnoreRule(
          views: [NamePattern("spinner"), NamePattern("root/banner/*")],
          attributes: [.x, .width], reason: "the banner animates in"),
        IgnoreRule(
          scenes: [NamePattern("Legacy*")],
          environments: [NamePattern("*/landscape/*"), NamePattern("ipad-pro-13-m4")]),
        IgnoreRule(diagnostics: [.overlappingSiblings, .notModelled]),
      ])
  }

  @Test("no file section, an empty file or an empty section give the defaults")
  func defaults() throws {
    for text in ["", "record: {}\n", "diff:\n", "diff: {}\n"] {
      #expect(try DiffConfiguration(yaml: text) == DiffConfiguration())
    }
    #expect(DiffConfiguration().tolerance == nil)
    #expect(DiffConfiguration().minorChangeLimit == 1)
  }

  @Test(
    "mistakes are reported at their line and column, with a caret",
    arguments: [
      (
        "diff:\n  toleranse: 1\n",
        "layoutdb.yaml:2:3: unknown key 'toleranse' in 'diff' (did you mean 'tolerance'?)\n"
          + "  toleranse: 1\n  ^"
      ),
      (
        "diff:\n  tolerance: -1\n",
        "layoutdb.yaml:2:14: invalid value '-1' for 'tolerance': expected a number of points, "
          + "0 or more\n  tolerance: -1\n             ^"
      ),
      (
        "diff:\n  severities:\n    viewAdded: fatal\n",
        "layoutdb.yaml:3:16: invalid value 'fatal' for 'viewAdded': expected one of 'info', "
          + "'warning', 'error'\n    viewAdded: fatal\n               ^"
      ),
      (
        "diff:\n  severities:\n    viewAddded: error\n",
        "layoutdb.yaml:3:5: unknown key 'viewAddded' in 'severities' (did you mean "
          + "'viewAdded'?)\n    viewAddded: error\n    ^"
      ),
      (
        "diff:\n  ignore:\n    - views: [a]\n      attributes: [wdth]\n",
        "layoutdb.yaml:4:20: invalid value 'wdth' for 'attributes': expected one of 'x', 'y', "
          + "'width', 'height', 'window', 'visibility', 'presence', 'hierarchy', 'scrolling', "
          + "'contentSize', 'keyboard', 'diagnostics' (did you mean 'width'?)\n"
          + "      attributes: [wdth]\n                   ^"
      ),
      (
        "diff:\n  ignore:\n    - reason: everything\n",
        "layoutdb.yaml:3:7: an ignore rule must name at least one of 'scenes', 'environments', "
          + "'views', 'attributes' or 'diagnostics' (an empty rule would ignore every change)\n"
          + "    - reason: everything\n      ^"
      ),
      (
        "diff:\n  ignore: {views: a}\n",
        "layoutdb.yaml:2:11: 'ignore' must be a list of rules\n  ignore: {views: a}\n          ^"
      ),
      (
        "diff:\n  tolerance: [1\n",
        "layoutdb.yaml:3:1: malformed YAML: did not find expected ',' or ']'\n\n^"
      ),
    ])
  func errors(yaml: String, message: String) {
    let error = #expect(throws: DiffConfigurationError.self) {
      try DiffConfiguration(yaml: yaml)
    }
    #expect(error?.rendered == message)
    // Logs get the first line alone.
    #expect(error?.description == message.components(separatedBy: "\n").first)
  }

  @Test("a missing file names its path")
  func missingFile() {
    let url = URL(fileURLWithPath: "/nonexistent/layoutdb.yaml")
    let error = #expect(throws: DiffConfigurationError.self) {
      try DiffConfiguration(contentsOf: url)
    }
    guard case .unreadableFile(let path, _) = error else {
      Issue.record("expected unreadableFile, got \(String(describing: error))")
      return
    }
    #expect(path == "/nonexistent/layoutdb.yaml")
    #expect(error?.location == nil)
    // Our words, not Foundation's ("The operation could not be completed…").
    #expect(
      error?.description
        == "cannot read the configuration file '/nonexistent/layoutdb.yaml': no such file")
  }

  @Test(
    "a FIFO-like file, one over 10 MB or one that is not UTF-8 is refused without reading on",
    arguments: [
      ("/dev/zero", "it is not a regular file"),
      ("big", "it is larger than the 10 MB layoutdb reads; expected a small configuration file"),
      ("latin1", "it is not UTF-8 text"),
    ])
  func refusedFiles(name: String, reason: String) throws {
    var url = URL(fileURLWithPath: name)
    if !name.hasPrefix("/") {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutdb-config-\(UUID().uuidString).yaml")
      let data =
        name == "big"
        ? Data(repeating: UInt8(ascii: "#"), count: 10 * 1024 * 1024 + 1)
        : Data("diff:\n  tolerance: 0.5 # caf".utf8) + [0xE9] + Data("\n".utf8)
      try data.write(to: url)
    }
    defer { if !name.hasPrefix("/") { try? FileManager.default.removeItem(at: url) } }
    #expect(throws: DiffConfigurationError.unreadableFile(path: url.path, reason: reason)) {
      try DiffConfiguration(contentsOf: url)
    }
  }
}
