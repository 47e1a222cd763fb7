import Foundation
import Testing

@testable import LayoutWorkflow

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("JUnit report")
struct JUnitReportTests {
  let report = JUnitReport(
    name: "layoutdb check",
    suites: [
      .init(
        name: "Form <sign-up> & \"more\"",
        cases: [
          .init(
            name: "iphone-se-2nd-gen/landscape/keyboard-shown", className: "Form",
            seconds: 0.0123,
            outcome: .failed(
              message: "2 changes",
              details: "field4 moved 12 pt down\nsubmit is covered by the keyboard")),
          .init(name: "iphone-16/portrait/keyboard-hidden", className: "Form", outcome: .passed),
        ]),
      .init(
        name: "Login",
        cases: [
          .init(
            name: "iphone-16/portrait/keyboard-hidden", className: "Login",
            outcome: .skipped(reason: "no baseline on track main"))
        ]),
    ])

  @Test("Counts failures and skips per suite and overall; times in seconds with 6 decimals")
  func counts() {
    let xml = report.xml
    #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(
      xml.contains(
        #"<testsuites name="layoutdb check" tests="3" failures="1" skipped="1" time="0.012300">"#))
    #expect(xml.contains(#"tests="2" failures="1" skipped="0" time="0.012300">"#))
    #expect(xml.contains(#"<skipped message="no baseline on track main"/>"#))
  }

  @Test("User text is escaped, and a real XML parser reads the document back")
  func escapingRoundTrip() throws {
    let xml = report.xml
    #expect(xml.contains(#"name="Form &lt;sign-up&gt; &amp; &quot;more&quot;""#))
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "parse error: \(String(describing: parser.parserError))")
    #expect(collector.elements.filter { $0 == "testcase" }.count == 3)
    #expect(collector.suiteNames == ["Form <sign-up> & \"more\"", "Login"])
    #expect(collector.failureText == "field4 moved 12 pt down\nsubmit is covered by the keyboard")
  }

  @Test("Characters XML 1.0 cannot carry become U+FFFD instead of breaking the document")
  func controlCharacters() {
    #expect(XMLText.content("a\u{1}b\tc") == "a\u{FFFD}b\tc")
    #expect(XMLText.attribute("line\nbreak") == "\"line&#10;break\"")
  }
}

private final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var suiteNames: [String] = []
  var failureText = ""
  private var inFailure = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(elementName)
    if elementName == "testsuite", let name = attributes["name"] { suiteNames.append(name) }
    inFailure = elementName == "failure"
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "failure" { inFailure = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { failureText += string }
  }
}
