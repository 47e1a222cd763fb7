import ArgumentParser
import Foundation
import LayoutEngine
import LayoutStore
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb record INPUT...`: solves scenes (or reads frame dumps) and stores them as one run.
  struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve scenes and store the layouts as one run in the database.",
      discussion: """
        INPUT is a scene file (.yaml, .yml), an Interface Builder document (.storyboard, .xib) \
        or a frame dump (.json); solver inputs and frame dumps go in separate runs. The run is \
        written in one transaction, with the git commit and branch (from CI variables or git) \
        and the CI job. Prints the run's UUID and a summary. With --baseline, layouts \
        identical to their baseline keep it, and baselines the inputs no longer lay out (a \
        scene removed from its file, an environment dropped from its list) are retired.
        Exit status: 0 when stored, 2 for an unreadable or invalid input, a bad option or an \
        unusable database (nothing is written then).
        """)

    @Argument(help: "Scene files, storyboards, xibs or frame dumps.")
    var inputs: [String]

    @Flag(help: "Also make the run the baseline of its track.")
    var baseline = false

    @Option(help: "The baseline track (a branch name).")
    var track = "main"

    @Option(help: "Why, when --baseline approves the run.")
    var reason = "recorded with --baseline"

    @Option(
      help: ArgumentHelp(
        "Lay out only shard I of N of the scene × environment pairs (parallel CI jobs).",
        valueName: "I/N"), transform: ShardArgument.parse)
    var shard: Shard?

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
      if inputs.isEmpty { throw ValidationError("give at least one INPUT file") }
      if track.isEmpty { throw ValidationError("--track needs a name") }
    }

    func run() throws {
      let catalog = try Diagnostics.standardCatalog()
      // Everything is solved before the database is opened, so bad input writes nothing.
      let solved: SceneInputs.Solved
      var request = SceneInputs(
        paths: inputs, devices: environment.devices,
        orientations: environment.orientation?.values, keyboards: environment.keyboard?.values,
        directions: environment.directions, textSizes: environment.textSizes, shard: shard)
      request.project = try environment.project()
      do {
        solved = try request.solve(catalog: catalog, progress: ProgressReporter())
      } catch {
        throw Diagnostics.fail(error)
      }
      let provenance = RunProvenance.detect()
      var metadata = RunMetadata(
        provenance: provenance, track: track, toolVersion: LayoutDB.version,
        solverSeconds: solved.solverSeconds, source: solved.source,
        allEnvironments: !environment.namesEnvironments)
      metadata.shard = shard?.description
      let approvals =
        baseline
        ? [BaselineApproval(track: track, approvedBy: provenance.user, reason: reason)] : []
      let store = try database.open()
      do {
        let summary = try store.runs.record(
          solved.results, metadata: metadata, sources: solved.sources, approving: approvals)
        var line =
          "recorded \(summary.layoutCount) layout(s) of \(summary.scenes.count) scene(s)"
          + " into \(database.resolvedPath)"
        // As long as history and check print it, so the runs read alike.
        if let commit = metadata.commitLabel() { line += " at \(commit)" }
        let changes = summary.baselineChanges
        if baseline {
          line += "; \(changes.approved.count) baseline(s) of track \(track) approved"
          if changes.unchanged > 0 { line += ", \(changes.unchanged) unchanged kept" }
          if !changes.retired.isEmpty {
            line += ", \(changes.retired.count) retired (no longer laid out; kept in the history)"
          }
        }
        print(metadata.uuid.uuidString.lowercased())
        print(line)
        for retired in changes.retired {
          print("retired   \(retired.scene) @ \(retired.environment)")
        }
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
