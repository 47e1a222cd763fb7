import Foundation

/// The iOS system font's metrics as data, read from `Embedded/system-font-metrics.json`: the
/// same numbers, and so the same text sizes, on every machine, with no platform font API.
///
/// Vertical metrics are SF Pro's own. Advances are a stand-in: SF Pro's widths are not public,
/// so the table holds Helvetica's (Adobe's Core 14 AFM metrics, a public fact), corrected by
/// factors fitted to the label frames Xcode stored in the corpus (`Scripts/text-calibration.py`
/// prints how far they are). The advance of a character in points is
///
///     table[c] (× uppercaseScale for capitals) × size / 1000 × opticalScale(size)
///       × weightScale[weight] + tracking(size) × size / 1000
///
/// where `tracking` is Apple's published SF Pro tracking, which UIKit applies to the system
/// font by itself (HIG "Typography" > "Tracking values").
///
/// A few custom fonts have their own entry (`families`, matched by PostScript name): their
/// line height, ascender and descender, and for a monospaced font its one advance. Other text
/// in a custom font is measured as the system font.
public struct SystemFontMetrics: Sendable {
  /// `UIFont.lineHeight` per point: SF Pro's ascender 1951 and descender 493 in a 2048-unit
  /// em, so 2444 / 2048 = 1.193359375 (20.287109375 at 17 pt), with no line gap.
  public let lineHeightRatio: Double
  /// `UIFont.ascender` per point (1951 / 2048).
  public let ascenderRatio: Double
  /// `UIFont.descender` per point, negative (-493 / 2048).
  public let descenderRatio: Double
  /// Where tab stops fall, in points (`NSParagraphStyle`'s default tab stops, every 28 pt).
  public let tabInterval: Double

  let unitsPerEm: Double
  /// Advances in units per em, capitals already multiplied by `uppercaseScale`.
  let advances: [Character: Double]
  /// The advance of a letter the table lacks (Cyrillic, Greek, …), in units per em: 556,
  /// Helvetica's `n`, `o` and digits, between the running-text average of the lowercase
  /// letters (477) and the mean of all 52 letters (583).
  let fallbackAdvance: Double
  /// The advance of CJK ideographs, kana, hangul and emoji, in units per em: a full em.
  let wideAdvance: Double
  /// `[point size, factor]`, ascending, linear in between and constant beyond the ends.
  let opticalScale: [(size: Double, value: Double)]
  /// `[point size, 1/1000 em]`, ascending, as `opticalScale`.
  let tracking: [(size: Double, value: Double)]
  let weightScale: [FontWeight: Double]
  /// Custom fonts with metrics of their own, longest PostScript name prefix first.
  let families: [FontFamilyMetrics]

  // MARK: - Loading

  /// The metrics bundled with LayoutEngine, read and checked once per process.
  ///
  /// The file's text is compiled into the module (`Embedded/system-font-metrics.json`).
  ///
  /// - Throws: `FontMetricsError.bundledMetricsMissing` if the build did not embed the file;
  ///   the tests keep the bundled file valid otherwise.
  public static var standard: SystemFontMetrics {
    get throws(FontMetricsError) { try loadedStandard.get() }
  }

  /// The bundled metrics file's text, if the build embedded it.
  static var bundledFileText: String? { EmbeddedFiles.byName["system-font-metrics.json"] }

  private static let loadedStandard: Result<SystemFontMetrics, FontMetricsError> = {
    guard let text = bundledFileText else { return .failure(.bundledMetricsMissing) }
    do {
      return .success(try SystemFontMetrics(data: Data(text.utf8)))
    } catch let error as FontMetricsError {
      return .failure(error)
    } catch {
      return .failure(.invalidFile(reason: "\(error)"))
    }
  }()

  /// Reads metrics in the format of `system-font-metrics.json`.
  ///
  /// - Throws: `FontMetricsError` naming the field at fault.
  public init(data: Data) throws(FontMetricsError) {
    let file: MetricsFile
    do {
      file = try JSONDecoder().decode(MetricsFile.self, from: data)
    } catch {
      throw .invalidFile(reason: "\(error)")
    }
    lineHeightRatio = file.lineHeight
    ascenderRatio = file.ascender
    descenderRatio = file.descender
    tabInterval = file.tabInterval
    unitsPerEm = file.unitsPerEm
    fallbackAdvance = file.fallbackAdvance
    wideAdvance = file.wideAdvance
    opticalScale = try Self.curve(file.opticalScale, field: "opticalScale")
    tracking = try Self.curve(file.tracking, field: "tracking")
    var weights: [FontWeight: Double] = [:]
    for weight in FontWeight.allCases {
      guard let scale = file.weightScale[weight.rawValue], scale > 0 else {
        throw .invalidValue(field: "weightScale.\(weight)", expected: "a positive factor")
      }
      weights[weight] = scale
    }
    weightScale = weights
    var families: [FontFamilyMetrics] = []
    for (name, entry) in file.families ?? [:] {
      guard !entry.postScriptPrefix.isEmpty, entry.lineHeight > 0, entry.advance ?? 1 > 0 else {
        throw .invalidValue(
          field: "families.\(name)", expected: "a PostScript name prefix, positive lineHeight")
      }
      families.append(
        FontFamilyMetrics(
          name: name, postScriptPrefix: entry.postScriptPrefix, lineHeightRatio: entry.lineHeight,
          ascenderRatio: entry.ascender, descenderRatio: entry.descender,
          advance: entry.advance))
    }
    // The longest prefix first, so that `AvenirNext-` is not taken for a shorter one.
    self.families = families.sorted {
      ($0.postScriptPrefix.count, $0.name) > ($1.postScriptPrefix.count, $1.name)
    }
    var advances: [Character: Double] = [:]
    for (key, units) in file.advances {
      guard key.count == 1, let character = key.first, units >= 0 else {
        throw .invalidValue(field: "advances.\(key)", expected: "one character -> units >= 0")
      }
      // Capitals are scaled here once; Python's `isupper` in the calibration script agrees
      // with `isUppercase` on every character of the table.
      advances[character] = character.isUppercase ? units * file.uppercaseScale : units
    }
    self.advances = advances
    guard lineHeightRatio > 0, unitsPerEm > 0, tabInterval > 0 else {
      throw .invalidValue(field: "lineHeight", expected: "positive lineHeight, unitsPerEm, tab")
    }
  }

  private static func curve(_ points: [[Double]], field: String) throws(FontMetricsError)
    -> [(size: Double, value: Double)]
  {
    let pairs = points.compactMap { $0.count == 2 ? (size: $0[0], value: $0[1]) : nil }
    guard !pairs.isEmpty, pairs.count == points.count,
      zip(pairs, pairs.dropFirst()).allSatisfy({ $0.size < $1.size })
    else {
      throw .invalidValue(field: field, expected: "[size, value] pairs in increasing size")
    }
    return pairs
  }

  // MARK: - Vertical metrics

  /// The entry of a custom font's family, if the table has one; nil for the system font.
  /// A prefix ending in `-` also takes the family's regular face, named without a suffix
  /// (`Helvetica-` is `Helvetica` and `Helvetica-Bold`, not `HelveticaNeue`).
  public func family(of font: Font) -> FontFamilyMetrics? {
    guard let name = font.name else { return nil }
    return families.first {
      name.hasPrefix($0.postScriptPrefix)
        || ($0.postScriptPrefix.last == "-" && $0.postScriptPrefix.dropLast() == name[...])
    }
  }

  /// `UIFont.lineHeight`: the height of one line of text, before rounding to pixels.
  public func lineHeight(of font: Font) -> Double {
    (family(of: font)?.lineHeightRatio ?? lineHeightRatio) * font.pointSize
  }

  /// Baseline to baseline in wrapped text: the line height, or a text style font's leading
  /// where that is more (`TextStyle.leading(atSize:)`: a `preferredFont(forTextStyle:)` font
  /// carries that leading, a `systemFont(ofSize:)` font none).
  public func lineSpacing(of font: Font) -> Double {
    let natural = lineHeight(of: font)
    guard let style = font.textStyle else { return natural }
    return max(natural, style.leading(atSize: font.pointSize))
  }

  /// `UIFont.ascender`: baseline to the top of the line.
  public func ascender(of font: Font) -> Double {
    (family(of: font)?.ascenderRatio ?? ascenderRatio) * font.pointSize
  }

  /// `UIFont.descender`: baseline to the bottom of the line (negative).
  public func descender(of font: Font) -> Double {
    (family(of: font)?.descenderRatio ?? descenderRatio) * font.pointSize
  }

  // MARK: - Advances

  /// The tracking UIKit applies to the system font at a size, in 1/1000 em.
  public func tracking(atSize pointSize: Double) -> Double {
    Self.interpolate(tracking, at: pointSize)
  }

  /// How much wider than Helvetica the system font's glyphs are at a size (SF Pro Text below
  /// 20 pt, SF Pro Display from 24 pt, blended in between).
  public func opticalScale(atSize pointSize: Double) -> Double {
    Self.interpolate(opticalScale, at: pointSize)
  }

  /// The horizontal advance of one character (a grapheme cluster) in points, tracking
  /// included; zero for combining marks and zero-width characters alone. Tabs and newlines
  /// are the line breaker's business and measure as a space here.
  public func advance(of character: Character, font: Font) -> Double {
    FontAdvances(metrics: self, font: font).advance(of: character)
  }

  /// The width of text set on one line, without wrapping: the sum of its advances, tab stops
  /// every `tabInterval` from the start.
  public func width(of text: some StringProtocol, font: Font) -> Double {
    let advances = FontAdvances(metrics: self, font: font)
    var x = 0.0
    for character in text {
      x += character == "\t" ? advances.tab(at: x) : advances.advance(of: character)
    }
    return x
  }

  static func interpolate(_ curve: [(size: Double, value: Double)], at size: Double) -> Double {
    guard let first = curve.first, let last = curve.last else { return 0 }
    if size <= first.size { return first.value }
    if size >= last.size { return last.value }
    let upper = curve.firstIndex { $0.size >= size }!
    let (a, b) = (curve[upper - 1], curve[upper])
    return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
  }
}

/// The factors of one font, worked out once per measurement rather than per character.
struct FontAdvances {
  let metrics: SystemFontMetrics
  /// Points per table unit: size / unitsPerEm × optical scale × weight scale.
  let pointsPerUnit: Double
  /// Points per unit of the wide (1 em) advance, unscaled: CJK and emoji come from other fonts.
  let widePointsPerUnit: Double
  /// Tracking in points, added to every visible character.
  let tracking: Double
  let tabInterval: Double
  /// A monospaced custom font's advance in points, every character's but CJK and emoji.
  let monospacedAdvance: Double?

  init(metrics: SystemFontMetrics, font: Font) {
    self.metrics = metrics
    let size = font.pointSize
    widePointsPerUnit = size / metrics.unitsPerEm
    pointsPerUnit =
      widePointsPerUnit * metrics.opticalScale(atSize: size) * metrics.weightScale[font.weight]!
    tabInterval = metrics.tabInterval
    // SF Pro's tracking is the system font's own; a monospaced font keeps its fixed pitch.
    let monospaced = metrics.family(of: font)?.advance.map { $0 * size / metrics.unitsPerEm }
    monospacedAdvance = monospaced
    tracking = monospaced == nil ? metrics.tracking(atSize: size) * size / 1000 : 0
  }

  func advance(of character: Character) -> Double {
    if let monospacedAdvance {
      if character.unicodeScalars.allSatisfy(Self.isZeroWidth) { return 0 }
      return Self.isWide(character) ? metrics.wideAdvance * widePointsPerUnit : monospacedAdvance
    }
    if let units = metrics.advances[character] {
      return units * pointsPerUnit + tracking
    }
    let scalars = character.unicodeScalars
    if scalars.allSatisfy(Self.isZeroWidth) { return 0 }
    if Self.isWide(character) { return metrics.wideAdvance * widePointsPerUnit + tracking }
    // A base letter with marks the table has no precomposed form for (`q̃`): the base's width.
    if let base = scalars.first, let units = metrics.advances[Character(base)] {
      return units * pointsPerUnit + tracking
    }
    if character.isNewline || character == "\t" {
      return metrics.advances[" "]! * pointsPerUnit + tracking
    }
    return metrics.fallbackAdvance * pointsPerUnit + tracking
  }

  /// The advance of a tab at `x`: to the next tab stop.
  func tab(at x: Double) -> Double {
    ((x / tabInterval).rounded(.down) + 1) * tabInterval - x
  }

  /// CJK ideographs, kana, hangul, full-width forms and emoji: one em each. Ranges rather than
  /// Unicode properties, so that the answer does not change with the toolchain's Unicode data.
  static func isWide(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    // An emoji presentation selector or a keycap makes any base an emoji (`1️⃣`, `❤️`).
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
    switch scalars.first!.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Combining diacritics, zero-width spaces and joiners, direction marks, variation
  /// selectors and the byte order mark: drawn on or between other characters.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0300...0x036F, 0x00AD, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF:
      return true
    default:
      return false
    }
  }
}

/// A custom font family's metrics (`families` in `system-font-metrics.json`), ratios of the
/// point size as the system font's.
public struct FontFamilyMetrics: Sendable, Hashable {
  /// The family name (`Courier New`).
  public let name: String
  /// What the PostScript names of the family's fonts start with (`CourierNewPS`).
  public let postScriptPrefix: String
  public let lineHeightRatio: Double
  public let ascenderRatio: Double
  public let descenderRatio: Double
  /// A monospaced family's advance in 1/1000 em; nil for a proportional one.
  public let advance: Double?
}

/// The JSON layout of `system-font-metrics.json` (the `about` lines are for readers).
private struct MetricsFile: Decodable {
  var unitsPerEm: Double
  var lineHeight: Double
  var ascender: Double
  var descender: Double
  var fallbackAdvance: Double
  var wideAdvance: Double
  var tabInterval: Double
  var opticalScale: [[Double]]
  var uppercaseScale: Double
  var weightScale: [String: Double]
  var tracking: [[Double]]
  var families: [String: FamilyEntry]?
  var advances: [String: Double]

  struct FamilyEntry: Decodable {
    var postScriptPrefix: String
    var lineHeight: Double
    var ascender: Double
    var descender: Double
    var advance: Double?
  }
}
