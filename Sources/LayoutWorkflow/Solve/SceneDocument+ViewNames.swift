import SceneReading

extension SceneDocument {
  /// The names people know the views of each scene by, by scene (as the reader names it) and
  /// view id: an Interface Builder view's `userLabel`, else its placeholder or text
  /// (``InterfaceBuilderScene/displayNames``); a scene file's placeholder or text where it says
  /// more than the id (``ViewDisplayName/authored(_:)``). Scenes without such names are left
  /// out. `check` reads them from the files it solves, `diff` and `report` from the file texts
  /// the database keeps, so all three name a view alike.
  var viewNames: [String: [String: String]] {
    var names: [String: [String: String]] = [:]
    for (name, imported) in interfaceBuilderScenes where !imported.displayNames.isEmpty {
      names[name] = imported.displayNames
    }
    for scene in scenes where interfaceBuilderScenes[scene.name] == nil {
      let authored = scene.views.compactMap { view in
        ViewDisplayName.authored(view).map { (view.id, $0) }
      }
      if !authored.isEmpty {
        names[scene.name] = Dictionary(authored, uniquingKeysWith: { first, _ in first })
      }
    }
    return names
  }
}
