import Foundation
import Testing
import TextFormats

@Suite("JSON as layoutdb writes it")
struct JSONTextTests {
  @Test("JSON numbers and strings: rounded to 1e-6, no -0, no NaN, escapes")
  func scalars() {
    #expect(JSONText.number(0.1 + 0.2) == .number(0.3))
    #expect(JSONText.number(-0.0000001).compact == "0")
    #expect(JSONText.number(20.5).compact == "20.5")
    #expect(JSONText.number(1e20).compact == "1e+20")
    #expect(JSONText.number(.nan).compact == "null")
    #expect(JSONText.string("a\"b\\c\n\u{1}").compact == "\"a\\\"b\\\\c\\n\\u0001\"")
    #expect(JSONText.string("a/é").compact == "\"a/é\"")
  }

  @Test("keys keep their order; small containers stay on one line")
  func layout() throws {
    let value = JSONText.document([
      ("frame", .object([("x", .number(1)), ("y", .number(2))])),
      ("runs", .array([.object([("views", .array([.object([("id", .string("a"))])]))])])),
    ])
    #expect(
      value.rendered() == """
        {
          "schemaVersion": 2,
          "frame": {"x": 1, "y": 2},
          "runs": [
            {
              "views": [{"id": "a"}]
            }
          ]
        }
        """)
    // Foundation's parser reads it, with numbers as numbers.
    let parsed = try JSONSerialization.jsonObject(with: Data(value.rendered().utf8))
    let frame = (parsed as? [String: Any])?["frame"] as? [String: Any]
    #expect(frame?["x"] as? Double == 1)
  }

  @Test("minified is the compact form without spaces")
  func minified() {
    #expect(JSONText.strings(["email", "name"]).minified == #"["email","name"]"#)
    #expect(
      JSONText.object([("a", .null), ("b", .bool(true))]).minified == #"{"a":null,"b":true}"#)
  }
}
