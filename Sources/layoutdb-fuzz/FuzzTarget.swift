import Foundation
import FrameDump
import InterfaceBuilder
import LayoutDiff
import LayoutEngine
import LayoutWorkflow
import SceneReading
import SceneScript
import SceneSource
import VisualFormat

/// One reader of layoutdb's inputs, driven with arbitrary bytes the way `layoutdb solve` (or
/// `check`, for the configuration) drives it.
///
/// A refusal (a thrown error) is the expected outcome for most inputs. What must never happen
/// is a crash, a hang, or a success whose output is not valid: those stop the process here
/// (`preconditionFailure`), which is how libFuzzer learns of them and keeps the input.
enum FuzzTarget: String, CaseIterable {
  /// Interface Builder XML: parse, build the scenes, solve them on their design canvas.
  case ib
  /// YAML scene files (VFL and anchor equations included), solved on the default device.
  case yaml
  /// One visual format string over a fixed scene of sibling views, solved.
  case vfl
  /// Frame dump JSON, printed as captured.
  case framedump
  /// The `layoutdb.yaml` configuration (`diff:` tolerances and ignore rules).
  case config

  /// The file name messages use (the extension decides nothing here; it reads well).
  var fileName: String {
    switch self {
    case .ib: "fuzz.storyboard"
    case .yaml, .vfl: "fuzz.yaml"
    case .framedump: "fuzz.json"
    case .config: "layoutdb.yaml"
    }
  }

  /// What happened to one input.
  enum Outcome: Equatable {
    case solved(runs: Int)
    case refused(String)
  }

  static let catalog: DeviceCatalog = {
    do {
      return try DeviceCatalog.standard
    } catch {
      preconditionFailure("the compiled-in device catalog does not load: \(error)")
    }
  }()

  func run(_ data: Data) -> Outcome {
    // The size limit `SceneInput.load` applies before reading anything.
    guard data.count <= SceneDocument.maximumFileSize else { return .refused("too large") }
    switch self {
    case .ib:
      do {
        let document = try InterfaceBuilderImporter.document(
          data: data, fileName: fileName, options: .canvas)
        return solved(document)
      } catch {
        return .refused(error.description)
      }
    case .yaml:
      guard let text = String(data: data, encoding: .utf8) else { return .refused("not UTF-8") }
      do {
        return solved(
          try YamlSceneReader(catalog: Self.catalog).document(
            fromYAML: text, fileName: fileName))
      } catch {
        return .refused(error.description)
      }
    case .vfl:
      return visualFormat(String(decoding: data, as: UTF8.self))
    case .framedump:
      guard let text = String(data: data, encoding: .utf8) else { return .refused("not UTF-8") }
      do {
        let results = try FrameDumpReader(catalog: Self.catalog).results(
          fromJSON: text, fileName: fileName)
        return checked(results)
      } catch {
        return .refused(error.description)
      }
    case .config:
      guard let text = String(data: data, encoding: .utf8) else { return .refused("not UTF-8") }
      do {
        _ = try DiffConfiguration(yaml: text, fileName: fileName)
        return .solved(runs: 0)
      } catch {
        return .refused(error.description)
      }
    }
  }

  private func solved(_ document: SceneDocument) -> Outcome {
    do {
      let runs = try SolveRequest(inputPath: fileName).solve(document, catalog: Self.catalog)
      return checked(runs)
    } catch {
      return .refused(error.description)
    }
  }

  /// `H:|-[a]-[b(==a)]-|` and friends over `a`, `b`, `c` in `content`, as a scene file's
  /// `visualFormat` entry would have them.
  private func visualFormat(_ format: String) -> Outcome {
    do {
      var scene = Scene(name: "VFL")
      let content = try scene.add(.view, "content", in: scene.root)
      var views = ["content": content]
      for name in ["a", "b", "c"] { views[name] = try scene.add(.view, name, in: content) }
      scene.add(
        try VisualFormatTranslator.constraints(
          fromFormat: format, metrics: ["m": 8, "w": 100], views: views, in: scene))
      var engine = try AutoLayoutEngine(scene: scene)
      let environment = Environment(device: try Self.catalog.device(for: "iphone-16"))
      return checked([try engine.layout(in: environment)])
    } catch {
      return .refused("\(error)")
    }
  }

  /// A success must print: no non-finite number reaches the output (`solve` refuses those),
  /// and the JSON is JSON.
  private func checked(_ results: [LayoutResult]) -> Outcome {
    if let value = results.lazy.compactMap(\.firstNonFiniteValue).first {
      // A frame dump or scene that gets here unrefused would print `inf` or `null`.
      preconditionFailure("exit 0 with a non-finite \(value)")
    }
    let json = SolveReport(runs: results).rendered(as: .json)
    guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
      preconditionFailure("exit 0 with output that is not JSON")
    }
    return .solved(runs: results.count)
  }
}
