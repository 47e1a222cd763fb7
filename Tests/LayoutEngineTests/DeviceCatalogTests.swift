import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The bundled device catalog, user catalogs that extend or replace it, custom sizes, and the
/// errors a bad catalog file produces (asserted word for word: they are the user interface).
@Suite("Device catalog")
struct DeviceCatalogTests {
  typealias Location = DeviceCatalogError.Location

  static func fixture(_ name: String) throws -> URL {
    let directory = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return directory.appendingPathComponent("devices").appendingPathComponent(name)
  }

  /// The error `body` throws, failing the test when it throws none.
  static func error<T>(
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws(DeviceCatalogError) -> T
  ) -> DeviceCatalogError? {
    do {
      _ = try body()
      Issue.record("expected a DeviceCatalogError", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  // MARK: The bundled catalog

  struct KnownDevice: Sendable, CustomStringConvertible {
    var id: String
    var width, height, scale, safeAreaTop: Double
    var description: String { id }
  }

  @Test(
    "known devices have their published size, scale and top inset",
    arguments: [
      KnownDevice(id: "iphone-se-2nd-gen", width: 375, height: 667, scale: 2, safeAreaTop: 20),
      KnownDevice(id: "iphone-16-pro", width: 402, height: 874, scale: 3, safeAreaTop: 62),
      KnownDevice(id: "iphone-4s", width: 320, height: 480, scale: 2, safeAreaTop: 20),
      KnownDevice(id: "iphone-se-1st-gen", width: 320, height: 568, scale: 2, safeAreaTop: 20),
      KnownDevice(id: "ipad-air-11-inch-m2", width: 820, height: 1180, scale: 2, safeAreaTop: 24),
      KnownDevice(id: "iphone-x", width: 375, height: 812, scale: 3, safeAreaTop: 44),
      KnownDevice(id: "iphone-11", width: 414, height: 896, scale: 2, safeAreaTop: 48),
      KnownDevice(id: "iphone-12-mini", width: 375, height: 812, scale: 3, safeAreaTop: 50),
      KnownDevice(id: "iphone-13", width: 390, height: 844, scale: 3, safeAreaTop: 47),
      KnownDevice(id: "iphone-14-pro", width: 393, height: 852, scale: 3, safeAreaTop: 59),
      KnownDevice(id: "iphone-16-pro-max", width: 440, height: 956, scale: 3, safeAreaTop: 62),
      KnownDevice(id: "iphone-17", width: 402, height: 874, scale: 3, safeAreaTop: 62),
      KnownDevice(id: "iphone-air", width: 420, height: 912, scale: 3, safeAreaTop: 68),
      KnownDevice(id: "iphone-8-plus", width: 414, height: 736, scale: 3, safeAreaTop: 20),
      KnownDevice(id: "ipad-9th-gen", width: 810, height: 1080, scale: 2, safeAreaTop: 20),
      KnownDevice(id: "ipad-pro-13-inch-m4", width: 1032, height: 1376, scale: 2, safeAreaTop: 24),
    ])
  func knownValues(_ known: KnownDevice) throws {
    let device = try DeviceCatalog.standard[known.id]
    let size = device.screenSize(in: .portrait)
    expectNear(size.width, known.width)
    expectNear(size.height, known.height)
    expectNear(device.scale, known.scale)
    expectNear(device.safeAreaInsets(in: .portrait).top, known.safeAreaTop)
  }

  @Test("the catalog covers the iPhone and iPad models it promises")
  func coverage() throws {
    let catalog = try DeviceCatalog.standard
    let promised = [
      "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-16e",
      "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-15",
      "iphone-15-plus", "iphone-15-pro", "iphone-15-pro-max", "iphone-14", "iphone-14-plus",
      "iphone-14-pro", "iphone-14-pro-max", "iphone-13-mini", "iphone-13", "iphone-13-pro",
      "iphone-13-pro-max", "iphone-12-mini", "iphone-12", "iphone-12-pro", "iphone-12-pro-max",
      "iphone-11", "iphone-11-pro", "iphone-11-pro-max", "iphone-x", "iphone-xs",
      "iphone-xs-max", "iphone-xr", "iphone-8", "iphone-8-plus", "iphone-se-1st-gen",
      "iphone-se-2nd-gen", "iphone-se-3rd-gen", "iphone-7", "iphone-6s", "iphone-6",
      "iphone-5", "iphone-5s", "iphone-4s", "ipad-10th-gen", "ipad-a16", "ipad-mini-6th-gen",
      "ipad-mini-a17-pro", "ipad-air-11-inch-m2", "ipad-air-11-inch-m3", "ipad-air-13-inch-m2",
      "ipad-pro-11-inch-m4", "ipad-pro-13-inch-m4", "ipad-pro-12-9-inch-6th-gen",
      "ipad-9th-gen",
    ]
    let missing = promised.filter { !catalog.contains($0) }
    #expect(missing.isEmpty, "not in the catalog: \(missing)")
  }

  @Test("every id is kebab-case, starts with a letter and is unique")
  func ids() throws {
    let ids = try DeviceCatalog.standard.ids
    for id in ids {
      #expect(CatalogFile.idProblem(id, requiresLetterFirst: true) == nil, "\(id)")
    }
    #expect(Set(ids).count == ids.count)
    #expect(ids.count >= 50)
  }

  @Test("every device cites catalog sources and explains each approximate field in a note")
  func provenance() throws {
    let catalog = try DeviceCatalog.standard
    let sourceIDs = Set(catalog.sources.map(\.id))
    for device in catalog.devices {
      #expect(!device.sources.isEmpty, "\(device.id) cites no source")
      #expect(device.sources.allSatisfy(sourceIDs.contains), "\(device.id)")
      // Keyboard heights vary with iOS versions and settings: never presented as exact.
      #expect(device.isApproximate("keyboardHeight.portrait.predictive"), "\(device.id)")
      for field in device.approximateFields {
        #expect(
          device.notes.contains { $0.hasPrefix(field + ":") }, "\(device.id): \(field) has no note")
      }
    }
    #expect(!catalog.notes.isEmpty)
  }

  @Test("landscape is portrait with width and height swapped")
  func landscapeSwapsPortrait() throws {
    for device in try DeviceCatalog.standard.devices {
      let portrait = device.screenSize(in: .portrait)
      let landscape = device.screenSize(in: .landscape)
      expectNear(landscape.width, portrait.height)
      expectNear(landscape.height, portrait.width)
      #expect(portrait.width <= portrait.height, "\(device.id)")
    }
  }

  @Test("iPhones hide the status bar in landscape; iPads keep it and stay regular")
  func orientationRules() throws {
    for device in try DeviceCatalog.standard.devices {
      let landscape = device.safeAreaInsets(in: .landscape)
      // The documented convention: UIKit insets both sides equally in landscape.
      expectNear(landscape.left, landscape.right)
      switch device.family {
      case .phone:
        expectNear(device.statusBarHeight(in: .landscape), 0)
        expectNear(landscape.top, 0)
        #expect(
          device.sizeClasses(in: .portrait) == .init(horizontal: .compact, vertical: .regular))
        #expect(device.sizeClasses(in: .landscape).vertical == .compact, "\(device.id)")
        // Plus and Max models (and XR, 11, Air) are regular width in landscape.
        let isWide = device.portraitSize.width >= 414
        #expect(
          device.sizeClasses(in: .landscape).horizontal == (isWide ? .regular : .compact),
          "\(device.id)")
      case .pad:
        expectNear(device.statusBarHeight(in: .landscape), device.statusBarHeight(in: .portrait))
        for orientation in Orientation.allCases {
          #expect(
            device.sizeClasses(in: orientation) == .init(horizontal: .regular, vertical: .regular))
        }
      }
      if device.hasHomeIndicator, device.family == .phone {
        // The sensor housing's inset moves from the top to both sides.
        expectNear(landscape.left, device.safeAreaInsets(in: .portrait).top)
        expectNear(landscape.bottom, 21)
        expectNear(device.safeAreaInsets(in: .portrait).bottom, 34)
      }
    }
  }

  @Test("per-orientation accessors read the catalog's values")
  func accessors() throws {
    let device = try DeviceCatalog.standard["iphone-14-pro"]
    #expect(device.name == "iPhone 14 Pro")
    #expect(device.family == .phone)
    #expect(device.hasHomeIndicator)
    #expect(device.safeAreaInsets(in: .portrait) == EdgeInsets(top: 59, bottom: 34))
    #expect(device.safeAreaInsets(in: .landscape) == EdgeInsets(left: 59, bottom: 21, right: 59))
    expectNear(device.statusBarHeight(in: .portrait), 54)
    expectNear(device.keyboardHeight(in: .portrait), 336)
    expectNear(device.keyboardHeight(in: .portrait, predictive: false), 291)
    expectNear(device.keyboardHeight(in: .landscape), 219)
    #expect(device.sizeClasses(in: .landscape) == .init(horizontal: .compact, vertical: .compact))
    #expect(!device.isApproximate("size"))
    #expect(device.description == "iphone-14-pro (iPhone 14 Pro, 393×852 @3x)")

    let plus = try DeviceCatalog.standard["iphone-8-plus"]
    #expect(!plus.hasHomeIndicator)
    #expect(plus.sizeClasses(in: .landscape) == .init(horizontal: .regular, vertical: .compact))
    #expect(plus.sizeClasses(in: .landscape).description == "regular width, compact height")
  }

  // MARK: Lookup

  @Test("an unknown id suggests the closest ids")
  func unknownDevice() throws {
    let catalog = try DeviceCatalog.standard
    let typo = Self.error { () throws(DeviceCatalogError) in try catalog["iphone-16pro"] }
    guard case .unknownDevice("iphone-16pro", let suggestions) = typo else {
      Issue.record("\(String(describing: typo))")
      return
    }
    #expect(suggestions == ["iphone-16-pro", "iphone-17-pro", "iphone-15-pro"])
    #expect(
      typo?.description
        == "unknown device 'iphone-16pro'; did you mean 'iphone-16-pro', 'iphone-17-pro' or "
        + "'iphone-15-pro'?")

    #expect(catalog.suggestions(for: "iPhone SE (2nd generation)").first == "iphone-se-2nd-gen")
    #expect(catalog.suggestions(for: "iPhone 16 Pro").first == "iphone-16-pro")
    #expect(catalog.suggestions(for: "ipad-air-11-inch-m22").first == "ipad-air-11-inch-m2")
    // Words shortened, not misspelt: `se3` is the SE's third generation, not the iPhone 13.
    #expect(catalog.suggestions(for: "iphone-se3").first == "iphone-se-3rd-gen")
    #expect(catalog.suggestions(for: "iphone-se-2").first == "iphone-se-2nd-gen")

    let unrelated = Self.error { () throws(DeviceCatalogError) in try catalog["galaxy-s24"] }
    #expect(
      unrelated?.description
        == "unknown device 'galaxy-s24': not in the device catalog, and not a custom size like "
        + "'390x844' or '390x844@3x'")
  }

  @Test("a specifier is a catalog id or a custom size")
  func specifiers() throws {
    let catalog = try DeviceCatalog.standard
    #expect(try catalog.device(for: "iphone-16-pro").name == "iPhone 16 Pro")
    #expect(try catalog.device(for: "390x844@2x").id == "390x844@2x")
    let short = Self.error { () throws(DeviceCatalogError) in try catalog.device(for: "4s") }
    #expect(short?.description == "unknown device '4s'; did you mean 'iphone-4s'?")
    let bad = Self.error { () throws(DeviceCatalogError) in try catalog.device(for: "390x") }
    #expect(
      bad?.description
        == "'390x' is not a custom screen size: the width and height must be numbers; write "
        + "WIDTHxHEIGHT in portrait points, optionally with a scale, like '390x844@3x'")
  }

  // MARK: Custom sizes

  @Test("a custom size is a bare phone or pad screen")
  func customDevices() throws {
    let phone = try Device.custom(width: 390, height: 844)
    #expect(phone.id == "390x844")
    #expect(phone.name == "Custom 390×844 @3x")
    #expect(phone.family == .phone)
    expectNear(phone.scale, 3)
    #expect(phone.safeAreaInsets(in: .portrait) == .zero)
    expectNear(phone.statusBarHeight(in: .portrait), 0)
    #expect(phone.sizeClasses(in: .landscape) == .init(horizontal: .compact, vertical: .compact))
    #expect(phone.isApproximate("keyboardHeight"))

    let wide = try Device.custom(parsing: "430x932")
    #expect(wide.sizeClasses(in: .landscape) == .init(horizontal: .regular, vertical: .compact))

    let pad = try Device.custom(parsing: " 1024×1366 ")
    #expect(pad.family == .pad)
    expectNear(pad.scale, 2)
    #expect(pad.sizeClasses(in: .portrait) == .init(horizontal: .regular, vertical: .regular))
  }

  @Test(
    "custom sizes round-trip through their id",
    arguments: ["390x844", "390x844@2x", "320x480@1x", "1024x1366", "1024x1366@3x", "375.5x812"])
  func customRoundTrip(_ text: String) throws {
    let device = try Device.custom(parsing: text)
    #expect(device.id == text)
    #expect(try Device.custom(parsing: device.id) == device)
  }

  @Test(
    "a malformed custom size says what is wrong",
    arguments: [
      ("390", "expected one 'x' between the width and the height"),
      ("390x844x2", "expected one 'x' between the width and the height"),
      ("0x844", "width and height must be positive numbers"),
      ("nanxinf", "the width and height must be numbers"),
      ("0x10x0x20", "expected one 'x' between the width and the height"),
      ("-390x844", "the width and height must be numbers"),
      ("390x844@4x", "the scale must be 1, 2 or 3"),
      ("390x844@", "the scale after '@' must be 1, 2 or 3"),
      ("390x844@2@3", "more than one '@'"),
      (
        "844x390",
        "the width is larger than the height; give the portrait size and choose landscape as "
          + "the orientation"
      ),
    ])
  func malformedCustomSize(_ text: String, reason: String) {
    let error = Self.error { () throws(DeviceCatalogError) in try Device.custom(parsing: text) }
    #expect(error == .invalidCustomSize(text, reason: reason))
  }

  // MARK: User catalogs

  @Test("a user file extends the standard catalog and corrects entries in place")
  func extension_() throws {
    let standard = try DeviceCatalog.standard
    let catalog = try DeviceCatalog(contentsOf: Self.fixture("extension.json"), replacing: false)

    #expect(catalog.devices.count == standard.devices.count + 1)
    #expect(catalog.ids.last == "acme-phone")
    #expect(try catalog["iphone-16-pro"] == standard["iphone-16-pro"])
    // The corrected iPhone 16 keeps its place in the list.
    let position = try #require(standard.ids.firstIndex(of: "iphone-16"))
    #expect(catalog.devices[position].name == "iPhone 16 (corrected)")

    let acme = try catalog["acme-phone"]
    #expect(acme.sources == ["apple-hig-layout", "acme-spec-sheet"])
    #expect(acme.notes == ["A made-up phone for tests."])
    expectNear(acme.safeAreaInsets(in: .landscape).left, 50)
    #expect(catalog.sources.map(\.id).contains("acme-spec-sheet"))
    #expect(catalog.sources.map(\.id).contains("apple-hig-layout"))
    #expect(catalog.notes.last == "Devices our team tests on.")
  }

  @Test("a user file replaces the standard catalog")
  func replacement() throws {
    let catalog = try DeviceCatalog(contentsOf: Self.fixture("replacement.json"), replacing: true)
    #expect(catalog.ids == ["acme-phone", "acme-phone-mini"])
    let gone = Self.error { () throws(DeviceCatalogError) in try catalog["iphone-16-pro"] }
    #expect(gone == .unknownDevice("iphone-16-pro", suggestions: []))
  }

  @Test("a file on its own may cite only its own sources")
  func sourcesNeedTheBase() throws {
    let url = try Self.fixture("extension.json")
    let error = Self.error { () throws(DeviceCatalogError) in
      try DeviceCatalog(contentsOf: url, replacing: true)
    }
    let at = Location(
      file: url.relativePath, deviceIndex: 0, deviceID: "acme-phone", field: "sources[0]")
    #expect(error == .unknownSource("apple-hig-layout", at))
  }

  @Test(
    "a bad catalog file names the file, the device and the field",
    arguments: [
      (
        "not-json.json",
        "{file}: not valid JSON: invalid value at line 4, column 25"
      ),
      (
        "duplicate-ids.json",
        "{file}: devices[0] and devices[2] both have id 'acme-phone'; ids must be unique within a "
          + "file"
      ),
      (
        "non-kebab-id.json",
        "{file}: devices[0]: id 'Acme_Phone' is not kebab-case: use lowercase letters and digits "
          + "in words joined by single hyphens, like 'acme-phone'"
      ),
      (
        "negative-size.json",
        "{file}: device 'acme-phone' (devices[0]): 'size.width' is -360; expected a positive "
          + "number of points"
      ),
      (
        "bad-scale.json",
        "{file}: device 'acme-phone' (devices[0]): 'scale' is 4; expected 1, 2 or 3"
      ),
      (
        "missing-field.json",
        "{file}: device 'acme-phone' (devices[0]): missing field 'scale': expected 1, 2 or 3"
      ),
      (
        "wrong-type.json",
        "{file}: device 'acme-phone' (devices[0]): 'size.height' is a string (\"780\"); expected "
          + "the portrait height in points"
      ),
      (
        "misspelled-field.json",
        "{file}: device 'acme-phone' (devices[0]): unknown field 'homeIndicater'; did you mean "
          + "'homeIndicator'?"
      ),
      (
        "unknown-source.json",
        "{file}: device 'acme-phone' (devices[0]): source 'acme-datasheet' in 'sources[0]' is not "
          + "in the file's 'sources' list or the catalog it extends"
      ),
      (
        "landscape-size.json",
        "{file}: device 'acme-phone' (devices[0]): 'size.width' is 780; expected at most the "
          + "height (360): 'size' is the portrait size; landscape swaps it"
      ),
      (
        "swapped-keyboard.json",
        "{file}: device 'acme-phone' (devices[0]): 'keyboardHeight.landscape.withoutPredictive' "
          + "is 219; expected at most 'predictive' (181): the predictive bar adds height"
      ),
      (
        "future-version.json",
        "{file}: 'formatVersion' is 2; this version of layoutdb reads device catalogs of format "
          + "version 1"
      ),
      ("no-devices.json", "{file}: 'devices' is empty; list at least one device"),
      ("absent.json", "cannot read device catalog '{file}': no such file"),
    ])
  func badFile(_ name: String, message: String) throws {
    let url = try Self.fixture(name)
    for replacing in [true, false] {
      let error = Self.error { () throws(DeviceCatalogError) in
        try DeviceCatalog(contentsOf: url, replacing: replacing)
      }
      #expect(
        error?.description == message.replacingOccurrences(of: "{file}", with: url.relativePath))
    }
  }

  @Test("problems in the file's shape are located too")
  func shapeErrors() {
    let cases: [(String, DeviceCatalogError, String)] = [
      (
        "[]",
        .wrongType(
          Location(file: "inline.json", field: ""),
          expected: "an object with 'formatVersion' and 'devices'", found: "a list"),
        "inline.json: the top level is a list; expected an object with 'formatVersion' and "
          + "'devices'"
      ),
      (
        #"{"formatVersion": 1, "devices": [1]}"#,
        .wrongType(
          Location(file: "inline.json", field: "devices[0]"),
          expected: "an object describing one device", found: "1"),
        "inline.json: 'devices[0]' is 1; expected an object describing one device"
      ),
      (
        #"{"formatVersion": 1, "devicez": []}"#,
        .unknownField(Location(file: "inline.json", field: "devicez"), suggestion: "devices"),
        "inline.json: unknown field 'devicez'; did you mean 'devices'?"
      ),
      (
        #"{"formatVersion": "1", "devices": []}"#,
        .wrongType(
          Location(file: "inline.json", field: "formatVersion"), expected: "the number 1",
          found: "a string (\"1\")"),
        "inline.json: 'formatVersion' is a string (\"1\"); expected the number 1"
      ),
      (
        #"{"formatVersion": 1, "devices": [{"name": "Acme"}]}"#,
        .missingField(
          Location(file: "inline.json", deviceIndex: 0, field: "id"),
          expected: "a kebab-case id such as 'iphone-16-pro'"),
        "inline.json: devices[0]: missing field 'id': expected a kebab-case id such as "
          + "'iphone-16-pro'"
      ),
      (
        #"{"formatVersion": 1, "devices": [{"id": "390x844"}]}"#,
        .invalidID(
          "390x844", Location(file: "inline.json", deviceIndex: 0, field: "id"),
          reason: "must start with a letter: ids that start with a digit read as custom sizes "
            + "like '390x844'"),
        "inline.json: devices[0]: id '390x844' must start with a letter: ids that start with a "
          + "digit read as custom sizes like '390x844'"
      ),
      (
        "",
        .invalidJSON(file: "inline.json", reason: "unexpected end of file during JSON parse"),
        "inline.json: not valid JSON: unexpected end of file during JSON parse"
      ),
    ]
    for (json, expected, message) in cases {
      let error = Self.error { () throws(DeviceCatalogError) in
        try DeviceCatalog(data: Data(json.utf8), fileName: "inline.json")
      }
      #expect(error == expected, "\(json)")
      #expect(error?.description == message, "\(json)")
    }
  }

  @Test("truncated and corrupted files fail with an error, never a crash")
  func robustness() throws {
    let data = try Data(contentsOf: Self.fixture("extension.json"))
    let standard = try DeviceCatalog.standard
    for length in stride(from: 0, to: data.count, by: 7) {
      #expect(throws: DeviceCatalogError.self) {
        try DeviceCatalog(data: data.prefix(length), fileName: "cut.json", extending: standard)
      }
    }
    #expect(throws: DeviceCatalogError.self) {
      try DeviceCatalog(data: Data([0xFF, 0xFE, 0x00, 0x7B]), fileName: "binary.json")
    }
  }
}
