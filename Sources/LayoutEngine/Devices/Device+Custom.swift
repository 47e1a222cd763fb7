import Foundation
import TextFormats

extension Device {
  /// Portrait widths from this one up are iPads: the narrowest iPad (mini, 6th generation) is
  /// 744 points wide and the widest iPhone (16 Pro Max) 440.
  static let padMinimumWidth = 600.0

  /// A bare screen of the given portrait size, for layouts that must hold on screens the
  /// catalog does not list.
  ///
  /// A custom device has no safe area, status bar or home indicator. Its size classes follow
  /// the catalog's rules: an iPad is regular in both directions; an iPhone is compact width in
  /// portrait and compact height in landscape, where it is regular width from 414 points up,
  /// as every Plus and Max model is. Keyboard heights are those of a home-button iPhone or iPad
  /// and are marked approximate.
  ///
  /// - Parameters:
  ///   - width: Portrait width in points, at most `height`.
  ///   - scale: 1, 2 or 3; by default 3 for an iPhone and 2 for an iPad.
  ///   - family: By default `.pad` from a width of 600 points up, else `.phone`.
  /// - Throws: `DeviceCatalogError.invalidCustomSize` for non-positive or landscape sizes and
  ///   scales other than 1, 2 and 3.
  public static func custom(
    width: Double, height: Double, scale: Double? = nil, family: Family? = nil
  ) throws(DeviceCatalogError) -> Device {
    let text = customID(width: width, height: height, scale: scale)
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .invalidCustomSize(text, reason: "width and height must be positive numbers")
    }
    guard width <= height else {
      throw .invalidCustomSize(
        text,
        reason: "the width is larger than the height; give the portrait size and choose "
          + "landscape as the orientation")
    }
    let family = family ?? (width >= padMinimumWidth ? .pad : .phone)
    let defaultScale: Double = family == .pad ? 2 : 3
    let scale = scale ?? defaultScale
    guard [1, 2, 3].contains(scale) else {
      throw .invalidCustomSize(text, reason: "the scale must be 1, 2 or 3")
    }
    // The id round-trips through `custom(parsing:)`: the scale shows only when not the default.
    let id = customID(width: width, height: height, scale: scale == defaultScale ? nil : scale)
    let name =
      "Custom \(NumberText.format(width))×\(NumberText.format(height)) "
      + "@\(NumberText.format(scale))x"
    return Device(
      id: id, name: name, family: family, portraitSize: Size(width: width, height: height),
      scale: scale, hasHomeIndicator: false,
      portrait: customMetrics(family: family, width: width, orientation: .portrait),
      landscape: customMetrics(family: family, width: width, orientation: .landscape),
      approximateFields: ["keyboardHeight"],
      notes: [
        "A custom screen size: no safe area, status bar or home indicator.",
        "keyboardHeight: the default English keyboard of a home-button "
          + (family == .pad ? "iPad." : "iPhone."),
      ])
  }

  /// Parses a custom size written `WIDTHxHEIGHT` in portrait points, optionally followed by
  /// `@SCALE` or `@SCALEx`: `390x844`, `390x844@3x`, `1024×1366@2`.
  ///
  /// - Throws: `DeviceCatalogError.invalidCustomSize` naming what is wrong with `text`.
  public static func custom(parsing text: String) throws(DeviceCatalogError) -> Device {
    let parts = text.trimmingCharacters(in: .whitespaces).lowercased()
      .replacingOccurrences(of: "×", with: "x")
      .split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else {
      throw .invalidCustomSize(text, reason: "more than one '@'")
    }
    let dimensions = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard dimensions.count == 2 else {
      throw .invalidCustomSize(text, reason: "expected one 'x' between the width and the height")
    }
    guard let width = Double(decimal: dimensions[0]), let height = Double(decimal: dimensions[1])
    else {
      throw .invalidCustomSize(text, reason: "the width and height must be numbers")
    }
    var scale: Double?
    if parts.count == 2 {
      var scaleText = parts[1]
      if scaleText.hasSuffix("x") { scaleText.removeLast() }
      guard let value = Double(decimal: scaleText) else {
        throw .invalidCustomSize(text, reason: "the scale after '@' must be 1, 2 or 3")
      }
      scale = value
    }
    do {
      return try custom(width: width, height: height, scale: scale)
    } catch .invalidCustomSize(_, let reason) {
      // Report the text as the user wrote it, not as it was normalized.
      throw .invalidCustomSize(text, reason: reason)
    }
  }

  /// `390x844`, or `390x844@2x` when a scale is given.
  private static func customID(width: Double, height: Double, scale: Double?) -> String {
    let size = "\(NumberText.format(width))x\(NumberText.format(height))"
    guard let scale else { return size }
    return size + "@\(NumberText.format(scale))x"
  }

  private static func customMetrics(
    family: Family, width: Double, orientation: Orientation
  ) -> Metrics {
    let sizeClasses: SizeClasses
    let keyboard: KeyboardHeight
    switch (family, orientation) {
    case (.pad, .portrait):
      sizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
      keyboard = KeyboardHeight(predictive: 313, withoutPredictive: 313)
    case (.pad, .landscape):
      sizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
      keyboard = KeyboardHeight(predictive: 398, withoutPredictive: 398)
    case (.phone, .portrait):
      sizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)
      keyboard = KeyboardHeight(predictive: 260, withoutPredictive: 216)
    case (.phone, .landscape):
      sizeClasses = SizeClasses(horizontal: width >= 414 ? .regular : .compact, vertical: .compact)
      keyboard = KeyboardHeight(predictive: 200, withoutPredictive: 162)
    }
    return Metrics(
      safeAreaInsets: .zero, statusBarHeight: 0, keyboardHeight: keyboard,
      sizeClasses: sizeClasses)
  }
}

extension Double {
  /// Plain decimal numbers only: `Double("nan")`, `Double("inf")` and hex floats such as
  /// `0x1p3` would otherwise pass for sizes.
  fileprivate init?(decimal text: Substring) {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(text), value.isFinite
    else { return nil }
    self = value
  }
}
