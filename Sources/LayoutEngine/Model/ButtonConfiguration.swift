/// `UIButton.Configuration` (iOS 15), reduced to what sizes a button: the content insets
/// around its title, or around its image when it has no title. Its title's font is the body
/// text style, so it follows Dynamic Type.
///
/// The plain, gray, tinted and filled styles share the medium button size's insets: 7 above
/// and below, 12 leading and trailing (corpus `20-tinode`: "Show Code" in body 17 is stored
/// 111 × 34.33, its title 87 wide and 20.33 tall).
public struct ButtonConfiguration: Sendable, Hashable, Codable {
  public var contentInsets: EdgeInsets
  /// `imagePadding`: the space between the image and the title when it shows both
  /// (Interface Builder writes `imagePadding="…"` only when it is not 0).
  public var imagePadding: Double
  /// `imagePlacement`: the side of the title the image is on.
  public var imagePlacement: ImagePlacement

  public init(
    contentInsets: EdgeInsets = Self.mediumContentInsets, imagePadding: Double = 0,
    imagePlacement: ImagePlacement = .leading
  ) {
    self.contentInsets = contentInsets
    self.imagePadding = imagePadding
    self.imagePlacement = imagePlacement
  }

  /// `NSDirectionalRectEdge` as `UIButton.Configuration.imagePlacement` uses it; raw values
  /// are Interface Builder's `imagePlacement="…"`.
  public enum ImagePlacement: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, trailing, top, bottom

    /// Whether the image and the title are side by side (else one above the other).
    public var isHorizontal: Bool { self == .leading || self == .trailing }
  }

  /// `UIButton.Configuration.Size.medium`'s content insets.
  public static let mediumContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

  /// The title font: `UIFont.preferredFont(forTextStyle: .body)`.
  public static let titleFont = Font.preferred(.body)

  /// The title font Xcode 13's canvas gives a configured title without a font of its own:
  /// system 14. Every such button that no constraint or stack sizes in documents of Xcode 13
  /// (plug-in 20020: corpus-2 `172-freeotp`, two "Button"s; third set `013`/`014-sunghong32`,
  /// three Hangul titles) is stored 31 high on its 2x canvas, a 17-point line (14 pt's 16.71
  /// on the pixel grid) inside the medium insets, where body's 20.5 makes 34.5; the one whose
  /// width nothing stretches, "저장", is 48.5 wide: 24.5 for two Hangul syllables, 0.875 em
  /// each at 14 pt, where body's 17 would need 0.72 em (too narrow for full-width glyphs). Xcode 13's image-only configurations in the same
  /// file keep the medium insets (32 × 32 images stored 56 × 46), so it is the title, not the
  /// insets. The style does not change it: a filled "로그인" that nothing sizes vertically is
  /// stored 31 high too (30th-THE-SOPT-iOS-Part/KimJiMin, `Storyboards/Auth/Base.lproj/
  /// Main.storyboard`, plug-in 20020, outside the sets), though the sixth set's `004`
  /// stores one filled "Login" at body's 34.33. From Xcode 14 on (plug-ins 21505 to 24743 in
  /// the corpora: 34.5 on 2x canvases, 34.33 on 3x) the title is body.
  public static let xcode13TitleFont = Font.system(size: 14)
}
