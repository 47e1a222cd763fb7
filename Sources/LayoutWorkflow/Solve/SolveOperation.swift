import LayoutEngine
import SceneReading
import SceneSource

/// `layoutdb solve INPUT`: lays out a file's scenes and writes each layout as soon as it is
/// solved, so that memory does not grow with the number of scenes and environments. Bad
/// input and options a file cannot honour are found before the first layout is written; a
/// layout that fails later ends the output there.
public struct SolveOperation: Sendable {
  public var inputPath: String
  public var environments: EnvironmentChoice
  public var format: OutputFormat

  public init(inputPath: String, environments: EnvironmentChoice, format: OutputFormat) {
    self.inputPath = inputPath
    self.environments = environments
    self.format = format
  }

  /// Solves the input, handing the output to `write` piece by piece and notes for people
  /// (not part of the output) to `note`.
  public func run(write: (String) -> Void, note: (String) -> Void) throws(WorkflowError) {
    var request = SolveRequest(inputPath: inputPath, environments: environments)
    request.project = try ProjectEnvironments.load()
    let catalog = try DeviceCatalog.compiledIn()
    var rendering = SolveReport.StreamedRendering(format: format)
    let isFrameDump = SceneInput.isFrameDump(inputPath)
    do throws(SolveError) {
      let summary = try request.stream(catalog: catalog) { result, _ in
        if isFrameDump && environments.namesEnvironments && rendering.isAtStart {
          note(
            "note: \(inputPath) is a frame dump, printed as captured: --device, --orientation, "
              + "--keyboard, --direction and --text-size do not apply")
        }
        write(rendering.next(result))
      }
      if summary.count == 0 { throw request.nothingToLayOut }
      write(rendering.ending + "\n")
    } catch {
      throw .solve(error)
    }
  }
}
