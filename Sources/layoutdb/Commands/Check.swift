import ArgumentParser
import Foundation
import LayoutEngine
import LayoutStore
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb check [INPUT...]`: solve, store, compare with the track's baselines; exit 1 on
  /// drift. The work is `CheckOperation`'s; this only reads options and prints.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve scenes, store the run and fail on drift from the baselines.",
      discussion: """
        Compares every scene × environment with the current baseline of the track. Without \
        INPUT, checks the files the track's baselines were recorded from (a file deleted since \
        counts as its scenes removed). Each file is laid out in the environments its \
        baselines were recorded for (the file's own list, or those --device/--orientation/\
        --keyboard narrowed `record` to); an option replaces that dimension. A baselined \
        layout the inputs no longer produce is \
        GONE (drift): approving the run, or `layoutdb retire`, retires it.
        Missing baselines follow --record (or LAYOUTDB_RECORD, with the same values): \
        'missing' records them, 'failed' also re-records what drifted, 'all' re-records every \
        baseline, 'never' records nothing; the default is 'never' when CI is set and 'missing' \
        otherwise. A check that recorded exits 1: run it again to compare ('all' exits 0 when \
        it changed no baseline).
        In a git repository, baselines follow history: a layout without a baseline on the \
        track is compared with the newest baseline approved on any track at a commit HEAD \
        descends from (with --base BRANCH: at a commit the merge base of HEAD and BRANCH \
        descends from), and a newer approval on a merged branch replaces the track's own. The \
        output names the commits the baselines came from. In a shallow clone, fetch the \
        history or give --base-commit SHA; --own-track-only compares with the track alone.
        Exit status: 0 clean, 1 drift or missing baselines, 2 bad input or usage (nothing is \
        written then).
        """)

    @Argument(
      help: "Scene files, storyboards, xibs or frame dumps (default: the baselines' files).")
    var inputs: [String] = []

    @Option(
      help: ArgumentHelp(
        "missing, failed, all or never (default: $LAYOUTDB_RECORD, else never when CI is set, "
          + "else missing)."))
    var record: RecordModeArgument?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write the HTML report into this folder.", valueName: "DIR"))
    var report: String?

    @Option(
      help: ArgumentHelp(
        "Take other tracks' baselines from the history of HEAD's merge base with this branch.",
        valueName: "BRANCH"))
    var base: String?

    @Option(
      help: ArgumentHelp(
        "Take other tracks' baselines from the history of this commit (shallow clones).",
        valueName: "SHA"))
    var baseCommit: String?

    @Flag(help: "Compare with the track's own baselines only, not those of git history.")
    var ownTrackOnly = false

    @Option(
      help: ArgumentHelp(
        "Lay out only shard I of N of the scene × environment pairs (parallel CI jobs).",
        valueName: "I/N"), transform: ShardArgument.parse)
    var shard: Shard?

    @Flag(
      help: "Give the verdict over the newest complete set of shards merged into the database.")
    var merged = false

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var environment: EnvironmentOptions

    func validate() throws {
      if merged && (shard != nil || !inputs.isEmpty) {
        throw ValidationError(
          "--merged reads the shards' layouts from the database: give no INPUT and no --shard")
      }
      if ownTrackOnly && (base != nil || baseCommit != nil) {
        throw ValidationError("--own-track-only leaves git history out: drop --base/--base-commit")
      }
      if base != nil && baseCommit != nil {
        throw ValidationError("give --base or --base-commit, not both")
      }
    }

    func run() throws {
      let processEnvironment = ProcessInfo.processInfo.environment
      do {
        if let junit { try OutputLocation.checkFile(junit) }
        if let report { try OutputLocation.prepareFolder(report) }
      } catch {
        throw Diagnostics.fail(error)
      }
      let catalog = try Diagnostics.standardCatalog()
      var ancestry: BaselineAncestry?
      if !ownTrackOnly {
        do {
          ancestry = try BaselineAncestry.resolve(base: base, baseCommit: baseCommit)
        } catch {
          throw Diagnostics.fail(error)
        }
      }
      var paths = inputs
      var missingFiles: [String] = []
      let root = ProjectRoot.detect()
      if merged {
        // The shards' files come from the database; a baseline's file deleted since is still
        // gone layouts, as in one unsharded check.
        let files = (try? baselineFiles(ancestry: ancestry)) ?? []
        missingFiles = files.filter { !FileManager.default.fileExists(atPath: root.absolute($0)) }
      } else if paths.isEmpty {
        // A deleted scene file is gone layouts to report (and retire), not an unreadable
        // input: the other files are still checked. Stored paths are relative to the
        // project's root, so this works from any folder in it.
        let files = try baselineFiles(ancestry: ancestry)
        missingFiles = files.filter { !FileManager.default.fileExists(atPath: root.absolute($0)) }
        paths = files.filter { !missingFiles.contains($0) }.map { file in
          Self.displayPath(root.absolute(file))
        }
        if paths.isEmpty {
          throw Diagnostics.fail(.baselineFilesMissing(track: comparison.track, files: files))
        }
      }
      var inputs = SceneInputs(
        paths: paths, devices: environment.devices,
        orientations: environment.orientation?.values, keyboards: environment.keyboard?.values,
        directions: environment.directions, textSizes: environment.textSizes, shard: shard)
      inputs.root = root
      inputs.project = try environment.project(config: comparison.config)
      inputs.remembered = try rememberedEnvironments()
      var operation = CheckOperation(
        inputs: inputs,
        track: comparison.track,
        recordMode: try record?.mode ?? recordModeFromEnvironment(processEnvironment),
        configuration: try comparison.configuration(), provenance: RunProvenance.detect(),
        toolVersion: LayoutDB.version,
        reportDirectory: report.map { URL(fileURLWithPath: $0, isDirectory: true) })
      operation.missingFiles = missingFiles
      operation.ancestry = ancestry
      operation.mergedShards = merged
      operation.databaseOption = database.path.map { "--db \(CheckOutcome.quoted($0))" }
      let outcome: CheckOutcome
      do {
        outcome = try operation.run(
          catalog: catalog,
          database: { () throws(LayoutStoreError) in try LayoutDatabase(path: database.resolvedPath)
          },
          progress: ProgressReporter())
      } catch {
        throw Diagnostics.fail(error)
      }
      if let junit {
        do {
          try Data(outcome.junit.xml.utf8).write(to: URL(fileURLWithPath: junit))
        } catch {
          throw Diagnostics.fail(.write(path: junit, reason: OutputLocation.reason(error)))
        }
      }
      if GitHubAnnotation.isEnabled(environment: processEnvironment) {
        // The runner reads workflow commands from both streams; keep JSON on stdout pure.
        for annotation in outcome.annotations {
          if format == .json {
            Diagnostics.printError(annotation.command)
          } else {
            print(annotation.command)
          }
        }
      }
      print(format == .json ? outcome.json : outcome.text)
      if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// The environments the track's baselines were recorded for, by file; none before the
    /// database exists.
    private func rememberedEnvironments() throws -> [String: RememberedEnvironments] {
      guard FileManager.default.fileExists(atPath: database.resolvedPath) else { return [:] }
      do {
        let store = try LayoutDatabase(path: database.resolvedPath, mode: .readOnly)
        return try store.baselines.rememberedEnvironments(track: comparison.track)
      } catch {
        throw DatabaseOptions.fail(error)
      }
    }

    /// `LAYOUTDB_RECORD`, else the default for where it runs; a bad value exits 2.
    private func recordModeFromEnvironment(_ variables: [String: String]) throws -> RecordMode {
      do {
        return try RecordMode.resolved(environment: variables)
      } catch {
        throw Diagnostics.fail(error)
      }
    }

    /// A path to print and read: relative to the current directory when inside it.
    static func displayPath(_ absolute: String) -> String {
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .standardizedFileURL.path
      let prefix = current.hasSuffix("/") ? current : current + "/"
      return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The files the track's current baselines were recorded from.
    private func baselineFiles(ancestry: BaselineAncestry?) throws -> [String] {
      let files: [String]
      do {
        // Through the location, so that a missing file (before any record, or a check run
        // from a subfolder) says what creates one and how to name another.
        let store = try database.location.open(.readOnly)
        files = try store.baselines.sourceFiles(
          track: comparison.track, ancestors: ancestry?.ancestors)
      } catch {
        throw DatabaseOptions.fail(error)
      }
      if files.isEmpty, ancestry?.isShallow == true {
        throw Diagnostics.fail(
          .ancestry(
            "no INPUT given, and neither track '\(comparison.track)' nor the history this"
              + " shallow clone holds has baselines: fetch the history (fetch-depth: 0), give"
              + " --base-commit SHA of a commit baselines were approved at, or name the files"))
      }
      if files.isEmpty { throw Diagnostics.fail(.nothingToCheck(track: comparison.track)) }
      return files
    }
  }
}

/// `--shard I/N`.
enum ShardArgument {
  static func parse(_ text: String) throws -> Shard {
    guard let shard = Shard(text) else {
      throw ValidationError(
        "shard I of N parallel jobs, with 1 ≤ I ≤ N (like 2/4)")
    }
    return shard
  }
}

/// `--record missing|all|never`.
struct RecordModeArgument: ExpressibleByArgument {
  let mode: RecordMode

  init?(argument: String) {
    guard let mode = RecordMode(rawValue: argument) else { return nil }
    self.mode = mode
  }

  static var allValueStrings: [String] { RecordMode.allCases.map(\.rawValue) }
}
