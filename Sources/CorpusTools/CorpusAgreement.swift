import Foundation
import InterfaceBuilder
import LayoutEngine
import SceneReading
import TextFormats

/// The corpus oracle: how closely layoutdb reproduces the frames Xcode stored in Interface
/// Builder documents.
///
/// Xcode writes each view's frame (`<rect key="frame">`) as its own Auto Layout engine solved
/// it on the document's canvas, so importing a document, laying every scene out in its design
/// environment and comparing frames measures agreement with Apple's engine. Compared are the
/// frames in the superview's coordinates, on the pixel grid, as Xcode stores them, except:
/// root views (their size is the canvas, an input), views marked `misplaced="YES"` or
/// `ambiguous="YES"` (their stored frames are not what the constraints give), and views whose
/// frame the importer copied from the file (cells, cell content views, `fixedFrame` views).
///
/// ```swift
/// let file = try CorpusAgreement.measure(contentsOf: url)
/// print(file.rendered())   // 12-element-authentication.xib: 31 of 33 within 0.5 pt (93.9%) …
/// ```
public enum CorpusAgreement {
  /// One view whose computed frame differs from the stored one.
  public struct Offender: Sendable, Hashable, CustomStringConvertible {
    public var scene: String
    public var viewID: String
    public var kind: ViewKind
    /// `root/…/view`, by ids.
    public var path: String
    public var stored: Rect
    public var computed: Rect
    /// The largest difference of x, y, width and height, in points.
    public var error: Double

    public var description: String {
      let off = NumberText.format((error * 100).rounded() / 100)
      return "\(viewID) [\(kind.rawValue)] in '\(scene)': stored \(stored), computed \(computed)"
        + " (off by \(off))"
    }
  }

  /// The agreement of one document.
  public struct FileReport: Sendable, Hashable {
    public var fileName: String
    /// Views whose frames were compared.
    public var compared: Int
    /// Compared views within the tolerance on x, y, width and height.
    public var agreeing: Int
    /// Views not compared because IB marks them misplaced or ambiguous.
    public var skippedMisplacedOrAmbiguous: Int
    /// Views not compared because their scene's stored frames violate one of its required
    /// constraints: Xcode did not lay the scene out again after its last edit, so none of
    /// its frames is the solver's output for the constraints it has (see `StoredFrameCheck`).
    public var skippedStale: Int
    /// The stale scenes, each with the first violated constraint.
    public var staleScenes: [String]
    /// Views not compared because their frame comes from the file (not modelled).
    public var skippedFromFile: Int
    /// Scene roots (the canvas: an input, not compared).
    public var roots: Int
    /// Compared views of classes the importer approximates (see `importDiagnostics`).
    public var approximated: Int
    /// Labels whose text model was calibrated from the file.
    public var calibratedLabels: Int
    /// The worst disagreements, largest first.
    public var worst: [Offender]
    /// Scenes the engine refused, with the reason; their views count as disagreeing.
    public var failures: [String]

    /// `agreeing / compared` (1 when nothing was compared).
    public var share: Double { compared == 0 ? 1 : Double(agreeing) / Double(compared) }

    /// A report paragraph: the counts, then the worst offenders.
    public func rendered(worst count: Int = 5) -> String {
      var lines = [
        "\(fileName): \(agreeing) of \(compared) within tolerance (\(percent(share)))"
          + "; skipped \(skippedMisplacedOrAmbiguous) misplaced/ambiguous,"
          + (skippedStale > 0 ? " \(skippedStale) in stale scenes," : "")
          + " \(skippedFromFile) from file, \(roots) roots"
          + (approximated > 0 ? "; \(approximated) approximated" : "")
          + (calibratedLabels > 0 ? "; \(calibratedLabels) labels calibrated" : "")
      ]
      lines += failures.map { "  ! \($0)" }
      lines += staleScenes.map { "  ~ stale scene \($0)" }
      lines += worst.prefix(count).map { "  - \($0)" }
      return lines.joined(separator: "\n")
    }
  }

  /// A whole corpus.
  public struct Report: Sendable, Hashable {
    public var files: [FileReport]
    public var compared: Int { files.map(\.compared).reduce(0, +) }
    public var agreeing: Int { files.map(\.agreeing).reduce(0, +) }
    /// Views in stale scenes, not compared.
    public var skippedStale: Int { files.map(\.skippedStale).reduce(0, +) }
    public var share: Double { compared == 0 ? 1 : Double(agreeing) / Double(compared) }

    /// Every file's paragraph, then the overall line.
    public func rendered(worst count: Int = 5) -> String {
      (files.map { $0.rendered(worst: count) }
        + [
          "overall: \(agreeing) of \(compared) views within tolerance (\(percent(share)))"
            + "; \(skippedStale) views in stale scenes not compared"
        ])
        .joined(separator: "\n")
    }
  }

  /// Measures one document.
  /// - Parameters:
  ///   - tolerance: the largest difference of x, y, width or height that agrees (0.5 pt).
  ///   - worst: how many offenders to keep.
  /// - Throws: `InterfaceBuilderError` when the document cannot be imported; a scene the
  ///   engine refuses is reported in `failures` instead.
  public static func measure(
    contentsOf url: URL, options: InterfaceBuilderImporter.Options = .canvas,
    tolerance: Double = 0.5, worst: Int = 10
  ) throws(InterfaceBuilderError) -> FileReport {
    let document = try InterfaceBuilderImporter.document(contentsOf: url, options: options)
    return measure(document, tolerance: tolerance, worst: worst)
  }

  /// Measures an imported document.
  public static func measure(_ document: SceneDocument, tolerance: Double = 0.5, worst: Int = 10)
    -> FileReport
  {
    var report = FileReport(
      fileName: document.fileName, compared: 0, agreeing: 0, skippedMisplacedOrAmbiguous: 0,
      skippedStale: 0, staleScenes: [], skippedFromFile: 0, roots: 0, approximated: 0,
      calibratedLabels: 0, worst: [],
      failures: [])
    var offenders: [Offender] = []
    for scene in document.scenes {
      guard let info = document.interfaceBuilderScenes[scene.name],
        let environment = document.designEnvironments[scene.name]
      else { continue }
      report.calibratedLabels += info.textCalibration.count
      let stale = StoredFrameCheck(scene: scene, storedFrames: info.storedFrames)
        .violations(approximated: info.approximated)
      var candidates: [View] = []
      for view in scene.views {
        if view.id == info.rootViewID {
          report.roots += 1
        } else if info.misplaced.contains(view.id) || info.ambiguous.contains(view.id) {
          report.skippedMisplacedOrAmbiguous += 1
        } else if !stale.isEmpty {
          report.skippedStale += 1
        } else if info.framesFromFile.contains(view.id) {
          report.skippedFromFile += 1
        } else if info.storedFrames[view.id] != nil {
          candidates.append(view)
        }
      }
      if let first = stale.first {
        report.staleScenes.append(
          "'\(scene.name)': \(first)"
            + (stale.count > 1 ? " and \(stale.count - 1) more" : ""))
      }
      report.compared += candidates.count
      report.approximated += candidates.filter { info.approximated.contains($0.id) }.count
      let result: LayoutResult
      do {
        var engine = try AutoLayoutEngine(scene: scene)
        result = try engine.layout(in: environment)
      } catch {
        report.failures.append("scene '\(scene.name)': \(error)")
        continue
      }
      for view in candidates {
        guard let stored = info.storedFrames[view.id], let computed = result[view: view.id]?.frame
        else { continue }
        let error = max(
          abs(stored.x - computed.x), abs(stored.y - computed.y),
          abs(stored.width - computed.width), abs(stored.height - computed.height))
        if error <= tolerance + 1e-9 {
          report.agreeing += 1
        } else {
          offenders.append(
            Offender(
              scene: scene.name, viewID: view.id, kind: view.kind, path: scene.path(of: view.id),
              stored: stored, computed: computed, error: error))
        }
      }
    }
    report.worst = Array(offenders.sorted { $0.error > $1.error }.prefix(worst))
    return report
  }

  /// Measures every `.storyboard` and `.xib` in a directory, in name order.
  /// - Throws: the first `InterfaceBuilderError` of a document that cannot be imported.
  public static func measureDirectory(
    _ directory: URL, options: InterfaceBuilderImporter.Options = .canvas,
    tolerance: Double = 0.5, worst: Int = 10
  ) throws(InterfaceBuilderError) -> Report {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw .unreadableFile(path: directory.path, message: error.localizedDescription)
    }
    var files: [FileReport] = []
    for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
      files.append(
        try measure(
          contentsOf: directory.appendingPathComponent(name), options: options,
          tolerance: tolerance, worst: worst))
    }
    return Report(files: files)
  }
}

private func percent(_ share: Double) -> String {
  String(format: "%.1f%%", share * 100)
}
