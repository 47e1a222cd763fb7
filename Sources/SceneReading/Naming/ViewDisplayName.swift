import Foundation
import LayoutEngine

/// A name a person recognises a view by, for messages that name views by id: Interface
/// Builder's ids (`5st-ss-RHs`) are stable but opaque, and a scene file's ids are often
/// generic (`field0`), while the screen shows "Email". Findings then read
/// `"Email" (text field field0) moved …`.
public enum ViewDisplayName {
  /// The first candidate with text: its first line, trimmed, at most 32 characters.
  package static func first(of candidates: [String?]) -> String? {
    for candidate in candidates {
      guard let line = candidate?.split(whereSeparator: \.isNewline).first else { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      return trimmed.count > 32 ? trimmed.prefix(31) + "…" : trimmed
    }
    return nil
  }

  /// For a view of a scene file, which the author named: its placeholder, else its text, when
  /// that says more than the id does (`Sounds & Haptics` for `sounds`, not `Notifications` for
  /// `notifications` or `Screen Time` for `screenTime`).
  public static func authored(_ view: View) -> String? {
    guard let name = first(of: [view.text?.placeholder, view.text?.text]) else { return nil }
    func letters(_ text: String) -> String {
      String(text.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains))
    }
    let spelled = letters(name)
    return spelled.isEmpty || letters(view.id).contains(spelled) ? nil : name
  }
}
