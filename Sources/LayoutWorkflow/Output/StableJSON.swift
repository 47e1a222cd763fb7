import Foundation

/// JSON for scripts: pretty-printed with sorted keys, so the same value always prints the same
/// text and diffs of outputs stay small.
public enum StableJSON {
  public static func text(of value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain values cannot fail; say so in JSON rather than trapping if it ever does.
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return #"{"error": "could not encode the output"}"# }
    return text
  }
}
