import Foundation
import LayoutDiff

/// How a command compares layouts with baselines: the track (`--track`), the diff
/// configuration file (`--config`, else `layoutdb.yaml` here or at the project's root when
/// present, see ``ProjectRoot/configurationFile(named:)``, else the defaults) and a tolerance
/// that overrides the file's (`--tolerance`).
public struct ComparisonSettings: Sendable, Hashable {
  /// The configuration file read when `--config` names none and it exists here.
  public static let configurationFileName = DiffConfiguration.fileName

  public var track: String
  public var configurationFile: String?
  public var tolerance: Double?

  public init(track: String = "main", configurationFile: String? = nil, tolerance: Double? = nil) {
    self.track = track
    self.configurationFile = configurationFile
    self.tolerance = tolerance
  }

  /// The configuration in effect: the file named, else `layoutdb.yaml` here or at the
  /// project's root if it exists, else the defaults; the tolerance on top.
  public func configuration() throws(WorkflowError) -> DiffConfiguration {
    var configuration = DiffConfiguration()
    let path =
      configurationFile ?? ProjectRoot.configurationFile(named: Self.configurationFileName)
    if let path {
      do {
        configuration = try DiffConfiguration(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .configuration(error)
      }
    }
    if let tolerance { configuration.tolerance = tolerance }
    return configuration
  }
}
