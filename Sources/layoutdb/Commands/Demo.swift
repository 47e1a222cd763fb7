import ArgumentParser
import Foundation
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb demo`: record the Examples, break one, check, report (see `DemoScenario`).
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Record the examples, break one the way real regressions happen, and check.",
      discussion: """
        Works in .layoutdb/demo: scenes, report and its own database \
        (\(DemoScenario.defaultDatabasePath)), so your project's baselines are never touched; \
        --db puts the database elsewhere ($LAYOUTDB_DB does not apply). Safe to run again.
        Exit status: 0 when the story ran (the check inside it finds drift on purpose).
        """)

    @Option(
      name: .customLong("db"),
      help: ArgumentHelp(
        "The demo's database (default: \(DemoScenario.defaultDatabasePath)).", valueName: "PATH"))
    var databasePath: String?

    func run() throws {
      let scenario = DemoScenario(
        directory: URL(fileURLWithPath: DemoScenario.defaultDirectory, isDirectory: true),
        databasePath: databasePath ?? DemoScenario.defaultDatabasePath,
        provenance: RunProvenance.detect(),
        toolVersion: LayoutDB.version)
      let outcome: DemoScenario.Outcome
      do {
        outcome = try scenario.run { print($0) }
      } catch {
        throw Diagnostics.fail(error)
      }
      print("")
      print(outcome.check.text)
      print("")
      print("4. What to do next")
      print("   open the report:   \(outcome.check.reportFile?.path ?? "(not written)")")
      let db = scenario.databaseOption
      print(
        "   fields it strands: layoutdb history --under-keyboard --scene Form \(db)")
      print(
        "   a view's history:  layoutdb history --scene Form --view content "
          + "--env iphone-se-2nd-gen/portrait/keyboard-shown \(db)")
      // The demo's change is a regression: what to do is fix it, not approve it. Approving
      // is for a change made on purpose, and the demo says so rather than suggesting it here.
      print(
        "   fix it:            put `\(DemoScenario.removedEquation)` back under `constraints:` in "
          + DemoScenario.relative(outcome.brokenFile.path))
      print("                      then `layoutdb check \(db)` is clean again")
      print(
        "   (a change made on purpose is approved instead: layoutdb approve RUN --reason \"…\" "
          + "\(db))")
      print(
        "   replay the story:  layoutdb demo (re-records the unbroken examples, then breaks the form)"
      )
      print("")
      print("5. Ask the database (plain sqlite3)")
      for query in scenario.suggestedQueries() {
        print("   -- \(query.title)")
        print("   \(query.command)")
      }
    }
  }
}
