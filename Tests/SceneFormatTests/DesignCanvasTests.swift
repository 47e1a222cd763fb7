import Foundation
import LayoutEngine
import Testing

@testable import SceneFormat

/// `--device design` is Xcode's canvas, devices are the app: the same document read both ways.
@Suite("design canvas vs devices")
struct DesignCanvasTests {
  /// A xib on an iPhone 8 canvas whose `box` is 120 wide only by a placeholder constraint
  /// ("Remove at build time") and 30 high by a real one.
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="10" y="10" width="120" height="30"/>
              <constraints>
                <constraint firstAttribute="width" constant="120" placeholder="YES" id="w"/>
                <constraint firstAttribute="height" constant="30" id="h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

  static func solve(devices: [String]?) throws -> [LayoutResult] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutdb-design-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Box.xib").path
    try Data(xib.utf8).write(to: URL(fileURLWithPath: path))
    return try SolveRequest(inputPath: path, devices: devices).run(catalog: .standard).runs
  }

  @Test("the canvas keeps placeholder constraints; a device lays out what the app builds")
  func placeholderOnCanvasOnly() throws {
    // Given the canvas alone, then the canvas and a device in one request
    let design = try Self.solve(devices: nil)
    let both = try Self.solve(devices: ["design", "iphone-8"])
    // Then the canvas is 120 wide, as Xcode stored it, each time it is asked for
    #expect(design.count == 1)
    #expect(design.first?[view: "box"]?.frame == Rect(x: 10, y: 10, width: 120, height: 30))
    #expect(both.count == 2)
    #expect(both.first?[view: "box"]?.frame == design.first?[view: "box"]?.frame)
    // And the device, where the placeholder is removed, leaves the width to nothing
    let device = try #require(both.last)
    #expect(device.environment.deviceID == "iphone-8")
    #expect(device[view: "box"]?.frame.width != 120)
    #expect(
      device.diagnostics.contains { $0.message.contains("placeholder constraint(s) removed") })
    #expect(!(design.first?.diagnostics.contains { $0.message.contains("placeholder") } ?? true))
  }
}
