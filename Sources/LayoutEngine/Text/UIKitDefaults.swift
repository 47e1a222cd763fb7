/// UIKit's default sizes and paddings for the controls layoutdb sizes by their content, in one
/// place, each with where it comes from. "Corpus" is `shared/corpus/storyboards`: frames that
/// Xcode computed and stored for views whose size no constraint fixes.
public enum UIKitDefaults {
  // MARK: - UIView

  /// A view's `layoutMargins` unless it sets its own: 8 on every side (`UIView.layoutMargins`;
  /// a view controller's root view has the system minimum margins instead).
  public static let viewLayoutMargins = EdgeInsets(all: 8)

  // MARK: - UILabel

  /// UILabel's `intrinsicContentSize` rounds its text size up to the pixel grid (corpus: a
  /// one-line 17 pt label is 20.5 high at 2x and 20.333 at 3x; line height 20.287). With no
  /// text it is 0×0, so an empty label collapses (corpus: `11-netnewswire` stores an empty
  /// body-style label 0 high).
  public static let labelFont = Font.label

  // MARK: - UITextField

  /// The font Interface Builder gives a new text field or text view: system 14 (corpus: 55 of
  /// the 103 text fields and 16 of the 25 text views use it, the most common font of both).
  public static let textFieldFont = Font.system(size: 14)

  /// Height of a rounded-rect text field (the default border style) when its text is small:
  /// 34 from iOS 13 on (corpus: fields with 14 pt, 17 pt, 18 pt and body text and no height
  /// constraint, in files saved by Xcode 11 to 26; `15-kharrison`'s 18 pt field is 34 too).
  public static let roundedRectTextFieldMinimumHeight = 34.0

  /// The same minimum before iOS 13: 30 whatever the font (corpus: `17-rxswift`, Xcode 9,
  /// three 14 pt fields; Xamarin.Forms PR #987: "UITextField always returns 30 as fitting
  /// size for RoundedRect BorderStyle"; a public layer dump of a 17 pt field, 252 × 30).
  public static let roundedRectTextFieldMinimumHeightBeforeIOS13 = 30.0

  /// Added to the whole-point line height for a bordered field's height, past the minimum:
  /// 6 above and below, as a system button pads its title (`buttonTitleVerticalPadding`).
  /// The corpus only bounds it: `15-kharrison`'s 18 pt field (a 22-point line) is 34, so at
  /// most 12; `17-rxswift`'s 14 pt fields are 30 before iOS 13 with or without it.
  public static let borderedTextFieldVerticalPadding = 12.0

  /// The same padding before iOS 13, where the evidence only bounds it: a 22-point line still
  /// makes a 30-point field, so it is at most 8, and 8 is taken. Sixth set `038-tsdexter`
  /// (Xcode 10.1) lays out two 18 pt fields (21.48, a 22-point line) 30 high, where 12 gives
  /// 34; corpus-2 `135-synthone` (Xcode 10.2) keeps a fixed-frame Avenir Next 16 field (21.86)
  /// 30 high, and the public layer dump above a 17 pt field 30 (12 would give 33). No document
  /// before iOS 13 has a field with a longer line whose height nothing else sets.
  public static let borderedTextFieldVerticalPaddingBeforeIOS13 = 8.0

  /// Added to the whole-point line height for a field without a border (corpus:
  /// `20-tinode` stores borderless fields 22 high with 17 pt text and 23 with 18 pt).
  public static let borderlessTextFieldVerticalPadding = 1.0

  /// iOS 26's field without a border: added to the exact line height, the sum rounded down
  /// to the pixel grid (`BorderlessTextFieldRounding.pixelFloor`). Corpus-2
  /// `077-datadog-input-elements` (Xcode 26, 3x canvas) stores its borderless fields 18.67
  /// high at 14 pt (a 16.71 line), 16 at 12 pt (14.32) and 13.67 at 10 pt (11.93); whole
  /// points plus 1 give 18, 16 and 13.
  public static let borderlessTextFieldVerticalPaddingIOS26 = 2.0

  /// Space between a bordered field's edge and its text, on each side (a public layer dump of
  /// a 252-point rounded-rect field shows its field editor at x = 7, 238 wide).
  public static let borderedTextFieldHorizontalPadding = 7.0

  // MARK: - UITextView

  /// `UITextView.textContainerInset`'s default: 8 points above and below the text, none at
  /// the sides (UIKit documentation; corpus: an empty 17 pt text view that does not scroll is
  /// 36.5 high at 2x, ceil(20.287 + 16)).
  public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  /// `NSTextContainer.lineFragmentPadding`'s default: 5 points at each end of every line
  /// (UIKit documentation; corpus: `20-tinode`'s 15 pt text view "Private comment" is 126
  /// wide, and this model measures its text at 115.6).
  public static let textViewLineFragmentPadding = 5.0

  // MARK: - UIButton

  /// A system button's title font when none is set: system 15 (Interface Builder's default;
  /// corpus: buttons without a font are 30 high, a 15 pt line plus the padding below).
  public static let buttonFont = Font.system(size: 15)

  /// A custom-type button's title font when none is set: system 18, `UIFont.buttonFontSize`
  /// (UIKit documentation: "the standard font size used for buttons"), which Interface Builder
  /// leaves unwritten for a button without `buttonType` (corpus: `15-kharrison`'s "Submit",
  /// insets 20 all round, is 62 high: a 22-point 18 pt line + 40).
  public static let customButtonFont = Font.system(size: 18)

  /// Space above and below a button's title when `contentEdgeInsets` is zero top and bottom:
  /// 6 points each (a public Debug View Hierarchy walk-through: a 21-point title label in a
  /// 33-point button; corpus: 15 pt titles 30 high, 20 pt medium 36, 14 pt medium 29, body 33;
  /// see `IntrinsicSize.button` for the title line rounded up to whole points).
  /// Any non-zero vertical inset replaces it: the common "0.01 insets" trick to remove it.
  public static let buttonTitleVerticalPadding = 6.0

  /// The narrowest a classic button (no `UIButton.Configuration`) without an image is: 30
  /// points, however short its title. Corpus-2, every such button whose width no constraint
  /// fixes: `069`-`072-agora`'s 15 pt "Join" (a 28-point title) and `158-cvcalendar`'s "<" and
  /// ">" are 30 × 30, `126-nrfmesh`'s 17 pt "Set" and "Get" 30 wide, `141`/`143-onionbrowser`'s
  /// 30 pt "+" (an 18-point title) 30 wide; the next narrowest title, `168-caishen`'s "BUY",
  /// is 31. Image-only buttons are narrower (24 × 24 custom buttons in corpus
  /// `25-swiftentrykit` and corpus-2 `185-cometchat`, 20 wide in `135-synthone`): the
  /// minimum belongs to the title.
  public static let buttonMinimumWidth = 30.0

  /// The image of an info, detail disclosure or contact-add button before iOS 13: 22 × 22
  /// (corpus-2 `105-ishpullup`, Xcode 9: an `infoLight` button no constraint sizes is 22 × 22;
  /// corpus `24-pulley` pins its `infoLight` and `contactAdd` buttons at that size).
  public static let systemImageButtonSizeBeforeIOS13 = Size(width: 22, height: 22)

  /// The same image from iOS 13 on, an SF Symbol: 25 × 24 (corpus-2 `030-rxflow`, Xcode 11:
  /// an `infoDark` button no constraint sizes; the only such button in the corpora).
  public static let systemImageButtonSize = Size(width: 25, height: 24)

  // MARK: - Fixed-size controls

  /// `UISwitch`: 51×31 from iOS 7 to iOS 18 (corpus: 24 switches in seven files).
  public static let switchSize = Size(width: 51, height: 31)

  /// `UISwitch.alignmentRectInsets`: its frame reaches 2 points past its alignment rectangle
  /// on the right, in both designs (see `ViewKind.defaultAlignmentRectInsets`).
  public static let switchAlignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

  /// `UISwitch` in the iOS 26 design: 63×28 (corpus: `02-iqkeyboard`, saved by Xcode 26).
  public static let switchSizeIOS26 = Size(width: 63, height: 28)

  /// `UIActivityIndicatorView.Style.medium` (formerly `gray` / `white`): 20×20 (corpus:
  /// `12-element`, `17-rxswift`).
  public static let activityIndicatorMediumSize = Size(width: 20, height: 20)

  /// `UIActivityIndicatorView.Style.large` (formerly `whiteLarge`): 37×37 (corpus:
  /// `20-tinode`).
  public static let activityIndicatorLargeSize = Size(width: 37, height: 37)

  /// `UIStepper`: 94×32 from iOS 13 on (94×29 before); not in the corpus: the size Xcode
  /// gives a new stepper.
  public static let stepperSize = Size(width: 94, height: 32)

  /// `UISegmentedControl`'s height from iOS 13 on (corpus: `04-swiftmessages`,
  /// `19-openfoodfacts`; 29 in `21-skyfloatinglabel`, saved by Xcode 10). Its width follows
  /// its segments, which layoutdb does not measure.
  public static let segmentedControlHeight = 32.0

  /// `UISegmentedControl.alignmentRectInsets` from iOS 13 on: the 32-point frame reaches 1
  /// point below the 31-point rectangle constraints hold (corpus: in `04-swiftmessages`
  /// seven cells 74 high hold margins 11 + 11, a 16-point label, 5, and a control stored 32
  /// high that ends on the bottom margin 1 point above its frame; in `19-openfoodfacts` the
  /// next view of a stack spaced 10 starts 41 below the control's top, not 42). Before iOS 13
  /// the same inset holds for its 29-point frame (corpus `21-skyfloatinglabel`, Xcode 10).
  public static let segmentedControlAlignmentRectInsets = EdgeInsets(
    top: 0, left: 0, bottom: 1, right: 0)

  /// `UIPickerView`'s own width, its `intrinsicContentSize`'s: 320 points on every device
  /// (a picker made with a zero frame is 320 × 216, and one given a height of 0 logs
  /// "invalid height value 0.0 pinned to 216.0", as public walk-throughs of UIPickerView
  /// show). Fifth set `024-pablo-ziura` (Xcode 15, a 393-point iPhone): two pickers in a
  /// `fill` stack that a `center`-aligned stack leaves to its content are stored 320 wide,
  /// and so is their stack (the engine gave them no width). Its height stays the stored
  /// frame's, as before: pickers whose height nothing else sets are mostly stored 216 high
  /// (fourth set `044-appbaker`), but not all (fifth set `020-albertogiambone`, 79).
  public static let pickerViewWidth = 320.0

  /// `UISlider`'s height (corpus: `20-tinode`); it has no width of its own.
  public static let sliderHeight = 31.0

  /// `UISlider`'s height in the iOS 26 design, whose frame is its alignment rectangle (no
  /// thumb overhang): corpus, all 14 sliders of the three files saved by Xcode 26
  /// (toolsVersion 24128 to 24506, two repositories) are 34 high; in a `fill` stack 377 wide
  /// they are 377 wide at x 0, with a 114-point width constraint 114 wide, and a stack spaced
  /// 8 puts the next view 8 below the frame.
  public static let sliderHeightIOS26 = 34.0
}
