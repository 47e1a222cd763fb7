import FileLocations
import LayoutDiff
import LayoutEngine
import LayoutStore
import SceneReading

/// Why a workflow command could not do its work. Every case is bad input or usage (exit 2):
/// drift is an outcome, not an error.
public enum WorkflowError: LocatedError, Sendable {
  /// An input could not be read or laid out.
  case solve(SolveError)
  /// Two input files define a scene of the same name; a run holds each scene once.
  case duplicateScene(String, firstFile: String, secondFile: String)
  /// Scene files and frame dumps in one run (a run has one source).
  case mixedSources
  /// The inputs hold no scene at all.
  case noScenes([String])
  /// `check` without inputs, and the track has no baselines to take the inputs from.
  case nothingToCheck(track: String)
  /// `check` without inputs, and none of the files the track's baselines were recorded from
  /// exists any more.
  case baselineFilesMissing(track: String, files: [String])
  /// The database refused or failed.
  case store(LayoutStoreError)
  /// The diff configuration file is invalid.
  case configuration(DiffConfigurationError)
  /// `--scene`/`--env` filters that select no layout of a run.
  case nothingSelected(run: String, scenes: [String]?, environments: [String]?)
  /// `--scene NAME` that the run does not lay out, with the run's scenes to suggest from.
  case unknownScene(run: String, scene: String, runScenes: [String])
  /// `--env FILTER` that no stored environment key matches, with the keys to suggest from.
  case unknownEnvironment(filter: String, keys: [String])
  /// A file could not be written (report, JUnit).
  case write(path: String, reason: String)
  /// `--base` or `--base-commit` could not be resolved in the repository (see
  /// ``BaselineAncestry``).
  case ancestry(String)
  /// An environment variable or option value the command cannot use.
  case usage(String)
  /// The device catalog compiled into the binary is missing or invalid (a broken build).
  case catalog(DeviceCatalogError)

  /// Where in an input file the problem is, when it is in one.
  public var fileLocation: FileLocation? {
    switch self {
    case .solve(let error): error.fileLocation
    case .configuration(let error): error.fileLocation
    default: nil
    }
  }

  public var message: String {
    switch self {
    case .solve(let error): error.message
    case .duplicateScene(let scene, let first, let second):
      "scene '\(scene)' is defined in both \(first) and \(second); a run holds each scene "
        + "once: rename one of them"
    case .mixedSources:
      "scene files and frame dumps go in separate runs (a run is either solver output or "
        + "captured on a device): record them with two commands"
    case .noScenes(let paths):
      "\(paths.joined(separator: ", ")) hold(s) no scene: nothing to lay out"
    case .nothingToCheck(let track):
      "no INPUT given and track '\(track)' has no baselines to take them from: name the scene "
        + "files, or record baselines first with `layoutdb record --baseline FILE...`"
    case .baselineFilesMissing(let track, let files):
      "no INPUT given and none of the files track '\(track)' has baselines from exists any more "
        + "(\(files.joined(separator: ", "))): restore them, or retire their baselines with "
        + "`layoutdb retire "
        + files.map { "--file \(CheckOutcome.quoted($0))" }.joined(separator: " ")
        + " --track \(track) --reason \"…\"`"
    case .store(let error): error.description
    case .configuration(let error): error.message
    case .nothingSelected(let run, let scenes, let environments):
      "run \(run) has no layouts "
        + [
          scenes.map { "of scene(s) \($0.joined(separator: ", "))" },
          environments.map { "matching --env \($0.joined(separator: ", "))" },
        ].compactMap { $0 }.joined(separator: " ")
        + ": check the names with `layoutdb show \(run)`"
    case .unknownScene(let run, let scene, let runScenes):
      "run \(run) has no scene '\(scene)'"
        + NameSuggestion.didYouMean(scene, in: runScenes) + "; its scenes: "
        + HistoryListing.sample(runScenes.map { "'\($0)'" })
    case .unknownEnvironment(let filter, let keys):
      "no environment matches --env '\(filter)'"
        + NameSuggestion.didYouMean(Self.closestEnvironment(to: filter, in: keys))
        + "; the environments (--env takes a key, a prefix of one or a glob): "
        + HistoryListing.sample(keys)
    case .write(let path, let reason): "cannot write \(path): \(reason)"
    case .ancestry(let problem): problem
    case .usage(let message): message
    case .catalog(let error): "\(error)"
    }
  }
}

extension WorkflowError {
  /// The key, or the leading part of one (`iphone-se-2nd-gen/landscape`), closest to a filter
  /// that matches nothing: filters are often prefixes, and `iphone-se-2nd-gen/landscap` means
  /// the prefix, not a whole key three parts longer. Globs get no suggestion.
  static func closestEnvironment(to filter: String, in keys: [String]) -> String? {
    guard !filter.contains("*"), !filter.contains("?") else { return nil }
    var candidates: [String] = []
    var seen: Set<String> = []
    for key in keys {
      let parts = key.split(separator: "/")
      for count in 1...max(1, parts.count) {
        let prefix = parts.prefix(count).joined(separator: "/")
        if seen.insert(prefix).inserted { candidates.append(prefix) }
      }
    }
    let trimmed = filter.hasSuffix("/") ? String(filter.dropLast()) : filter
    return NameSuggestion.closest(to: trimmed, in: candidates)
  }
}
