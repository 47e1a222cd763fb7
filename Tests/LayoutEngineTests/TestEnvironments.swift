import Testing

@testable import LayoutEngine

/// Environments with their numbers written out, so the acceptance tests compute by hand from
/// values visible here (the device catalog is tested on its own).
enum TestEnvironments {
  /// iPhone SE (2nd generation): 375×667 points @2x, a 20 pt status bar in portrait and none
  /// in landscape, no home indicator. Keyboard (English, with the predictive bar): 260 pt in
  /// portrait, 200 pt in landscape.
  static func iPhoneSE(_ orientation: Orientation = .portrait, keyboard: KeyboardState = .hidden)
    -> Environment
  {
    let portrait = orientation == .portrait
    return Environment(
      deviceID: "iphone-se-2nd-gen", orientation: orientation, keyboard: keyboard,
      screenSize: portrait ? Size(width: 375, height: 667) : Size(width: 667, height: 375),
      scale: 2,
      safeAreaInsets: portrait ? EdgeInsets(top: 20) : .zero,
      keyboardHeight: portrait ? 260 : 200, horizontalSizeClass: .compact,
      verticalSizeClass: portrait ? .regular : .compact)
  }

  /// An iPhone with a Dynamic Island: `width`×`height` @3x, safe area 62 top / 34 bottom in
  /// portrait (iPhone 16 Pro 402×874, 16 Pro Max 440×956).
  static func iPhoneWithIsland(width: Double, height: Double, id: String) -> Environment {
    Environment(
      deviceID: id, screenSize: Size(width: width, height: height), scale: 3,
      safeAreaInsets: EdgeInsets(top: 62, bottom: 34), keyboardHeight: 336)
  }

  /// Portrait screens of iPhones from the 4s to the 16 Pro Max (points).
  static let iPhoneSizes: [(String, Double, Double)] = [
    ("iphone-4s", 320, 480), ("iphone-se-1st-gen", 320, 568), ("iphone-se-2nd-gen", 375, 667),
    ("iphone-8-plus", 414, 736), ("iphone-13-mini", 375, 812), ("iphone-14", 390, 844),
    ("iphone-16", 393, 852), ("iphone-11", 414, 896), ("iphone-14-plus", 428, 926),
    ("iphone-16-plus", 430, 932), ("iphone-16-pro", 402, 874), ("iphone-16-pro-max", 440, 956),
  ]
}
