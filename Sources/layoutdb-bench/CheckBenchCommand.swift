import Foundation
import LayoutEngine
import LayoutStore
import LayoutWorkflow

/// `layoutdb-bench check`: `layoutdb check` of many scenes, in process, with the wall time split
/// into solve, store, diff and report (target: 100 scenes × their default environments in under
/// 5 s in a release build).
///
/// The scenes are variants of the seed form (6 to 15 fields, so no two are alike), each with the
/// form's default environments (iPhone SE, both orientations, keyboard hidden and shown). The
/// baselines are recorded first from the same files; then every fourth scene gets its content
/// view's width source removed before the timed check, so the diff and the report have real
/// drift to describe. Prints one JSON line per repetition and one with the medians.
enum CheckBenchCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let options = try CountOptions(
      arguments, defaults: ["--scenes": 100, "--repeat": 3], command: "check")
    let scenes = options["--scenes"]
    let repeats = options["--repeat"]
    do {
      let catalog = try DeviceCatalog.standard
      var rows: [CheckOutcome.Timings] = []
      var totals: [Double] = []
      for repetition in 0..<repeats {
        let (timings, total, layouts) = try measure(scenes: scenes, catalog: catalog)
        rows.append(timings)
        totals.append(total)
        print(
          #"{"workload": "check", "repetition": \#(repetition + 1), "scenes": \#(scenes), "#
            + #""layouts": \#(layouts), "total_s": \#(format(total)), "#
            + #""solve_s": \#(format(timings.solve)), "store_s": \#(format(timings.store)), "#
            + #""diff_s": \#(format(timings.diff)), "report_s": \#(format(timings.report))}"#)
      }
      print(
        #"{"workload": "check", "median_of": \#(repeats), "scenes": \#(scenes), "#
          + #""total_s": \#(format(median(totals))), "#
          + #""solve_s": \#(format(median(rows.map(\.solve)))), "#
          + #""store_s": \#(format(median(rows.map(\.store)))), "#
          + #""diff_s": \#(format(median(rows.map(\.diff)))), "#
          + #""report_s": \#(format(median(rows.map(\.report)))), "target_s": 5}"#)
      return 0
    } catch {
      FileHandle.standardError.write(Data("layoutdb-bench check: \(error)\n".utf8))
      return 1
    }
  }

  /// One check in a fresh folder and database: returns the split, the wall time, the layouts.
  static func measure(scenes count: Int, catalog: DeviceCatalog) throws
    -> (CheckOutcome.Timings, Double, Int)
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-bench-check-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for number in 0..<count {
      let url = folder.appendingPathComponent("scene-\(number).yaml")
      try formVariant(number: number, fields: 6 + number % 10, broken: false)
        .write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let databasePath = folder.appendingPathComponent("layouts.sqlite").path
    let provenance = RunProvenance(gitCommit: nil, gitBranch: nil, ciJob: nil, user: "bench")
    let baseline = CheckOperation(
      inputs: SceneInputs(paths: paths), recordMode: .all, provenance: provenance,
      toolVersion: "bench")
    _ = try baseline.run(catalog: catalog) { () throws(LayoutStoreError) in
      try LayoutDatabase(path: databasePath)
    }
    for number in stride(from: 0, to: count, by: 4) {
      try formVariant(number: number, fields: 6 + number % 10, broken: true)
        .write(to: URL(fileURLWithPath: paths[number]), atomically: true, encoding: .utf8)
    }
    let check = CheckOperation(
      inputs: SceneInputs(paths: paths), recordMode: .never, provenance: provenance,
      toolVersion: "bench", reportDirectory: folder.appendingPathComponent("report"))
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = try check.run(catalog: catalog) { () throws(LayoutStoreError) in
      try LayoutDatabase(path: databasePath)
    }
    let total = start.duration(to: clock.now)
    guard outcome.status == .drift else {
      throw UsageError("the broken scenes did not drift (status \(outcome.status.rawValue))")
    }
    let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
    return (outcome.timings, seconds, outcome.run.layoutCount)
  }

  /// The seed form with `fields` labelled fields; `broken` drops the content's width source.
  static func formVariant(number: Int, fields: Int, broken: Bool) -> String {
    var views = ["          - {id: image, kind: imageView, imageSize: {width: 100, height: 100}}"]
    var constraints = [
      "  - scroll.top == root.top", "  - scroll.leading == root.leading",
      "  - scroll.bottom == root.bottom", "  - scroll.trailing == root.trailing",
      "  - content.top == scroll.top", "  - content.leading == scroll.leading",
      "  - content.bottom == scroll.bottom", "  - content.trailing == scroll.trailing",
      "  - image.top == content.top + 20", "  - image.centerX == content.centerX",
    ]
    if !broken { constraints.append("  - content.width == root.width") }
    var above = "image"
    for field in 0..<fields {
      views.append("          - {id: label\(field), kind: label, text: Field \(field)}")
      views.append(
        "          - {id: field\(field), kind: textField, intrinsicContentSize: {height: 34}}")
      for view in ["label\(field)", "field\(field)"] {
        constraints.append("  - \(view).leading == content.leading + 20")
        constraints.append("  - \(view).trailing == content.trailing - 20")
      }
      constraints.append("  - label\(field).top == \(above).bottom + 8")
      constraints.append("  - field\(field).top == label\(field).bottom + 4")
      above = "field\(field)"
    }
    constraints.append("  - content.bottom == \(above).bottom + 20")
    return """
      name: Form \(number)
      environments:
        devices: [iphone-se-2nd-gen]
        orientations: [portrait, landscape]
        keyboards: [hidden, shown]
      views:
        - id: scroll
          kind: scrollView
          children:
            - id: content
              kind: view
              children:
      \(views.joined(separator: "\n"))
      constraints:
      \(constraints.joined(separator: "\n"))

      """
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func format(_ seconds: Double) -> String {
    String((seconds * 1000).rounded() / 1000)
  }
}
