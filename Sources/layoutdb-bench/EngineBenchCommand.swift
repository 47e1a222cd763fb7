import Foundation
import LayoutEngine

/// `layoutdb-bench engine`: the layout engine's workloads.
///
/// 1. The seed form across the whole device catalog × both orientations × keyboard states:
///    one engine, re-solved incrementally per environment (target: the matrix in under 20 ms).
/// 2. A scroll view with 1000 stacked rows: build once, then each additional environment
///    (target: under 10 ms per environment once built).
/// 3. A scroll view with a chain of `--labels` labels with text (default 1000): each label's
///    height is optional (hugging and compression resistance), so every position depends on
///    all the heights above it (each top is a deferred definition, not a tableau row: see
///    `Definitions`); build, first layout (intrinsic sizes and the ambiguity analysis) and
///    each further environment.
///
/// Each prints one JSON line; timings are medians over `--repeat` runs (default 5).
enum EngineBenchCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let options = try CountOptions(
      arguments, defaults: ["--repeat": 5, "--rows": 1000, "--labels": 1000], command: "engine")
    let repeats = options["--repeat"]
    let rows = options["--rows"]
    let labels = options["--labels"]
    do {
      let catalog = try DeviceCatalog.standard
      print(try formMatrix(catalog: catalog, repeats: repeats))
      print(try stackedRows(rows, catalog: catalog, repeats: repeats))
      print(try labelChain(labels, catalog: catalog, repeats: repeats))
      return 0
    } catch {
      FileHandle.standardError.write(Data("layoutdb-bench engine: \(error)\n".utf8))
      return 1
    }
  }

  static func formMatrix(catalog: DeviceCatalog, repeats: Int) throws -> String {
    let environments = Environment.matrix(devices: catalog.devices)
    let scene = try SeedScenes.form()
    var totals: [Double] = []
    var builds: [Double] = []
    var checksum = 0.0
    for _ in 0..<repeats {
      let clock = ContinuousClock()
      let start = clock.now
      var engine = try AutoLayoutEngine(scene: scene)
      let built = clock.now
      for environment in environments {
        let result = try engine.layout(in: environment)
        checksum += result.scrollViews[0].contentSize.height
      }
      builds.append(start.duration(to: built).milliseconds)
      totals.append(start.duration(to: clock.now).milliseconds)
    }
    let total = median(totals)
    return json([
      ("workload", "\"seed-form-matrix\""), ("views", "\(scene.views.count)"),
      ("environments", "\(environments.count)"), ("build_ms", fixed(median(builds))),
      ("total_ms", fixed(total)),
      ("per_environment_us", fixed(total * 1000 / Double(environments.count))),
      ("checksum", fixed(checksum / Double(repeats))),
    ])
  }

  static func stackedRows(_ count: Int, catalog: DeviceCatalog, repeats: Int) throws -> String {
    try buildAndRelayout(
      "stacked-rows", SeedScenes.stackedRows(count), catalog: catalog, repeats: repeats)
  }

  static func labelChain(_ count: Int, catalog: DeviceCatalog, repeats: Int) throws -> String {
    try buildAndRelayout(
      "label-chain", labelChainScene(count), catalog: catalog, repeats: repeats)
  }

  /// The QA scene of long label chains: a scroll view, a content view pinned to it with the
  /// root's width, and `count` labels, each 8 pt below the previous one, 20 pt from the
  /// leading edge, the last 8 pt above the content's bottom.
  static func labelChainScene(_ count: Int) throws -> Scene {
    var scene = Scene(name: "Label chain \(count)")
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scene.root.width)
    var previousBottom = content.top
    for index in 0..<count {
      let label = try scene.add(.label, "l\(index)", in: content) {
        $0.text = TextContent("Label number \(index)")
      }
      scene.add(label.top == previousBottom + 8, label.leading == content.leading + 20)
      previousBottom = label.bottom
    }
    scene.add(content.bottom == previousBottom + 8)
    return scene
  }

  /// Builds the engine, lays it out in a first environment, then in nine more.
  static func buildAndRelayout(
    _ workload: String, _ scene: Scene, catalog: DeviceCatalog, repeats: Int
  ) throws -> String {
    let environments = Environment.matrix(
      devices: Array(catalog.devices.prefix(10)), keyboards: [.hidden])
    var builds: [Double] = []
    var firsts: [Double] = []
    var perEnvironment: [Double] = []
    for _ in 0..<repeats {
      let clock = ContinuousClock()
      var start = clock.now
      var engine = try AutoLayoutEngine(scene: scene)
      builds.append(start.duration(to: clock.now).milliseconds)
      start = clock.now
      _ = try engine.layout(in: environments[0])
      firsts.append(start.duration(to: clock.now).milliseconds)
      for environment in environments.dropFirst() {
        start = clock.now
        _ = try engine.layout(in: environment)
        perEnvironment.append(start.duration(to: clock.now).milliseconds)
      }
    }
    return json([
      ("workload", "\"\(workload)\""), ("views", "\(scene.views.count)"),
      ("environments", "\(environments.count)"), ("build_ms", fixed(median(builds))),
      ("first_layout_ms", fixed(median(firsts))),
      ("per_environment_ms", fixed(median(perEnvironment))),
    ])
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func fixed(_ value: Double) -> String { String(format: "%.3f", value) }

  static func json(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
