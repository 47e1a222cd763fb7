import Foundation

/// An Interface Builder document written in a test: the envelope Xcode saves (the XML
/// declaration, `<document>`, `<device>`, the plug-in dependency, `<objects>` or `<scenes>`,
/// `<resources>`) around the elements the test is about, built from ``IBNode`` values.
///
/// The text is what Xcode writes, two spaces per level and attributes in Xcode's order, so the
/// line a diagnostic names is that of the same document saved to a file: ``line(of:)`` finds
/// an element's.
public struct IBDocument: Sendable {
  /// The document, as a file would hold it.
  public let text: String

  /// The text's UTF-8 bytes, what the importer reads.
  public var data: Data { Data(text.utf8) }

  /// A storyboard whose `<scenes>` hold `scenes`.
  /// - Parameters:
  ///   - toolsVersion: the IB plug-in that saved it (21701: Xcode 14.3).
  ///   - device: the canvas (`retina6_1`), or nil for none.
  ///   - useSafeAreas: `useSafeAreas="YES"` (Xcode 9 and later write it).
  ///   - initialViewController: the id of the storyboard's entry point.
  ///   - dependency: whether the file lists the IB plug-in of `toolsVersion` as a dependency.
  public static func storyboard(
    toolsVersion: String = "21701", device: String? = nil, orientation: String = "portrait",
    useSafeAreas: Bool = false, initialViewController: String? = nil, dependency: Bool = false,
    scenes: [IBNode], resources: [IBNode] = []
  ) -> IBDocument {
    var attributes: [(String, String)] = []
    if useSafeAreas { attributes.append(("useSafeAreas", "YES")) }
    if let initialViewController {
      attributes.append(("initialViewController", initialViewController))
    }
    return IBDocument(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", toolsVersion: toolsVersion,
      attributes: attributes, device: device, orientation: orientation, dependency: dependency,
      body: .element("scenes", [], scenes), resources: resources)
  }

  /// A xib whose `<objects>` hold `objects`.
  /// - Parameters:
  ///   - toolsVersion: the IB plug-in that saved it; nil writes the bare `<document>` of a
  ///     hand-made file (no tools version, runtime or Auto Layout flag).
  ///   - device: the canvas (`retina6_1`), or nil for none.
  ///   - resources: the `<resources>` after `<objects>` (images, named colors).
  ///   - trailing: other elements after those (`<designables>`).
  public static func xib(
    toolsVersion: String? = "21701", device: String? = nil, orientation: String = "portrait",
    objects: [IBNode], resources: [IBNode] = [], trailing: [IBNode] = []
  ) -> IBDocument {
    IBDocument(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", toolsVersion: toolsVersion,
      attributes: [], device: device, orientation: orientation, dependency: false,
      body: .element("objects", [], objects), resources: resources, trailing: trailing)
  }

  /// A xib whose one top-level view, `root` (`width` × `height`, placed by no constraints),
  /// holds `subviews` under `constraints`: the document most rule tests need.
  public static func xib(
    toolsVersion: String? = "21701", device: String? = nil, root width: Double,
    _ height: Double, subviews: [IBNode], constraints: [IBNode] = [], resources: [IBNode] = [],
    trailing: [IBNode] = []
  ) -> IBDocument {
    xib(
      toolsVersion: toolsVersion, device: device,
      objects: [
        .view(
          id: "root", frame: (0, 0, width, height), attributes: [("contentMode", "scaleToFill")],
          autoLayout: false, subviews: subviews, constraints: constraints)
      ],
      resources: resources, trailing: trailing)
  }

  private init(
    type: String, toolsVersion: String?, attributes: [(String, String)], device: String?,
    orientation: String, dependency: Bool, body: IBNode, resources: [IBNode],
    trailing: [IBNode] = []
  ) {
    var header: [(String, String)] = [("type", type), ("version", "3.0")]
    if let toolsVersion {
      header += [
        ("toolsVersion", toolsVersion), ("targetRuntime", "iOS.CocoaTouch"),
        ("useAutolayout", "YES"),
      ]
    }
    var children: [IBNode] = []
    if let device {
      children.append(
        .element("device", [("id", device), ("orientation", orientation), ("appearance", "light")]))
    }
    if dependency, let toolsVersion {
      children.append(
        .element(
          "dependencies", [],
          [
            .element(
              "plugIn",
              [
                ("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"),
                ("version", toolsVersion),
              ])
          ]))
    }
    children.append(body)
    if !resources.isEmpty { children.append(.element("resources", [], resources)) }
    children += trailing
    let root = IBNode.element("document", header + attributes, children)
    text = ([#"<?xml version="1.0" encoding="UTF-8"?>"#] + root.lines(indentation: ""))
      .joined(separator: "\n")
  }

  /// Where the value of `attribute` starts in the element whose `id` is `id`: the line and
  /// column (counted in characters from 1) a diagnostic about that attribute names.
  public func position(of attribute: String, in id: String) -> (line: Int, column: Int)? {
    guard let line = line(of: id) else { return nil }
    let text = self.text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    guard let range = text.range(of: #" \#(attribute)=""#) else { return nil }
    return (line, text.distance(from: text.startIndex, to: range.upperBound) + 1)
  }

  /// The line of the first element whose `id` is `id` (1 for the declaration), nil when none.
  public func line(of id: String) -> Int? {
    let marker = #" id="\#(id)""#
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(marker) }.map { $0 + 1 }
  }
}

/// An element of an Interface Builder document, with its attributes in the order Xcode writes
/// them, and the shapes tests need most (scenes, view controllers, views, labels, constraints).
public struct IBNode: Sendable {
  let name: String
  let attributes: [(String, String)]
  let children: [IBNode]
  /// Text written as is, one line per line, for the odd element the shapes below do not cover.
  let raw: String?

  /// Any element: `<name attributes…>` with `children`, or `<name attributes…/>` without.
  public static func element(
    _ name: String, _ attributes: [(String, String)], _ children: [IBNode] = []
  ) -> IBNode {
    IBNode(name: name, attributes: attributes, children: children, raw: nil)
  }

  /// XML written as is (indented with its parent), for what a test is about in exact bytes.
  public static func xml(_ text: String) -> IBNode {
    IBNode(name: "", attributes: [], children: [], raw: text)
  }

  /// `<rect key="frame" x y width height>`; Xcode writes zero as `0.0`, whole numbers bare.
  public static func rect(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, key: String = "frame"
  ) -> IBNode {
    .element(
      "rect",
      [
        ("key", key), ("x", number(x)), ("y", number(y)), ("width", number(width)),
        ("height", number(height)),
      ])
  }

  /// A view: `<name [key] [attributes] [translates…="NO"] id>`, then its frame, autoresizing
  /// mask, subviews, `extra` (a safe area guide, a font, colors, …) and constraints.
  ///
  /// - Parameters:
  ///   - name: the element (`view`, `label`, `button`, `imageView`, `scrollView`, …).
  ///   - key: `view` for a view controller's root.
  ///   - autoLayout: writes `translatesAutoresizingMaskIntoConstraints="NO"` (what Xcode
  ///     writes for a view placed by constraints); a root (`key`) never has it.
  ///   - autoresizingMask: the `<autoresizingMask>`'s attributes, for a view that has one.
  public static func view(
    _ name: String = "view", id: String, key: String? = nil,
    frame: (Double, Double, Double, Double), attributes: [(String, String)] = [],
    autoLayout: Bool = true, autoresizingMask: [(String, String)]? = nil,
    subviews: [IBNode] = [], extra: [IBNode] = [], constraints: [IBNode] = []
  ) -> IBNode {
    var head: [(String, String)] = key.map { [("key", $0)] } ?? []
    head += attributes
    if autoLayout && key == nil { head.append(("translatesAutoresizingMaskIntoConstraints", "NO")) }
    head.append(("id", id))
    var children: [IBNode] = [.rect(frame.0, frame.1, frame.2, frame.3)]
    if let autoresizingMask {
      children.append(
        .element("autoresizingMask", [("key", "autoresizingMask")] + autoresizingMask))
    }
    if !subviews.isEmpty { children.append(.element("subviews", [], subviews)) }
    children += extra
    if !constraints.isEmpty { children.append(.element("constraints", [], constraints)) }
    return .element(name, head, children)
  }

  /// A label showing `text` in the system font of `fontSize` (or a text style), placed by
  /// constraints; `attributes` go between the text and `adjustsFontSizeToFit`
  /// (`numberOfLines`, hugging priorities).
  public static func label(
    id: String, frame: (Double, Double, Double, Double), text: String, fontSize: Double = 17,
    textStyle: String? = nil, attributes: [(String, String)] = [], constraints: [IBNode] = []
  ) -> IBNode {
    let font: IBNode =
      if let textStyle {
        .element("fontDescription", [("key", "fontDescription"), ("style", textStyle)])
      } else {
        .element(
          "fontDescription",
          [("key", "fontDescription"), ("type", "system"), ("pointSize", number(fontSize))])
      }
    return .view(
      "label", id: id, frame: frame,
      attributes: [("opaque", "NO"), ("text", text), ("lineBreakMode", "tailTruncation")]
        + attributes + [("adjustsFontSizeToFit", "NO")],
      extra: [font], constraints: constraints)
  }

  /// `<scene sceneID>` holding `objects` (a view controller, placeholders).
  public static func scene(_ id: String, _ objects: [IBNode]) -> IBNode {
    .element("scene", [("sceneID", id)], [.element("objects", [], objects)])
  }

  /// A view controller (or `name`: `tableViewController`, `navigationController`, …) whose
  /// root is `view` (give it `key: "view"`), with segues and outlets in `connections`.
  public static func viewController(
    _ name: String = "viewController", id: String, attributes: [(String, String)] = [],
    view: IBNode? = nil, children: [IBNode] = [], connections: [IBNode] = []
  ) -> IBNode {
    var content: [IBNode] = view.map { [$0] } ?? []
    content += children
    if !connections.isEmpty { content.append(.element("connections", [], connections)) }
    return .element(
      name, [("id", id)] + attributes + [("sceneMemberID", "viewController")], content)
  }

  /// A view controller's root view, `width` × `height` at the origin; `safeArea` names its
  /// safe area layout guide when it has one.
  public static func rootView(
    id: String = "root", width: Double, height: Double, safeArea: String? = nil,
    subviews: [IBNode] = [], constraints: [IBNode] = []
  ) -> IBNode {
    .view(
      id: id, key: "view", frame: (0, 0, width, height),
      attributes: [("contentMode", "scaleToFill")], subviews: subviews,
      extra: safeArea.map { [.element("viewLayoutGuide", [("key", "safeArea"), ("id", $0)])] }
        ?? [],
      constraints: constraints)
  }

  /// A view controller whose root (`width` × `height`, safe area `safeArea`) holds one view,
  /// `content`, stored at `contentFrame` (100 high at the origin when nil) with
  /// `contentConstraints` of its own, and placed by `pins`: equations over the content, the
  /// safe area and the root, each with its id; nil pins it to the safe area on every side, so
  /// that its frame is the safe area (the scene the canvas, safe-area and presentation rules
  /// are measured on).
  public static func contentController(
    id: String, root: String = "root", content: String = "content", safeArea: String = "safe",
    width: Double, height: Double, contentFrame: (Double, Double, Double, Double)? = nil,
    contentConstraints: [IBNode] = [], pins: [(equation: String, id: String)]? = nil,
    children: [IBNode] = [], connections: [IBNode] = []
  ) -> IBNode {
    let pins =
      pins ?? [
        ("\(content).top = \(safeArea).top", "\(content)-top"),
        ("\(safeArea).bottom = \(content).bottom", "\(content)-bottom"),
        ("\(content).leading = \(safeArea).leading", "\(content)-leading"),
        ("\(safeArea).trailing = \(content).trailing", "\(content)-trailing"),
      ]
    return .viewController(
      id: id,
      view: .rootView(
        id: root, width: width, height: height, safeArea: safeArea,
        subviews: [
          .view(
            id: content, frame: contentFrame ?? (0, 0, width, 100),
            constraints: contentConstraints)
        ],
        constraints: pins.map { .constraint($0.equation, id: $0.id) }),
      children: children, connections: connections)
  }

  /// A navigation controller whose root is the controller `root` (a relationship segue
  /// `segueID`), with its navigation bar when the file stores one.
  public static func navigationController(
    id: String, root: String, segueID: String = "root-segue", bar: IBNode? = nil
  ) -> IBNode {
    .viewController(
      "navigationController", id: id, children: bar.map { [$0] } ?? [],
      connections: [
        .segue(to: root, kind: "relationship", relationship: "rootViewController", id: segueID)
      ])
  }

  /// A navigation controller's bar stored at `frame`, with an (empty) autoresizing mask when
  /// `autoresizingMask` is set, as older files write it.
  public static func navigationBar(
    id: String = "bar", frame: (Double, Double, Double, Double),
    attributes: [(String, String)] = [], autoresizingMask: Bool = false
  ) -> IBNode {
    .view(
      "navigationBar", id: id, key: "navigationBar", frame: frame,
      attributes: [("contentMode", "scaleToFill")] + attributes,
      autoresizingMask: autoresizingMask ? [] : nil)
  }

  /// A segue from the enclosing controller to `destination` (`relationship` for containers'
  /// `rootViewController`, `viewControllers`).
  public static func segue(
    to destination: String, kind: String, relationship: String? = nil, id: String
  ) -> IBNode {
    var attributes = [("destination", destination), ("kind", kind)]
    if let relationship { attributes.append(("relationship", relationship)) }
    return .element("segue", attributes + [("id", id)])
  }

  /// A constraint written as an equation over IB ids: `content.top = sa.top + 8`,
  /// `sa.trailing = content.trailing`, `height = 40 @750` (a constant on the view that holds
  /// it), `trailing = slider.trailing + 52` (no first item: the view holding the constraint,
  /// as Xcode omits it), `a.width = b.width * 0.5`, `<=` and `>=` for inequalities.
  public static func constraint(
    _ equation: String, id: String, attributes: [(String, String)] = []
  ) -> IBNode {
    let relations = [
      ("<=", "lessThanOrEqual"), (">=", "greaterThanOrEqual"), ("==", ""), ("=", ""),
    ]
    guard let (symbol, relation) = relations.first(where: { equation.contains($0.0) }),
      let split = equation.range(of: symbol)
    else { preconditionFailure("no relation in constraint '\(equation)'") }
    var head: [(String, String)] = []
    func item(_ text: Substring) -> (item: String?, attribute: String) {
      let parts = text.split(separator: ".")
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : (nil, String(parts[0]))
    }
    let first = item(equation[..<split.lowerBound].trimmingCharacters(in: .whitespaces)[...])
    if let firstItem = first.item { head.append(("firstItem", firstItem)) }
    head.append(("firstAttribute", first.attribute))
    if !relation.isEmpty { head.append(("relation", relation)) }
    var words = equation[split.upperBound...].split(separator: " ").map(String.init)
    var priority: String?
    if let last = words.last, last.hasPrefix("@") {
      priority = String(last.dropFirst())
      words.removeLast()
    }
    var multiplier: String?
    var constant: String?
    var index = 0
    if let word = words.first, Double(word) == nil {
      let second = item(word[...])
      if let secondItem = second.item { head.append(("secondItem", secondItem)) }
      head.append(("secondAttribute", second.attribute))
      index = 1
    }
    while index < words.count {
      switch words[index] {
      case "*": multiplier = words[index + 1]
      case "+": constant = words[index + 1]
      case "-": constant = "-" + words[index + 1]
      default: constant = words[index]
      }
      index += words[index] == "*" || words[index] == "+" || words[index] == "-" ? 2 : 1
    }
    if let multiplier { head.append(("multiplier", multiplier)) }
    if let priority { head.append(("priority", priority)) }
    if let constant { head.append(("constant", constant)) }
    return .element("constraint", head + attributes + [("id", id)])
  }

  /// How Xcode writes a number in a frame: `0.0`, `414`, `20.5`.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0.0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// The element's lines, each with `indentation` plus two spaces per level.
  func lines(indentation: String) -> [String] {
    if let raw {
      return raw.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : indentation + $0
      }
    }
    let head =
      ([name] + attributes.map { #"\#($0.0)="\#(escaped($0.1))""# }).joined(separator: " ")
    if children.isEmpty { return ["\(indentation)<\(head)/>"] }
    return ["\(indentation)<\(head)>"]
      + children.flatMap { $0.lines(indentation: indentation + "  ") }
      + ["\(indentation)</\(name)>"]
  }

  private func escaped(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
