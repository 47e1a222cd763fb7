import Foundation

/// The devices layoutdb lays scenes out on, by id, in catalog order.
///
/// The standard catalog is `Embedded/devices.json`, compiled into the module. A team adds the
/// devices it cares about (or corrects a value) with a file of its own in the same format,
/// which either extends the standard catalog or replaces it:
///
/// ```swift
/// let catalog = try DeviceCatalog(contentsOf: url, replacing: false)
/// let device = try catalog["iphone-16-pro"]
/// ```
public struct DeviceCatalog: Hashable, Sendable {
  /// A reference the catalog's values come from.
  public struct Source: Hashable, Sendable {
    /// Kebab-case id that devices cite in their `sources`.
    public var id: String
    /// What the reference is: `Use Your Loaf: iPhone 16 Screen Sizes`.
    public var title: String
    /// Where to read it, when it is online.
    public var url: String?

    /// A reference by id, title and address.
    public init(id: String, title: String, url: String? = nil) {
      self.id = id
      self.title = title
      self.url = url
    }
  }

  /// Every device, in the order the files list them.
  public private(set) var devices: [Device]
  /// The references the devices cite.
  public private(set) var sources: [Source]
  /// The conventions the values follow (orientation, what a keyboard height measures, …).
  public private(set) var notes: [String]
  private var indexByID: [String: Int]

  /// The ids of every device, in catalog order.
  public var ids: [String] { devices.map(\.id) }

  init(devices: [Device], sources: [Source], notes: [String]) {
    self.devices = devices
    self.sources = sources
    self.notes = notes
    indexByID = Dictionary(
      devices.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { $1 })
  }

  /// The catalog bundled with LayoutEngine, read and validated once per process.
  ///
  /// The catalog's text is compiled into the module (`Embedded/devices.json`), so a binary
  /// copied alone still has it.
  ///
  /// - Throws: `DeviceCatalogError.bundledCatalogMissing` if the build did not embed the file;
  ///   the catalog's own tests keep it valid otherwise.
  public static var standard: DeviceCatalog {
    get throws(DeviceCatalogError) { try loadedStandard.get() }
  }

  private static let loadedStandard: Result<DeviceCatalog, DeviceCatalogError> = {
    guard let text = EmbeddedFiles.byName["devices.json"] else {
      return .failure(.bundledCatalogMissing)
    }
    do throws(DeviceCatalogError) {
      return .success(try DeviceCatalog(data: Data(text.utf8), fileName: "devices.json"))
    } catch {
      return .failure(error)
    }
  }()

  /// Reads a catalog file: on its own when `replacing` is true, else over the standard catalog.
  ///
  /// When extending, a device whose id the standard catalog already has replaces that entry in
  /// place (to correct a value); other devices follow the standard ones in file order. Sources
  /// merge the same way, so a user file may cite the standard catalog's sources.
  ///
  /// - Throws: `DeviceCatalogError` naming the file, the device and the field at fault.
  public init(contentsOf url: URL, replacing: Bool) throws(DeviceCatalogError) {
    let base = replacing ? nil : try DeviceCatalog.standard
    self = try DeviceCatalog(data: Self.read(url), fileName: url.relativePath, extending: base)
  }

  /// Parses catalog JSON, `fileName` being how errors name it. With a `base`, the result is
  /// `base` extended by the data, as ``init(contentsOf:replacing:)`` describes.
  ///
  /// - Throws: `DeviceCatalogError` naming the file, the device and the field at fault.
  public init(data: Data, fileName: String, extending base: DeviceCatalog? = nil)
    throws(DeviceCatalogError)
  {
    let knownSources = Set(base?.sources.map(\.id) ?? [])
    let file = try CatalogFile(data: data, fileName: fileName, knownSources: knownSources)
    let parsed = DeviceCatalog(devices: file.devices, sources: file.sources, notes: file.notes)
    self = base?.merging(parsed) ?? parsed
  }

  /// This catalog with `other`'s devices and sources added: entries whose id is already here
  /// are replaced in place, new ones are appended in `other`'s order.
  public func merging(_ other: DeviceCatalog) -> DeviceCatalog {
    var devices = self.devices
    for device in other.devices {
      if let index = indexByID[device.id] {
        devices[index] = device
      } else {
        devices.append(device)
      }
    }
    var sources = self.sources
    for source in other.sources {
      if let index = sources.firstIndex(where: { $0.id == source.id }) {
        sources[index] = source
      } else {
        sources.append(source)
      }
    }
    return DeviceCatalog(devices: devices, sources: sources, notes: notes + other.notes)
  }

  /// Whether a device has this id.
  public func contains(_ id: String) -> Bool { indexByID[id] != nil }

  /// The device with this id.
  ///
  /// - Throws: `DeviceCatalogError.unknownDevice` with the closest ids as suggestions.
  public subscript(id: String) -> Device {
    get throws(DeviceCatalogError) {
      guard let index = indexByID[id] else {
        throw .unknownDevice(id, suggestions: suggestions(for: id))
      }
      return devices[index]
    }
  }

  /// A device by id, or a custom screen written `WxH` or `WxH@Sx` (`390x844@3x`): what a
  /// `--device` option accepts.
  ///
  /// - Throws: `DeviceCatalogError.invalidCustomSize` for text that reads like a size (a digit
  ///   first, an `x` inside) but is not one, else `DeviceCatalogError.unknownDevice` with
  ///   suggestions (`4s` suggests `iphone-4s`).
  public func device(for specifier: String) throws(DeviceCatalogError) -> Device {
    if let index = indexByID[specifier] { return devices[index] }
    let readsAsSize =
      specifier.first?.isNumber == true && specifier.contains { $0 == "x" || $0 == "×" }
    if readsAsSize { return try Device.custom(parsing: specifier) }
    throw .unknownDevice(specifier, suggestions: suggestions(for: specifier))
  }

  /// Up to three ids closest to `id`, best first: an id that `id` spells with other case or
  /// separators, then ids that begin with it as whole words (`iphone-se` → the three SE
  /// generations, newest first), then ids within a few edits of it, then ids that contain it.
  public func suggestions(for id: String) -> [String] {
    let wanted = Self.normalized(id)
    guard !wanted.isEmpty else { return [] }
    var scored: [(id: String, score: Int, order: Int)] = []
    // Small typos for short ids, proportionally more for long ones (`iphone-16-pro-max`).
    let tolerance = max(2, wanted.count / 4)
    for (order, candidate) in ids.enumerated() {
      let distance = Self.editDistance(wanted, candidate)
      if distance == 0 {
        scored.append((candidate, 0, order))
      } else if candidate.hasPrefix(wanted + "-") {
        // A family named without its generation or model: every member is a better guess
        // than an id a few letters away (`iphone-se` is not a typo of `iphone-17`).
        scored.append((candidate, 1, order))
      } else if let extraWords = Self.abbreviation(wanted, of: candidate) {
        // Words shortened (`iphone-se3` for `iphone-se-3rd-gen`): better than a typo, the
        // fewer words left out the better (`iphone-16-pr` is `-pro` before `-pro-max`).
        scored.append((candidate, 1 + extraWords, order))
      } else if distance <= tolerance {
        scored.append((candidate, 1 + distance, order))
      } else if candidate.contains(wanted) || wanted.contains(candidate) {
        scored.append((candidate, tolerance + 2 + abs(candidate.count - wanted.count), order))
      }
    }
    return scored.sorted { ($0.score, $0.order) < ($1.score, $1.order) }.prefix(3).map(\.id)
  }

  /// Whether each word of `short` starts the word of `id` in the same place (words split at
  /// dashes and where letters meet digits: `iphone-se3` abbreviates `iphone-se-3rd-gen`).
  /// Returns how many words of `id` it leaves out, nil when it does not abbreviate `id`.
  static func abbreviation(_ short: String, of id: String) -> Int? {
    let shortWords = words(short)
    let idWords = words(id)
    guard shortWords.count > 1, shortWords.count <= idWords.count,
      zip(shortWords, idWords).allSatisfy({ $1.hasPrefix($0) })
    else { return nil }
    return idWords.count - shortWords.count
  }

  /// `iphone-se3` → `iphone`, `se`, `3`.
  private static func words(_ text: String) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == "-" {
        if start < index { words.append(text[start..<index]) }
        start = next
      } else if next < text.endIndex, text[next] != "-",
        text[index].isLetter != text[next].isLetter, text[index].isLetter
      {
        // A letter followed by a digit ends a word (`se3`); digits followed by letters do
        // not (`3rd`).
        words.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.endIndex { words.append(text[start...]) }
    return words
  }

  /// `iPhone 16 Pro` and `iphone_16_pro` → `iphone-16-pro`: how a person might misspell an id.
  static func normalized(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        result.append(character)
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
    }
    while result.last == "-" { result.removeLast() }
    return result
  }

  /// Levenshtein distance over characters (see `NameSuggestion`).
  static func editDistance(_ a: String, _ b: String) -> Int {
    NameSuggestion.editDistance(Array(a), Array(b))
  }

  /// The file's bytes, or why they cannot be had.
  private static func read(_ url: URL) throws(DeviceCatalogError) -> Data {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw .unreadableFile(url.relativePath, reason: "no such file")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(url.relativePath, reason: error.localizedDescription)
    }
  }
}
