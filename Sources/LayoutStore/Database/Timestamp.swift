import Foundation

/// Times as the database stores them: UTC ISO 8601 with milliseconds
/// (`2025-06-01T12:00:00.000Z`), which sort as text and read as written in sqlite3.
enum Timestamp {
  static func text(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
    var seconds = time_t((milliseconds / 1000).rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let fraction = Int(milliseconds - Double(seconds) * 1000)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900,
      Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min),
      Int(parts.tm_sec), fraction)
  }

  /// Parses what ``text(_:)`` writes (and ISO 8601 without fractions, for hand-made rows).
  static func date(_ text: String) -> Date? {
    let scanner = text.utf8.split(whereSeparator: { "-T:.Z".utf8.contains($0) }).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    guard scanner.count >= 6, scanner.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = scanner.map { $0 ?? 0 }
    var parts = tm()
    parts.tm_year = Int32(numbers[0] - 1900)
    parts.tm_mon = Int32(numbers[1] - 1)
    parts.tm_mday = Int32(numbers[2])
    parts.tm_hour = Int32(numbers[3])
    parts.tm_min = Int32(numbers[4])
    parts.tm_sec = Int32(numbers[5])
    let seconds = timegm(&parts)
    let milliseconds = numbers.count > 6 ? Double(numbers[6]) : 0
    return Date(timeIntervalSince1970: Double(seconds) + milliseconds / 1000)
  }
}
