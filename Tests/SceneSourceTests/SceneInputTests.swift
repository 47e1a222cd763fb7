import FileLocations
import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import SceneSource

/// The one entry to the readers: which reader a path gets, and the refusals that come before
/// any reader (size, kind of file, encoding).
@Suite("Scene inputs")
struct SceneInputTests {
  @Test("the extension picks the reader, in any case; other extensions are not inputs")
  func readerChoice() throws {
    #expect(SceneInput.FileType(path: "a/Form.YAML") == .yaml)
    #expect(SceneInput.FileType(path: "Main.storyboard")?.isInterfaceBuilder == true)
    #expect(SceneInput.FileType(path: "Card.xib")?.isInterfaceBuilder == true)
    #expect(SceneInput.FileType(path: "dump.json")?.isFrameDump == true)
    #expect(SceneInput.FileType(path: "form.yml")?.isSceneFile == true)
    #expect(SceneInput.FileType(path: "README.md") == nil)
    #expect(SceneInput.FileType(path: "Makefile") == nil)
    let catalog = try DeviceCatalog.standard
    let examples = TestPackage.url("Examples")
    guard
      case .scenes(let yaml) = try SceneInput.load(
        path: examples.appendingPathComponent("form.yaml").path, catalog: catalog),
      case .scenes(let storyboard) = try SceneInput.load(
        path: examples.appendingPathComponent("sign-up.storyboard").path, catalog: catalog)
    else {
      Issue.record("a scene file or a storyboard did not read as scenes")
      return
    }
    #expect(yaml.interfaceBuilderScenes.isEmpty && !yaml.scenes.isEmpty)
    #expect(!storyboard.interfaceBuilderScenes.isEmpty)
  }

  @Test("text read by its file name's reader: scenes for scene files and IB documents only")
  func documentFromText() throws {
    let catalog = try DeviceCatalog.standard
    let yaml = try SceneInput.document(
      text: "name: Card\nviews: [{id: box}]\n", fileName: "card.yaml", catalog: catalog)
    #expect(yaml?.scenes.map(\.name) == ["Card"])
    #expect(try SceneInput.document(text: "[]", fileName: "dump.json", catalog: catalog) == nil)
    #expect(try SceneInput.document(text: "x", fileName: "notes.txt", catalog: catalog) == nil)
    do {
      _ = try SceneInput.document(text: "<document", fileName: "Main.storyboard", catalog: catalog)
      Issue.record("a broken storyboard was read")
    } catch {
      // The importer's own error, placed with the line's text from the text given.
      guard case .interfaceBuilder(.malformedXML, let location) = error else {
        Issue.record("expected the importer's malformed XML error, got \(error)")
        return
      }
      #expect(location.file == "Main.storyboard" && location.sourceLine == "<document")
    }
  }

  @Test("a file over 10 MB is refused before it is read")
  func tooLarge() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-large-\(UUID().uuidString).yaml")
    try Data(repeating: UInt8(ascii: "a"), count: 11_000_000).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = try DeviceCatalog.standard
    #expect(
      throws: SceneInputError.refused(
        .file(url.path, .fileTooLarge(bytes: 11_000_000, limit: SceneDocument.maximumFileSize)))
    ) { try SceneInput.load(path: url.path, catalog: catalog) }
    #expect(
      SceneFileError.file("big.yaml", .fileTooLarge(bytes: 11_000_000, limit: 10_485_760))
        .description
        == "big.yaml: the file is 10.5 MB, larger than the 10 MB layoutdb reads; split it into several files"
    )
  }

  @Test("missing files, directories, other extensions and binary files are refused by name")
  func unreadable() throws {
    let catalog = try DeviceCatalog.standard
    func message(_ path: String) -> String? {
      do {
        _ = try SceneInput.load(path: path, catalog: catalog)
        return nil
      } catch { return error.description }
    }
    #expect(
      message("no-such-file.yaml") == "no-such-file.yaml: cannot read the file: no such file")
    let directory = FileManager.default.temporaryDirectory.path
    #expect(message(directory) == "\(directory): cannot read the file: it is a directory")
    let readme = TestPackage.root.appendingPathComponent("README.md").path
    #expect(
      message(readme)
        == "\(readme): cannot read '.md' files; give a scene file (.yaml, .yml), an Interface Builder document (.storyboard, .xib) or a frame dump (.json)"
    )
    let binary = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-binary-\(UUID().uuidString).yaml")
    try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: binary)
    defer { try? FileManager.default.removeItem(at: binary) }
    #expect(message(binary.path) == "\(binary.path): the file is not UTF-8 text")
  }

  @Test("a symbolic link to a scene file reads the file it leads to; a dangling one says so")
  func symbolicLink() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = TestPackage.root.appendingPathComponent("Examples/multiline-label.yaml")
    let link = folder.appendingPathComponent("Linked.yaml")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene)
    let catalog = try DeviceCatalog.standard
    let input = try SceneInput.load(path: link.path, catalog: catalog)
    guard case .scenes(let document) = input else {
      Issue.record("expected scenes, got \(input)")
      return
    }
    #expect(document.scenes.map(\.name) == ["Growing label", "Short label"])
    let dangling = folder.appendingPathComponent("Dangling.yaml")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: folder.appendingPathComponent("gone.yaml"))
    #expect(throws: SceneInputError.self) {
      try SceneInput.load(path: dangling.path, catalog: catalog)
    }
    do {
      _ = try SceneInput.load(path: dangling.path, catalog: catalog)
    } catch {
      #expect(
        error.description
          == "\(dangling.path): cannot read the file: it is a symbolic link to a file that does not exist"
      )
    }
  }

  @Test("an Interface Builder document's error arrives typed, at the path as given, with its caret")
  func interfaceBuilderError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Card.xib").path
    try Data(
      """
      <?xml version="1.0"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <view>
            <rect key="frame" x="0" y="0" width="100" height="100"/>
          </view>
        </objects>
      </document>

      """.utf8
    ).write(to: URL(fileURLWithPath: path))
    let catalog = try DeviceCatalog.standard
    do {
      _ = try SceneInput.load(path: path, catalog: catalog)
      Issue.record("a view without an id was read")
    } catch {
      // The importer names the file by its last component; the error keeps that, and is
      // placed at the path the user gave.
      #expect(
        error
          == .interfaceBuilder(
            .missingID(fileName: "Card.xib", element: "view", line: 4),
            at: FileLocation(file: path, line: 4, column: 1, sourceLine: "    <view>")))
      #expect(
        error.rendered(caret: true)
          == "\(path):4:1: <view> has no id; every view and constraint needs one (re-save the"
          + " file in Xcode)\n    <view>\n^")
    }
  }
}
