/// Interface Builder documents written inline in tests: the envelope Xcode saves (the XML
/// declaration, `<document>`, `<device>`, the plug-in dependency, `<objects>` or `<scenes>`)
/// around the part a test is about, so each test shows only that part.
///
/// The text is what Xcode writes, two spaces per level, so the line and column a diagnostic names
/// are those of the same document saved to a file: the body's lines start on line 4 (after the
/// declaration, `<document>` and `<objects>`), plus one for a device and three for a dependency.
enum InterfaceBuilderText {
  /// A xib whose `<objects>` hold `objects`, written as at the top level of a string literal.
  /// - Parameters:
  ///   - toolsVersion: the IB plug-in that saved it (21701: Xcode 14.3); nil writes the bare
  ///     `<document>` of a hand-made file (no tools version, runtime or Auto Layout flag).
  ///   - device: the canvas (`retina6_1`), or nil for none.
  ///   - trailing: the document's elements after `<objects>` (`<resources>`, `<designables>`).
  static func xib(
    toolsVersion: String? = "21701", device: String? = nil, orientation: String = "portrait",
    objects: String, trailing: String? = nil
  ) -> String {
    document(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", toolsVersion: toolsVersion,
      attributes: "", device: device, orientation: orientation, dependency: false,
      container: "objects", body: objects, trailing: trailing)
  }

  /// A storyboard whose `<scenes>` hold `scenes`.
  /// - Parameters:
  ///   - attributes: more `<document>` attributes after `useAutolayout`, each with its leading
  ///     space (` useSafeAreas="YES"`).
  ///   - dependency: whether the file lists the IB plug-in of `toolsVersion` as a dependency.
  static func storyboard(
    toolsVersion: String = "21701", attributes: String = "", device: String? = nil,
    orientation: String = "portrait", dependency: Bool = false, scenes: String
  ) -> String {
    document(
      type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", toolsVersion: toolsVersion,
      attributes: attributes, device: device, orientation: orientation, dependency: dependency,
      container: "scenes", body: scenes, trailing: nil)
  }

  private static func document(
    type: String, toolsVersion: String?, attributes: String, device: String?,
    orientation: String, dependency: Bool, container: String, body: String, trailing: String?
  ) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    if let toolsVersion {
      lines.append(
        #"<document type="\#(type)" version="3.0" toolsVersion="\#(toolsVersion)" "#
          + #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\#(attributes)>"#)
    } else {
      lines.append(#"<document type="\#(type)" version="3.0"\#(attributes)>"#)
    }
    if let device {
      lines.append(#"  <device id="\#(device)" orientation="\#(orientation)" appearance="light"/>"#)
    }
    if dependency, let toolsVersion {
      lines += [
        "  <dependencies>",
        #"    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(toolsVersion)"/>"#,
        "  </dependencies>",
      ]
    }
    lines.append("  <\(container)>")
    lines += indented(body, by: "    ")
    lines.append("  </\(container)>")
    if let trailing { lines += indented(trailing, by: "  ") }
    lines.append("</document>")
    return lines.joined(separator: "\n")
  }

  /// The lines of `text` with `indentation` before each that is not empty (as a string literal
  /// leaves its blank lines).
  private static func indented(_ text: String, by indentation: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : indentation + $0
    }
  }
}
