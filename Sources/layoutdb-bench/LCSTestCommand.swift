import ConstraintScript
import Foundation

/// `layoutdb-bench lcs-test FILE...`: PASS/FAIL per test case, then `N passed, M failed` over
/// all files; exit 1 when any case fails.
enum LCSTestCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    let (paths, _) = try ScriptFiles.parseArguments(arguments, options: [])
    guard let scripts = ScriptFiles.load(paths) else { return 2 }
    var report = LCSConformanceReport()
    for script in scripts {
      for testCase in script.testCases {
        let result = LCSConformanceRunner.run(testCase)
        print(result)
        fflush(nil)  // show each line as soon as it is known, also through a pipe
        report.results.append(result)
      }
    }
    print(report.summary)
    return report.allPassed ? 0 : 1
  }
}
