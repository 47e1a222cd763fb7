import Foundation

/// JSON for scripts: pretty-printed with sorted keys, so the same value always prints the same
/// text and diffs of outputs stay small.
public enum StableJSON {
  /// The version of layoutdb's JSON outputs, in every top-level object as `schemaVersion`:
  /// raised when a key is renamed, removed or changes meaning (adding keys keeps it).
  public static let schemaVersion = 1

  /// The value's JSON, an object with `schemaVersion` added to its keys.
  public static func text(of value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain values cannot fail; say so in JSON rather than trapping if it ever does.
    guard let data = try? encoder.encode(Versioned(value: value)),
      let text = String(data: data, encoding: .utf8)
    else { return #"{"error": "could not encode the output"}"# }
    return text
  }

  /// A top-level object with `schemaVersion` beside the value's own keys.
  private struct Versioned<Value: Encodable>: Encodable {
    enum Key: String, CodingKey { case schemaVersion }
    let value: Value

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(StableJSON.schemaVersion, forKey: .schemaVersion)
    }
  }
}
