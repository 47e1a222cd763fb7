import LayoutEngine
import TextFormats

/// What `layoutdb devices` prints: the catalog as a table, one device a line, with the values
/// that decide a layout (screen, scale, safe area, keyboard).
public enum DeviceListing {
  /// The table of the catalog compiled into the binary.
  public static func standardTable() throws(WorkflowError) -> TextTable {
    table(try DeviceCatalog.compiledIn())
  }

  public static func table(_ catalog: DeviceCatalog) -> TextTable {
    TextTable(
      header: ["ID", "NAME", "POINTS", "SCALE", "SAFE AREA (PORTRAIT)", "KEYBOARD"],
      rows: catalog.devices.map { device in
        let insets = device.portrait.safeAreaInsets
        return [
          device.id, device.name, "\(device.portraitSize)", "@\(NumberText.format(device.scale))x",
          "top \(NumberText.format(insets.top)), bottom \(NumberText.format(insets.bottom))",
          NumberText.format(device.portrait.keyboardHeight.predictive),
        ]
      })
  }
}
