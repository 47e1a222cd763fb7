import Foundation
import LayoutEngine
import LayoutStore
import SceneReading
import SceneSource
import TextFormats

/// What changed in a scene's constraints between the file its baseline was recorded from and
/// the file checked now: the cause people look for first ("`content.width == root.width` was
/// removed from form.yaml"), found by reading both texts with the same reader.
public struct ConstraintChange: Sendable, Hashable, Codable {
  public var scene: String
  public var file: String
  /// Constraints as the engine prints them (`content.width == root.width`), sorted.
  public var added: [String]
  public var removed: [String]

  /// `{"scene": "Form", "file": "form.yaml", "added": [], "removed": ["content.width == …"]}`
  public var json: JSONText {
    .object([
      ("scene", .string(scene)), ("file", .string(file)), ("added", .strings(added)),
      ("removed", .strings(removed)),
    ])
  }

  /// One line: `form.yaml: removed content.width == root.width`.
  public var sentence: String {
    func list(_ items: [String]) -> String {
      let shown = items.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
      return items.count > 3 ? "\(shown) and \(items.count - 3) more" : shown
    }
    let parts = [
      removed.isEmpty ? nil : "removed \(list(removed))",
      added.isEmpty ? nil : "added \(list(added))",
    ].compactMap { $0 }
    return "\(file): " + parts.joined(separator: "; ")
  }

  /// The changes of `scenes` between each one's baseline file and its current file, where
  /// both texts are known and differ; scenes whose constraints are the same are left out.
  static func find(
    scenes: [String], baselineHashes: [String: String], sources: [String: SceneSource],
    database: LayoutDatabase
  ) -> [ConstraintChange] {
    var changes: [ConstraintChange] = []
    for scene in scenes {
      guard let source = sources[scene], let newHash = source.contentHash,
        let oldHash = baselineHashes[scene],
        oldHash != newHash,
        let oldText = try? database.runs.sourceText(contentHash: oldHash),
        let newText = source.text ?? (try? database.runs.sourceText(contentHash: newHash)),
        let old = constraints(of: scene, in: oldText, file: source.file),
        let new = constraints(of: scene, in: newText, file: source.file)
      else { continue }
      let added = new.subtracting(old).sorted()
      let removed = old.subtracting(new).sorted()
      if added.isEmpty && removed.isEmpty { continue }
      changes.append(
        ConstraintChange(scene: scene, file: source.file, added: added, removed: removed))
    }
    return changes
  }

  /// The sentences by scene, as the HTML report takes them (``HTMLReport/causes``).
  static func causes(_ changes: [ConstraintChange]) -> [String: String] {
    Dictionary(changes.map { ($0.scene, $0.sentence) }, uniquingKeysWith: { first, _ in first })
  }

  /// A scene's constraints as the reader of `file`'s kind reads them from `text`; nil when
  /// the text cannot be read (it was not a scene file, or is broken).
  static func constraints(of scene: String, in text: String, file: String) -> Set<String>? {
    let name = URL(fileURLWithPath: file).lastPathComponent
    guard let catalog = try? DeviceCatalog.standard,
      let read = try? SceneInput.document(text: text, fileName: name, catalog: catalog)
    else { return nil }
    let document: SceneDocument? = read
    let local = SceneIdentity.local(scene, file: file)
    guard let found = document?.scenes.first(where: { $0.name == local }) else { return nil }
    return Set(found.constraints.map(\.description))
  }
}
