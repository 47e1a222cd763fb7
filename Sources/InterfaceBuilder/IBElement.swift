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
  /// 1-based line of the start tag (where it ends, for a tag over several lines), for error
  /// messages.
  let line: Int
  /// The text of that line, to find an attribute's column in it.
  var sourceLine: Substring?
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

  // Freed recursively, a tree as deep as the parser's limit allows is fine, but a deeper one
  // (the limit raised, or a tree built in code) overflows the stack; draining children into
  // a list frees any depth in constant stack. An element someone else still holds keeps its
  // children.
  deinit {
    var pending = children
    children = []
    while var next = pending.popLast() {
      if isKnownUniquelyReferenced(&next) {
        pending += next.children
        next.children = []
      }
    }
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

  /// `<constraint id="abc">` as located messages name it (the line is in the location).
  var shortReference: String { attributes["id"].map { "<\(name)> '\($0)'" } ?? "<\(name)>" }

  /// The 1-based column (in Unicode scalars, as `FileLocation` counts) where the value of
  /// `attribute` starts on the element's line, or of the tag when the attribute is not there.
  func column(ofValue attribute: String) -> Int {
    guard let sourceLine else { return 1 }
    let scalars = Array(sourceLine.unicodeScalars)
    let tag = Array("<\(name)".unicodeScalars)
    let needle = Array(" \(attribute)=\"".unicodeScalars)
    let tagStart = Self.firstIndex(of: tag, in: scalars, from: 0)
    guard let tagStart else { return 1 }
    guard let found = Self.firstIndex(of: needle, in: scalars, from: tagStart) else {
      return tagStart + 1
    }
    return found + needle.count + 1
  }

  private static func firstIndex(
    of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from start: Int
  ) -> Int? {
    guard needle.count <= haystack.count - start else { return nil }
    for index in start...(haystack.count - needle.count)
    where haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }
}

/// Builds an `IBElement` tree with Foundation's `XMLParser`.
final class IBTreeBuilder: NSObject, XMLParserDelegate {
  /// Elements nested deeper than this refuse the document. The deepest of the 218 real
  /// documents of ../shared/corpus* is 24; 400 leaves room for about 200 nested views
  /// (`<view><subviews><view>…`), the depth YAML scenes allow (`YamlSceneReader.maximumDepth`),
  /// and keeps the recursive walks of the scene builder and the engine far from the stack's end.
  static let maximumDepth = 400
  /// More elements than this refuse the document: the largest corpus document has 3,578; a
  /// 10 MB file of `<a/>` would have 2.6 million, which no layout needs.
  static let maximumElementCount = 200_000
  private var elementCount = 0
  /// Whether `problem` is a limit above, not broken XML.
  private(set) var exceededLimit = false

  private(set) var stack: [IBElement] = []
  /// The first structural error seen (swift-corelibs' parser can accept mismatched tags).
  private(set) var problem: (line: Int, column: Int, message: String)?
  private(set) var root: IBElement?
  private var pendingComment: String?
  private weak var parser: XMLParser?

  /// The document's lines, for elements' `sourceLine` and messages about where it ends.
  private var lines: [Substring] = []

  static func parse(_ data: Data, fileName: String) throws(InterfaceBuilderError) -> IBElement {
    // FoundationXML traps when libxml2 hands it a name or a comment that is not UTF-8, so the
    // bytes are checked first. Xcode writes UTF-8 (`<?xml … encoding="UTF-8"?>`).
    if let (line, column, byte) = firstInvalidUTF8(in: data) {
      throw .malformedXML(
        fileName: fileName, line: line, column: column,
        message: "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8 text;"
          + " expected a UTF-8 document, as Xcode writes")
    }
    // FoundationXML also crashes (strlen of a null pointer) on a processing instruction with
    // no data, such as `<?xml?>`: libxml2 hands it no string at all. Found by the ib fuzzer.
    if let (line, column) = firstEmptyProcessingInstruction(in: data) {
      throw .malformedXML(
        fileName: fileName, line: line, column: column,
        message: "a processing instruction without data;"
          + " expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>, as Xcode writes")
    }
    let builder = IBTreeBuilder()
    builder.lines = String(decoding: data, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let parser = XMLParser(data: data)
    builder.parser = parser
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    let succeeded = parser.parse()
    if let problem = builder.problem, builder.exceededLimit {
      throw .limitExceeded(
        fileName: fileName, line: problem.line, column: problem.column, message: problem.message)
    }
    if let problem = builder.problem {
      throw .malformedXML(
        fileName: fileName, line: problem.line, column: problem.column, message: problem.message)
    }
    guard succeeded, let root = builder.root, builder.stack.isEmpty else {
      let (line, column) = builder.clamped(line: parser.lineNumber, column: parser.columnNumber)
      let message =
        parser.parserError.map { builder.explanation(of: $0 as NSError, line: line) }
        ?? (builder.root == nil
          ? "the file holds no XML element (is it empty?)"
          : builder.explanation(of: NSError(domain: "", code: 77), line: line))
      throw .malformedXML(
        fileName: fileName, line: line, column: column, message: message)
    }
    return root
  }

  /// The 1-based line and column (in Unicode scalars) of the first byte that is not part of
  /// valid UTF-8, and the byte; nil for valid UTF-8.
  /// The line and column of the first `<?target?>` whose data is empty or blank.
  static func firstEmptyProcessingInstruction(in data: Data) -> (line: Int, column: Int)? {
    let bytes = [UInt8](data)
    let (less, question, greater, newline) = (
      UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "\n")
    )
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    var (line, lineStart) = (1, 0)
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == newline {
        (line, lineStart) = (line + 1, index + 1)
      } else if bytes[index] == less && bytes[index + 1] == question {
        var end = index + 2
        while end < bytes.count && !isSpace(bytes[end]) && bytes[end] != question { end += 1 }
        while end < bytes.count && isSpace(bytes[end]) { end += 1 }
        if end + 1 < bytes.count && bytes[end] == question && bytes[end + 1] == greater {
          return (line, index - lineStart + 1)
        }
      }
      index += 1
    }
    return nil
  }

  static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int, byte: UInt8)? {
    // The standard library's validation first (fast); the position only for a bad file.
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var decoder = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    var line = 1
    var column = 1
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
        if encoded.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .error:
        return (line, column, data[data.startIndex + offset])
      case .emptyInput:
        return nil
      }
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elementCount += 1
    if stack.count >= Self.maximumDepth || elementCount > Self.maximumElementCount {
      if problem == nil {
        exceededLimit = true
        problem = (
          parser.lineNumber, max(1, parser.columnNumber),
          stack.count >= Self.maximumDepth
            ? "<\(elementName)> is nested \(stack.count + 1) elements deep; expected at most"
              + " \(Self.maximumDepth) (Xcode's documents stay below 30)"
            : "more than \(Self.maximumElementCount) elements; expected a document of at most"
              + " that many (Xcode's largest have a few thousand)"
        )
      }
      parser.abortParsing()
      return
    }
    let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
    if lines.indices.contains(parser.lineNumber - 1) {
      element.sourceLine = lines[parser.lineNumber - 1]
    }
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
      let (line, column) = clamped(line: parser.lineNumber, column: parser.columnNumber)
      problem = (line, column, explanation(of: parseError as NSError, line: line))
    }
  }

  /// The 1-based number of the last line with text (0 for an empty file).
  private var lastLine: Int { (lines.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? -1) + 1 }

  /// libxml2 places an error at the end of the file on the line after the last one (or on
  /// trailing blank lines): the end of the last line with text instead, which a caret can
  /// point at.
  func clamped(line: Int, column: Int) -> (line: Int, column: Int) {
    let last = lastLine
    guard line > last, last > 0 else { return (max(1, line), max(1, column)) }
    return (last, lines[last - 1].unicodeScalars.count + 1)
  }

  /// What an `XMLParser` error means, in words: Foundation on Linux describes them only as
  /// "NSXMLParserErrorDomain error 65". The codes are libxml2's `xmlParserErrors`, which
  /// `XMLParser.ErrorCode` mirrors.
  func explanation(of error: NSError, line: Int) -> String {
    let open = stack.last.map { "\($0.shortReference) opened at line \($0.line)" }
    // A parser stopped on the last line with elements still open has run out of file: the
    // usual cause is a file cut short (a failed copy or merge), whatever libxml2 complained
    // of at that point (a missing '>', an attribute without a value, …).
    let lastLine = lastLine
    if let open, line >= lastLine {
      let text = lines.indices.contains(lastLine - 1) ? lines[lastLine - 1] : ""
      let inTag = text.lastIndex(of: "<").map { start in
        text.lastIndex(of: ">").map { $0 < start } ?? true
      }
      return "the file ends \(inTag == true ? "in the middle of a tag " : "")inside \(open);"
        + " it looks cut short"
    }
    // The same before the first element: a file cut inside its XML declaration (a corpus-6
    // file cut at `encoding="UT` stopped with libxml2's error 34 and no words).
    if open == nil, line >= lastLine, lastLine <= 1, ![4, 5].contains(error.code) {
      return "the file ends before its first element; it looks cut short"
    }
    let described: String? =
      switch error.code {
      case 4: "the document is empty"
      case 5: "extra content after the document's root element"
      case 9: "a character XML does not allow"
      case 23: "an '&' that starts no entity (write '&amp;')"
      case 26: "an unknown entity (write '&' as '&amp;')"
      case 38: "a '<' inside an attribute value (write '&lt;')"
      case 39: "an attribute value without its opening quote"
      case 40: "an attribute value without its closing quote"
      case 41: "an attribute without a value"
      case 42: "an attribute written twice on one element"
      case 65: "a missing space between attributes"
      case 68: "a '<' or '&' not followed by a name (write '&lt;' or '&amp;')"
      case 73: "a tag not closed by '>'"
      case 76: "a closing tag that does not match " + (open ?? "an open element")
      case 77:
        "the file ends before its elements are closed" + (open.map { ", inside \($0)" } ?? "")
      // The first line of every Interface Builder document (corpus-6 files, each with its
      // `version` deleted, stopped here with "The operation could not be completed").
      case 96:
        "the XML declaration has no version (Interface Builder writes "
          + "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>)"
      default: nil
      }
    // Foundation's own text for the others says only "The operation could not be completed.
    // (NSXMLParserErrorDomain error N.)": the number, and where, are what there is to say.
    return described.map { "\($0) (XML error \(error.code))" }
      ?? "the XML parser stopped here (libxml2 error \(error.code))"
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
