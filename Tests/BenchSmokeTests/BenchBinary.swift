import CommandLineTesting
import Foundation
import TestSupport

/// Where the smoke tests find `layoutdb-bench` (built beside `layoutdb`) and the shared
/// workloads (`../shared/bench/workloads`, absent from a user's clone).
enum BenchBinary {
  static let url: URL? = LayoutDBCommand.binary.map {
    $0.deletingLastPathComponent().appendingPathComponent("layoutdb-bench")
  }.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

  static let workloads = TestPackage.root
    .appendingPathComponent("../shared/bench/workloads").standardizedFileURL

  static var hasWorkloads: Bool {
    FileManager.default.fileExists(atPath: workloads.appendingPathComponent("enaml.lcs").path)
  }
}
