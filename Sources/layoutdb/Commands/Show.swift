import ArgumentParser
import Foundation
import LayoutDiff
import LayoutStore
import LayoutWorkflow
import SceneFormat

extension LayoutDB {
  /// `layoutdb show RUN`: a stored run's layouts, printed as `solve` prints them.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a stored run's layouts (text or the JSON of solve).")

    @Argument(help: RunArgument.help)
    var runID: String

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var output: OutputOptions
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let store = try database.open(.readOnly)
      do throws(WorkflowError) {
        let stored = try RunReview(database: store).load(
          runID, scenes: selection.scenes, environments: selection.environmentFilters)
        let metadata = stored.metadata
        if output.format == .text {
          print(
            "run \(metadata.uuid.uuidString.lowercased()) recorded \(metadata.recordedAt) "
              + "(track \(metadata.track), \(metadata.source.rawValue)"
              + (metadata.commitLabel().map { ", commit \($0)" } ?? "") + ")\n")
        }
        print(SolveReport(runs: stored.results).rendered(as: output.format))
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }

  /// `layoutdb diff RUN_A RUN_B`: what changed from one stored run to another.
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two stored runs, scene × environment by scene × environment.",
      discussion: "Exit status: 0 no drift, 1 drift, 2 unknown run or bad usage.")

    @Argument(help: "The earlier run (UUID, prefix or 'latest').")
    var old: String

    @Argument(help: "The later run (UUID, prefix or 'latest').")
    var new: String

    @OptionGroup var selection: SelectionOptions

    @Option(help: "text or json.")
    var format: CheckFormat = .text

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let store = try database.open(.readOnly)
      let review = RunReview(database: store, configuration: try comparison.configuration())
      let report: DriftReport
      do {
        report = try review.diff(
          old, new, scenes: selection.scenes, environments: selection.environmentFilters)
      } catch {
        throw Diagnostics.fail(error)
      }
      print(format == .json ? report.jsonDocument : report.description)
      if report.hasDrift { throw ExitCode(1) }
    }
  }

  /// `layoutdb report [RUN] --out DIR`: the HTML page of a run against the baselines.
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a self-contained HTML report of a run against the baselines.",
      discussion: """
        Per scene and environment: the screen with baseline frames outlined and current frames \
        filled, changed views highlighted, the keyboard, and the drift sentences. RUN defaults \
        to the newest run.
        """)

    @Argument(help: RunArgument.help)
    var runID = "latest"

    @Option(help: ArgumentHelp("The folder to write index.html into.", valueName: "DIR"))
    var out: String

    @OptionGroup var selection: SelectionOptions

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let store = try database.open(.readOnly)
      let review = RunReview(database: store, configuration: try comparison.configuration())
      do throws(WorkflowError) {
        let (page, report) = try review.writeReport(
          run: runID, track: comparison.track, scenes: selection.scenes,
          environments: selection.environmentFilters,
          to: URL(fileURLWithPath: out, isDirectory: true))
        print("\(report.summary)")
        print("report: \(page.path)")
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
