/// `UIButton.Configuration` (iOS 15), reduced to what sizes a button: the content insets
/// around its title, or around its image when it has no title. Its title's font is the body
/// text style, so it follows Dynamic Type.
///
/// The plain, gray, tinted and filled styles share the medium button size's insets: 7 above
/// and below, 12 leading and trailing (corpus `20-tinode`: "Show Code" in body 17 is stored
/// 111 × 34.33, its title 87 wide and 20.33 tall).
public struct ButtonConfiguration: Sendable, Hashable, Codable {
  public var contentInsets: EdgeInsets

  public init(contentInsets: EdgeInsets = Self.mediumContentInsets) {
    self.contentInsets = contentInsets
  }

  /// `UIButton.Configuration.Size.medium`'s content insets.
  public static let mediumContentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

  /// The title font: `UIFont.preferredFont(forTextStyle: .body)`.
  public static let titleFont = Font.preferred(.body)
}
