import Foundation

/// The package the tests run from: Examples/, Scripts/, Documentation/ and Migrations/ are read
/// from its checkout rather than copied into test bundles.
public enum TestPackage {
  /// The package's root folder, from this file's path (Tests/TestSupport/TestPackage.swift).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder of the package, by its path from the root.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}
