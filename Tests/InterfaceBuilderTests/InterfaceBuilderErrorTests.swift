import CommandLineTesting
import FileLocations
import Foundation
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// End to end: broken Interface Builder documents through the built `layoutdb` binary, whose
/// one line on stderr must say where (the element's line, the attribute's column) and what.
@Suite("Interface Builder errors (the binary)")
struct InterfaceBuilderErrorTests {
  static let binary = LayoutDBCommand.binary

  /// `Examples/sign-up.storyboard`'s lines.
  static func signUpLines() throws -> [String] {
    try String(contentsOfFile: TestPackage.url("Examples/sign-up.storyboard").path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Writes `files` (name → text) to a fresh folder and runs `layoutdb ARGUMENTS` there.
  static func run(_ arguments: [String], files: [String: String]) throws
    -> LayoutDBCommand.Outcome
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-ib-errors-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return try LayoutDBCommand.run(arguments, in: folder)
  }

  /// The sign-up form with one string replaced.
  static func signUp(replacing old: String, with new: String) throws -> String {
    let text = try signUpLines().joined(separator: "\n")
    #expect(text.contains(old), "the example no longer has \(old)")
    return text.replacingOccurrences(of: old, with: new)
  }

  @Test(
    "constraints the importer cannot take are left out with file:line:column; the rest solves",
    .enabled(if: binary != nil, "build layoutdb first"))
  func skippedConstraints() throws {
    // Given the form with a misspelt attribute, a missing object, a constant that is no number
    // and a constraint UIKit would refuse (a width equal to a leading edge)
    var text = try Self.signUp(
      replacing: #"firstItem="titl-aa-01" firstAttribute="top""#,
      with: #"firstItem="titl-aa-01" firstAttribute="toppp""#)
    for (old, new) in [
      (
        #"firstAttribute="trailing" secondItem="titl-aa-01""#,
        #"firstAttribute="trailing" secondItem="ghst-aa-01""#
      ),
      (#"constant="38" id="c00-aa-001""#, #"constant="wide" id="c00-aa-001""#),
      (
        #"firstAttribute="leading" secondItem="cont-aa-01" secondAttribute="leading""#,
        #"firstAttribute="width" secondItem="cont-aa-01" secondAttribute="leading""#
      ),
    ] {
      #expect(text.contains(old))
      text = text.replacingOccurrences(of: old, with: new)
    }
    // When it is solved
    let outcome = try Self.run(["solve", "bad.storyboard"], files: ["bad.storyboard": text])
    // Then it lays out, and each constraint left out is named where it is and why
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let skipped = outcome.stdout.split(separator: "\n").filter { $0.contains("skipped") }
    #expect(
      skipped == [
        "! notModelled: bad.storyboard:47:96: constraint c01-aa-001 skipped: firstAttribute 'toppp' is not a layout attribute (did you mean 'top'?)",
        "! notModelled: bad.storyboard:48: constraint c01-aa-002 skipped: constraint 'titl-aa-01.width == cont-aa-01.leading + 20' relates incompatible attributes (a position to a size, or horizontal to vertical)",
        "! notModelled: bad.storyboard:49:95: constraint c01-aa-003 skipped: secondItem 'ghst-aa-01' names no object in the document",
        "! notModelled: bad.storyboard:52:118: constraint c01-aa-006 skipped: secondItem 'ghst-aa-01' names no object in the document",
        "! notModelled: bad.storyboard:40:99: constraint c00-aa-001 skipped: constant 'wide' is not a number",
      ])
    #expect(outcome.stdout.contains("titl-aa-01 [label]"))
  }

  @Test(
    "a number no layout can hold is an error at its value",
    .enabled(if: binary != nil, "build layoutdb first"))
  func corruptNumber() throws {
    let text = try Self.signUp(
      replacing: #"constant="38" id="c00-aa-001""#, with: #"constant="1e308" id="c00-aa-001""#)
    let outcome = try Self.run(["solve", "huge.storyboard"], files: ["huge.storyboard": text])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "huge.storyboard:40:99: <constraint> 'c00-aa-001' has constant=\"1e308\"; expected a"
        + " finite number within ±1000000\n")
  }

  @Test(
    "a negative numberOfLines is left out with a note, not a crash (a mutation crasher)",
    .enabled(if: binary != nil, "build layoutdb first"))
  func negativeNumberOfLines() throws {
    // Given the form's title label with a line count Xcode never writes
    let text = try Self.signUp(
      replacing: #"text="Create an account" lineBreakMode"#,
      with: #"text="Create an account" numberOfLines="-4" lineBreakMode"#)
    // When it is solved
    let outcome = try Self.run(["solve", "lines.storyboard"], files: ["lines.storyboard": text])
    // Then it lays out, the label keeps one line, and the note says where and why
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.split(separator: "\n").filter { $0.contains("skipped") } == [
        "! notModelled: lines.storyboard:22:213: numberOfLines of <label> 'titl-aa-01' skipped:"
          + " '-4' is not 0 (no limit) or a number of lines; the label keeps one line"
      ])
    let unchanged = try Self.run(
      ["solve", "form.storyboard"],
      files: ["form.storyboard": try Self.signUpLines().joined(separator: "\n")])
    let titleLine = { (stdout: String) in
      stdout.split(separator: "\n").first { $0.contains("titl-aa-01 [label]") }
    }
    #expect(titleLine(outcome.stdout) != nil)
    #expect(titleLine(outcome.stdout) == titleLine(unchanged.stdout))
  }

  @Test(
    "a truncated file says which element it ends in, at the end of its last line",
    .enabled(if: binary != nil, "build layoutdb first"))
  func truncated() throws {
    let lines = try Self.signUpLines()
    // Cut after a whole line (the e-mail field's font), and in the middle of a start tag.
    let afterLine = lines.prefix(29).joined(separator: "\n") + "\n"
    let inTag = lines.prefix(26).joined(separator: "\n") + "\n" + lines[26].prefix(80)
    let outcome = try Self.run(
      ["solve", "cut.storyboard"], files: ["cut.storyboard": afterLine])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "cut.storyboard:29:\(lines[28].count + 1): broken XML: the file ends inside"
        + " <textField> 'mail-aa-01' opened at line 27; it looks cut short\n")
    let tag = try Self.run(["solve", "tag.storyboard"], files: ["tag.storyboard": inTag])
    #expect(
      tag.stderr
        == "tag.storyboard:27:81: broken XML: the file ends in the middle of a tag inside"
        + " <subviews> opened at line 21; it looks cut short\n")
  }

  @Test(
    "xibs whose views share Xcode's default id record together, one scene per file",
    .enabled(if: binary != nil, "build layoutdb first"))
  func defaultIDsDoNotClash() throws {
    // Given two xibs whose top-level view is Xcode's default `iN0-l3-epB`
    let card = InterfaceBuilderSceneNameTests.xib([#"id="iN0-l3-epB""#])
    let banner = InterfaceBuilderSceneNameTests.xib([#"id="iN0-l3-epB" userLabel="Banner""#])
    // When both are recorded in one run, then solved again
    let outcome = try Self.run(
      ["record", "CardView.xib", "BannerView.xib", "--db", "layouts.sqlite"],
      files: [
        "CardView.xib": String(decoding: card, as: UTF8.self),
        "BannerView.xib": String(decoding: banner, as: UTF8.self),
      ])
    // Then the run holds both, named after their files
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("of 2 scene(s)"))
    let solved = try Self.run(
      ["solve", "CardView.xib"],
      files: ["CardView.xib": String(decoding: card, as: UTF8.self)])
    #expect(solved.stdout.hasPrefix("CardView @ "))
  }
}

@Suite("Interface Builder XML errors")
struct InterfaceBuilderXMLErrorTests {
  static func message(_ text: String) -> String? {
    do {
      _ = try InterfaceBuilderImporter.document(data: Data(text.utf8), fileName: "f.xib")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("XML errors are described in words, at libxml2's position")
  func described() {
    #expect(
      Self.message("<document>\n  <objects a=\"1\" a=\"2\"/>\n</document>\n")
        == "f.xib:2:23: broken XML: an attribute written twice on one element (XML error 42)")
    #expect(
      Self.message("<document>\n  <objects> & </objects>\n</document>\n")
        == "f.xib:2:14: broken XML: a '<' or '&' not followed by a name (write '&lt;' or '&amp;')"
        + " (XML error 68)")
    #expect(
      Self.message("<document>\n  <view id=\"v\">\n  </objects>\n</document>\n")
        == "f.xib:3:13: broken XML: a closing tag that does not match <view> 'v' opened at line 2"
        + " (XML error 76)")
    #expect(
      Self.message("") == "f.xib:1:1: broken XML: the file holds no XML element (is it empty?)")
    // A declaration without its version (the first line of every IB document), and a code
    // without words of its own: never Foundation's "The operation could not be completed".
    let unversioned = Self.message(
      "<?xml encoding=\"UTF-8\" standalone=\"no\"?>\n<document>\n</document>\n")
    #expect(
      unversioned?.hasPrefix("f.xib:1:") == true
        && unversioned?.hasSuffix(
          ": broken XML: the XML declaration has no version (Interface Builder writes <?xml"
            + " version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>) (XML error 96)") == true,
      "\(unversioned ?? "nil")")
    #expect(
      Self.message("<?xml version=\"1.0\"?>\n<document>\n<?xml version=\"1.0\"?>\n</document>\n")?
        .contains("operation could not be completed") == false)
    #expect(
      Self.message("<?xml version=\"1.0\" encoding=\"UT")
        == "f.xib:1:33: broken XML: the file ends before its first element; it looks cut short")
  }

  @Test("an error inside the file carries its FileLocation; one about the whole file has none")
  func locations() {
    let broken = InterfaceBuilderError.malformedXML(
      fileName: "f.xib", line: 2, column: 23, message: "an attribute written twice")
    #expect(broken.location == FileLocation(file: "f.xib", line: 2, column: 23))
    let missing = InterfaceBuilderError.missingID(fileName: "f.xib", element: "view", line: 7)
    #expect(missing.location == FileLocation(file: "f.xib", line: 7, column: 1))
    #expect(InterfaceBuilderError.legacyArchive(fileName: "f.xib").location == nil)
  }
}
