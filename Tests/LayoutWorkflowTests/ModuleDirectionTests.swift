import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// The module graph of ARCHITECTURE.md, enforced: every `import` under `Sources/MODULE` must be
/// one MODULE may use. A new dependency is a decision, made here and in ARCHITECTURE.md.
@Suite("Module dependencies point down")
struct ModuleDirectionTests {
  /// What each module may import, beyond itself.
  static let allowed: [String: Set<String>] = [
    "TextFormats": [],
    "Cassowary": ["TextFormats"],
    "VisualFormat": [],
    "FileLocations": [],
    "ConstraintScript": ["Cassowary", "TextFormats"],
    "LayoutEngine": ["Cassowary", "TextFormats", "Foundation"],
    // What the readers share; no reader is below another.
    "SceneReading": ["LayoutEngine", "FileLocations", "Yams", "Foundation"],
    "InterfaceBuilder": [
      "SceneReading", "LayoutEngine", "FileLocations", "Foundation", "FoundationXML",
    ],
    "SceneScript": [
      "SceneReading", "LayoutEngine", "VisualFormat", "FileLocations", "Yams", "Foundation",
    ],
    "FrameDump": ["SceneReading", "LayoutEngine", "FileLocations", "Yams", "Foundation"],
    // The one entry to the readers: the workflow reads inputs through it, never a reader.
    "SceneSource": [
      "SceneReading", "InterfaceBuilder", "SceneScript", "FrameDump", "LayoutEngine",
      "FileLocations", "Foundation",
    ],
    "LayoutStore": ["LayoutEngine", "TextFormats", "GRDB", "GRDBSQLite", "Foundation"],
    "LayoutDiff": ["LayoutEngine", "FileLocations", "TextFormats", "Yams", "Foundation"],
    "LayoutReport": ["LayoutDiff", "LayoutEngine", "Foundation"],
    "LayoutWorkflow": [
      "SceneSource", "SceneReading", "LayoutStore", "LayoutDiff", "LayoutReport", "LayoutEngine",
      "TextFormats", "FileLocations", "Foundation",
    ],
    // The CLI parses arguments and prints; everything else is the workflow's.
    "layoutdb": ["ArgumentParser", "Foundation", "LayoutWorkflow"],
    // Corpus agreement is about Interface Builder documents only.
    "CorpusTools": [
      "InterfaceBuilder", "SceneReading", "LayoutEngine", "TextFormats", "Foundation",
    ],
    "layoutdb-bench": [
      "ConstraintScript", "LayoutEngine", "LayoutStore", "LayoutWorkflow", "GRDBSQLite",
      "Foundation",
    ],
    "layoutdb-fuzz": [
      // Each reader fuzzed by itself, as well as through the workflow.
      "SceneSource", "SceneReading", "InterfaceBuilder", "SceneScript", "FrameDump", "LayoutEngine",
      "LayoutDiff", "LayoutWorkflow", "VisualFormat", "Foundation",
    ],
    "embed-files": ["Foundation"],
    "EmbedFilesPlugin": ["PackagePlugin", "Foundation"],
  ]

  /// Every module imported by a Swift file under `folder`, with the file that imports it.
  static func imports(under folder: URL) -> [(module: String, file: String)] {
    var found: [(String, String)] = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift",
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.count >= 2, words[0] == "import" else { continue }
        found.append((String(words[1]), url.lastPathComponent))
      }
    }
    return found
  }

  @Test("no module imports one above it or beside it")
  func importsPointDown() throws {
    let sources = TestPackage.root.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    for module in modules where !module.hasPrefix(".") {
      guard let allowed = Self.allowed[module] else {
        Issue.record("Sources/\(module) is not in the module graph (ARCHITECTURE.md)")
        continue
      }
      for (imported, file) in Self.imports(under: sources.appendingPathComponent(module))
      where imported != module && !allowed.contains(imported) && !imported.hasPrefix("Glibc") {
        Issue.record("Sources/\(module)/…/\(file) imports \(imported), which \(module) may not")
      }
    }
  }
}
