/// Counts of changes by severity, over one comparison or a whole report.
public struct DriftSummary: Sendable, Hashable, Codable, CustomStringConvertible {
  public var errors: Int
  public var warnings: Int
  public var infos: Int
  /// Changes that ignore rules removed (not in the counts above).
  public var ignored: Int
  /// Scene × environment pairs compared, and how many of them drifted.
  public var comparisons: Int
  public var comparisonsWithDrift: Int
  /// Current results with no baseline, and baselines with no current result (see
  /// ``DriftReport``); neither makes a report unclean.
  public var missingBaselines: Int
  public var missingResults: Int
  /// No errors and no warnings.
  public var isClean: Bool

  public init(
    errors: Int = 0, warnings: Int = 0, infos: Int = 0, ignored: Int = 0, comparisons: Int = 0,
    comparisonsWithDrift: Int = 0, missingBaselines: Int = 0, missingResults: Int = 0
  ) {
    self.errors = errors
    self.warnings = warnings
    self.infos = infos
    self.ignored = ignored
    self.comparisons = comparisons
    self.comparisonsWithDrift = comparisonsWithDrift
    self.missingBaselines = missingBaselines
    self.missingResults = missingResults
    isClean = errors == 0 && warnings == 0
  }

  /// The summary of one comparison's changes.
  init(changes: [LayoutChange], ignored: Int) {
    let errors = changes.count { $0.severity == .error }
    let warnings = changes.count { $0.severity == .warning }
    self.init(
      errors: errors, warnings: warnings, infos: changes.count { $0.severity == .info },
      ignored: ignored, comparisons: 1, comparisonsWithDrift: errors + warnings > 0 ? 1 : 0)
  }

  /// The sum of several summaries.
  init(adding summaries: [DriftSummary], missingBaselines: Int, missingResults: Int) {
    self.init(
      errors: summaries.reduce(0) { $0 + $1.errors },
      warnings: summaries.reduce(0) { $0 + $1.warnings },
      infos: summaries.reduce(0) { $0 + $1.infos },
      ignored: summaries.reduce(0) { $0 + $1.ignored },
      comparisons: summaries.reduce(0) { $0 + $1.comparisons },
      comparisonsWithDrift: summaries.reduce(0) { $0 + $1.comparisonsWithDrift },
      missingBaselines: missingBaselines, missingResults: missingResults)
  }

  /// `2 errors, 1 warning, 0 infos in 1 of 4 comparisons (3 ignored)`, or `no drift in 4
  /// comparisons`.
  public var description: String {
    var text =
      isClean
      ? "no drift in \(Self.count(comparisons, "comparison"))"
      : "\(counts) in \(comparisonsWithDrift) of \(Self.count(comparisons, "comparison"))"
    if isClean, infos > 0 { text += " (\(Self.count(infos, "info")))" }
    var extras: [String] = []
    if ignored > 0 { extras.append("\(ignored) ignored") }
    if missingBaselines > 0 { extras.append(Self.count(missingBaselines, "missing baseline")) }
    if missingResults > 0 { extras.append(Self.count(missingResults, "missing result")) }
    if !extras.isEmpty { text += "; " + extras.joined(separator: ", ") }
    return text
  }

  /// `3 errors, 1 warning, 0 infos`
  public var counts: String {
    "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), "
      + Self.count(infos, "info")
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
