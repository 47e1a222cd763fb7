import ArgumentParser
import Foundation
import LayoutWorkflow

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
      do {
        print(
          try RunReview(location: database.location).listing(
            runID, scenes: selection.scenes, environments: selection.environmentFilters,
            format: output.format))
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
    var format: OutputFormat = .text

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let comparison: (text: String, hasDrift: Bool)
      do {
        comparison = try RunReview(location: database.location, settings: self.comparison.settings)
          .comparison(
            old, new, scenes: selection.scenes, environments: selection.environmentFilters,
            format: format)
      } catch {
        throw Diagnostics.fail(error)
      }
      print(comparison.text)
      if comparison.hasDrift { throw ExitCode(1) }
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
      do {
        let lines = try RunReview(location: database.location, settings: comparison.settings)
          .reportLines(
            run: runID, track: comparison.track, scenes: selection.scenes,
            environments: selection.environmentFilters,
            to: URL(fileURLWithPath: out, isDirectory: true))
        for line in lines { print(line) }
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
