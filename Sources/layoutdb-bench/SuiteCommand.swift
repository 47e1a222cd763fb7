import ConstraintScript
import Foundation
import LayoutEngine

/// `layoutdb-bench suite`: the figures a user can reproduce, each with its ratio to the
/// committed one (see ``CommittedFigures``), and kiwi's beside the solver's.
///
/// 1. The shared "lcs 1" workloads (`--workloads`, default `../shared/bench/workloads`): add all
///    + first update, and the resize step's cycle mean. With `--kiwi CHECKOUT` kiwi runs the same
///    files in the same run (see ``KiwiDriver``); without it kiwi's published figures are shown.
/// 2. The engine: the seed form's build + first layout and each further environment of the full
///    matrix.
/// 3. Scaling: stacked rows and label chains of 1,000 / 5,000 / 20,000 views, build + first
///    layout per view, and its growth from the smallest size. A size whose time, projected from
///    the previous sizes (as the square until two are measured), exceeds `--budget` seconds is
///    skipped and says so: a quadratic case would otherwise take minutes and gigabytes.
///
/// `--smoke` is the CI run: enaml and chain_100, the engine workloads at 100 and 200 views, one
/// repetition; it checks that everything runs, in seconds. Figures are printed, never asserted.
enum SuiteCommand {
  struct Options {
    var workloads = "../shared/bench/workloads"
    var kiwi: String?
    var smoke = false
    var budget = 10.0
    var sizes = [1000, 5000, 20000]
  }

  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let options = try parse(arguments)
    #if DEBUG
      print("note: a debug build; compare figures of release builds (swift run -c release ...)\n")
    #endif
    let table = FigureTable()
    let kiwi = try options.kiwi.map { checkout throws(UsageError) in
      try KiwiDriver(checkout: checkout)
    }
    defer { kiwi?.remove() }
    do {
      try solverWorkloads(options, kiwi: kiwi, into: table)
      try engineWorkloads(options, into: table)
    } catch let error as UsageError {
      throw error
    } catch {
      FileHandle.standardError.write(Data("layoutdb-bench suite: \(error)\n".utf8))
      return 1
    }
    return 0
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var index = 0
    func value(_ name: String) throws(UsageError) -> String {
      guard index + 1 < arguments.count else { throw UsageError("missing value after '\(name)'") }
      index += 1
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--workloads": options.workloads = try value(argument)
      case "--kiwi": options.kiwi = try value(argument)
      case "--smoke": options.smoke = true
      case "--budget":
        let text = try value(argument)
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
          throw UsageError("--budget expects a number of seconds above 0, found '\(text)'")
        }
        options.budget = seconds
      case "--sizes":
        let text = try value(argument)
        let sizes = text.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        guard !sizes.isEmpty, sizes.count == text.split(separator: ",").count else {
          throw UsageError("--sizes expects view counts separated by commas, found '\(text)'")
        }
        options.sizes = sizes.sorted()
      default:
        throw UsageError("unknown argument '\(argument)' for suite")
      }
      index += 1
    }
    if options.smoke { options.sizes = [100, 200] }
    return options
  }

  // MARK: Solver workloads

  static func solverWorkloads(
    _ options: Options, kiwi: KiwiDriver?, into table: FigureTable
  ) throws {
    let folder = URL(fileURLWithPath: options.workloads)
    let names =
      options.smoke
      ? ["enaml", "chain_100"]
      : [
        "enaml", "chain_100", "chain_1000", "chain_5000", "grid_4x25", "grid_4x50", "grid_4x100",
        "grid_4x25_editfirst",
      ]
    let paths = names.map { folder.appendingPathComponent("\($0).lcs").path }
    guard paths.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else {
      print("solver workloads: skipped, no \(names.joined(separator: ", ")) in \(folder.path)")
      print("  (pass --workloads DIR: the \"lcs 1\" files of ../shared/bench/workloads)\n")
      return
    }
    table.printHeader(
      "solver workloads (\(kiwi == nil ? "kiwi: published figures, not this run" : "kiwi: this run"))"
    )
    var benchmarkOptions = LCSBenchmark.Options()
    if options.smoke { benchmarkOptions.repetitions = 1 }
    var repeatedMore: [String] = []
    for (name, path) in zip(names, paths) {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let benchmark = try LCSBenchmark(LCSScript(parsing: text, fileName: path))
      var result = try benchmark.run(benchmarkOptions)
      var repetitions = benchmarkOptions.repetitions
      // The median of five sub-millisecond repetitions moves by a third from run to run (on
      // either side: kiwi's enaml read 0.44–0.68 ms in three runs of one day), so such a
      // workload is timed again over more repetitions, kiwi's the same.
      let milliseconds = result.addMilliseconds + result.firstUpdateMicroseconds / 1000
      if !options.smoke, milliseconds < Self.shortWorkloadMilliseconds {
        repetitions = Self.shortWorkloadRepetitions
        var more = benchmarkOptions
        more.repetitions = repetitions
        result = try benchmark.run(more)
        repeatedMore.append(name)
      }
      let kiwiFigures = try kiwi?.run(path, repetitions: repetitions)
      let addKey = "lcs/\(name)/add_first_update_ms"
      table.add(
        addKey, result.addMilliseconds + result.firstUpdateMicroseconds / 1000,
        kiwi: kiwiFigures.map { $0.addMilliseconds + $0.firstUpdateMicroseconds / 1000 }
          ?? CommittedFigures.kiwi[addKey])
      if let step = result.stepCycleMeanMicroseconds {
        let stepKey = "lcs/\(name)/step_us"
        table.add(
          stepKey, step,
          kiwi: kiwiFigures.map(\.stepCycleMeanMicroseconds) ?? CommittedFigures.kiwi[stepKey])
      }
    }
    if !repeatedMore.isEmpty {
      print(
        "(\(repeatedMore.joined(separator: ", ")): under \(Self.shortWorkloadMilliseconds) ms, "
          + "medians of \(Self.shortWorkloadRepetitions) repetitions, kiwi's too; the others of "
          + "\(benchmarkOptions.repetitions))")
    }
    print()
  }

  /// Below this add + first update (ms), a workload is timed over ``shortWorkloadRepetitions``.
  static let shortWorkloadMilliseconds = 1.0
  static let shortWorkloadRepetitions = 25

  // MARK: Engine workloads

  static func engineWorkloads(_ options: Options, into table: FigureTable) throws {
    let catalog = try DeviceCatalog.standard
    table.printHeader("engine")
    let environments = Environment.matrix(devices: catalog.devices)
    let form = try SeedScenes.form()
    var firsts: [Double] = []
    var further: [Double] = []
    // One untimed run first: the device catalog and font metrics load once per process.
    var warmUp = try AutoLayoutEngine(scene: form)
    _ = try warmUp.layout(in: environments[0])
    for _ in 0..<(options.smoke ? 1 : 5) {
      let clock = ContinuousClock()
      let start = clock.now
      var engine = try AutoLayoutEngine(scene: form)
      _ = try engine.layout(in: environments[0])
      let first = clock.now
      for environment in environments.dropFirst() { _ = try engine.layout(in: environment) }
      firsts.append(start.duration(to: first).milliseconds * 1000)
      further.append(
        first.duration(to: clock.now).milliseconds * 1000 / Double(environments.count - 1))
    }
    table.add("engine/seed-form/first_layout_us", EngineBenchCommand.median(firsts))
    table.add("engine/seed-form/per_environment_us", EngineBenchCommand.median(further))
    print()
    try scaling("stacked-rows", options, into: table) { try SeedScenes.stackedRows($0) }
    try scaling("label-chain", options, into: table) {
      try EngineBenchCommand.labelChainScene($0)
    }
  }

  /// Build + first layout of the scene at each size, per view, and the growth per view from the
  /// smallest size measured; then the same for each further environment (median of five).
  static func scaling(
    _ workload: String, _ options: Options, into table: FigureTable,
    scene: (Int) throws -> Scene
  ) throws {
    table.printHeader("\(workload): build + first layout, per view")
    // The first device's first environment, then the rest of the first three devices' (both
    // orientations, keyboard hidden): five further environments, timed one by one.
    let environments = Environment.matrix(
      devices: Array(try DeviceCatalog.standard.devices.prefix(3)), keyboards: [.hidden])
    guard let environment = environments.first else { return }
    var smallest: Double?
    var smallestFurther: Double?
    var previous: (size: Int, seconds: Double)?
    // How time grows with size, from the last two sizes (the square until two are known).
    var exponent = 2.0
    for size in options.sizes {
      if let previous {
        let projected = previous.seconds * pow(Double(size) / Double(previous.size), exponent)
        if projected > options.budget {
          print(
            "  \(workload) \(size): skipped (\(String(format: "%.1f", projected)) s projected "
              + "from \(previous.size) views, time ∝ views^\(String(format: "%.2f", exponent)); "
              + "--budget \(String(format: "%g", options.budget)) s)")
          break
        }
      }
      let built = try scene(size)
      let clock = ContinuousClock()
      let start = clock.now
      var engine = try AutoLayoutEngine(scene: built)
      _ = try engine.layout(in: environment)
      let seconds = start.duration(to: clock.now).milliseconds / 1000
      let perView = seconds * 1e6 / Double(built.views.count)
      table.add("engine/\(workload)-\(size)/first_layout_ms", seconds * 1000)
      table.add("engine/\(workload)-\(size)/per_view_us", perView)
      if let smallest {
        table.add("engine/\(workload)-\(size)/growth_per_view", perView / smallest)
      } else {
        smallest = perView
      }
      // Each further environment, per view: what a relayout costs once the engine is built.
      var further: [Double] = []
      for next in environments.dropFirst() {
        let before = clock.now
        _ = try engine.layout(in: next)
        further.append(before.duration(to: clock.now).milliseconds)
      }
      let furtherPerView = EngineBenchCommand.median(further) * 1000 / Double(built.views.count)
      table.add("engine/\(workload)-\(size)/further_per_view_us", furtherPerView)
      if let smallestFurther {
        table.add(
          "engine/\(workload)-\(size)/further_growth_per_view", furtherPerView / smallestFurther)
      } else {
        smallestFurther = furtherPerView
      }
      if let previous {
        exponent = min(
          3, max(1, log(seconds / previous.seconds) / log(Double(size) / Double(previous.size))))
      }
      previous = (size, seconds)
    }
    print()
  }
}
