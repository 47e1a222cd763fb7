import CommandLineTesting
import Foundation
import TestSupport
import Testing

/// Baselines that follow git history, end to end: a real repository in a temporary folder, the
/// real `layoutdb` binary, the real database (kept outside the work tree).
@Suite(
  "Baselines follow git history (the binary and git)",
  .enabled(
    if: LayoutDBCommand.binary != nil && GitRepository.gitAvailable,
    Comment(rawValue: "needs git and the built layoutdb")))
struct BaselineAncestryTests {
  /// The width constraint whose removal the demo uses as its regression.
  static let widthConstraint = "  - content.width == root.width\n"

  /// A repository whose form is baselined on main, then narrowed on `branch` (checked out)
  /// and baselined there on the branch's own track.
  static func narrowedOnBranch(_ branch: String) throws -> GitRepository {
    let repository = try GitRepository()
    try repository.commitForm(message: "the form")
    #expect(try repository.layoutdb(["record", "form.yaml", "--baseline"]).status == 0)
    try repository.git(["checkout", "-q", "-b", branch])
    try repository.editForm { $0.replacingOccurrences(of: widthConstraint, with: "") }
    try repository.commit(message: "narrower form")
    let recorded = try repository.layoutdb([
      "record", "form.yaml", "--baseline", "--track", branch,
    ])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    return repository
  }

  @Test(
    "a branch checks against main's baseline and names its commit; after the merge main is clean")
  func branchAndMerge() throws {
    let repository = try GitRepository()
    let c1 = try repository.commitForm(message: "the form")
    #expect(try repository.layoutdb(["record", "form.yaml", "--baseline"]).status == 0)

    // On a branch, the form loses its width constraint.
    try repository.git(["checkout", "-q", "-b", "feature"])
    try repository.editForm { $0.replacingOccurrences(of: Self.widthConstraint, with: "") }
    let c2 = try repository.commit(message: "narrower form")
    let branchCheck = try repository.layoutdb(
      ["check", "form.yaml", "--track", "feature", "--record", "never"])
    #expect(branchCheck.status == 1, "\(branchCheck.stdout)\(branchCheck.stderr)")
    #expect(
      branchCheck.stdout.contains(
        "Baselines: main at \(c1.prefix(10)) (4 layouts), from the history of HEAD (\(c2.prefix(10)))."
      ), "\(branchCheck.stdout)")
    #expect(branchCheck.stdout.contains("content (view) became 576 pt narrower"))

    // The branch approves its layout; its own baselines now win on the branch.
    let approved = try repository.layoutdb([
      "approve", "--latest", "--track", "feature", "--reason", "the form may shrink",
    ])
    #expect(approved.status == 0, "\(approved.stderr)")
    let again = try repository.layoutdb(
      ["check", "form.yaml", "--track", "feature", "--record", "never"])
    #expect(again.status == 0, "\(again.stdout)")
    #expect(again.stdout.contains("Baselines: feature at \(c2.prefix(10)) (4 layouts)"))

    // Before the merge, main still has its own baselines and the branch's change is drift.
    try repository.git(["checkout", "-q", "main"])
    try repository.git(["merge", "-q", "--no-ff", "-m", "merge feature", "feature"])
    let merged = try repository.layoutdb(["check", "form.yaml", "--record", "never"])
    #expect(merged.status == 0, "\(merged.stdout)\(merged.stderr)")
    #expect(merged.stdout.contains("Baselines: feature at \(c2.prefix(10)) (4 layouts)"))
    #expect(merged.stdout.contains("Result: clean"))

    // Main's own track alone still holds the old layout: the merged change drifts from it.
    let ownOnly = try repository.layoutdb(
      ["check", "form.yaml", "--record", "never", "--own-track-only"])
    #expect(ownOnly.status == 1)
  }

  /// Restore the branch's database (else main's), check, save; after the merge main folds the
  /// branch's in.
  @Test("record names its commit as history does")
  func recordCommitLabel() throws {
    let repository = try GitRepository()
    let sha = try repository.commitForm(message: "form")
    let record = try repository.layoutdb(["record", "form.yaml"])
    #expect(record.status == 0, "\(record.stderr)")
    #expect(
      record.stdout.contains(" at \(sha.prefix(10));")
        || record.stdout.hasSuffix(" at \(sha.prefix(10))\n"), "\(record.stdout)")
    let history = try repository.layoutdb(["history"])
    #expect(history.stdout.contains(" \(sha.prefix(10)) "), "\(history.stdout)")
  }

  @Test("the database as a CI cache per branch")
  func cachePerBranch() throws {
    let repository = try GitRepository()
    let cache = repository.folder.deletingLastPathComponent().appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    /// A CI job: restores the first cached database that exists, runs, saves under `save`.
    func job(restore keys: [String], save: String, _ steps: (String) throws -> Void) throws {
      let database = repository.folder.deletingLastPathComponent()
        .appendingPathComponent("job-\(UUID().uuidString.prefix(6)).sqlite").path
      if let key = keys.first(where: {
        FileManager.default.fileExists(atPath: cache.appendingPathComponent($0).path)
      }) {
        try FileManager.default.copyItem(
          at: cache.appendingPathComponent(key), to: URL(fileURLWithPath: database))
      }
      try steps(database)
      // The whole database is the one file: no -wal or -shm is left to lose.
      #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
      let saved = cache.appendingPathComponent(save)
      try? FileManager.default.removeItem(at: saved)
      try FileManager.default.copyItem(at: URL(fileURLWithPath: database), to: saved)
    }

    try repository.commitForm(message: "the form")
    try job(restore: ["main.sqlite"], save: "main.sqlite") { database in
      let record = try repository.layoutdb(
        ["record", "form.yaml", "--baseline"], database: database)
      #expect(record.status == 0)
    }
    try repository.git(["checkout", "-q", "-b", "feature"])
    try repository.editForm { $0.replacingOccurrences(of: Self.widthConstraint, with: "") }
    try repository.commit(message: "narrower form")
    try job(restore: ["feature.sqlite", "main.sqlite"], save: "feature.sqlite") { database in
      let check = try repository.layoutdb(
        ["check", "--track", "feature", "--record", "never"], database: database)
      #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
      let approve = try repository.layoutdb(
        ["approve", "--latest", "--track", "feature", "--reason", "narrower"], database: database)
      #expect(approve.status == 0, "\(approve.stderr)")
    }
    try repository.git(["checkout", "-q", "main"])
    try repository.git(["merge", "-q", "--no-ff", "-m", "merge feature", "feature"])
    try job(restore: ["main.sqlite"], save: "main.sqlite") { database in
      let fold = try repository.layoutdb(
        ["merge", cache.appendingPathComponent("feature.sqlite").path], database: database)
      #expect(fold.status == 0, "\(fold.stderr)")
      let check = try repository.layoutdb(["check", "--record", "never"], database: database)
      #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
  }

  @Test("approve --promote copies a branch's baselines to main (squash merges, rebases)")
  func promote() throws {
    let repository = try Self.narrowedOnBranch("feature")

    let promoted = try repository.layoutdb([
      "approve", "--promote", "--reason", "squash-merged",
    ])
    #expect(promoted.status == 0, "\(promoted.stderr)")
    #expect(promoted.stdout.contains("promoted 4 baseline(s) of track feature to track main."))
    // main, with the squashed change, is clean against its own (promoted) baselines.
    try repository.git(["checkout", "-q", "main"])
    try repository.editForm { $0.replacingOccurrences(of: Self.widthConstraint, with: "") }
    let check = try repository.layoutdb([
      "check", "form.yaml", "--record", "never", "--own-track-only",
    ])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("promoted baselines are inherited by branches made later; approve skips what is inherited")
  func promotedThenBranched() throws {
    // A branch narrows the form and approves it; main takes it by a squash merge and a promote.
    let repository = try Self.narrowedOnBranch("feat")
    try repository.git(["checkout", "-q", "main"])
    try repository.git(["merge", "-q", "--squash", "feat"])
    let squash = try repository.commit(message: "narrower (squashed)")
    let promoted = try repository.layoutdb([
      "approve", "--promote", "--from", "feat", "--reason", "squash-merged",
    ])
    #expect(promoted.status == 0, "\(promoted.stderr)")
    // A branch made after the promotion inherits the promoted baselines, at the squash commit
    try repository.git(["checkout", "-q", "-b", "next"])
    let next = try repository.layoutdb(["check", "--track", "next", "--record", "never"])
    #expect(next.status == 0, "\(next.stdout)\(next.stderr)")
    #expect(next.stdout.contains("Baselines: main at \(squash.prefix(10)) (4 layouts)"))
    // Approving an unchanged run on the branch approves nothing: it inherits the same layouts
    let approve = try repository.layoutdb([
      "approve", "--latest", "--track", "next", "--reason", "same",
    ])
    #expect(approve.stdout.contains("nothing to do: the 4 selected layout(s)"), "\(approve.stdout)")
    #expect(
      try repository.layoutdb(["approve", "--promote", "--reason", "x", "--track", "next"]).status
        == 2)
  }

  @Test("a merged branch's baseline that is gone is retired on main, which stops expecting it")
  func retireInherited() throws {
    let repository = try Self.narrowedOnBranch("feat")
    try repository.git(["checkout", "-q", "main"])
    try repository.git(["merge", "-q", "--no-ff", "-m", "merge feat", "feat"])
    // The form drops landscape: its inherited landscape baselines are gone
    try repository.editForm {
      $0.replacingOccurrences(
        of: "orientations: [portrait, landscape]", with: "orientations: [portrait]")
    }
    try repository.commit(message: "portrait only")
    let gone = try repository.layoutdb(["check", "--record", "never"])
    #expect(gone.status == 1)
    #expect(gone.stdout.contains("GONE"), "\(gone.stdout)")
    let retire = try repository.layoutdb([
      "retire", "--file", "form.yaml", "--env", "*/landscape/*", "--reason", "portrait only",
    ])
    #expect(retire.status == 0, "\(retire.stdout)\(retire.stderr)")
    #expect(retire.stdout.contains("retired 2 baseline(s) of track main"))
    let clean = try repository.layoutdb(["check", "--record", "never"])
    #expect(clean.status == 0, "\(clean.stdout)")
    // feat's own baselines are left as they were
    let feat = try repository.layoutdb([
      "check", "--track", "feat", "--record", "never", "--own-track-only",
    ])
    #expect(feat.stdout.contains("GONE"))
  }

  @Test("a shallow clone says what history is missing; --base-commit gives it")
  func shallowClone() throws {
    let repository = try GitRepository()
    let c1 = try repository.commitForm(message: "the form")
    #expect(try repository.layoutdb(["record", "form.yaml", "--baseline"]).status == 0)
    try repository.git(["commit", "-q", "--allow-empty", "-m", "later"])
    let clone = try repository.shallowClone()

    let shallow = try clone.layoutdb(["check", "form.yaml", "--track", "pr-7", "--record", "never"])
    #expect(shallow.status == 1)
    #expect(shallow.stdout.contains("note: this clone is shallow"), "\(shallow.stdout)")
    #expect(shallow.stdout.contains("missing"))

    let given = try clone.layoutdb([
      "check", "form.yaml", "--track", "pr-7", "--record", "never", "--base-commit", c1,
    ])
    #expect(given.status == 0, "\(given.stdout)\(given.stderr)")
    #expect(given.stdout.contains("Baselines: main at \(c1.prefix(10)) (4 layouts)"))

    let noInput = try clone.layoutdb(["check", "--track", "pr-7", "--record", "never"])
    #expect(noInput.status == 2)
    #expect(noInput.stderr.contains("the history this shallow clone holds has baselines"))

    let unknown = try clone.layoutdb(["check", "form.yaml", "--base", "develop"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--base develop: no such branch or commit in this clone"))
  }
}

/// A git repository in a temporary folder holding the form example, with its layout database
/// beside it (outside the work tree, as CI keeps it in a cache).
struct GitRepository {
  static let gitAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

  let folder: URL
  let database: String

  init(cloning source: URL? = nil) throws {
    let root = try LayoutDBCommand.temporaryFolder("layoutdb-git")
    folder = root.appendingPathComponent("repository")
    database = root.appendingPathComponent("layouts.sqlite").path
    if let source {
      _ = try Self.run(
        ["clone", "-q", "--depth", "1", "file://\(source.path)", folder.path], in: root)
    } else {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try git(["init", "-q", "-b", "main"])
    }
  }

  /// A clone of this repository holding only its newest commit, with its own database.
  func shallowClone() throws -> GitRepository {
    let clone = try GitRepository(cloning: folder)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: database), to: URL(fileURLWithPath: clone.database))
    return clone
  }

  /// Fixed identities and dates, so nothing depends on the machine's git configuration.
  static let environment = [
    "GIT_AUTHOR_NAME": "Ana", "GIT_AUTHOR_EMAIL": "ana@example.com",
    "GIT_COMMITTER_NAME": "Ana", "GIT_COMMITTER_EMAIL": "ana@example.com",
    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
  ]

  @discardableResult
  static func run(_ arguments: [String], in directory: URL) throws -> String {
    let outcome = try LayoutDBCommand.run(
      executable: URL(fileURLWithPath: "/usr/bin/git"), arguments, in: directory,
      environment: environment)
    guard outcome.status == 0 else {
      throw GitFailure(arguments: arguments, message: outcome.stderr)
    }
    return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct GitFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var message: String
    var description: String { "git \(arguments.joined(separator: " ")) failed: \(message)" }
  }

  @discardableResult
  func git(_ arguments: [String]) throws -> String { try Self.run(arguments, in: folder) }

  var form: URL { folder.appendingPathComponent("form.yaml") }

  /// Adds the form example and commits it; returns the commit's SHA.
  @discardableResult
  func commitForm(message: String) throws -> String {
    let example = TestPackage.root.appendingPathComponent("Examples/form.yaml")
    try FileManager.default.copyItem(at: example, to: form)
    return try commit(message: message)
  }

  func editForm(_ change: (String) -> String) throws {
    let text = try String(contentsOf: form, encoding: .utf8)
    let changed = change(text)
    #expect(changed != text, "the edit changed nothing")
    try changed.write(to: form, atomically: true, encoding: .utf8)
  }

  @discardableResult
  func commit(message: String) throws -> String {
    try git(["add", "-A"])
    try git(["commit", "-q", "-m", message])
    return try git(["rev-parse", "HEAD"])
  }

  func layoutdb(_ arguments: [String], database: String? = nil) throws -> LayoutDBCommand.Outcome {
    try LayoutDBCommand.run(arguments + ["--db", database ?? self.database], in: folder)
  }
}
