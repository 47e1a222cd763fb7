import ArgumentParser
import LayoutWorkflow

/// `--format text|json`.
struct OutputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "text (a listing per run) or json (documented in Documentation/SceneFormat.md).")
  var format: OutputFormat = .text
}

extension OutputFormat: ExpressibleByArgument {}
