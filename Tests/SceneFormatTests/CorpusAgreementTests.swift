import Foundation
import LayoutEngine
import Testing

@testable import SceneFormat

/// The corpus of real Interface Builder files (`shared/corpus/storyboards` beside this
/// checkout). Users' clones lack it, so these tests are skipped there.
enum Corpus {
  /// `/work/main/Tests/SceneFormatTests/X.swift` → `/work/shared/corpus/storyboards`; the
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
  /// The share of compared views within 0.5 pt reached so far (673 of 960 on 2026-11-22);
  /// the project's target is 98%. What remains, largest first: frames Xcode did not update or
  /// left ambiguous without marking them (`07`'s 4000-point labels, `20`'s table cells, `06`,
  /// `13`), multi-line text wrapping one line differently and widths 1–8 pt off (`04`, `16`,
  /// `19`, `21`), SF Symbol image sizes and alignment insets (`20`), Xcode 26 canvases with
  /// navigation items but no bar source (`02`, `11`), image-only buttons (`25`), nested scroll
  /// views (`01`, `02`).
  static let floor = 0.70

  @Test("every corpus file imports and lays out, and agreement stays above the floor")
  func agreement() throws {
    let report = try CorpusAgreement.measureDirectory(Corpus.directory)
    print(report.rendered(worst: 8))
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
    #expect(report.share >= Self.floor - 0.05)
  }
}
