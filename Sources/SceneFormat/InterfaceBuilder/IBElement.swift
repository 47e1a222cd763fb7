import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Interface Builder document, with its children, as a small tree.
///
/// IB documents are a few hundred kilobytes at most, so the importer reads the whole file
/// into this tree first (XMLParser is event based) and then walks it with lookups by key
/// and id, which is what IB's format is built on (`<rect key="frame">`, `secondItem="…"`).
final class IBElement {
  let name: String
  let attributes: [String: String]
  /// 1-based line of the start tag, for error messages.
  let line: Int
  private(set) var children: [IBElement] = []
  /// The element's character data (`<string key="text">…</string>`).
  var text = ""
  /// The XML comment just before this element (storyboards name scenes this way).
  var precedingComment: String?
  weak var parent: IBElement?

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  func append(_ child: IBElement) {
    child.parent = self
    children.append(child)
  }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// `id`, or `?` for elements that have none.
  var id: String { attributes["id"] ?? "?" }

  /// The first child with this name (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The first child with this `key` attribute, whatever its name.
  func child(key: String) -> IBElement? { children.first { $0["key"] == key } }

  func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

  /// Every element below this one, depth first, in document order.
  func descendants() -> [IBElement] {
    var result: [IBElement] = []
    var stack = children.reversed() as [IBElement]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: next.children.reversed())
    }
    return result
  }

  /// A boolean attribute written `YES` / `NO`.
  func flag(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }

  /// A numeric attribute.
  func number(_ attribute: String) -> Double? {
    attributes[attribute].flatMap(Double.init)
  }

  /// `<label id="abc">` as messages name it: the tag and id (line N).
  var reference: String { "<\(name)> '\(id)' (line \(line))" }
}

/// Builds an `IBElement` tree with Foundation's `XMLParser`.
final class IBTreeBuilder: NSObject, XMLParserDelegate {
  private(set) var stack: [IBElement] = []
  /// The first structural error seen (swift-corelibs' parser can accept mismatched tags).
  private(set) var problem: (line: Int, column: Int, message: String)?
  private(set) var root: IBElement?
  private var pendingComment: String?
  private weak var parser: XMLParser?

  static func parse(_ data: Data, fileName: String) throws(InterfaceBuilderError) -> IBElement {
    let builder = IBTreeBuilder()
    let parser = XMLParser(data: data)
    builder.parser = parser
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    let succeeded = parser.parse()
    if let problem = builder.problem {
      throw .malformedXML(
        fileName: fileName, line: problem.line, column: problem.column, message: problem.message)
    }
    guard succeeded, let root = builder.root, builder.stack.isEmpty else {
      let message =
        parser.parserError.map { ($0 as NSError).localizedDescription }
        ?? (builder.root == nil ? "no root element" : "the document ends inside an element")
      throw .malformedXML(
        fileName: fileName, line: parser.lineNumber, column: parser.columnNumber,
        message: message)
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
    element.precedingComment = pendingComment
    pendingComment = nil
    if let parent = stack.last { parent.append(element) } else { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let open = stack.last, open.name == elementName else {
      if problem == nil {
        let expected = stack.last.map { "</\($0.name)> (opened on line \($0.line))" } ?? "nothing"
        problem = (
          parser.lineNumber, parser.columnNumber,
          "</\(elementName)> found where \(expected) was expected"
        )
      }
      parser.abortParsing()
      return
    }
    stack.removeLast()
    pendingComment = nil
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if problem == nil {
      problem = (
        parser.lineNumber, parser.columnNumber, (parseError as NSError).localizedDescription
      )
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
