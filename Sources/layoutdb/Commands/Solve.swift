import ArgumentParser
import LayoutWorkflow

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
      let operation = SolveOperation(
        inputPath: input, environments: environment.choice, format: output.format)
      do {
        try operation.run(
          write: { print($0, terminator: "") }, note: { Diagnostics.printError($0) })
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
