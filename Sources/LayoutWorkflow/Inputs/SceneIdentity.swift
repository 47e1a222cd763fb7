import LayoutStore
import SceneReading
import SceneSource

/// How a scene's name, which baselines are keyed on, follows from the file it is read from.
///
/// The readers name an Interface Builder scene after the file's name (`Main/Sign Up` for
/// `Main.storyboard`): an app with `App/Main.storyboard` and `Widget/Main.storyboard` would
/// have two `Main/Sign Up`s, and the second would be compared with the first's baseline. So
/// `record` and `check` put the file's folder, relative to the project root, in front:
/// `App/Main/Sign Up`, `Widget/Main/Sign Up`. The name stays the same when files are added,
/// and a file at the root keeps its short name. YAML scenes are named in their files (two
/// scenes named alike are an error that names both files), and frame dumps name their scenes.
///
/// Files in layoutdb's own `.layoutdb` folder are not the app's: `layoutdb demo` writes its
/// examples to `.layoutdb/demo/scenes`, and its storyboard's scene is `sign-up/Sign Up`, as
/// the file alone names it, not `.layoutdb/demo/scenes/sign-up/Sign Up`.
enum SceneIdentity {
  /// The folder put in front of the scene names of `file` (a path as stored, see
  /// ``ProjectRoot/stored(_:)``): `App/Base.lproj/` for `App/Base.lproj/Main.storyboard`;
  /// empty for other kinds of file, files at the root, files outside the project and files in
  /// a `.layoutdb` folder.
  static func folder(ofStored file: String) -> String {
    guard SceneInput.isInterfaceBuilder(file), !file.hasPrefix("/"),
      let slash = file.lastIndex(of: "/")
    else { return "" }
    let folder = file[...slash]
    if folder.split(separator: "/").contains(where: { $0 == ownFolder }) { return "" }
    return String(folder)
  }

  /// The folder layoutdb keeps its own files in (the default database, the demo's examples).
  static let ownFolder = LayoutDatabase.ownFolder

  /// The name the reader gave a scene of `file`, as `record` and `check` key it.
  static func qualified(_ scene: String, file: String) -> String {
    folder(ofStored: file) + scene
  }

  /// The name the reader gives the scene `qualified` of `file` (the inverse of ``qualified``).
  static func local(_ qualified: String, file: String) -> String {
    let folder = folder(ofStored: file)
    guard !folder.isEmpty, qualified.hasPrefix(folder) else { return qualified }
    return String(qualified.dropFirst(folder.count))
  }
}
