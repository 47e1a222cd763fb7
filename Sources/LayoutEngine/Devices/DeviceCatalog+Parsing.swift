import Foundation
import TextFormats

/// One catalog file, read and validated.
///
/// The file is decoded into plain JSON values first and then read field by field, rather than
/// through `Codable` records, so that every problem is reported with the file, the device and
/// the dotted field path, and so that unknown fields (usually typos) are caught instead of
/// ignored. Nothing here traps: every failure is a `DeviceCatalogError`.
struct CatalogFile {
  typealias Location = DeviceCatalogError.Location

  var devices: [Device] = []
  var sources: [DeviceCatalog.Source] = []
  var notes: [String] = []

  static let formatVersion = 1.0
  static let topLevelFields = ["formatVersion", "notes", "sources", "devices"]
  static let deviceFields = [
    "id", "name", "family", "size", "scale", "homeIndicator", "safeAreaInsets",
    "statusBarHeight", "keyboardHeight", "sizeClasses", "sources", "approximate", "notes",
  ]

  /// The fields a device's `approximate` list may name, parents included.
  static let approximableFields: [String] = {
    var paths = ["size", "size.width", "size.height", "scale"]
    let byOrientation = [
      ("safeAreaInsets", ["top", "left", "bottom", "right"]),
      ("statusBarHeight", []),
      ("keyboardHeight", ["predictive", "withoutPredictive"]),
      ("sizeClasses", ["horizontal", "vertical"]),
    ]
    for (field, leaves) in byOrientation {
      paths.append(field)
      for orientation in Orientation.allCases {
        paths.append("\(field).\(orientation.rawValue)")
        paths += leaves.map { "\(field).\(orientation.rawValue).\($0)" }
      }
    }
    return paths
  }()

  /// - Parameter knownSources: Source ids of the catalog this file extends, which its devices
  ///   may cite besides its own.
  init(data: Data, fileName file: String, knownSources: Set<String>) throws(DeviceCatalogError) {
    let root: CatalogJSON
    do {
      root = try JSONDecoder().decode(CatalogJSON.self, from: data)
    } catch {
      throw .invalidJSON(file: file, reason: Self.syntaxProblem(in: data))
    }
    let top = try CatalogObject(
      root, at: Location(file: file, field: ""),
      expected: "an object with 'formatVersion' and 'devices'")
    try top.rejectUnknownFields(allowed: Self.topLevelFields)

    let version = try top.number("formatVersion", expected: "the number 1")
    guard version == Self.formatVersion else {
      throw .unsupportedFormatVersion(file: file, found: NumberText.format(version))
    }
    notes = try top.strings("notes")

    if let list = try top.optionalArray("sources", expected: "a list of sources") {
      var firstIndex: [String: Int] = [:]
      for (index, value) in list.enumerated() {
        let source = try Self.source(value, at: Location(file: file, field: "sources[\(index)]"))
        if let first = firstIndex[source.id] {
          throw .duplicateID(source.id, file: file, list: "sources", first: first, second: index)
        }
        firstIndex[source.id] = index
        sources.append(source)
      }
    }
    let citable = knownSources.union(sources.map(\.id))

    let list = try top.array("devices", expected: "a list of devices")
    guard !list.isEmpty else { throw .noDevices(file: file) }
    var firstIndex: [String: Int] = [:]
    for (index, value) in list.enumerated() {
      let device = try DeviceReader.device(value, file: file, index: index, citable: citable)
      if let first = firstIndex[device.id] {
        throw .duplicateID(device.id, file: file, list: "devices", first: first, second: index)
      }
      firstIndex[device.id] = index
      devices.append(device)
    }
  }

  private static func source(
    _ value: CatalogJSON, at location: Location
  ) throws(DeviceCatalogError) -> DeviceCatalog.Source {
    let object = try CatalogObject(value, at: location, expected: "an object with 'id' and 'title'")
    try object.rejectUnknownFields(allowed: ["id", "title", "url"])
    let id = try object.string("id", expected: "a kebab-case id such as 'apple-hig-layout'")
    if let reason = idProblem(id, requiresLetterFirst: false) {
      throw .invalidID(id, object.location(of: "id"), reason: reason)
    }
    let title = try object.string("title", expected: "the source's title")
    let url = try object.optionalString("url")
    return DeviceCatalog.Source(id: id, title: title, url: url)
  }

  /// Why `id` cannot be an id, or nil when it can.
  static func idProblem(_ id: String, requiresLetterFirst: Bool) -> String? {
    let words = id.split(separator: "-", omittingEmptySubsequences: false)
    let isKebab = words.allSatisfy { word in
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
    guard isKebab else {
      let suggestion = DeviceCatalog.normalized(id)
      let example = suggestion.isEmpty || suggestion == id ? "iphone-16-pro" : suggestion
      return "is not kebab-case: use lowercase letters and digits in words joined by single "
        + "hyphens, like '\(example)'"
    }
    if requiresLetterFirst, id.first?.isLetter != true {
      return "must start with a letter: ids that start with a digit read as custom sizes "
        + "like '390x844'"
    }
    return nil
  }

  /// Where and how the JSON breaks, as `invalid value at line 3, column 8`.
  ///
  /// `JSONDecoder` on Linux only says "The given data was not valid JSON", so the text is
  /// parsed again with `JSONSerialization`, which names a byte offset, turned here into the
  /// line and column an editor shows.
  static func syntaxProblem(in data: Data) -> String {
    let text: String
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return "the JSON decoder rejected it"
    } catch {
      text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }
    var message = text.hasSuffix(".") ? String(text.dropLast()) : text
    if let range = message.range(of: "around character "),
      let offset = Int(message[range.upperBound...].prefix(while: \.isNumber))
    {
      let bytes = data.prefix(offset)
      let line = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let lineStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
      let column = bytes.distance(from: lineStart, to: bytes.endIndex) + 1
      message = message[..<range.lowerBound] + "at line \(line), column \(column)"
    }
    guard let first = message.first else { return "empty" }
    return first.lowercased() + message.dropFirst()
  }
}

/// A JSON value as the decoder found it, before any meaning is given to it.
enum CatalogJSON: Decodable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([CatalogJSON])
  case object([String: CatalogJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Bool before Double, so that `true` is not read as 1.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([CatalogJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: CatalogJSON].self))
    }
  }

  /// `a string ("402")`: how error messages name what was found.
  var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .number(let value): return NumberText.format(value)
    case .string(let value):
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return "a string (\"\(shown)\")"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}

/// A JSON object being read field by field; it knows where it is, for error messages.
struct CatalogObject {
  typealias Location = DeviceCatalogError.Location

  let members: [String: CatalogJSON]
  /// Where this object is; its `field` is the object's own path (empty at the top level).
  let location: Location

  init(
    _ value: CatalogJSON, at location: Location, expected: String
  ) throws(DeviceCatalogError) {
    guard case .object(let members) = value else {
      throw .wrongType(location, expected: expected, found: value.summary)
    }
    self.members = members
    self.location = location
  }

  /// The same members, with errors located at `location` instead.
  func relocated(to location: Location) -> CatalogObject {
    CatalogObject(members: members, location: location)
  }

  private init(members: [String: CatalogJSON], location: Location) {
    self.members = members
    self.location = location
  }

  /// The location of one of this object's fields.
  func location(of key: String) -> Location {
    var child = location
    child.field = location.field.isEmpty ? key : "\(location.field).\(key)"
    return child
  }

  /// Fails on the first field (in sorted order) that is not allowed, suggesting the closest
  /// allowed name: most unknown fields are typos of known ones.
  func rejectUnknownFields(allowed: [String]) throws(DeviceCatalogError) {
    for key in members.keys.sorted() where !allowed.contains(key) {
      throw .unknownField(location(of: key), suggestion: Self.closest(to: key, in: allowed))
    }
  }

  /// The allowed name within a few edits of `key`, ignoring case, if there is one.
  static func closest(to key: String, in names: [String]) -> String? {
    let scored = names.map { ($0, DeviceCatalog.editDistance(key.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, key.count / 3) ? best.0 : nil
  }

  func value(_ key: String, expected: String) throws(DeviceCatalogError) -> CatalogJSON {
    guard let value = members[key] else {
      throw .missingField(location(of: key), expected: expected)
    }
    return value
  }

  func object(_ key: String, expected: String) throws(DeviceCatalogError) -> CatalogObject {
    try CatalogObject(value(key, expected: expected), at: location(of: key), expected: expected)
  }

  func number(_ key: String, expected: String) throws(DeviceCatalogError) -> Double {
    let value = try value(key, expected: expected)
    guard case .number(let number) = value else {
      throw .wrongType(location(of: key), expected: expected, found: value.summary)
    }
    return number
  }

  /// A number of points: zero or more.
  func length(_ key: String, expected: String) throws(DeviceCatalogError) -> Double {
    let number = try number(key, expected: expected)
    guard number >= 0 else {
      throw .invalidValue(
        location(of: key), value: NumberText.format(number), expected: expected)
    }
    return number
  }

  func string(_ key: String, expected: String) throws(DeviceCatalogError) -> String {
    let value = try value(key, expected: expected)
    guard case .string(let string) = value else {
      throw .wrongType(location(of: key), expected: expected, found: value.summary)
    }
    return string
  }

  func bool(_ key: String, expected: String) throws(DeviceCatalogError) -> Bool {
    let value = try value(key, expected: expected)
    guard case .bool(let bool) = value else {
      throw .wrongType(location(of: key), expected: expected, found: value.summary)
    }
    return bool
  }

  func optionalString(_ key: String) throws(DeviceCatalogError) -> String? {
    guard members[key] != nil else { return nil }
    return try string(key, expected: "a string")
  }

  func array(_ key: String, expected: String) throws(DeviceCatalogError) -> [CatalogJSON] {
    let value = try value(key, expected: expected)
    guard case .array(let array) = value else {
      throw .wrongType(location(of: key), expected: expected, found: value.summary)
    }
    return array
  }

  func optionalArray(
    _ key: String, expected: String
  ) throws(DeviceCatalogError) -> [CatalogJSON]? {
    guard members[key] != nil else { return nil }
    return try array(key, expected: expected)
  }

  /// An optional list of strings; absent is empty.
  func strings(_ key: String) throws(DeviceCatalogError) -> [String] {
    let list = try optionalArray(key, expected: "a list of strings") ?? []
    var strings: [String] = []
    for (index, value) in list.enumerated() {
      guard case .string(let string) = value else {
        var at = location(of: key)
        at.field += "[\(index)]"
        throw .wrongType(at, expected: "a string", found: value.summary)
      }
      strings.append(string)
    }
    return strings
  }
}
