import Foundation
import LayoutDiff
import LayoutEngine
import TextFormats

extension CheckOutcome {
  /// How many changes the text summary lists per scene × environment; a broken container
  /// moves all its content, and the first few lines say what happened.
  public static let changesPerLayout = 6
  /// The summary `check` prints: each drifted scene × environment with its sentences, then the
  /// verdict and the commands that come next.
  public var text: String {
    let laidOut =
      "\(Self.count(run.layoutCount, "layout")) of \(Self.count(run.scenes.count, "scene"))"
    // A check that found no baseline for any layout compared nothing: saying "Checked …
    // against track main" would read as a clean comparison.
    let comparedNothing =
      report.comparisons.isEmpty && vanished.isEmpty && retired.isEmpty && run.layoutCount > 0
    var lines = [
      comparedNothing
        ? "Laid out \(laidOut) (run \(shortRunID)); track \(track) has no baseline for "
          + "\(run.layoutCount == 1 ? "it" : "any of them") to compare with."
        : "Checked \(laidOut) against track \(track) (run \(shortRunID))."
    ]
    if let ancestry {
      lines.append(
        "Baselines: "
          + (baselineOrigins.isEmpty
            ? "none on track \(track) or on the history"
            : baselineOrigins.map(\.description).joined(separator: ", ") + ", from the history")
          + " of \(ancestry.origin) (\(ancestry.shortRoot)).")
      if ancestry.isShallow && !report.missingBaselines.isEmpty {
        lines.append(
          "note: this clone is shallow: baselines approved at commits older than its history"
            + " are not found; fetch the history (fetch-depth: 0) or give --base-commit SHA")
      }
    } else if baselineOrigins.count > 1 {
      lines.append("Baselines: " + baselineOrigins.map(\.description).joined(separator: ", ") + ".")
    }
    // A shard compares its share only: the baselines it did not lay out are the other
    // shards' (`check --merged` compares them all), not missing ones.
    if let shard, otherShardsBaselines > 0 {
      let one = otherShardsBaselines == 1
      lines.append(
        "Shard \(shard): \(otherShardsBaselines) more baseline\(one ? "" : "s") of track \(track)"
          + " belong\(one ? "s" : "") to other shards (`check --merged` compares them all).")
    }
    lines += Self.layoutLines(
      report.comparisons, viewNames: viewNames, causes: constraintChanges,
      limit: Self.changesPerLayout)
    for key in vanished { lines.append("GONE  \(key)  (\(goneReason(key)))") }
    for key in retired {
      lines.append("retired  \(key)  (no longer laid out; kept in the history)")
    }
    let recordedSet = Set(recorded)
    if recordMode == .all {
      lines.append(
        recorded.isEmpty
          ? "recorded  nothing: every layout is its baseline already"
          : "recorded  \(Self.count(recorded.count, "changed layout")) as the baselines of "
            + "\(track)")
    } else {
      for key in report.missingBaselines where recordedSet.contains(key) {
        lines.append("recorded  \(key)  (no baseline before)")
      }
      for comparison in report.comparisons where recordedSet.contains(comparison.key) {
        lines.append("recorded  \(comparison.key)  (drifted: re-recorded as the baseline)")
      }
    }
    for key in unrecorded { lines.append("missing  \(key)  (no baseline on track \(track))") }

    switch status {
    case .clean:
      // A shard said how many are the other shards' under the first line.
      lines.append(
        "Result: clean (\(comparedSummary)"
          + (uncheckedBaselines > 0 && shard == nil
            ? "; \(Self.count(uncheckedBaselines, "baselined layout")) "
              + "outside --device/--orientation/--keyboard not checked" : "") + ").")
    case .drift:
      let gone = Self.count(vanished.count, "baselined layout")
      lines.append(
        report.hasDrift
          ? "Result: drift: \(comparedSummary)\(vanished.isEmpty ? "" : "; \(gone) gone")."
          : "Result: drift: \(gone) gone; \(comparedSummary).")
      let goneInRun = vanished.count - vanishedWithoutFile.count
      if report.hasDrift {
        // With --report the page is written already: the `Report:` line below names it.
        if reportFile == nil {
          lines.append("  See it:      \(command("report \(shortRunID) --out .layoutdb/report"))")
        }
        lines.append(
          "  Approve it:  "
            + command(
              "approve \(shortRunID) --track \(track) --reason \"why this change is right\"")
            + (goneInRun > 0
              ? " (also retires the \(Self.count(goneInRun, "gone baseline"))"
                + (vanishedWithoutFile.isEmpty ? ")" : " of files it read)") : ""))
      } else if goneInRun > 0 {
        lines.append(
          "  Retire them: "
            + command("approve \(shortRunID) --track \(track) --reason \"why they are gone\"")
            + " (unchanged baselines are kept)")
      }
      if !vanishedWithoutFile.isEmpty {
        let files = missingFiles.filter { file in
          vanishedWithoutFile.contains { baselineFiles[$0.scene] == file }
        }
        lines.append(
          "  Retire them: "
            + command(
              "retire " + files.map { "--file \(Self.quoted($0))" }.joined(separator: " ")
                + " --track \(track) --reason \"why the file was deleted\"")
            + " (or restore the file)")
      }
    case .recorded where recordMode == .all:
      lines.append(
        "Result: re-recorded every baseline of \(track) from this run (the changes above are "
          + "now approved); run check again to compare.")
    case .recorded where recordMode == .failed:
      lines.append(
        "Result: re-recorded \(Self.count(recorded.count, "baseline")) (drifted or missing: the "
          + "changes above are now the baselines); run check again to compare them.")
    case .recorded:
      lines.append(
        "Result: recorded \(Self.count(recorded.count, "baseline")); nothing was compared for "
          + "\(recorded.count == 1 ? "it" : "them"): run check again.")
    case .missingBaselines:
      lines.append(
        "Result: \(Self.count(unrecorded.count, "baseline")) missing on track \(track) and not "
          + "recorded (--record never\(recordMode == .never ? ", the default when CI is set" : "")). "
          + "Record \(unrecorded.count == 1 ? "it" : "them") on \(track) with `\(recordBaselineCommand(for: unrecorded))` or approve "
          + "this run: "
          + command("approve \(shortRunID) --track \(track) --reason \"first baselines\""))
    }
    if let reportFile { lines.append("Report: \(reportFile.path)") }
    return lines.joined(separator: "\n")
  }

  /// The lines of the layouts that changed, as `check` and `diff` print them: layouts with a
  /// keyboard or scrolling finding first; the layouts of one scene whose findings concern the
  /// same views in the same ways (one broken constraint, seen on every device and orientation)
  /// once, with one line naming the others; findings that differ only by their view as one
  /// line; then one `clean` line counting the layouts without findings. `causes` gives a
  /// scene's `cause:` line; `limit` caps the findings per layout (check fits on a screen;
  /// diff, asked about two runs, prints them all).
  static func layoutLines(
    _ comparisons: [LayoutComparison], viewNames: [String: [String: String]],
    causes constraintChanges: [ConstraintChange], limit: Int?
  ) -> [String] {
    var lines: [String] = []
    let changed = comparisons.filter { !$0.changes.isEmpty }
    // Layouts with a keyboard or scrolling finding first, then in the report's order.
    let ordered = changed.enumerated().sorted {
      (Self.prominence(of: $0.element), $0.offset) < (Self.prominence(of: $1.element), $1.offset)
    }.map(\.element)
    // Layouts of one scene whose findings concern the same views in the same ways (one
    // broken constraint, seen on every device and orientation) print once, with one line
    // for the others.
    var groups: [(lead: LayoutComparison, others: [LayoutComparison])] = []
    for comparison in ordered {
      if let index = groups.firstIndex(where: {
        $0.lead.scene == comparison.scene && Self.sameFindings($0.lead, comparison)
      }) {
        groups[index].others.append(comparison)
      } else {
        groups.append((comparison, []))
      }
    }
    var explained: Set<String> = []
    // The finding lines printed in full so far, per layout in print order.
    var printed: [(comparison: LayoutComparison, findings: [String])] = []
    for (comparison, others) in groups {
      let verdict = comparison.hasDrift ? "DRIFT" : "note"
      lines.append("\(verdict)  \(comparison.key)  (\(comparison.summary.counts))")
      // The cause first, once per scene: what changed in its file since the baseline.
      if let cause = constraintChanges.first(where: { $0.scene == comparison.scene }),
        explained.insert(comparison.scene).inserted
      {
        lines.append("  cause: \(cause.sentence)")
      }
      // The header names the environment; the sentences need not repeat it.
      let names = viewNames[comparison.scene] ?? [:]
      let findings = Self.findingLines(
        Self.prominentFirst(comparison.changes).map { change in
          let sentence = LayoutChange.withoutEnvironment(change.sentence, comparison.environment)
          return (change.severity, change.subject, sentence)
        }, names: names)
      // A layout whose findings were all printed word for word for one earlier layout of the
      // scene (one broken constraint says the same in several environments) names that layout
      // in one line, and which of its lines it does not share; a layout with anything new
      // prints in full, most prominent first.
      let findingSet = Set(findings)
      if !findings.isEmpty,
        let same = printed.first(where: {
          $0.comparison.scene == comparison.scene && findingSet.isSubset(of: $0.findings)
        })
      {
        let unshared = same.findings.indices.filter { !findings.contains(same.findings[$0]) }
        lines.append(
          "  the same \(Self.count(findings.count, "finding")) as "
            + "\(same.comparison.key.environment.rawValue) above"
            + (unshared.isEmpty ? "" : ", all but its \(Self.ordinals(unshared))"))
      } else {
        let shown = findings.prefix(limit ?? findings.count)
        lines += shown.map { "  \($0)" }
        printed.append((comparison, Array(shown)))
        if findings.count > shown.count {
          lines.append(
            "  … and \(findings.count - shown.count) more "
              + "(all of them: --format json, --junit FILE or the report)")
        }
      }
      if !others.isEmpty {
        let keys = others.map(\.key.environment.rawValue)
        lines.append(
          "  same findings on \(Self.count(others.count, "other environment")): "
            + (keys.count > 4
              ? keys.prefix(3).joined(separator: ", ") + ", …"
              : keys.joined(separator: ", ")))
      }
    }
    let clean = comparisons.count { $0.changes.isEmpty }
    if clean > 0 { lines.append("clean  \(Self.count(clean, "layout")) unchanged") }
    return lines
  }

  /// Baselines of the scenes laid out that this check neither compared nor called gone or
  /// retired: outside the environments options narrowed it to (or other shards').
  var uncheckedBaselines: Int { report.missingResults.count - vanished.count - retired.count }

  /// The outcome as JSON for scripts: the run, the status, the counts, every comparison with
  /// its changes (as `diff` writes them), and the baselines recorded, missing, gone or retired.
  /// Only the run's identity differs between two checks of the same inputs (timings are left
  /// out: the check benchmark prints them).
  public var json: String {
    func keys(_ keys: [ResultKey]) -> JSONText { .array(keys.map(\.json)) }
    return JSONText.document([
      ("run", .string(run.metadata.uuid.uuidString.lowercased())),
      ("track", .string(track)),
      ("status", .string(status.rawValue)),
      ("exitCode", .integer(Int(exitCode))),
      ("gitCommit", .optional(run.metadata.gitCommit)),
      ("gitDirty", run.metadata.gitDirty.map(JSONText.bool) ?? .null),
      ("summary", report.summary.json),
      ("comparisons", .array(report.comparisons.map(\.json))),
      ("recordedBaselines", keys(recorded)),
      ("missingBaselines", keys(unrecorded)),
      ("missingResults", keys(report.missingResults)),
      ("vanished", keys(vanished)),
      ("retiredBaselines", keys(retired)),
      ("baselineOrigins", .array(baselineOrigins.map(\.json))),
      ("ancestryRoot", .optional(ancestry?.root)),
      // A shard's share, and the track's baselines it left to the other shards (the text
      // summary's `Shard 1/4: 22 more baselines …` line); null for a whole or merged check.
      (
        "shard",
        shard.map {
          .object([
            ("index", .integer($0.index)), ("count", .integer($0.count)),
            ("otherShardsBaselines", .integer(otherShardsBaselines)),
          ])
        } ?? .null
      ),
      ("constraintChanges", .array(constraintChanges.map(\.json))),
      ("report", .optional(reportFile?.path)),
    ]).rendered()
  }

  /// One JUnit test suite per scene, one case per environment: failed on drift or a missing
  /// baseline, the drift sentences as the failure text; each case's time is the time its
  /// layout took (a gone layout took none).
  public var junit: JUnitReport {
    var cases: [String: [JUnitReport.TestCase]] = [:]
    for comparison in report.comparisons {
      let outcome: JUnitReport.TestCase.Outcome
      if comparison.hasDrift {
        // In the summary's order: the message is the first sentence, and a CI page shows
        // only it, so it must be the keyboard or scrolling finding, else an error, not a
        // warning that happened to come first.
        let drift = Self.prominentFirst(comparison.changes.filter(\.severity.isDrift))
        let sentences = namedSentences(drift, scene: comparison.scene)
        outcome = .failed(
          message: "\(comparison.summary.counts): \(sentences.first ?? "")",
          details: zip(drift, sentences).map { "\($0.severity): \($1)" }.joined(separator: "\n"))
      } else {
        outcome = .passed
      }
      cases[comparison.scene, default: []].append(
        .init(
          name: comparison.key.environment.rawValue, className: comparison.scene,
          seconds: layoutSeconds[comparison.key] ?? 0, outcome: outcome))
    }
    let recordedSet = Set(recorded)
    for key in report.missingBaselines {
      let message =
        recordedSet.contains(key)
        ? "no baseline on track \(track): recorded one from run \(shortRunID); run check again"
        : "no baseline on track \(track) (record mode \(recordMode.rawValue))"
      cases[key.scene, default: []].append(
        .init(
          name: key.environment.rawValue, className: key.scene, seconds: layoutSeconds[key] ?? 0,
          outcome: .failed(message: message, details: message)))
    }
    for key in vanished {
      let message = goneReason(key)
      cases[key.scene, default: []].append(
        .init(
          name: key.environment.rawValue, className: key.scene,
          outcome: .failed(message: message, details: message)))
    }
    return JUnitReport(
      name: "layoutdb check (track \(track))",
      suites: cases.keys.sorted().map { scene in
        JUnitReport.Suite(
          name: scene, cases: (cases[scene] ?? []).sorted { $0.name < $1.name })
      })
  }

  /// GitHub Actions annotations: one per drifted scene × environment, on the scene's file at
  /// the line of the first view that drifted (where the reader knows it).
  public var annotations: [GitHubAnnotation] {
    var result: [GitHubAnnotation] = []
    for comparison in report.comparisons where !comparison.changes.isEmpty {
      // Most prominent first, as in the summary: the annotation's line is its first view's.
      let drift = Self.prominentFirst(comparison.changes.filter(\.severity.isDrift))
      guard !drift.isEmpty else { continue }
      let lines = viewLines[comparison.scene] ?? [:]
      result.append(
        GitHubAnnotation(
          level: comparison.summary.errors > 0 ? .error : .warning,
          file: sources[comparison.scene]?.file,
          line: drift.lazy.flatMap(\.views).compactMap { lines[$0] }.first,
          title: "Layout drift: \(comparison.key)",
          message: namedSentences(drift, scene: comparison.scene).joined(separator: "\n")))
    }
    for key in vanished {
      result.append(
        GitHubAnnotation(
          level: .error, file: sources[key.scene]?.file ?? baselineFiles[key.scene],
          title: "Layout gone: \(key)", message: goneReason(key)))
    }
    for key in unrecorded {
      result.append(
        GitHubAnnotation(
          level: .error, file: sources[key.scene]?.file, title: "No baseline: \(key)",
          message: "no baseline on track \(track); record one on \(track) with "
            + "`\(recordBaselineCommand(for: [key]))`"))
    }
    return result
  }

  /// How soon a person should read a finding: a field now under the keyboard or out of reach
  /// first, then content that started or stopped scrolling (what users feel), then the rest by
  /// severity. Frame moves come in dozens when a container breaks; these come one or two.
  static func prominence(of change: LayoutChange) -> Int { change.prominence }

  /// The changes' sentences with their views named as people know them (see
  /// ``LayoutChange/naming(_:subject:names:)``), for JUnit and annotations, which people read.
  func namedSentences(_ changes: [LayoutChange], scene: String) -> [String] {
    let names = viewNames[scene] ?? [:]
    return changes.map { $0.sentence(naming: names) }
  }

  /// The text summary's lines for one layout's findings, in their order: findings whose
  /// sentences are the same but for the view they start with print as one line at the place
  /// of the first (`error: 6 text fields (field0, …, field5) can no longer be scrolled above the
  /// keyboard`): a scroll view that stops scrolling strands every field in it, and six lines
  /// saying so would push the rest off the screen. Machines get one entry per view (JSON,
  /// JUnit, annotations).
  static func findingLines(
    _ findings: [(severity: Severity, subject: String, sentence: String)],
    names: [String: String]
  ) -> [String] {
    // `field0 (text field) can no longer …` → the kind and the rest, shared by the group.
    func shared(_ finding: (severity: Severity, subject: String, sentence: String)) -> String? {
      guard finding.sentence.hasPrefix(finding.subject + " (") else { return nil }
      return "\(finding.severity) " + finding.sentence.dropFirst(finding.subject.count + 1)
    }
    var groups: [(key: String?, members: [Int])] = []
    var byKey: [String: Int] = [:]
    for (index, finding) in findings.enumerated() {
      if let key = shared(finding), let group = byKey[key] {
        groups[group].members.append(index)
      } else {
        if let key = shared(finding) { byKey[key] = groups.count }
        groups.append((shared(finding), [index]))
      }
    }
    return groups.map { group in
      let first = findings[group.members[0]]
      guard group.members.count > 1, let close = first.sentence.firstIndex(of: ")") else {
        return "\(first.severity): "
          + LayoutChange.naming(first.sentence, subject: first.subject, names: names)
      }
      let kindStart = first.sentence.index(
        first.sentence.startIndex, offsetBy: first.subject.count + 2)
      let kind = String(first.sentence[kindStart..<close])
      let views = group.members.map { index in
        let subject = findings[index].subject
        return names[subject].map { "\"\($0)\" \(subject)" } ?? subject
      }
      return "\(first.severity): \(group.members.count) \(plural(kind)) ("
        + views.joined(separator: ", ") + ")"
        + first.sentence[first.sentence.index(after: close)...]
    }
  }

  /// A view kind's plural (`text field` → `text fields`, `switch` → `switches`).
  static func plural(_ noun: String) -> String {
    if ["s", "x", "sh", "ch"].contains(where: noun.hasSuffix) { return noun + "es" }
    if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) {
      return noun.dropLast() + "ies"
    }
    return noun + "s"
  }

  /// Whether two layouts' findings are the same in kind, view, attribute and severity
  /// (their amounts may differ: a view 284 pt narrower in portrait is 576 pt in landscape).
  static func sameFindings(_ a: LayoutComparison, _ b: LayoutComparison) -> Bool {
    func shape(_ comparison: LayoutComparison) -> [String] {
      comparison.changes.map {
        "\($0.kind) \($0.severity) \($0.subject) \($0.attributes.map(\.rawValue))"
      }
    }
    return shape(a) == shape(b)
  }

  /// Lines of a printed layout by position from 0: `first`, `first 3` (a leading run),
  /// else `2nd and 4th`.
  static func ordinals(_ positions: [Int]) -> String {
    if positions == Array(0..<positions.count) {
      return positions.count == 1 ? "first" : "first \(positions.count)"
    }
    let words = positions.map { position -> String in
      let number = position + 1
      let suffix =
        (11...13).contains(number % 100)
        ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
      return "\(number)\(suffix)"
    }
    return words.count == 1
      ? words[0] : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }

  /// A layout's most prominent finding (see ``prominence(of:)``).
  static func prominence(of comparison: LayoutComparison) -> Int { comparison.prominence }

  /// The changes, most prominent first, otherwise in the differ's order.
  static func prominentFirst(_ changes: [LayoutChange]) -> [LayoutChange] {
    LayoutChange.prominentFirst(changes)
  }

  /// Why a baselined layout counts as gone, naming the file.
  func goneReason(_ key: ResultKey) -> String {
    guard let file = baselineFiles[key.scene] else {
      return "baselined on \(track), but \(sources[key.scene]?.file ?? "its file") "
        + "no longer lays out this environment"
    }
    if missingFiles.contains(file) {
      return "baselined on \(track), but \(file) no longer exists"
    }
    return "baselined on \(track), but \(file) no longer has this scene"
  }

  /// The comparisons' verdict without the missing baselines and results (the lines above say
  /// what those are): `no drift in 8 comparisons`, `3 errors, … in 2 of 8 comparisons`.
  var comparedSummary: String {
    var summary = report.summary
    summary.missingBaselines = 0
    summary.missingResults = 0
    return summary.description
  }

  /// A layoutdb command line to suggest, with `--db` when the database is not the default.
  /// `layoutdb record FILE… --baseline --track T` for the files of these layouts: `record`
  /// takes its inputs (without them it is a usage error), so the suggestion names them.
  func recordBaselineCommand(for keys: [ResultKey]) -> String {
    let files = Set(keys.compactMap { sources[$0.scene]?.file }).sorted().map(Self.quoted)
    return command(
      (["record"] + (files.isEmpty ? ["FILE…"] : files) + ["--baseline", "--track", track])
        .joined(separator: " "))
  }

  func command(_ arguments: String) -> String {
    "layoutdb \(arguments)" + (databaseOption.map { " \($0)" } ?? "")
  }

  /// A path as a shell word: quoted when it holds anything but plain characters.
  public static func quoted(_ path: String) -> String {
    let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@".contains($0) }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
