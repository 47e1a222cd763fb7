import FileLocations
import LayoutEngine
import SceneReading

extension YamlSceneReader {
  /// The keys a view may have: its place in the tree, then `UIView` properties by UIKit's
  /// names.
  static let viewKeys = [
    "id", "kind", "parent", "children",
    "text", "placeholder", "font", "numberOfLines", "preferredMaxLayoutWidth",
    "imageSize", "intrinsicContentSize", "hidden",
    "contentHugging", "compressionResistance",
    "layoutMargins", "insetsLayoutMarginsFromSafeArea",
    "isScrollEnabled", "contentInsetAdjustmentBehavior", "contentInset",
    "stack", "translatesAutoresizingMaskIntoConstraints", "frame", "reportsOverlap",
  ]

  /// The deepest view tree a scene file may hold. The engine indexes every view's ancestors,
  /// which costs the square of the depth; 200 levels is far beyond real hierarchies (a deep
  /// UIKit screen has a few dozen) and keeps a hostile file from stalling CI.
  public static let maximumDepth = 200

  /// A view as listed, before the tree is checked.
  struct ViewEntry {
    var id: String
    var value: YamlValue
    var mapping: YamlMapping
    /// The view it is listed under (`children`), if any.
    var nestedIn: String?
  }

  /// Reads one scene and builds its engine, which places constraint errors at their line (the
  /// engine is kept, so the scene is not built twice when it is laid out).
  func readScene(_ mapping: YamlMapping, defaultName: String?) throws(SceneFileError)
    -> (scene: Scene, engine: AutoLayoutEngine, viewLines: [String: Int])
  {
    let name: String
    if let value = mapping["name"] {
      name = try value.string()
    } else if let defaultName {
      name = defaultName
    } else {
      throw mapping.value.error(.missingKey("name", context: "a scene in a 'scenes' list"))
    }
    let rootID =
      try mapping["root"].map { value throws(SceneFileError) in
        try Self.checkedID(value)
      } ?? "root"
    let metrics =
      try mapping["metrics"].map { value throws(SceneFileError) in
        try readMetrics(value)
      } ?? [:]

    var entries: [ViewEntry] = []
    var firstLines: [String: Int] = [:]
    if let views = mapping["views"] {
      try collect(views, nestedIn: nil, rootID: rootID, into: &entries, firstLines: &firstLines)
    }
    var scene = Scene(name: name, rootID: rootID)
    if let bars = mapping["bars"] { scene.bars = try readBars(bars) }
    try addViews(entries, rootID: rootID, to: &scene)

    var locations: [FileLocation] = []
    if let constraints = mapping["constraints"] {
      for item in try constraints.sequence() {
        let added = try readConstraint(item, metrics: metrics, scene: scene)
        scene.add(added)
        locations += Array(repeating: item.location, count: added.count)
      }
    }
    let engine = try validate(scene, locations: locations, at: mapping.value)
    return (scene, engine, firstLines)
  }

  /// `bars: {navigationBar: standard|largeTitle|none, prompt: true, tabBar: true, toolbar: true}`:
  /// the containers the view controller is shown in (`SystemBars`).
  private func readBars(_ value: YamlValue) throws(SceneFileError) -> SystemBars {
    let mapping = try value.mapping("bars", allowed: Self.barKeys)
    var bars = SystemBars()
    if let navigationBar = mapping["navigationBar"] {
      bars.navigationBar = try navigationBar.choice(SystemBars.NavigationBar.self)
    }
    if let prompt = mapping["prompt"] {
      bars.prompt = try prompt.bool()
      if bars.prompt && bars.navigationBar == .none {
        throw prompt.error(
          .invalidValue(
            key: "prompt", value: "true",
            expected: "a navigation bar to show it in (navigationBar: standard or largeTitle)"))
      }
    }
    bars.tabBar = try mapping["tabBar"]?.bool() ?? false
    bars.toolbar = try mapping["toolbar"]?.bool() ?? false
    return bars
  }

  /// Named numbers for VFL (`-margin-`) and anchor equations (`+ margin`).
  private func readMetrics(_ value: YamlValue) throws(SceneFileError) -> [String: Double] {
    guard case .mapping(let pairs) = value.node else {
      throw value.wrongType("a mapping of names to numbers")
    }
    var metrics: [String: Double] = [:]
    for (keyNode, valueNode) in pairs {
      let key = YamlValue(node: keyNode, key: "metric", source: value.source)
      let name = try Self.checkedID(key)
      metrics[name] = try YamlValue(node: valueNode, key: name, source: value.source).number()
    }
    return metrics
  }

  /// A view id (or metric name): a name VFL and anchor equations can spell.
  static func checkedID(_ value: YamlValue) throws(SceneFileError) -> String {
    let id = try value.string()
    let scalars = Array(id.unicodeScalars)
    func isLetter(_ s: Unicode.Scalar) -> Bool {
      s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s)
    }
    guard let first = scalars.first, isLetter(first),
      scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
    else { throw value.error(.invalidViewID(id)) }
    return id
  }

  /// Flattens the view list (and nested `children`) in file order, refusing a view listed twice.
  private func collect(
    _ list: YamlValue, nestedIn parent: String?, rootID: String, into entries: inout [ViewEntry],
    firstLines: inout [String: Int]
  ) throws(SceneFileError) {
    for item in try list.sequence() {
      // The id first, so that every later message (an unknown key included) can name the view.
      guard case .mapping(let pairs) = item.node else { throw item.wrongType("a mapping") }
      guard let idNode = pairs.first(where: { $0.key.string == "id" })?.value else {
        throw item.error(.missingKey("id", context: "a view"))
      }
      let idValue = YamlValue(node: idNode, key: "id", source: item.source)
      let id = try Self.checkedID(idValue)
      let mapping = try item.mapping("view '\(id)'", allowed: Self.viewKeys)
      if id == rootID {
        throw idValue.error(
          .invalidValue(
            key: "view id", value: id,
            expected: "an id other than the root's ('\(rootID)' is the view controller's view, "
              + "which every scene has; name it with the scene's 'root' key)"))
      }
      if let line = firstLines[id] {
        throw idValue.error(.duplicateView(id, firstLine: line))
      }
      firstLines[id] = idValue.location.line
      entries.append(ViewEntry(id: id, value: item, mapping: mapping, nestedIn: parent))
      if let children = mapping["children"] {
        try collect(children, nestedIn: id, rootID: rootID, into: &entries, firstLines: &firstLines)
      }
    }
  }

  /// Resolves each view's superview, refuses unknown parents and cycles, and adds the views
  /// parents first, siblings in file order (a stack view arranges its children in that order).
  private func addViews(_ entries: [ViewEntry], rootID: String, to scene: inout Scene)
    throws(SceneFileError)
  {
    let known = Set(entries.map(\.id) + [rootID])
    var parentOf: [String: String] = [:]
    for entry in entries {
      var parent = entry.nestedIn ?? rootID
      if let value = entry.mapping["parent"] {
        let named = try value.string()
        guard known.contains(named) else {
          throw value.error(
            .unknownView(named, suggestion: NameSuggestion.closest(to: named, in: known.sorted())))
        }
        if let nestedIn = entry.nestedIn, nestedIn != named {
          throw value.error(.conflictingParent(view: entry.id, nestedIn: nestedIn, parent: named))
        }
        parent = named
      }
      parentOf[entry.id] = parent
    }
    // A view whose chain of parents never reaches the root is on (or under) a cycle. Views
    // already known to reach it end a walk early, so the check is linear in the views.
    var reachesRoot: Set<String> = [rootID]
    for entry in entries where !reachesRoot.contains(entry.id) {
      var chain: [String] = []
      var onChain: Set<String> = []
      var current = entry.id
      while !reachesRoot.contains(current) {
        if onChain.contains(current) {
          let cycle = Array(chain.drop { $0 != current })
          let first = entries.first { cycle.contains($0.id) }!
          throw (first.mapping["parent"] ?? first.value).error(
            .viewCycle(rotated(cycle, toStartAt: first.id)))
        }
        onChain.insert(current)
        chain.append(current)
        current = parentOf[current] ?? rootID
      }
      reachesRoot.formUnion(chain)
    }
    var childrenOf: [String: [ViewEntry]] = [:]
    for entry in entries { childrenOf[parentOf[entry.id]!, default: []].append(entry) }
    // Depth first, in file order (the order of the listing and of a stack's arrangement),
    // with an explicit stack: a chain of `parent` keys can be deeper than the call stack.
    var pending = (childrenOf[rootID] ?? []).reversed().map { (entry: $0, depth: 1) }
    while let (entry, depth) = pending.popLast() {
      guard depth <= Self.maximumDepth else {
        throw entry.value.error(.viewTreeTooDeep(entry.id, limit: Self.maximumDepth))
      }
      let parent = parentOf[entry.id]!
      let kind = try readKind(entry)
      var view = View(id: entry.id, kind: kind, parentID: parent)
      try configure(&view, from: entry.mapping)
      do {
        try scene.add(kind, entry.id, in: ViewRef(parent)) { [view] in $0 = view }
      } catch {
        throw entry.value.error(.constraint(error))
      }
      pending += (childrenOf[entry.id] ?? []).reversed().map { (entry: $0, depth: depth + 1) }
    }
  }

  private func rotated(_ cycle: [String], toStartAt id: String) -> [String] {
    guard let index = cycle.firstIndex(of: id) else { return cycle }
    return Array(cycle[index...] + cycle[..<index])
  }

  private func readKind(_ entry: ViewEntry) throws(SceneFileError) -> ViewKind {
    guard let value = entry.mapping["kind"] else { return .view }
    let name = try value.string()
    // UIKit's class name works too: `UIScrollView`, `UISwitch`.
    let aliases: [String: ViewKind] = ["switch": .switchControl, "UISwitch": .switchControl]
    if let kind = ViewKind(rawValue: name) ?? aliases[name] { return kind }
    if name.hasPrefix("UI") {
      let stripped = String(name.dropFirst(2))
      let lowered = stripped.prefix(1).lowercased() + stripped.dropFirst()
      if let kind = ViewKind(rawValue: lowered) { return kind }
    }
    throw value.error(
      .unknownKind(
        name, suggestion: NameSuggestion.closest(to: name, in: ViewKind.allCases.map(\.rawValue))))
  }
}
