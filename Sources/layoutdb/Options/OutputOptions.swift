import ArgumentParser
import SceneFormat

/// `--format text|json`.
struct OutputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "text (a listing per run) or json (documented in Documentation/SceneFormat.md).")
  var format: SolveReport.Format = .text
}

extension SolveReport.Format: ExpressibleByArgument {}
