import Foundation
import LayoutEngine
import SceneReading
import Testing

@testable import CorpusTools
@testable import InterfaceBuilder

/// The corpus of real Interface Builder files (`shared/corpus/storyboards` beside this
/// checkout). Users' clones lack it, so these tests are skipped there.
enum Corpus {
  /// `/work/main/Tests/InterfaceBuilderTests/X.swift` → `/work/shared/corpus/storyboards`; the
  /// `LAYOUTDB_CORPUS` environment variable overrides it.
  static let directory: URL = {
    if let path = ProcessInfo.processInfo.environment["LAYOUTDB_CORPUS"] {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("../../../shared/corpus/storyboards")
      .standardized
  }()

  static var isPresent: Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("MANIFEST.md").path)
  }
}

@Suite(
  "Corpus agreement with Xcode's stored frames",
  .enabled(
    if: Corpus.isPresent,
    "the corpus (../shared/corpus/storyboards) is not in this checkout; set LAYOUTDB_CORPUS"))
struct CorpusAgreementTests {
  /// The share of compared views within 0.5 pt reached so far (801 of 856 on 2026-11-25,
  /// with 102 views of 10 stale scenes not compared: see `StoredFrameCheck`); the project's
  /// target is 98%. What remains, largest first: a 2-line footnote label stored 59 high (no
  /// whole number of lines at its width) that moves 22 views of `19`, and four one-line labels
  /// of `13` stored 8–33 pt taller than anything but their own hugging asks (both look like
  /// frames Xcode did not update, yet every required constraint holds, so `StoredFrameCheck`
  /// cannot tell); SF Symbol alignment insets and glyph sizes (`20`, 8); a spacer in a stack
  /// (`08`); cell margins on Xcode 26's canvas
  /// (`22`); a root top margin 20 short of the safe area (`24`, and `19`'s scroll view).
  static let floor = 0.935
  /// The same without the text calibration (701 of 856 on 2026-11-25): the model alone.
  static let modelFloor = 0.818

  @Test("every corpus file imports and lays out, and agreement stays above the floor")
  func agreement() throws {
    // `LAYOUTDB_CORPUS_WORST=1000` lists every offender (for working on the model).
    let worst =
      ProcessInfo.processInfo.environment["LAYOUTDB_CORPUS_WORST"].flatMap { Int($0) } ?? 8
    let report = try CorpusAgreement.measureDirectory(Corpus.directory, worst: worst)
    print(report.rendered(worst: worst))
    #expect(report.files.count == 25)
    #expect(report.files.allSatisfy { $0.failures.isEmpty })
    #expect(report.share >= Self.floor, "overall agreement \(report.share)")
  }

  @Test("the text calibration's share of the agreement is reported")
  func withoutCalibration() throws {
    // The calibration copies a correction of the text model from the file; measuring without
    // it shows how much of the agreement the model earns alone.
    var options = InterfaceBuilderImporter.Options.canvas
    options.textCalibration = .none
    let report = try CorpusAgreement.measureDirectory(Corpus.directory, options: options)
    print("without text calibration: \(report.agreeing) of \(report.compared)")
    #expect(report.share >= Self.modelFloor)
  }
}
