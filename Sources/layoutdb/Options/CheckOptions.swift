import ArgumentParser
import LayoutWorkflow

/// `--track`, `--config`, `--tolerance`: which baselines a command compares with, and how.
struct ComparisonOptions: ParsableArguments {
  @OptionGroup var trackOption: TrackOption
  var track: String { trackOption.track }

  @Option(
    help: ArgumentHelp(
      "The diff configuration (tolerance, ignore rules; default: "
        + "\(ComparisonSettings.configurationFileName) here, else at the project's root, when "
        + "present).", valueName: "FILE"))
  var config: String?

  // Unconditional: `--tolerance -1` reaches validate() and its message, not "Missing value".
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Tolerance in points (overrides the configuration).", valueName: "PT"))
  var tolerance: Double?

  func validate() throws {
    if let tolerance, !(tolerance.isFinite && tolerance >= 0) {
      throw ValidationError("--tolerance must be a finite number of points, 0 or more")
    }
  }

  /// The settings in effect (the configuration file is read by the command's operation).
  var settings: ComparisonSettings {
    ComparisonSettings(track: track, configurationFile: config, tolerance: tolerance)
  }
}

/// `RUN`: a run UUID, a unique prefix of one, or `latest`.
struct RunArgument {
  static let help = ArgumentHelp(
    "A run: its UUID, a unique prefix of it (as printed), or 'latest'.", valueName: "RUN")
}
