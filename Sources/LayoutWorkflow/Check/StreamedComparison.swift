import Foundation
import LayoutDiff
import LayoutEngine
import LayoutStore

/// A check's comparison of its layouts with their baselines, one layout at a time as they are
/// solved: baselines are loaded a scene at a time (and dropped at the next scene), and only
/// the findings are kept, so memory does not grow with the number of layouts. The report is
/// the one `LayoutDiffer.compare(baselines:currents:)` gives for all of them at once.
struct StreamedComparison {
  let database: LayoutDatabase
  let track: String
  let ancestry: BaselineAncestry?
  /// Whether to keep every current and baseline layout, for the HTML report (which draws
  /// them all).
  let keepsLayouts: Bool

  /// The scene whose baselines are loaded, and those baselines by environment key.
  private var scene: String?
  private var baselines: [EnvironmentKey: Baseline] = [:]
  private var loadedScenes: Set<String> = []
  /// Baselines not paired with a layout (yet).
  private var unpaired: Set<ResultKey> = []
  private var comparisons: [(key: ResultKey, order: Int, comparison: LayoutComparison)] = []
  private var missingBaselines: [ResultKey] = []
  private var originCounts: [[String]: Int] = [:]
  /// The content hash of each scene's file when its (first) baseline was recorded.
  private(set) var sourceHashes: [String: String] = [:]
  /// With ``keepsLayouts``: the layouts compared, and the baselines loaded.
  private(set) var currents: [LayoutResult] = []
  private(set) var baselineLayouts: [LayoutResult] = []
  /// Seconds spent comparing (loading baselines is the store's time).
  private(set) var seconds = 0.0
  private(set) var report = DriftReport(comparisons: [])

  init(database: LayoutDatabase, track: String, ancestry: BaselineAncestry?, keepsLayouts: Bool) {
    self.database = database
    self.track = track
    self.ancestry = ancestry
    self.keepsLayouts = keepsLayouts
  }

  /// Compares `result` with its baseline, if it has one.
  mutating func compare(_ result: LayoutResult, differ: LayoutDiffer) throws(LayoutStoreError) {
    if result.scene != scene {
      baselines = [:]
      for baseline in try load(result.scene) {
        baselines[ResultKey(baseline.result).environment] = baseline
      }
      scene = result.scene
    }
    let start = ContinuousClock.now
    let key = ResultKey(result)
    if keepsLayouts { currents.append(result) }
    if let baseline = baselines[key.environment], unpaired.remove(key) != nil {
      comparisons.append(
        (key, comparisons.count, differ.compare(baseline: baseline.result, current: result)))
    } else {
      missingBaselines.append(key)
    }
    seconds += start.duration(to: .now).seconds
  }

  /// Takes the baselines of scenes no layout came from (removed from their files) into
  /// account, as baselines gone missing, and makes the ``report``.
  mutating func finish(removedScenes: [String]) throws(LayoutStoreError) {
    for removed in removedScenes where !loadedScenes.contains(removed) {
      _ = try load(removed)
    }
    baselines = [:]
    comparisons.sort { ($0.key, $0.order) < ($1.key, $1.order) }
    report = DriftReport(
      comparisons: comparisons.map(\.comparison), missingBaselines: missingBaselines.sorted(),
      missingResults: unpaired.sorted())
    comparisons = []
  }

  /// Where the baselines loaded came from, most layouts first.
  var origins: [BaselineOrigin] { BaselineOrigin.of(counts: originCounts) }

  /// A scene's current baselines; the first time, also noted as unpaired and counted.
  private mutating func load(_ scene: String) throws(LayoutStoreError) -> [Baseline] {
    let loaded: [Baseline]
    if let ancestry {
      loaded = try database.baselines.current(
        track: track, scenes: [scene], ancestors: ancestry.ancestors)
    } else {
      loaded = try database.baselines.current(track: track, scenes: [scene])
    }
    guard loadedScenes.insert(scene).inserted else { return loaded }
    for baseline in loaded {
      unpaired.insert(ResultKey(baseline.result))
      originCounts[[baseline.track, baseline.gitCommit ?? ""], default: 0] += 1
      if keepsLayouts { baselineLayouts.append(baseline.result) }
    }
    if let hash = loaded.first?.sourceHash { sourceHashes[scene] = hash }
    return loaded
  }
}
