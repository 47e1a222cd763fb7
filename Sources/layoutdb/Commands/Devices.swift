import ArgumentParser
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
        print(try DeviceListing.standardTable().rendered)
      } catch {
        throw Diagnostics.fail(error)
      }
    }
  }
}
