import FileLocations
import Foundation
import LayoutEngine
import SceneReading
import SceneSource

/// What `layoutdb solve` does, as a value: an input file and the environments to lay its
/// scenes out in. The command parses its options into one and prints the report.
///
/// Environments are the product of devices × orientations × keyboard states × layout
/// directions × text sizes. Each dimension comes from the request when given, else from the
/// file (a scene file's `environments`, in file order), else from the defaults:
/// ``defaultDevice`` for scene files and `design` for Interface Builder documents, portrait,
/// keyboard hidden, left to right, `large` text. A frame dump is not solved: its
/// captured layouts are reported as they are, whatever the request's environments.
public struct SolveRequest: Sendable {
  /// The device scene files are laid out on when neither they nor the request name one.
  public static let defaultDevice = EnvironmentRequest.defaultDevice

  /// The input file's path, as the user wrote it.
  public var inputPath: String
  /// Device ids, `WxH[@Sx]` sizes, `all` (the whole catalog) or `design` (an Interface Builder
  /// document's canvas); nil for the file's or the default.
  public var devices: [String]?
  public var orientations: [Orientation]?
  public var keyboards: [KeyboardState]?
  /// Layout directions; nil for the file's, else left to right.
  public var directions: [LayoutDirection]?
  /// Dynamic Type text sizes; nil for the file's, else UIKit's default, `large`.
  public var textSizes: [ContentSizeCategory]?
  /// The project's defaults (`layoutdb.yaml`), for the axes neither the request nor the file
  /// names.
  public var project = ProjectEnvironments()
  /// Which scene × environment pairs to lay out (nil: all): a sharded run's share. A scene
  /// none of whose environments is included is not even built.
  public var includes: (@Sendable (_ scene: String, _ environment: Environment) -> Bool)?

  public init(
    inputPath: String, devices: [String]? = nil, orientations: [Orientation]? = nil,
    keyboards: [KeyboardState]? = nil, directions: [LayoutDirection]? = nil,
    textSizes: [ContentSizeCategory]? = nil
  ) {
    self.inputPath = inputPath
    self.devices = devices
    self.orientations = orientations
    self.keyboards = keyboards
    self.directions = directions
    self.textSizes = textSizes
  }

  /// Reads the input and lays every scene out in every environment, scene by scene (one
  /// engine per scene, re-solved incrementally from one environment to the next).
  ///
  /// - Throws: ``SolveError``: the input's problems at their line and column, an unknown
  ///   device, `design` for a file without a design canvas, or an environment the engine
  ///   refuses.
  ///
  /// `design` lays an Interface Builder document out as Xcode's canvas does, which is what the
  /// frames Xcode stores show: placeholder constraints ("Remove at build time") still apply,
  /// views Xcode marked ambiguous keep their size (see `InterfaceBuilderImporter.Options`).
  /// Devices lay it out as the app does. Asked for both, the document is read both ways.
  public func run(catalog: DeviceCatalog) throws(SolveError) -> SolveReport {
    var runs: [LayoutResult] = []
    var seconds: [Double] = []
    let summary = try stream(catalog: catalog) { result, time in
      runs.append(result)
      seconds.append(time)
    }
    var report = SolveReport(runs: runs, seconds: summary.isFrameDump ? [] : seconds)
    report.viewLines = summary.viewLines
    report.viewNames = summary.viewNames
    return report
  }

  /// Like ``run(catalog:)``, but hands each layout to `body` as soon as it is solved, in the
  /// same order, and keeps none of them, so memory does not grow with the number of scenes
  /// and environments. Returns what a report holds besides its layouts.
  ///
  /// - Throws: ``SolveError`` (as `solveError` makes it a `Failure`), or what `body` throws;
  ///   the layouts after the failure are not solved.
  public func stream<Failure: Error>(
    catalog: DeviceCatalog, solveError: (SolveError) -> Failure,
    _ body: (_ result: LayoutResult, _ seconds: Double) throws(Failure) -> Void
  ) throws(Failure) -> SolveSummary {
    func load(canvas: Bool) throws(Failure) -> SceneInput {
      do {
        return try SceneInput.load(path: inputPath, catalog: catalog, canvas: canvas)
      } catch {
        throw solveError(.input(error))
      }
    }
    let isInterfaceBuilder = SceneInput.isInterfaceBuilder(inputPath)
    let named = devices ?? project.devices
    let wantsDesign = isInterfaceBuilder && (named?.contains("design") ?? true)
    let wantsDevices = !isInterfaceBuilder || named?.contains { $0 != "design" } == true
    let input = try load(canvas: wantsDesign && !wantsDevices)
    switch input {
    case .frameDump(_, let results):
      for result in results { try body(result, 0) }
      return SolveSummary(count: results.count, isFrameDump: true)
    case .scenes(let document):
      var canvas: SceneDocument?
      if wantsDesign && wantsDevices, case .scenes(let read) = try load(canvas: true) {
        canvas = read
      }
      var summary = SolveSummary()
      summary.count = try stream(
        document, canvas: canvas, catalog: catalog, solveError: solveError, body)
      summary.viewLines = document.viewLines
      for (name, imported) in document.interfaceBuilderScenes where !imported.viewLines.isEmpty {
        summary.viewLines[name] = imported.viewLines
      }
      summary.viewNames = document.viewNames
      return summary
    }
  }

  /// ``stream(catalog:solveError:_:)`` for a body that fails with ``SolveError``.
  public func stream(
    catalog: DeviceCatalog,
    _ body: (_ result: LayoutResult, _ seconds: Double) throws(SolveError) -> Void
  ) throws(SolveError) -> SolveSummary {
    try stream(catalog: catalog, solveError: \.self, body)
  }

  /// Why an input that `run` read without error gave no layout: `solve` refuses it (`record`
  /// and `check` only when all their inputs are empty). At the element that should have held
  /// the scenes (`<objects>` of a xib, `<scenes>` of a storyboard), else the file's start.
  public var nothingToLayOut: SolveError {
    let type = SceneInput.FileType(path: inputPath)
    let expected =
      if type?.isInterfaceBuilder == true {
        "a view controller with a view in <scenes> (a storyboard) or a top-level view with a"
          + " frame in <objects> (a xib)"
      } else if type?.isFrameDump == true {
        "a frame dump object, or an array with at least one"
      } else {
        "a scene with views"
      }
    var location = FileLocation.wholeFile(inputPath)
    if type?.isInterfaceBuilder == true,
      let data = FileManager.default.contents(atPath: inputPath)
    {
      let source = SourceText(fileName: inputPath, text: String(decoding: data, as: UTF8.self))
      for (index, line) in source.lines.enumerated() {
        guard let range = line.range(of: "<scenes") ?? line.range(of: "<objects") else { continue }
        let column = line[..<range.lowerBound].unicodeScalars.count + 1
        location = source.location(line: index + 1, column: column)
        break
      }
    }
    return .nothingToLayOut(expected: expected, at: location)
  }

  /// Lays out an already-read document.
  /// - Parameter canvas: the same document read as Xcode's canvas, for the `design`
  ///   environments; nil lays those out with `document` too.
  public func solve(
    _ document: SceneDocument, canvas: SceneDocument? = nil, catalog: DeviceCatalog
  ) throws(SolveError) -> [LayoutResult] {
    try solveTimed(document, canvas: canvas, catalog: catalog).map(\.result)
  }

  /// Lays out an already-read document, timing each layout (JUnit reports the times).
  public func solveTimed(
    _ document: SceneDocument, canvas: SceneDocument? = nil, catalog: DeviceCatalog
  ) throws(SolveError) -> [(result: LayoutResult, seconds: Double)] {
    var runs: [(result: LayoutResult, seconds: Double)] = []
    func take(_ result: LayoutResult, _ seconds: Double) throws(SolveError) {
      runs.append((result, seconds))
    }
    _ = try stream(document, canvas: canvas, catalog: catalog, solveError: \.self, take)
    return runs
  }

  /// Lays out an already-read document, handing each layout to `body` as soon as it is
  /// solved (with the seconds it took; building a scene's engine counts toward its first
  /// environment). Returns how many layouts it handed over.
  func stream<Failure: Error>(
    _ document: SceneDocument, canvas: SceneDocument?, catalog: DeviceCatalog,
    solveError: (SolveError) -> Failure,
    _ body: (_ result: LayoutResult, _ seconds: Double) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    let clock = ContinuousClock()
    let isInterfaceBuilder =
      !document.designEnvironments.isEmpty
      || SceneInput.isInterfaceBuilder(document.fileName)
    let deviceNames =
      devices ?? unique(document.environments.map(\.device)).nonEmpty ?? project.devices
      ?? [isInterfaceBuilder ? "design" : Self.defaultDevice]
    let orientations =
      self.orientations ?? unique(document.environments.map(\.orientation)).nonEmpty
      ?? project.orientations ?? [.portrait]
    let keyboards =
      self.keyboards ?? unique(document.environments.map(\.keyboard)).nonEmpty
      ?? project.keyboards ?? [.hidden]
    let askedDirections =
      self.directions ?? unique(document.environments.map(\.direction)).nonEmpty
      ?? project.directions
    let askedTextSizes =
      self.textSizes ?? unique(document.environments.map(\.textSize)).nonEmpty
      ?? project.textSizes
    // Direction and text size vary last: each screen is laid out in all of them in turn. A
    // design canvas keeps its own (Xcode's canvas text size, say) unless they are asked for.
    func varied(_ base: Environment, isCanvas: Bool = false) -> [Environment] {
      let directions = askedDirections ?? (isCanvas ? [base.direction] : [.leftToRight])
      let textSizes =
        askedTextSizes?.map(\.name)
        ?? [isCanvas ? base.contentSizeCategory : ContentSizeCategory.large.name]
      return directions.flatMap { direction in
        textSizes.map { size in
          var environment = base
          environment.direction = direction
          environment.contentSizeCategory = size
          return environment
        }
      }
    }

    var catalogDevices: [Device?] = []  // nil stands for `design`
    for name in deviceNames {
      switch name {
      case "design": catalogDevices.append(nil)
      case "all": catalogDevices += catalog.devices.map { $0 }
      default:
        do {
          catalogDevices.append(try catalog.device(for: name))
        } catch {
          throw solveError(.device(error))
        }
      }
    }

    // The environments of a scene, in order, or the usage error that refuses them.
    func environments(of scene: Scene) throws(SolveError) -> [(
      environment: Environment, onCanvas: Bool
    )] {
      let onCanvas = canvas?.scenes.contains { $0.name == scene.name } == true
      var environments: [(environment: Environment, onCanvas: Bool)] = []
      for device in catalogDevices {
        guard let device else {
          guard let design = document.designEnvironments[scene.name] else {
            throw .usage(
              "--device design: \(document.fileName) has no design canvas for scene "
                + "'\(scene.name)' (only storyboards and xibs have one); name a device instead")
          }
          // The canvas is what Xcode stored: one orientation, no keyboard. Asking for more
          // would silently get less, so it is refused with the way to get it.
          if let asked = self.orientations?.first(where: { $0 != design.orientation }) {
            throw .usage(
              "--orientation \(asked.rawValue) does not apply to --device design: scene "
                + "'\(scene.name)' of \(document.fileName) was designed in "
                + "\(design.orientation.rawValue); name a device (--device \(design.deviceID)) to "
                + "lay it out in \(asked.rawValue)")
          }
          if self.keyboards?.contains(.shown) == true {
            throw .usage(
              "--keyboard shown does not apply to --device design (the canvas has no keyboard); "
                + "name a device (--device \(design.deviceID)) to lay '\(scene.name)' out with "
                + "the keyboard shown")
          }
          environments += varied(design, isCanvas: true).map { ($0, onCanvas) }
          continue
        }
        environments += Environment.matrix(
          devices: [device], orientations: orientations, keyboards: keyboards
        ).flatMap { varied($0) }.map { ($0, false) }
      }
      return environments
    }
    // Options the input cannot honour are refused before the first layout is handed over.
    for scene in document.scenes {
      do {
        _ = try environments(of: scene)
      } catch {
        throw solveError(error)
      }
    }

    var count = 0
    for scene in document.scenes {
      var start = clock.now
      // The design canvas comes from `canvas` (when it has the scene), the rest from `document`.
      let canvasDocument = canvas.flatMap { read in
        read.scenes.contains { $0.name == scene.name } ? read : nil
      }
      let sceneEnvironments: [(environment: Environment, onCanvas: Bool)]
      do {
        sceneEnvironments = try environments(of: scene)
      } catch {
        throw solveError(error)
      }
      var engines: [Bool: AutoLayoutEngine] = [:]  // by onCanvas
      var seen: Set<Environment> = []
      for (environment, onCanvas) in sceneEnvironments
      where seen.insert(environment).inserted && includes?(scene.name, environment) != false {
        let source = onCanvas ? canvasDocument ?? document : document
        var result: LayoutResult
        do throws(SceneError) {
          var engine: AutoLayoutEngine
          // Taken out while it lays out, so the solver's storage is not copied on write.
          if let built = engines.removeValue(forKey: onCanvas) {
            engine = built
          } else {
            engine = try Self.engine(scene.name, in: source)
          }
          result = try engine.layout(in: environment)
          result.diagnostics += source.importDiagnostics[scene.name] ?? []
          engines[onCanvas] = engine
        } catch {
          throw solveError(.layout(scene: scene.name, error))
        }
        // Inputs are bounded, so this is an overflow in the solver; printing it would give
        // `inf` in a listing and `null` in JSON.
        if let value = result.firstNonFiniteValue {
          throw solveError(
            .nonFiniteResult(
              file: document.fileName, scene: result.scene, environment: result.environment,
              value))
        }
        try body(result, Self.seconds(start.duration(to: clock.now)))
        count += 1
        // The time `body` takes (writing, storing, comparing) is not the next layout's.
        start = clock.now
      }
    }
    return count
  }

  /// The engine built when the document was read, or a new one.
  private static func engine(_ sceneName: String, in document: SceneDocument) throws(SceneError)
    -> AutoLayoutEngine
  {
    if let built = document.engines[sceneName] { return built }
    guard let scene = document.scenes.first(where: { $0.name == sceneName }) else {
      throw .unknownView(sceneName)
    }
    return try AutoLayoutEngine(scene: scene)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen: Set<T> = []
    return values.filter { seen.insert($0).inserted }
  }
}

extension Array {
  fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}

/// Why `layoutdb solve` could not produce a report. All are "bad input or usage" (exit 2).
public enum SolveError: LocatedError, Sendable {
  /// A problem reading the input file, at its line and column: its reader's own error.
  case input(SceneInputError)
  /// An input read without error that holds nothing to lay out, at the element that should
  /// have held the scenes (else the file's start); `expected` says what was wanted.
  case nothingToLayOut(expected: String, at: FileLocation)
  /// A `--device` that is neither in the catalog nor a `WxH` size.
  case device(DeviceCatalogError)
  /// An option the input cannot honour (`design` for a YAML file).
  case usage(String)
  /// The engine refused a scene or an environment.
  case layout(scene: String, SceneError)
  /// A layout with a number that is not finite (named by `value`: `view 'a' frame`).
  case nonFiniteResult(file: String, scene: String, environment: Environment, String)

  public var fileLocation: FileLocation? {
    switch self {
    case .input(let error): error.fileLocation
    case .nothingToLayOut(_, let location): location
    case .device, .usage, .layout, .nonFiniteResult: nil
    }
  }

  public var message: String {
    switch self {
    case .input(let error): error.message
    case .nothingToLayOut(let expected, _): "nothing to lay out; expected \(expected)"
    case .device(let error): "--device: \(error)"
    case .usage(let message): message
    case .layout(let scene, let error): "scene '\(scene)': \(error)"
    case .nonFiniteResult(let file, let scene, let environment, let value):
      "\(file): scene '\(scene)' on \(environment): the \(value) is not a finite number; expected"
        + " constants and sizes small enough to lay out"
    }
  }
}
