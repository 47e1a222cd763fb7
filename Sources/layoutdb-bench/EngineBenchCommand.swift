import Foundation
import LayoutEngine

/// `layoutdb-bench engine`: the layout engine's workloads.
///
/// 1. The seed form across the whole device catalog × both orientations × keyboard states:
///    one engine, re-solved incrementally per environment (target: the matrix in under 20 ms).
/// 2. A scroll view with 1000 stacked rows: build once, then each additional environment
///    (target: under 10 ms per environment once built).
///
/// Each prints one JSON line; timings are medians over `--repeat` runs (default 5).
enum EngineBenchCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let options = try CountOptions(
      arguments, defaults: ["--repeat": 5, "--rows": 1000], command: "engine")
    let repeats = options["--repeat"]
    let rows = options["--rows"]
    do {
      let catalog = try DeviceCatalog.standard
      print(try formMatrix(catalog: catalog, repeats: repeats))
      print(try stackedRows(rows, catalog: catalog, repeats: repeats))
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
      var engine = try LayoutEngine(scene: scene)
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
    let environments = Environment.matrix(
      devices: Array(catalog.devices.prefix(10)), keyboards: [.hidden])
    let scene = try SeedScenes.stackedRows(count)
    var builds: [Double] = []
    var firsts: [Double] = []
    var perEnvironment: [Double] = []
    for _ in 0..<repeats {
      let clock = ContinuousClock()
      var start = clock.now
      var engine = try LayoutEngine(scene: scene)
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
      ("workload", "\"stacked-rows\""), ("views", "\(scene.views.count)"),
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
