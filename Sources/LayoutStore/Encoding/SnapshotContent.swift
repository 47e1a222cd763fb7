import Foundation
import LayoutEngine

/// What one layout stores: its views as pixel frames, scroll views, text fields and
/// diagnostics, and the SHA-256 digest that finds an identical snapshot stored earlier.
struct SnapshotContent {
  struct View {
    var path: ViewPathKey
    var isHidden: Bool
    var frame: EncodedFrame
  }

  var scale: Double
  var views: [View]
  var scrollViews: [ScrollViewMetrics]
  var textFields: [KeyboardResult]
  var diagnostics: [Diagnostic]
  var digest: [UInt8]

  init(_ result: LayoutResult) throws(LayoutStoreError) {
    let scale = result.environment.scale
    let place = "\(EnvironmentKey(result.environment))"
    guard scale.isFinite, scale > 0 else {
      throw .invalidValue(scene: result.scene, environment: place, detail: "scale \(scale)")
    }
    self.scale = scale
    var bytes = DigestInput()
    bytes.bytes.reserveCapacity(64 * result.views.count + 256)
    bytes.append(scale)
    views = []
    views.reserveCapacity(result.views.count)
    for view in result.views {
      switch PixelEncoding.encode(view, scale: scale) {
      case .failure(let invalid):
        throw .invalidValue(scene: result.scene, environment: place, detail: invalid.detail)
      case .success(let frame):
        let path = ViewPathKey(viewId: view.id, path: view.path, kind: view.kind.rawValue)
        views.append(View(path: path, isHidden: view.isHidden, frame: frame))
        bytes.append(path.viewId)
        bytes.append(path.path)
        bytes.append(path.kind)
        bytes.append(Int64(view.isHidden ? 1 : 0))
        bytes.append(frame.x)
        bytes.append(frame.y)
        bytes.append(frame.width)
        bytes.append(frame.height)
        bytes.append(frame.windowX)
        bytes.append(frame.windowY)
        bytes.append(frame.windowWidth)
        bytes.append(frame.windowHeight)
        bytes.append(Int64(frame.corrections?.count ?? 0))
        if let corrections = frame.corrections { bytes.bytes.append(contentsOf: corrections) }
      }
    }
    scrollViews = result.scrollViews
    textFields = result.textFields
    diagnostics = result.diagnostics
    bytes.append(Int64(-1))  // the sections below are told apart by their counts
    bytes.append(Int64(scrollViews.count))
    for scroll in scrollViews {
      bytes.append(scroll.id)
      let values = [
        scroll.contentSize.width, scroll.contentSize.height, scroll.adjustedContentInset.top,
        scroll.adjustedContentInset.left, scroll.adjustedContentInset.bottom,
        scroll.adjustedContentInset.right, scroll.minimumContentOffset.x,
        scroll.minimumContentOffset.y, scroll.maximumContentOffset.x, scroll.maximumContentOffset.y,
      ]
      guard values.allSatisfy(\.isFinite) else {
        throw .invalidValue(
          scene: result.scene, environment: place,
          detail: "scroll view '\(scroll.id)' has a non-finite metric")
      }
      for value in values { bytes.append(value) }
      bytes.append(Int64((scroll.scrollsVertically ? 1 : 0) + (scroll.scrollsHorizontally ? 2 : 0)))
    }
    bytes.append(Int64(textFields.count))
    for field in textFields {
      bytes.append(field.id)
      bytes.append(field.scrollView ?? "\u{0}")
      let offset = field.contentOffset.map { [$0.x, $0.y] } ?? []
      let values =
        offset + [
          field.windowFrame.x, field.windowFrame.y, field.windowFrame.width,
          field.windowFrame.height,
        ]
      guard values.allSatisfy(\.isFinite) else {
        throw .invalidValue(
          scene: result.scene, environment: place,
          detail: "text field '\(field.id)' has a non-finite value")
      }
      bytes.append(Int64(offset.count))
      for value in values { bytes.append(value) }
      bytes.append(
        Int64((field.isVisibleAboveKeyboard ? 1 : 0) + (field.isCoveredWithoutAdjustment ? 2 : 0)))
    }
    bytes.append(Int64(diagnostics.count))
    for diagnostic in diagnostics {
      bytes.append(diagnostic.kind.rawValue)
      bytes.append(diagnostic.message)
      bytes.append(Int64(diagnostic.views.count))
      for view in diagnostic.views { bytes.append(view) }
      bytes.append(diagnostic.log ?? "\u{0}")
      // Not `subject`: it follows from what is hashed (the engine derives it from the same
      // facts as the message), and leaving it out keeps true the digests of the snapshots
      // recorded before migration 0007 gave their diagnostics one.
    }
    var digest = SHA256Digest()
    bytes.bytes.withUnsafeBytes { digest.update(buffer: $0) }
    self.digest = digest.finish()
  }
}

/// A view by what identifies it across runs; `viewPath` rows are shared by these.
struct ViewPathKey: Hashable {
  var viewId: String
  var path: String
  var kind: String
}

/// Bytes to digest: integers as zigzag varints (pixel values take one to three bytes, which
/// halves the hashing), Doubles as their 8 bytes, strings length-prefixed (so no two contents
/// run together into the same bytes).
struct DigestInput {
  var bytes: [UInt8] = []

  mutating func append(_ value: Int64) {
    var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
    while zigzag >= 0x80 {
      bytes.append(UInt8(zigzag & 0x7F) | 0x80)
      zigzag >>= 7
    }
    bytes.append(UInt8(zigzag))
  }

  /// -0 is digested as 0: SQLite stores it as 0, and a snapshot read back must keep its digest.
  mutating func append(_ value: Double) {
    let value = value == 0 ? 0 : value
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    append(Int64(text.utf8.count))
    bytes.append(contentsOf: text.utf8)
  }
}
