import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The text measurement model: SF Pro's vertical metrics, the advance table, line breaking,
/// pixel rounding, Dynamic Type sizes and the intrinsic sizes of text controls. Expected
/// sizes come from UIKit facts and from frames Xcode stored in the corpus (named per test);
/// widths that only the model defines are pinned so that a change to the metrics file shows.
@Suite("Text measurement")
struct TextMeasurerTests {
  let metrics: SystemFontMetrics
  /// A 2x screen (iPhone SE, 8, 11) and a 3x one (every iPhone with Face ID but the 11/XR).
  let at2x: TextMeasurer
  let at3x: TextMeasurer

  init() throws {
    metrics = try SystemFontMetrics.standard
    at2x = TextMeasurer(metrics: metrics, scale: 2)
    at3x = TextMeasurer(metrics: metrics, scale: 3)
  }

  // MARK: - Font metrics

  @Test("UIFont.lineHeight of the 17 pt system font is 20.287109375")
  func lineHeightAt17() {
    expectNear(metrics.lineHeight(of: .system(size: 17)), 20.287109375)
    expectNear(metrics.ascender(of: .system(size: 17)), 16.19482421875)
    expectNear(metrics.descender(of: .system(size: 17)), -4.09228515625)
    // No line gap: the line is exactly ascender to descender, at every weight.
    expectNear(metrics.lineHeight(of: .boldSystem(size: 17)), 16.19482421875 + 4.09228515625)
  }

  @Test("A one-line 17 pt label is 20.5 high at 2x and 20.333 at 3x, as Xcode stores it")
  func oneLineLabelHeight() {
    let label = { (measurer: TextMeasurer) in
      IntrinsicSize.label("Label", font: .system(size: 17), using: measurer)
    }
    expectNear(label(at2x).height, 20.5)
    expectNear(label(at3x).height, 61.0 / 3)
    expectNear(label(TextMeasurer(metrics: metrics, scale: 1)).height, 21)
  }

  @Test("Advances: Helvetica's table, calibrated, with Apple's tracking for the size")
  func advances() {
    // 'a': 556/1000 em x 17 pt x 1.072 (SF Pro Text vs Helvetica), then -26/1000 em tracking.
    expectNear(metrics.advance(of: "a", font: .system(size: 17)), 9.690544)
    expectNear(metrics.tracking(atSize: 17), -26)
    expectNear(metrics.tracking(atSize: 12), 0)
    expectNear(metrics.tracking(atSize: 16.5), -23)  // halfway between 16 (-20) and 17 (-26)
    // Bold is 1.05 x regular before tracking.
    let regular = metrics.advance(of: "n", font: .system(size: 17)) + 0.442
    let bold = metrics.advance(of: "n", font: .boldSystem(size: 17)) + 0.442
    expectNear(bold / regular, 1.05)
    // Combining marks add nothing; CJK and emoji take a full em plus tracking.
    expectNear(metrics.advance(of: "\u{301}", font: .system(size: 17)), 0)
    expectNear(metrics.advance(of: "漢", font: .system(size: 17)), 17 - 0.442)
    expectNear(metrics.advance(of: "👍🏽", font: .system(size: 17)), 17 - 0.442)
    // "é" decomposed measures as the precomposed character in the table.
    expectNear(
      metrics.advance(of: "e\u{301}", font: .system(size: 17)),
      metrics.advance(of: "é", font: .system(size: 17)))
  }

  @Test("Pinned widths: a change to the metrics file must show here")
  func pinnedWidths() {
    expectNear(metrics.width(of: "Hello", font: .system(size: 17)), 38.12007648)
    expectNear(metrics.width(of: "Button", font: .system(size: 15)), 44.0819976)
    expectNear(metrics.width(of: "Username", font: .system(size: 14)), 67.00967616)
  }

  @Test(
    "Single-line labels from the corpus measure within 2.5 points of Xcode's frames",
    arguments: [
      // (text, font, scale, width Xcode stored, file)
      ("Anonymous users", Font.system(size: 17), 3.0, 136.0, "20-tinode"),
      ("App Version", .system(size: 17), 3, 92, "20-tinode"),
      ("Expand top margin", .system(size: 17), 2, 143, "01-floatingpanel"),
      ("File name:", .system(size: 17, weight: .semibold), 3, 81, "20-tinode"),
      ("Others can find group by these tags", .system(size: 15), 3, 246, "20-tinode"),
      ("INTERACTIVE HIDE", .boldSystem(size: 13), 2, 123, "04-swiftmessages"),
      ("Caption 2", .preferred(.caption2, category: .extraSmall), 2, 51, "16-kharrison"),
      ("Article Title", .preferred(.title1), 3, 136, "11-netnewswire"),
      ("Tinode", .system(size: 34), 3, 100.67, "20-tinode"),
    ])
  func corpusLabels(text: String, font: Font, scale: Double, stored: Double, file: String) {
    let measurer = TextMeasurer(metrics: metrics, scale: scale)
    let width = IntrinsicSize.label(text, font: font, using: measurer).width ?? 0
    #expect(abs(width - stored) <= 2.5, "\(file): '\(text)' is \(width), Xcode stored \(stored)")
  }

  // MARK: - Line breaking

  @Test("Wrapping breaks at spaces; the spaces at a break hang and do not count")
  func wrapsAtSpaces() {
    let font = Font.system(size: 17)
    let first = metrics.width(of: "Hello wide", font: font)
    let layout = at2x.layout(of: "Hello wide world", font: font, maxWidth: first + 5)
    #expect(layout.lines.map(\.text) == ["Hello wide ", "world"])
    expectNear(layout.lines[0].width, first)
    expectNear(layout.lines[1].width, metrics.width(of: "world", font: font))
    #expect(!layout.isTruncated)
  }

  @Test(
    "Multi-line labels from the corpus wrap into the lines Xcode shows",
    arguments: [
      // (text, font, scale, width, lines, height Xcode stored, file)
      (
        "Or, secure your backup with a Recovery Key, saving it somewhere safe.",
        Font.system(size: 15), 2.0, 335.0, 2, 36.0, "13-element"
      ),
      (
        "Safeguard against losing access to encrypted messages & data by backing up "
          + "encryption keys on your server.", .system(size: 15), 2, 374, 3, 54, "14-element"
      ),
      (
        "Currently we do not support authentication flows defined by this homeserver",
        .system(size: 14), 3, 319.33, 2, 101.0 / 3, "12-element"
      ),
      (
        "Selected title is visible when the control is editing and input text is at least 1 "
          + "character long", .system(size: 11), 2, 360, 2, 26.5, "21-skyfloatinglabel"
      ),
      ("Welcome to DuckDuckGo!", .boldSystem(size: 32), 3, 374, 2, 230.0 / 3, "09-duckduckgo"),
    ])
  func corpusWrapping(
    text: String, font: Font, scale: Double, width: Double, lines: Int, stored: Double,
    file: String
  ) {
    let measurer = TextMeasurer(metrics: metrics, scale: scale)
    let layout = measurer.layout(of: text, font: font, maxWidth: width)
    #expect(layout.lines.count == lines, "\(file):\n\(layout)")
    let size = IntrinsicSize.label(
      text, font: font, numberOfLines: 0, preferredMaxLayoutWidth: width, using: measurer)
    expectNear(size.height, stored)
    #expect(size.width! <= width)
  }

  @Test("numberOfLines limits the lines; the last one is cut to the full width")
  func numberOfLinesLimits() {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let font = Font.system(size: 17)
    let all = at2x.layout(of: text, font: font, numberOfLines: 0, maxWidth: 100)
    #expect(all.lines.count > 3)
    let two = at2x.layout(of: text, font: font, numberOfLines: 2, maxWidth: 100)
    #expect(two.lines.map(\.text) == Array(all.lines.prefix(2).map(\.text)))
    #expect(two.isTruncated)
    expectNear(two.width, 100)
    let size = at2x.size(of: text, font: font, numberOfLines: 2, maxWidth: 100)
    expectNear(size.height, 41)  // 2 x 20.287 = 40.57, up to the 2x grid
  }

  @Test("Wrapped text style lines are the style's leading apart; the last is its line height")
  func textStyleLeading() {
    // HIG leading at Large: body 22, subheadline 20. Corpus `19-openfoodfacts` stores a
    // 7-line body label 152.5 high and a 2-line subheadline one 38.
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let body = Font.preferred(.body)
    let layout = at2x.layout(of: text, font: body, numberOfLines: 0, maxWidth: 100)
    let lines = Double(layout.lines.count)
    #expect(lines > 3)
    expectNear(layout.lineSpacing, 22)
    expectNear(layout.height, (lines - 1) * 22 + 17 * metrics.lineHeightRatio)
    expectNear(metrics.lineSpacing(of: .preferred(.subheadline)), 20)
    // One line: the line height alone, as Xcode stores one-line body labels (20.5 at 2x).
    expectNear(at2x.size(of: "one", font: body).height, 20.5)
    // A fixed-size system font carries no leading.
    expectNear(
      metrics.lineSpacing(of: .system(size: 17)), metrics.lineHeight(of: .system(size: 17)))
  }

  @Test("One line never wraps: it is cut at the maximum width (byTruncatingTail)")
  func singleLineTruncates() {
    let font = Font.system(size: 17)
    let text = "A single line that is far too long for the width"
    let full = metrics.width(of: text, font: font)
    let cut = at2x.layout(of: text, font: font, numberOfLines: 1, maxWidth: 120)
    #expect(cut.lines.count == 1 && cut.isTruncated)
    expectNear(cut.width, 120)
    let free = at2x.layout(of: text, font: font, numberOfLines: 1)
    expectNear(free.width, full)
    // A label's preferredMaxLayoutWidth does not apply to one line.
    let label = IntrinsicSize.label(
      text, numberOfLines: 1, preferredMaxLayoutWidth: 120, using: at2x)
    expectNear(label.width, at2x.ceilToPixel(full))
  }

  @Test("A word longer than the line breaks between characters")
  func longWordBreaks() {
    let word = "Supercalifragilisticexpialidocious"
    let font = Font.system(size: 17)
    let layout = at2x.layout(of: "A \(word)", font: font, maxWidth: 100)
    #expect(layout.lines.first?.text == "A ")
    #expect(layout.lines.dropFirst().map(\.text).joined() == word)
    #expect(layout.lines.count == 4)
    for line in layout.lines.dropFirst() {
      #expect(line.width <= 100)
      #expect(line.width > 100 - metrics.advance(of: "W", font: font) || line == layout.lines.last)
    }
  }

  @Test("Newlines break; a final newline adds no line; hyphens break between letters")
  func hardBreaksAndHyphens() {
    let font = Font.system(size: 17)
    #expect(at2x.layout(of: "one\ntwo\r\nthree", font: font).lines.count == 3)
    #expect(at2x.layout(of: "one\n\nthree\n", font: font).lines.count == 3)
    let width = metrics.width(of: "managed", font: font) + 1
    #expect(width < metrics.width(of: "Staff-managed", font: font))
    let layout = at2x.layout(of: "Staff-managed", font: font, maxWidth: width)
    #expect(layout.lines.map(\.text) == ["Staff-", "managed"])
    // A no-break space keeps its words together.
    let glued = at2x.layout(of: "10\u{A0}km away", font: font, maxWidth: 40)
    #expect(glued.lines.first?.text.hasPrefix("10\u{A0}k") == true)
  }

  @Test("Empty text measures 0×0, as an empty UILabel does")
  func emptyText() {
    #expect(at2x.size(of: "", font: .system(size: 17)) == .zero)
    let label = IntrinsicSize.label("", numberOfLines: 0, using: at3x)
    #expect(label == IntrinsicSize(width: 0, height: 0))
  }

  @Test("Trailing spaces count at the end of a line (Xcode: \"Size: \" is wider than \"Size:\")")
  func trailingSpaces() {
    let font = Font.system(size: 17, weight: .semibold)
    let spaced = metrics.width(of: "Size: ", font: font)
    expectNear(
      spaced - metrics.width(of: "Size:", font: font), metrics.advance(of: " ", font: font))
    expectNear(at3x.layout(of: "Size: ", font: font).width, spaced)
  }

  // MARK: - Determinism

  @Test("Measuring is deterministic: same input, same bits, whatever loaded the metrics")
  func determinism() throws {
    let text = try #require(SystemFontMetrics.bundledFileText)
    let reloaded = TextMeasurer(metrics: try SystemFontMetrics(data: Data(text.utf8)), scale: 3)
    let sample = "The quick brown fox jumps over the lazy dog. Größe: 12 × 3 — “ok” 漢字 🙂"
    for font in [Font.system(size: 17), .boldSystem(size: 13), .preferred(.largeTitle)] {
      let first = at3x.layout(of: sample, font: font, maxWidth: 180)
      let second = at3x.layout(of: sample, font: font, maxWidth: 180)
      let third = reloaded.layout(of: sample, font: font, maxWidth: 180)
      #expect(first == second)
      #expect(first == third)
    }
  }

  // MARK: - Dynamic Type

  @Test("Text styles at the default Large category (HIG)")
  func defaultTextStyles() {
    let sizes: [(TextStyle, Double)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(Font.preferred(style).pointSize == size, "\(style)")
    }
    #expect(Font.preferred(.headline).weight == .semibold)
    #expect(Font.preferred(.body).weight == .regular)
    #expect(Font.preferred(.headline).description == "headline 17")
  }

  @Test("Text styles across content size categories")
  func dynamicTypeSizes() {
    #expect(Font.preferred(.body, category: .extraSmall).pointSize == 14)
    #expect(Font.preferred(.body, category: .accessibilityMedium).pointSize == 28)
    #expect(Font.preferred(.body, category: .accessibilityExtraExtraExtraLarge).pointSize == 53)
    #expect(
      Font.preferred(.largeTitle, category: .accessibilityExtraExtraExtraLarge).pointSize == 60)
    #expect(Font.preferred(.caption2, category: .medium).pointSize == 11)
    #expect(Font.preferred(.footnote, category: .extraExtraExtraLarge).pointSize == 19)
    // Every style grows (or holds) from one category to the next.
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
    }
    // A style font follows the category; a fixed font does not.
    #expect(Font.preferred(.body).scaled(to: .extraLarge).pointSize == 19)
    #expect(Font.system(size: 17).scaled(to: .extraLarge).pointSize == 17)
    #expect(ContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
    #expect(ContentSizeCategory(name: "UICTContentSizeCategoryXS") == .extraSmall)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(TextStyle(rawValue: "UICTFontTextStyleSubhead") == .subheadline)
  }

  // MARK: - Controls

  @Test("A text view that does not scroll: its text plus 8 above and below, 5 at each side")
  func textViewWithoutScrolling() {
    // Corpus (06-cwa): an empty 17 pt text view that does not scroll is 36.5 high at 2x.
    let empty = IntrinsicSize.textView(
      "", font: .system(size: 17), isScrollEnabled: false, using: at2x)
    #expect(empty == IntrinsicSize(width: 10, height: 36.5))
    let one = IntrinsicSize.textView(
      "Private comment", font: .preferred(.subheadline), isScrollEnabled: false, using: at3x)
    expectNear(
      one.width,
      at3x.ceilToPixel(metrics.width(of: "Private comment", font: .system(size: 15)) + 10))
    // A text style's line is its leading tall in a text view, the last line too: 20 for
    // subheadline (corpus `20-tinode`: this "Private comment" view is stored 36 high).
    expectNear(one.height, 20 + 16)
    // Wrapped in a 120-point view: the lines fit in 120 - 10.
    let text = "A text view that does not scroll grows with its text"
    let wrapped = IntrinsicSize.textView(
      text, font: .system(size: 17), isScrollEnabled: false, width: 120, using: at2x)
    let lines = at2x.layout(of: text, font: .system(size: 17), maxWidth: 110).lines.count
    #expect(lines == 4)
    expectNear(wrapped.height, at2x.ceilToPixel(Double(lines) * 20.287109375 + 16))
    #expect(wrapped.width! <= 120)
    // A trailing newline keeps an empty last line for the insertion point.
    let newline = IntrinsicSize.textView(
      "x\n", font: .system(size: 17), isScrollEnabled: false, using: at2x)
    expectNear(newline.height, at2x.ceilToPixel(2 * 20.287109375 + 16))
  }

  @Test("A text view that scrolls has no intrinsic size")
  func scrollingTextView() {
    let size = IntrinsicSize.textView("Hello", isScrollEnabled: true, using: at2x)
    #expect(size == IntrinsicSize(width: nil, height: nil))
  }

  @Test("Text fields: rounded rect at least 34 high, borderless a line plus 1")
  func textFields() {
    let placeholder = IntrinsicSize.textField(text: "", placeholder: "Username", using: at2x)
    expectNear(placeholder.height, 34)  // 14 pt: 17 + 12 = 29, raised to 34 (iOS 13+)
    expectNear(placeholder.width, at2x.ceilToPixel(67.00967616) + 14)
    // Corpus (15-kharrison): an 18 pt field is 34, not ceil(21.48) + 13 = 35.
    let eighteen = IntrinsicSize.textField(text: "", font: .system(size: 18), using: at2x)
    expectNear(eighteen.height, 34)
    let old = IntrinsicSize.textField(
      text: "", placeholder: "Username", minimumHeight: 30, using: at2x)
    expectNear(old.height, 30)  // before iOS 13: 30 (corpus 17-rxswift)
    let large = IntrinsicSize.textField(text: "Hi", font: .system(size: 28), using: at2x)
    expectNear(large.height, 34 + 12)  // 28 pt: ceil(33.41) + 12
    let borderless = IntrinsicSize.textField(
      text: "Email", font: .system(size: 18), borderStyle: .none, using: at3x)
    expectNear(borderless.height, 23)  // corpus (20-tinode): 23 for 18 pt
  }

  @Test("Buttons: the title plus 6 above and below, or the content insets")
  func buttons() {
    let button = IntrinsicSize.button(title: "Button", using: at2x)
    expectNear(button.height, 30)  // Interface Builder's new button is 30 high
    // Whole points (corpus: 39 of 40 unconstrained buttons); Xcode 10 made new buttons 46
    // wide: 1 short here.
    expectNear(button.width, 45)
    // Corpus (20-tinode): medium 20 pt titles are 36 high; 14 pt ones 29.
    expectNear(
      IntrinsicSize.button(title: "Sign up", font: .system(size: 20, weight: .medium), using: at3x)
        .height, 36)
    expectNear(
      IntrinsicSize.button(
        title: "I Have Code", font: .system(size: 14, weight: .medium), using: at3x
      ).height, 29)
    let inset = IntrinsicSize.button(
      title: "Log In", contentEdgeInsets: EdgeInsets(top: 4, left: 30, bottom: 4, right: 30),
      using: at2x)
    expectNear(inset.height, 18 + 8)
    expectNear(
      inset.width, metrics.width(of: "Log In", font: .system(size: 15)).rounded(.up) + 60)
    // An importer's calibration scales the title before rounding.
    let calibrated = IntrinsicSize.button(title: "Button", widthCorrection: 1.03, using: at2x)
    expectNear(
      calibrated.width, (metrics.width(of: "Button", font: .system(size: 15)) * 1.03).rounded(.up))
    let image = IntrinsicSize.button(
      title: nil, imageSize: Size(width: 24, height: 24), using: at2x)
    // Image only: exactly the image (corpus file 25 stores 24×24 image-only buttons).
    #expect(image == IntrinsicSize(width: 24, height: 24))
  }

  @Test("A button's title line rounds up to whole points (corpus: body 33, 18 pt + 40 is 62)")
  func buttonTitleLineRoundsUp() {
    // Body 17: a 20.29 line counts 21, so 33 high, not 32 (19-openfoodfacts' "Save").
    expectNear(
      IntrinsicSize.button(title: "Save", font: .preferred(.body), using: at2x).height, 33)
    // UIFont.buttonFontSize (18): a 21.48 line counts 22; with insets of 20, 62 high.
    let custom = IntrinsicSize.button(
      title: "Submit", font: UIKitDefaults.customButtonFont,
      contentEdgeInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), using: at2x)
    expectNear(custom.height, 62)
    expectNear(UIKitDefaults.customButtonFont.pointSize, 18)
    // A configured button's calibration scales its title before the pixel rounding (corpus
    // 20-tinode: "Show Code" 111 wide at 3x, 87 + 12 + 12).
    let configured = IntrinsicSize.configuredButton(
      title: "Show Code", configuration: ButtonConfiguration(), widthCorrection: 0.989,
      using: at3x)
    let title = metrics.width(of: "Show Code", font: .preferred(.body))
    expectNear(configured.width, at3x.ceilToPixel(title * 0.989) + 24)
    expectNear(configured.height, at3x.lineHeight(of: .preferred(.body)) + 14)
  }

  @Test("One configured-button sizer: title, image, or both, inside the content insets")
  func configuredButtonShapes() {
    let configuration = ButtonConfiguration(imagePadding: 5, imagePlacement: .trailing)
    let font = Font.preferred(.headline)
    let title = at3x.size(of: "Next", font: font)
    // Image only: the image inside 12 + 12 and 7 + 7 (third set 014: 32 × 32 stored 56 × 46).
    let image = IntrinsicSize.configuredButton(
      title: nil, imageSize: Size(width: 32, height: 32), configuration: configuration,
      using: at3x)
    expectNear(image.width, 56)
    expectNear(image.height, 46)
    // Title only: the title as its label sizes it, pixel-ceiled, plus the insets.
    let text = IntrinsicSize.configuredButton(
      title: "Next", font: font, configuration: configuration, using: at3x)
    expectNear(text.width, title.width + 24)
    expectNear(text.height, title.height + 14)
    // Both: side by side 5 apart, as tall as the taller (corpus-2 062-lnpopup's "Next").
    let both = IntrinsicSize.configuredButton(
      title: "Next", font: font, imageSize: Size(width: 10, height: 11),
      configuration: configuration, using: at3x)
    expectNear(both.width, title.width + 5 + 10 + 24)
    expectNear(both.height, title.height + 14)
    // One above the other when the image is on top.
    let stacked = IntrinsicSize.configuredButton(
      title: "Next", font: font, imageSize: Size(width: 10, height: 11),
      configuration: ButtonConfiguration(imagePadding: 5, imagePlacement: .top), using: at3x)
    expectNear(stacked.width, title.width + 24)
    expectNear(stacked.height, title.height + 5 + 11 + 14)
    // The title's calibration applies whether or not an image is beside it.
    let corrected = IntrinsicSize.configuredButton(
      title: "Next", font: font, imageSize: Size(width: 10, height: 11),
      configuration: configuration, widthCorrection: 1.1, using: at3x)
    let scaled = at3x.ceilToPixel(metrics.width(of: "Next", font: font) * 1.1)
    expectNear(corrected.width, scaled + 5 + 10 + 24)
  }

  @Test("Custom fonts: Courier New's hhea metrics and fixed advance; others as the system font")
  func customFonts() {
    let courier = Font.custom(name: "CourierNewPSMT", size: 17)
    #expect(metrics.family(of: courier)?.name == "Courier New")
    // (1705 + 615) / 2048 em: 19.2578 at 17 pt, 19.333 at 3x (corpus 20-tinode).
    expectNear(metrics.lineHeight(of: courier), 17 * 2320 / 2048)
    expectNear(metrics.ascender(of: courier), 17 * 1705 / 2048)
    expectNear(metrics.descender(of: courier), -17 * 615 / 2048)
    expectNear(at3x.lineHeight(of: courier), 19 + 1.0 / 3)
    // Every character 1229/2048 em, no SF Pro tracking: "N" 10.2 -> 10.333 and
    // "1.0.0 (222)" 112.2 -> 112.333 at 3x, as Xcode stores them.
    expectNear(metrics.advance(of: "N", font: courier), 17 * 1229 / 2048)
    expectNear(metrics.advance(of: "i", font: courier), 17 * 1229 / 2048)
    expectNear(at3x.size(of: "N", font: courier).width, 10 + 1.0 / 3)
    expectNear(at3x.size(of: "1.0.0 (222)", font: courier).width, 112 + 1.0 / 3)
    // Bold Courier New has the same pitch; marks still take no room.
    let bold = Font.custom(name: "CourierNewPS-BoldMT", size: 17, weight: .bold)
    expectNear(metrics.width(of: "e\u{301}x", font: bold), 2 * 17 * 1229 / 2048)
    // Avenir Next: 1000 + 366 in a 1000 em; widths are the system font's (a stand-in).
    let avenir = Font.custom(name: "AvenirNext-Regular", size: 30)
    #expect(metrics.family(of: avenir)?.name == "Avenir Next")
    expectNear(metrics.lineHeight(of: avenir), 30 * 1.366)
    expectNear(
      metrics.width(of: "AWAKE", font: avenir), metrics.width(of: "AWAKE", font: .system(size: 30)))
    #expect(metrics.family(of: .custom(name: "Avenir-Medium", size: 32))?.name == "Avenir")
    // A font the table does not know is the system font.
    let unknown = Font.custom(name: "Futura-Medium", size: 17)
    #expect(metrics.family(of: unknown) == nil)
    expectNear(metrics.lineHeight(of: unknown), metrics.lineHeight(of: .system(size: 17)))
    #expect(courier.description == "CourierNewPSMT 17")
  }

  @Test("Fixed-size controls and image views")
  func fixedSizes() {
    #expect(IntrinsicSize.switchControl == IntrinsicSize(width: 51, height: 31))
    #expect(IntrinsicSize.stepper == IntrinsicSize(width: 94, height: 32))
    #expect(IntrinsicSize.activityIndicator(.medium) == IntrinsicSize(width: 20, height: 20))
    #expect(IntrinsicSize.activityIndicator(.large) == IntrinsicSize(width: 37, height: 37))
    #expect(ActivityIndicatorStyle(interfaceBuilderName: "whiteLarge") == .large)
    #expect(IntrinsicSize.imageView(imageSize: nil) == IntrinsicSize(width: nil, height: nil))
    #expect(
      IntrinsicSize.imageView(imageSize: Size(width: 19, height: 19))
        == IntrinsicSize(width: 19, height: 19))
  }

  @Test("The bundled metrics file is consistent")
  func metricsFile() throws {
    // SF Pro: (1951 + 493) / 2048.
    #expect(metrics.lineHeightRatio == 1.193359375)
    #expect(metrics.ascenderRatio - metrics.descenderRatio == metrics.lineHeightRatio)
    // Every printable ASCII character has an advance of its own.
    for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
      #expect(metrics.advances[Character(scalar)] != nil, "\(scalar)")
    }
    #expect(throws: FontMetricsError.self) { try SystemFontMetrics(data: Data("{}".utf8)) }
  }
}
