import CommandLineTesting
import Foundation
import LayoutEngine
import LayoutStore
import TestSupport
import Testing

@testable import LayoutWorkflow

/// `--shard I/N` on four jobs, `layoutdb merge`, `check --merged`: the same verdict, layouts
/// and report as one unsharded check (the real binary, real databases).
@Suite(
  "Sharded checks (the binary)",
  .enabled(
    if: LayoutDBCommand.binary != nil, Comment(rawValue: LayoutDBCommand.missingBinaryMessage)))
struct ShardedCheckTests {
  static let examples = [
    "form.yaml", "settings.yaml", "scrollable-controller.yaml", "multiline-label.yaml",
    "tn2154-pure-approach.yaml", "sign-up.storyboard",
  ]

  /// A folder with the examples, their baselines in `base.sqlite`, then the form broken.
  struct Workspace {
    let folder: URL

    init() throws {
      folder = try LayoutDBCommand.temporaryFolder("layoutdb-shards")
      for name in ShardedCheckTests.examples {
        try FileManager.default.copyItem(
          at: TestPackage.root.appendingPathComponent("Examples/\(name)"),
          to: folder.appendingPathComponent(name))
      }
      let recorded = try run(
        ["record", "--baseline", "--db", "base.sqlite"] + ShardedCheckTests.examples)
      #expect(recorded.status == 0, "\(recorded.stderr)")
      let form = folder.appendingPathComponent("form.yaml")
      let text = try String(contentsOf: form, encoding: .utf8)
      try text.replacingOccurrences(of: "  - content.width == root.width\n", with: "")
        .write(to: form, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> LayoutDBCommand.Outcome {
      try LayoutDBCommand.run(arguments, in: folder)
    }

    /// A copy of the baseline database for one job.
    func database(_ name: String) throws -> String {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("base.sqlite"), to: folder.appendingPathComponent(name))
      return name
    }

    func text(_ path: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
  }

  /// Check output with run ids, timings and paths that differ between two equal checks removed.
  static func comparable(_ json: String) throws -> NSDictionary {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    for key in ["run", "timings", "report", "gitCommit", "gitDirty", "ancestryRoot"] {
      object[key] = nil
    }
    return object as NSDictionary
  }

  @Test("four shards merged give one check's verdict, layouts and report")
  func shardsMergeToOneCheck() throws {
    let workspace = try Workspace()
    let arguments = ["check", "--record", "never"]

    // One job
    let single = try workspace.run(
      arguments + ShardedCheckTests.examples + [
        "--db", try workspace.database("one.sqlite"), "--format", "json", "--report", "one",
      ])
    #expect(single.status == 1, "\(single.stderr)")

    // Four jobs, each its own database, then merged
    var layouts = 0
    let baselines = try #require(
      try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? [String: Any])
    let baselineCount = try #require(baselines["comparisons"] as? [Any]).count
    #expect(baselines["shard"] is NSNull, "a whole check is no shard")
    for index in 1...4 {
      let job = try workspace.run(
        arguments + ShardedCheckTests.examples + [
          "--shard", "\(index)/4", "--db", try workspace.database("shard-\(index).sqlite"),
          "--format", "json",
        ])
      #expect(job.status <= 1, "\(job.stderr)")
      let summary = try #require(
        try JSONSerialization.jsonObject(with: Data(job.stdout.utf8)) as? [String: Any])
      let comparisons = try #require(summary["comparisons"] as? [Any])
      #expect(!comparisons.isEmpty, "shard \(index) got no work")
      layouts += comparisons.count
      // A shard never calls the other shards' layouts gone; its JSON says how many are
      // theirs, as its text summary does.
      #expect((summary["vanished"] as? [Any])?.isEmpty == true)
      let shard = try #require(summary["shard"] as? [String: Any], "\(job.stdout)")
      #expect(shard["index"] as? Int == index && shard["count"] as? Int == 4)
      #expect(shard["otherShardsBaselines"] as? Int == baselineCount - comparisons.count)
    }
    let merge = try workspace.run(
      ["merge", "--db", try workspace.database("merged.sqlite")]
        + (1...4).map { "shard-\($0).sqlite" })
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try workspace.run(
      arguments + ["--merged", "--db", "merged.sqlite", "--format", "json", "--report", "merged"])
    #expect(merged.status == single.status, "\(merged.stderr)")

    // The same verdict and layouts: every comparison, summary and baseline list
    #expect(try Self.comparable(merged.stdout) == Self.comparable(single.stdout))
    let singleObject = try Self.comparable(single.stdout)
    #expect((singleObject["comparisons"] as? [Any])?.count == layouts)
    // The same report, but for the run's id
    func runID(_ outcome: LayoutDBCommand.Outcome) throws -> String {
      let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
      return try #require((object as? [String: Any])?["run"] as? String)
    }
    let (singleRun, mergedRun) = (try runID(single), try runID(merged))
    let singleReport = try workspace.text("one/index.html")
    let mergedReport = try workspace.text("merged/index.html")
      .replacingOccurrences(of: mergedRun, with: singleRun)
      .replacingOccurrences(of: String(mergedRun.prefix(8)), with: String(singleRun.prefix(8)))
    #expect(singleReport == mergedReport)
  }

  @Test("a merged check calls GONE what one check would: an environment dropped, a file deleted")
  func mergedGone() throws {
    let workspace = try Workspace()
    let form = workspace.folder.appendingPathComponent("form.yaml")
    let text = try String(contentsOf: form, encoding: .utf8)
    let portraitOnly = text.replacingOccurrences(
      of: "orientations: [portrait, landscape]", with: "orientations: [portrait]")
    #expect(portraitOnly != text)
    try portraitOnly.write(to: form, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: workspace.folder.appendingPathComponent("settings.yaml"))
    // Without INPUT: the baselines' files, one of them deleted
    let single = try workspace.run(
      ["check", "--record", "never", "--db", try workspace.database("one.sqlite")])
    for index in 1...2 {
      let job = try workspace.run([
        "check", "--record", "never", "--shard", "\(index)/2", "--db",
        try workspace.database("s\(index).sqlite"),
      ])
      #expect(!job.stdout.contains("GONE"), "a shard calls nothing gone: \(job.stdout)")
    }
    _ = try workspace.run([
      "merge", "s1.sqlite", "s2.sqlite", "--db", try workspace.database("m.sqlite"),
    ])
    let merged = try workspace.run(["check", "--record", "never", "--merged", "--db", "m.sqlite"])
    #expect(merged.status == 1 && single.status == 1)
    func gone(_ output: String) -> [Substring] {
      output.split(separator: "\n").filter { $0.hasPrefix("GONE") }
    }
    #expect(gone(single.stdout).count == 6)  // Form in landscape (2), Settings (4)
    #expect(gone(merged.stdout) == gone(single.stdout), "\(merged.stdout)")
  }

  @Test("shards split the pairs stably and evenly, and a missing shard is named")
  func stableShares() throws {
    let catalog = try DeviceCatalog.standard
    let environments = Environment.matrix(devices: catalog.devices)
    var counts = [0, 0, 0, 0]
    for scene in (1...25).map({ "Main/Scene \($0)" }) {
      for environment in environments {
        let owners = (1...4).filter {
          Shard(index: $0, count: 4)?.contains(scene: scene, environment: environment) == true
        }
        #expect(owners.count == 1)
        counts[(owners.first ?? 1) - 1] += 1
      }
    }
    let total = counts.reduce(0, +)
    #expect(counts.allSatisfy { abs(Double($0) - Double(total) / 4) < Double(total) * 0.05 })
    // Fixed for all time: a pair's shard never depends on the machine or the run.
    #expect(Shard.shard(of: "Form", "iphone-se-2nd-gen/portrait/keyboard-hidden", count: 4) == 3)
    #expect(Shard("0/4") == nil && Shard("5/4") == nil && Shard("2/4")?.description == "2/4")

    let workspace = try Workspace()
    let job = try workspace.run(
      ["check", "--record", "never", "--shard", "2/3", "--db", try workspace.database("s.sqlite")]
        + ShardedCheckTests.examples)
    #expect(job.status <= 1)
    // The summary says the baselines it did not compare are the other shards' share.
    let baselines = try LayoutDatabase(
      path: workspace.folder.appendingPathComponent("base.sqlite").path, mode: .readOnly
    ).baselines.current(track: "main").count
    let lines = job.stdout.split(separator: "\n")
    let checked = try #require(lines.first { $0.hasPrefix("Checked ") })
    let compared = try #require(Int(checked.split(separator: " ")[1]))
    let note = try #require(lines.first { $0.hasPrefix("Shard 2/3: ") }, "\(job.stdout)")
    #expect(
      note
        == "Shard 2/3: \(baselines - compared) more baselines of track main belong to other"
        + " shards (`check --merged` compares them all).")
    let merged = try workspace.run(["check", "--merged", "--db", "s.sqlite"])
    #expect(merged.status == 2)
    #expect(
      merged.stderr.contains("shard(s) 1/3, 3/3 of track main are not in the database"),
      "\(merged.stderr)")
  }
}
