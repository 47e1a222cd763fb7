import ArgumentParser
import LayoutEngine
import LayoutWorkflow

extension LayoutDB {
  /// `layoutdb devices`: the device catalog that `--device` names come from.
  struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the devices layoutdb knows (ids for --device).",
      discussion: """
        Sizes are in points, portrait. A custom screen is written WxH or WxH@Sx (390x844@3x).
        """)

    func run() throws {
      do {
        print(DeviceListing.table(try DeviceCatalog.standard).rendered)
      } catch {
        Diagnostics.printError("error: \(error)")
        throw ExitCode(2)
      }
    }
  }
}
