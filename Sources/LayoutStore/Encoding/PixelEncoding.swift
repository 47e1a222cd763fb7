import Foundation
import LayoutEngine

/// Frames as whole pixels plus, when needed, last-bit corrections, so that a stored frame loads
/// back as the very Double it was.
///
/// The engine snaps each edge to the pixel grid and then subtracts edges (a width is
/// `right/scale - left/scale`, a frame's y is its top minus its superview's top), so at scale 3
/// a value usually sits some units in the last place (ulps) away from `pixels / scale`: the
/// more, the larger the edges it was subtracted from. The store keeps `pixels` (one to three
/// bytes in SQLite) and, only when some value is not exactly `pixels / scale`, the 8 ulp
/// distances as zigzag varints in one small BLOB (`viewFrame.ulpCorrections`, NULL otherwise).
/// Values off the pixel grid (a device dump's) load back exactly too; the pixel columns, and
/// so the SQL views, show them rounded to the nearest pixel.
enum PixelEncoding {
  /// Whole pixels beyond this do not fit an Int64 with ulp corrections to spare (and no screen
  /// comes near it): a frame this large is a layout gone wrong.
  static let largestPixels = 9.0e15

  /// One value: whole pixels and its ulp distance from `pixels / scale`. Nil for NaN, infinity
  /// or a value too large to count in pixels.
  static func encode(_ value: Double, scale: Double) -> (pixels: Int64, correction: Int64)? {
    let pixels = (value * scale).rounded()
    guard value.isFinite, pixels.isFinite, abs(pixels) < largestPixels else { return nil }
    return (Int64(pixels), ordered(value) &- ordered(pixels / scale))
  }

  static func decode(pixels: Int64, correction: Int64, scale: Double) -> Double {
    let base = Double(pixels) / scale
    return correction == 0 ? base : fromOrdered(ordered(base) &+ correction)
  }

  /// The 8 values of a view, or the culprit when one is not finite. Recording calls this
  /// once per stored frame, so it allocates nothing unless a correction is needed.
  static func encode(_ view: ViewLayout, scale: Double) -> Result<EncodedFrame, InvalidValue> {
    var corrections: [Int64]?
    var failed: (value: Double, index: Int)?
    func pixels(_ value: Double, _ index: Int) -> Int64 {
      guard let (whole, correction) = encode(value, scale: scale) else {
        if failed == nil { failed = (value, index) }
        return 0
      }
      if correction != 0 {
        if corrections == nil { corrections = [Int64](repeating: 0, count: 8) }
        corrections?[index] = correction
      }
      return whole
    }
    let frame = EncodedFrame(
      x: pixels(view.frame.x, 0), y: pixels(view.frame.y, 1), width: pixels(view.frame.width, 2),
      height: pixels(view.frame.height, 3), windowX: pixels(view.windowFrame.x, 4),
      windowY: pixels(view.windowFrame.y, 5), windowWidth: pixels(view.windowFrame.width, 6),
      windowHeight: pixels(view.windowFrame.height, 7), corrections: nil)
    if let failed {
      let names = ["x", "y", "width", "height"]
      let name = failed.index < 4 ? names[failed.index] : "window \(names[failed.index - 4])"
      return .failure(
        InvalidValue(
          detail: "view '\(view.id)' has \(name) \(failed.value) pt; stored frames must be "
            + "finite and within ±\(String(format: "%g", largestPixels / scale)) pt at scale "
            + String(format: "%g", scale)))
    }
    var encoded = frame
    encoded.corrections = corrections.map(Varints.encode)
    return .success(encoded)
  }

  /// The frame and window frame of a stored view.
  static func decode(_ frame: EncodedFrame, scale: Double) -> (frame: Rect, windowFrame: Rect) {
    let corrections = frame.corrections.map { Varints.decode($0, count: 8) }
    func value(_ pixels: Int64, _ index: Int) -> Double {
      decode(pixels: pixels, correction: corrections?[index] ?? 0, scale: scale)
    }
    return (
      Rect(
        x: value(frame.x, 0), y: value(frame.y, 1), width: value(frame.width, 2),
        height: value(frame.height, 3)),
      Rect(
        x: value(frame.windowX, 4), y: value(frame.windowY, 5), width: value(frame.windowWidth, 6),
        height: value(frame.windowHeight, 7))
    )
  }

  /// Doubles mapped to integers that keep their order, so ulp distances are differences.
  /// -0 maps to 0 and so loads as +0 (equal as Doubles).
  static func ordered(_ value: Double) -> Int64 {
    let bits = Int64(bitPattern: value.bitPattern)
    return bits >= 0 ? bits : -(bits & Int64.max)
  }

  static func fromOrdered(_ value: Int64) -> Double {
    value >= 0
      ? Double(bitPattern: UInt64(value))
      : Double(bitPattern: UInt64(bitPattern: -value | Int64.min))
  }

  struct InvalidValue: Error {
    var detail: String
  }
}

/// Signed integers as zigzag LEB128 varints: small magnitudes take one byte.
enum Varints {
  static func encode(_ values: [Int64]) -> Data {
    var data = Data()
    for value in values {
      var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
      repeat {
        let low = UInt8(zigzag & 0x7F)
        zigzag >>= 7
        data.append(zigzag == 0 ? low : low | 0x80)
      } while zigzag != 0
    }
    return data
  }

  /// `count` values; missing or malformed bytes decode as 0.
  static func decode(_ data: Data, count: Int) -> [Int64] {
    var values: [Int64] = []
    var iterator = data.makeIterator()
    for _ in 0..<count {
      var zigzag: UInt64 = 0
      var shift: UInt64 = 0
      while let byte = iterator.next() {
        if shift < 64 { zigzag |= UInt64(byte & 0x7F) << shift }
        shift += 7
        if byte & 0x80 == 0 { break }
      }
      values.append(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
    }
    return values
  }
}

/// A view's frame and window frame as stored: 8 pixel values and, when some value is not
/// exactly pixels / scale, their ulp corrections.
struct EncodedFrame: Hashable {
  var x: Int64
  var y: Int64
  var width: Int64
  var height: Int64
  var windowX: Int64
  var windowY: Int64
  var windowWidth: Int64
  var windowHeight: Int64
  var corrections: Data?
}
