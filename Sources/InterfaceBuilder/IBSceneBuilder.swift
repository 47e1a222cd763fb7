import Foundation
import LayoutEngine
import SceneReading

/// Builds one `Scene` from a root view element: views (with `IBViewMapping`), layout guides,
/// then constraints (with `IBConstraintReader`), applying size-class variations for the design
/// canvas.
struct IBSceneBuilder {
  let document: IBDocumentReader
  let name: String
  let candidate: IBDocumentReader.Candidate
  var scene: Scene
  var info: InterfaceBuilderScene
  var diagnostics: [Diagnostic] = []
  /// Layout guide ids → the items they are.
  var guides: [String: LayoutItem] = [:]
  /// Guide ids the engine does not model (custom `<layoutGuide>`s).
  var unsupportedGuides: Set<String> = []
  /// Constraint elements with the view that holds them.
  var constraintElements: [(element: IBElement, owner: String)] = []
  /// Elements of views not installed at the design size class (`<mask key="subviews">`).
  var uninstalledViews: Set<String> = []
  /// Views mapped (id → element), in document order.
  var elements: [(id: String, element: IBElement)] = []
  var environment: Environment
  let sizeClass: (horizontal: SizeClass, vertical: SizeClass)
  /// Constraint ids excluded / included by the variations that apply at the design size class.
  var excluded: Set<String> = []
  var included: Set<String> = []

  init(document: IBDocumentReader, name: String, candidate: IBDocumentReader.Candidate) {
    self.document = document
    self.name = name
    self.candidate = candidate
    let rootID = candidate.rootView.id
    scene = Scene(name: name, rootID: rootID)
    info = InterfaceBuilderScene(
      sceneID: candidate.sceneID, viewControllerID: candidate.viewController?.id,
      rootViewID: rootID, isViewControllerRoot: candidate.isViewControllerRoot)
    let rootFrame =
      candidate.rootView.frameRect ?? Rect(origin: .zero, size: document.device.size)
    scene.bars = candidate.bars.systemBars(
      isViewControllerRoot: candidate.isViewControllerRoot, rootOffset: rootFrame.origin.y)
    environment = document.designEnvironment(
      rootFrame: rootFrame, candidate: candidate, sceneBars: scene.bars)
    sizeClass = (environment.horizontalSizeClass, environment.verticalSizeClass)
  }

  struct Built {
    var scene: Scene
    var environment: Environment
    var info: InterfaceBuilderScene
    var diagnostics: [Diagnostic]
  }

  mutating func build() throws(InterfaceBuilderError) -> Built {
    let rootElement = candidate.rootView
    guard rootElement["id"] != nil else {
      throw .missingID(
        fileName: document.fileName, element: rootElement.name, line: rootElement.line)
    }
    if candidate.bars.navigationBar, scene.bars.navigationBar == .none,
      candidate.isViewControllerRoot, !candidate.bars.isSheet, !candidate.bars.isEmbedded
    {
      note(
        "the navigation bar is opaque (or the view starts below the bars): the design canvas"
          + " lays the view out below it; on other devices it fills the screen without one",
        views: [rootElement.id], about: "canvas below navigation bar")
    }
    collectVariations(in: candidate.viewController ?? rootElement)
    if let controller = candidate.viewController {
      for guide in controller.child("layoutGuides")?.children ?? [] {
        guard let id = guide["id"] else { continue }
        switch guide["type"] {
        case "top": guides[id] = .guide(rootElement.id, .topLayoutGuide)
        case "bottom": guides[id] = .guide(rootElement.id, .bottomLayoutGuide)
        default: unsupportedGuides.insert(id)
        }
      }
    }
    if !document.deviceIsKnown {
      let id = document.root.child("device")?["id"] ?? "?"
      note(
        "the canvas device '\(id)' is not known; laid out on \(environment.deviceID)", views: [],
        about: "unknown device \(id)")
    }
    try addView(rootElement, parent: nil, parentElement: nil)
    try addConstraints()
    return Built(scene: scene, environment: environment, info: info, diagnostics: diagnostics)
  }

  /// Adds a note; `subject` names what it is about in terms its wording may not change (the
  /// kind of note and the ids it concerns), which pairs it with the same note in a baseline
  /// (``Diagnostic/subject``).
  mutating func note(_ message: String, views: [String], about subject: String) {
    diagnostics.append(
      Diagnostic(kind: .notModelled, message: message, views: views, subject: subject))
  }

  /// Leaves out one element the importer cannot take, saying where it is and why, so that
  /// one construct never costs the user the whole document.
  mutating func skip(
    _ what: String, at element: IBElement, attribute: String? = nil, because reason: String
  ) {
    let column = attribute.map { ":\(element.column(ofValue: $0))" } ?? ""
    note(
      "\(document.fileName):\(element.line)\(column): \(what) skipped: \(reason)", views: [],
      about: "skipped \(what)")
  }

  // MARK: Size classes

  /// `<variation key="widthClass=compact-heightClass=regular">` applies when every class it
  /// names matches the canvas; `default` is the Any × Any base, the only one that applies on
  /// Xcode 6 and 7's any-size canvas (a document naming no device): the sixth set's
  /// `041-develen` stores labels of a 150- and a 250-point font, 179 and 299 high, whose
  /// `widthClass=compact` variations (90 and 150 points) its 600-wide canvas does not apply.
  func variationApplies(_ key: String) -> Bool {
    if key == "default" { return true }
    if document.hasAnySizeCanvas { return false }
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2 else { return false }
      let value = SizeClass(rawValue: String(pair[1]))
      switch pair[0] {
      case "widthClass": if value != sizeClass.horizontal { return false }
      case "heightClass": if value != sizeClass.vertical { return false }
      default: return false
      }
    }
    return true
  }

  private mutating func collectVariations(in element: IBElement) {
    var defaultExcluded: Set<String> = []
    var specificExcluded: Set<String> = []
    for variation in element.descendants() where variation.name == "variation" {
      guard let key = variation["key"], variationApplies(key) else { continue }
      for mask in variation.children("mask") {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          let isExclude = entry.name == "exclude"
          if mask["key"] == "subviews" {
            if isExclude && key == "default" { uninstalledViews.insert(reference) }
            if !isExclude { uninstalledViews.remove(reference) }
            continue
          }
          if isExclude {
            if key == "default" {
              defaultExcluded.insert(reference)
            } else {
              specificExcluded.insert(reference)
            }
          } else {
            included.insert(reference)
          }
        }
      }
    }
    excluded = defaultExcluded.subtracting(included).union(specificExcluded)
  }

  /// A size-class override of a view's font (`<variation key="heightClass=regular-
  /// widthClass=regular"><fontDescription …/></variation>`, corpus-2 `147`/`150-lockbox`), or
  /// the element's own `fontDescription`.
  func font(of element: IBElement) -> Font? {
    for variation in element.children("variation") where variation["key"] != "default" {
      if let key = variation["key"], variationApplies(key), let font = variation.font {
        return font
      }
    }
    return element.font
  }

  /// A size-class override of an attribute (`<variation key="widthClass=regular"
  /// spacing="15"/>` on a stack view), or the element's own value.
  func attribute(_ name: String, of element: IBElement) -> String? {
    for variation in element.children("variation") where variation["key"] != "default" {
      if let key = variation["key"], variationApplies(key), let value = variation[name] {
        return value
      }
    }
    return element[name]
  }
}

extension IBElement {
  /// `<rect key="frame" x y width height>`.
  var frameRect: Rect? {
    guard let rect = child("rect", key: "frame") else { return nil }
    return Rect(
      x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: rect.number("width") ?? 0,
      height: rect.number("height") ?? 0)
  }
}

/// A number as IB and messages write it: `375`, `20.5`.
func ibNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
