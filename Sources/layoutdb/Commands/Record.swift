import ArgumentParser
import Foundation
import LayoutEngine
import LayoutStore
import SceneFormat

extension LayoutDB {
  /// `layoutdb record INPUT...`: solves scenes (or reads frame dumps) and stores them as one run.
  struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve scenes and store the layouts as one run in the database.",
      discussion: """
        INPUT is a scene file (.yaml, .yml), an Interface Builder document (.storyboard, .xib) \
        or a frame dump (.json); solver inputs and frame dumps go in separate runs. The run is \
        written in one transaction, with the git commit and branch (from CI variables or git) \
        and the CI job. Prints the run's UUID and a summary.
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

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
      if inputs.isEmpty { throw ValidationError("give at least one INPUT file") }
      if track.isEmpty { throw ValidationError("--track needs a name") }
    }

    func run() throws {
      let catalog: DeviceCatalog
      do {
        catalog = try DeviceCatalog.standard
      } catch {
        Diagnostics.printError("\(error)")
        throw ExitCode(2)
      }
      // Everything is solved before the database is opened, so bad input writes nothing.
      var results: [LayoutResult] = []
      var sources: [String: SceneSource] = [:]
      var kinds: Set<RunMetadata.Source> = []
      let clock = ContinuousClock()
      var solving = Duration.zero
      for input in inputs {
        let request = SolveRequest(
          inputPath: input, devices: environment.devices,
          orientations: environment.orientation?.values, keyboards: environment.keyboard?.values)
        let start = clock.now
        let report: SolveReport
        do {
          report = try request.run(catalog: catalog)
        } catch {
          Diagnostics.printError(Diagnostics.isTerminal ? error.rendered : error.description)
          throw ExitCode(2)
        }
        solving += start.duration(to: clock.now)
        let isDump = input.lowercased().hasSuffix(".json")
        kinds.insert(isDump ? .deviceDump : .solver)
        let hash = FileManager.default.contents(atPath: input).map { SHA256Digest.hex(of: $0) }
        for result in report.runs where sources[result.scene] == nil {
          sources[result.scene] = SceneSource(file: input, contentHash: hash)
        }
        results += report.runs
      }
      if kinds.count > 1 {
        Diagnostics.printError(
          "record solver inputs and frame dumps in separate runs (a run has one source)")
        throw ExitCode(2)
      }
      if results.isEmpty {
        Diagnostics.printError("the inputs hold no scenes: nothing to record")
        throw ExitCode(2)
      }
      let source = kinds.first ?? .solver
      let provenance = RunProvenance.detect()
      let metadata = RunMetadata(
        track: track, gitCommit: provenance.gitCommit, gitBranch: provenance.gitBranch,
        ciJob: provenance.ciJob, toolVersion: LayoutDB.version,
        solverSeconds: source == .solver
          ? Double(solving.components.attoseconds) / 1e18
            + Double(solving.components.seconds) : nil,
        source: source)
      let store = try database.open()
      do {
        let summary = try store.runs.record(results, metadata: metadata, sources: sources)
        var line =
          "recorded \(summary.layoutCount) layout(s) of \(summary.scenes.count) scene(s)"
          + " into \(database.resolvedPath)"
        if let commit = metadata.gitCommit { line += " at \(commit.prefix(12))" }
        if baseline {
          let made = try store.baselines.approve(
            run: metadata.uuid.uuidString, track: track, approvedBy: provenance.user,
            reason: reason)
          line += "; \(made.count) baseline(s) of track \(track) approved"
        }
        print(metadata.uuid.uuidString.lowercased())
        print(line)
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }
  }
}
