/// Why a device catalog could not be loaded or a device could not be found. Every case carries
/// the culprit: the file, the device (by id when it has a usable one, always by index) and the
/// field, so that ``description`` tells a user exactly what to edit.
public enum DeviceCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in a catalog file a problem is.
  public struct Location: Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The position in `devices`, for problems inside a device entry.
    public var deviceIndex: Int?
    /// The device's id, once it is known to be a usable one.
    public var deviceID: String?
    /// A dotted path inside the device entry (`safeAreaInsets.portrait.top`), or from the top
    /// of the file when `deviceIndex` is nil (`sources[2].url`).
    public var field: String

    /// A place in `file`: inside device `deviceIndex` when given, else from the file's top.
    public init(file: String, deviceIndex: Int? = nil, deviceID: String? = nil, field: String) {
      self.file = file
      self.deviceIndex = deviceIndex
      self.deviceID = deviceID
      self.field = field
    }

    /// `'safeAreaInsets.portrait.top'`, or `the top level` for the file's root value.
    var quotedField: String { field.isEmpty ? "the top level" : "'\(field)'" }

    /// `my-devices.json: device 'pixel-phone' (devices[2])`, without the field.
    public var description: String {
      guard let deviceIndex else { return file }
      guard let deviceID else { return "\(file): devices[\(deviceIndex)]" }
      return "\(file): device '\(deviceID)' (devices[\(deviceIndex)])"
    }
  }

  /// The catalog bundled with LayoutEngine is not among its resources: a packaging problem.
  case bundledCatalogMissing
  /// The file could not be read at all.
  case unreadableFile(String, reason: String)
  /// The file is not JSON.
  case invalidJSON(file: String, reason: String)
  /// `formatVersion` names a version this reader does not know.
  case unsupportedFormatVersion(file: String, found: String)
  /// A required field is absent; `expected` says what it should hold.
  case missingField(Location, expected: String)
  /// A field holds the wrong kind of JSON value (a string where a number belongs).
  case wrongType(Location, expected: String, found: String)
  /// A field has the right type but an impossible value (a negative width, scale 4).
  case invalidValue(Location, value: String, expected: String)
  /// A field this format does not define, usually a typo; `suggestion` is the closest name.
  case unknownField(Location, suggestion: String?)
  /// An id that is not kebab-case, or that reads as a custom size.
  case invalidID(String, Location, reason: String)
  /// Two entries of one list in one file share an id.
  case duplicateID(String, file: String, list: String, first: Int, second: Int)
  /// A device cites a source id listed neither in its file nor in the catalog it extends.
  case unknownSource(String, Location)
  /// The file's `devices` list is empty.
  case noDevices(file: String)
  /// No device has this id; `suggestions` are the closest ids, best first.
  case unknownDevice(String, suggestions: [String])
  /// A custom size (`390x844@3x`) that cannot be a screen.
  case invalidCustomSize(String, reason: String)

  /// What is wrong, where, and what would be right.
  public var description: String {
    switch self {
    case .bundledCatalogMissing:
      return "this build of layoutdb lacks its device catalog (devices.json was not embedded "
        + "into LayoutEngine); rebuild with `swift build` from a complete checkout"
    case .unreadableFile(let file, let reason):
      return "cannot read device catalog '\(file)': \(reason)"
    case .invalidJSON(let file, let reason):
      return "\(file): not valid JSON: \(reason)"
    case .unsupportedFormatVersion(let file, let found):
      return "\(file): 'formatVersion' is \(found); this version of layoutdb reads device "
        + "catalogs of format version 1"
    case .missingField(let location, let expected):
      return "\(location): missing field \(location.quotedField): expected \(expected)"
    case .wrongType(let location, let expected, let found):
      return "\(location): \(location.quotedField) is \(found); expected \(expected)"
    case .invalidValue(let location, let value, let expected):
      return "\(location): \(location.quotedField) is \(value); expected \(expected)"
    case .unknownField(let location, let suggestion):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "\(location): unknown field '\(location.field)'\(hint)"
    case .invalidID(let id, let location, let reason):
      return "\(location): id '\(id)' \(reason)"
    case .duplicateID(let id, let file, let list, let first, let second):
      return "\(file): \(list)[\(first)] and \(list)[\(second)] both have id '\(id)'; "
        + "ids must be unique within a file"
    case .unknownSource(let source, let location):
      return "\(location): source '\(source)' in '\(location.field)' is not in the file's "
        + "'sources' list or the catalog it extends"
    case .noDevices(let file):
      return "\(file): 'devices' is empty; list at least one device"
    case .unknownDevice(let id, let suggestions):
      let quoted = suggestions.map { "'\($0)'" }
      switch quoted.count {
      case 0:
        return "unknown device '\(id)': not in the device catalog, and not a custom size "
          + "like '390x844' or '390x844@3x'"
      case 1:
        return "unknown device '\(id)'; did you mean \(quoted[0])?"
      default:
        let list = quoted.dropLast().joined(separator: ", ") + " or \(quoted[quoted.count - 1])"
        return "unknown device '\(id)'; did you mean \(list)?"
      }
    case .invalidCustomSize(let text, let reason):
      return "'\(text)' is not a custom screen size: \(reason); write WIDTHxHEIGHT in portrait "
        + "points, optionally with a scale, like '390x844@3x'"
    }
  }
}
