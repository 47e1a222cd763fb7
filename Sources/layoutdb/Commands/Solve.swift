import ArgumentParser
import LayoutEngine
import SceneFormat

extension LayoutDB {
  /// `layoutdb solve INPUT`: lays out a scene file's or Interface Builder document's scenes
  /// (or reads a frame dump) and prints the frames.
  struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lay out the scenes of a file and print the frames.",
      discussion: """
        INPUT is a scene file (.yaml, .yml), an Interface Builder document (.storyboard, .xib; \
        laid out on its design canvas by default) or a frame dump (.json, printed as captured).
        Exit status: 0 when solved (diagnostics are output, not failures), 2 for an unreadable \
        or invalid input or a bad option.
        """)

    @Argument(help: "The scene file, storyboard, xib or frame dump.")
    var input: String

    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
      var request = SolveRequest(
        inputPath: input, devices: environment.devices,
        orientations: environment.orientation?.values, keyboards: environment.keyboard?.values,
        directions: environment.directions, textSizes: environment.textSizes)
      request.project = try environment.project()
      do {
        // Each run is written as soon as it is solved, and dropped: memory does not grow with
        // the number of scenes and environments. Bad input and usage errors are found before
        // the first run; a layout that fails later ends the output there (exit 2).
        var rendering = SolveReport.StreamedRendering(format: output.format.solveReportFormat)
        let isFrameDump = input.lowercased().hasSuffix(".json")
        let summary = try request.stream(catalog: DeviceCatalog.standard) { result, _ in
          if isFrameDump && environment.namesEnvironments && rendering.isAtStart {
            Diagnostics.printError(
              "note: \(input) is a frame dump, printed as captured: --device, --orientation, "
                + "--keyboard, --direction and --text-size do not apply")
          }
          print(rendering.next(result), terminator: "")
        }
        if summary.count == 0 { throw request.nothingToLayOut }
        print(rendering.ending)
      } catch let error as SolveError {
        Diagnostics.printError(Diagnostics.isTerminal ? error.rendered : error.description)
        throw ExitCode(2)
      } catch let exit as ExitCode {
        throw exit  // already explained above
      } catch {
        Diagnostics.printError("\(error)")
        throw ExitCode(2)
      }
    }
  }
}
