import Foundation
import LayoutEngine
import SceneReading
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The safe area of a view controller's design canvas by Xcode version and device (issue 12).
@Suite("Interface Builder canvas safe areas")
struct InterfaceBuilderSafeAreaTests {
  /// Where `content`, pinned to the safe area on every side, lands on the canvas of a
  /// storyboard saved by plug-in `plugIn` on `device` with a `width` × `height` root.
  static func contentFrame(plugIn: String, device: String, width: Int, height: Int) throws
    -> Rect?
  {
    try InterfaceBuilderCanvasTests.safeAreaContent(
      plugIn: plugIn, device: device, width: width, height: height)
  }

  @Test(
    "Xcode 16.3 on counts a notched device's insets twice, not a Home-button phone's status bar")
  func doubledDeviceInsets() throws {
    // Xcode 16.0 (plug-in 23077): the iPhone 11's 48 and 34 once.
    #expect(
      try Self.contentFrame(plugIn: "23077", device: "retina6_1", width: 414, height: 896)
        == Rect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    // Xcode 16.3 (23721): twice, 96 and 68.
    #expect(
      try Self.contentFrame(plugIn: "23721", device: "retina6_1", width: 414, height: 896)
        == Rect(x: 0, y: 96, width: 414, height: 896 - 96 - 68))
    // A Home-button iPhone keeps its 20-point status bar, once.
    #expect(
      try Self.contentFrame(plugIn: "23721", device: "retina5_5", width: 414, height: 736)
        == Rect(x: 0, y: 20, width: 414, height: 716))
  }
}

/// Layout margins Xcode's canvas gives views that are no controller's (issue 12).
@Suite("Interface Builder free-standing view margins")
struct InterfaceBuilderFreeViewMarginTests {
  @Test("a free-standing view has a controller view's side margins and UIView's 8 above and below")
  func freeStandingViewMargins() throws {
    // A 240 × 128 view on an iPhone 8 canvas (corpus-2 `173-tofu`'s empty-state views):
    // 16 at the sides in compact width.
    let document = IBDocument.xib(
      toolsVersion: "17701", device: "retina4_7", root: 240, 128,
      subviews: [.view(id: "inner", frame: (16, 8, 208, 112))],
      constraints: [
        .constraint("inner.leading = root.leadingMargin", id: "l"),
        .constraint("trailingMargin = inner.trailing", id: "r"),
        .constraint("inner.top = root.topMargin", id: "t"),
        .constraint("bottomMargin = inner.bottom", id: "b"),
      ])
    let result = try InterfaceBuilderImporter.document(
      data: document.data, fileName: "empty-state.xib", options: .canvas
    ).canvasLayout()
    #expect(result[view: "inner"]?.frame == Rect(x: 16, y: 8, width: 208, height: 112))
  }
}
