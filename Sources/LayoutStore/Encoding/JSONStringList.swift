import Foundation
import TextFormats

/// A list of strings as a JSON array in one TEXT column (`["email","name"]`), so sqlite3 users
/// can take it apart with `json_each`.
enum JSONStringList {
  static func encode(_ values: [String]) -> String { JSONText.strings(values).minified }

  static func decode(_ text: String) -> [String]? {
    try? JSONDecoder().decode([String].self, from: Data(text.utf8))
  }
}
