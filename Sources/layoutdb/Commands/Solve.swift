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
      let request = SolveRequest(
        inputPath: input, devices: environment.devices,
        orientations: environment.orientation?.values, keyboards: environment.keyboard?.values)
      do {
        let report = try request.run(catalog: DeviceCatalog.standard)
        if report.runs.isEmpty { throw request.nothingToLayOut }
        let narrowed =
          environment.device != nil || environment.orientation != nil
          || environment.keyboard != nil
        if narrowed && input.lowercased().hasSuffix(".json") {
          Diagnostics.printError(
            "note: \(input) is a frame dump, printed as captured: --device, --orientation and "
              + "--keyboard do not apply")
        }
        print(report.rendered(as: output.format))
      } catch let error as SolveError {
        Diagnostics.printError(Diagnostics.isTerminal ? error.rendered : error.description)
        throw ExitCode(2)
      } catch {
        Diagnostics.printError("\(error)")
        throw ExitCode(2)
      }
    }
  }
}
