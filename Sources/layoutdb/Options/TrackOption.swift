import ArgumentParser

/// `--track NAME`: the baseline track (a branch name), `main` unless given.
struct TrackOption: ParsableArguments {
  @Option(help: "The baseline track (a branch name).")
  var track = "main"

  func validate() throws {
    if track.isEmpty { throw ValidationError("--track needs a name") }
  }
}
