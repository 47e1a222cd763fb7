/// The layouts of the texts layoutdb was made from, as scenes: the demo's input and the
/// engine's acceptance cases (their numbers are worked out by hand in the tests).
public enum SeedScenes {
  /// TN2154's "Pure Auto Layout Approach": a scroll view pinned to the root's edges
  /// (`H:|[scrollView]|`, `V:|[scrollView]|`) and an image view pinned to the scroll view's
  /// edges, whose image size becomes the content size.
  public static func pureApproach(imageSize: Size) throws(SceneError) -> Scene {
    var scene = Scene(name: "TN2154 pure approach")
    let scroll = try scene.add(.scrollView, "scrollView", in: scene.root)
    let image = try scene.add(.imageView, "imageView", in: scroll) { $0.imageSize = imageSize }
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(image.pinEdges(to: scroll))
    return scene
  }

  /// The ScrollableController of "UIScrollView AutoLayout": `H:|-0-[scrollView]-0-|`,
  /// `V:|-0-[scrollView]-0-|`; a content view pinned to the scroll view's edges with
  /// `H:[contentView(==view)]`; `H:|-15-[greenView]-15-|`, `V:|-15-[greenView(400)]`,
  /// `H:|-15-[whiteView]-15-|`, `V:[greenView]-15-[whiteView(500)]-15-|`.
  public static func scrollableController() throws(SceneError) -> Scene {
    var scene = Scene(name: "ScrollableController", rootID: "view")
    let scroll = try scene.add(.scrollView, "scrollView", in: scene.root)
    let content = try scene.add(.view, "contentView", in: scroll)
    let green = try scene.add(.view, "greenView", in: content)
    let white = try scene.add(.view, "whiteView", in: content)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scene.root.width)
    for child in [green, white] {
      scene.add(child.leading == content.leading + 15, content.trailing == child.trailing + 15)
    }
    scene.add(green.top == content.top + 15, green.height == 400)
    scene.add(
      white.top == green.bottom + 15, white.height == 500, content.bottom == white.bottom + 15)
    return scene
  }

  /// The sign-up form of "Using UIScrollView with Auto Layout in iOS": a scroll view filling
  /// the root, one content view pinned to its edges with the root's width, and in it a
  /// 100×100 image (20 pt down, centred) and `fields` labelled 34 pt text fields: each 17 pt
  /// label 8 pt below the previous view, its field 4 pt below it, 20 pt side margins, the last
  /// field 20 pt above the content's bottom.
  public static func form(fields: Int = 6) throws(SceneError) -> Scene {
    var scene = Scene(name: "Form")
    let content = try addVerticallyScrollingContent(to: &scene)
    let image = try scene.add(.imageView, "image", in: content) {
      $0.imageSize = Size(width: 100, height: 100)
    }
    scene.add(image.top == content.top + 20, image.centerX == content.centerX)
    var previousBottom = image.bottom
    for index in 0..<fields {
      let label = try scene.add(.label, "label\(index)", in: content) {
        $0.text = TextContent("Field \(index)")
      }
      let field = try scene.add(.textField, "field\(index)", in: content) {
        $0.intrinsicContentSize = IntrinsicSize(width: nil, height: 34)
      }
      for view in [label, field] {
        scene.add(view.leading == content.leading + 20, view.trailing == content.trailing - 20)
      }
      scene.add(label.top == previousBottom + 8, field.top == label.bottom + 4)
      previousBottom = field.bottom
    }
    scene.add(content.bottom == previousBottom + 20)
    return scene
  }

  /// A scroll view with `count` stacked rows (44 pt, 8 pt apart, 16 pt margins) in a content
  /// view as wide as the root: the engine benchmark's large scene.
  public static func stackedRows(_ count: Int) throws(SceneError) -> Scene {
    var scene = Scene(name: "Rows \(count)")
    let content = try addVerticallyScrollingContent(to: &scene)
    var previousBottom = content.top
    for index in 0..<count {
      let row = try scene.add(.view, "row\(index)", in: content)
      scene.add(row.leading == content.leading + 16, row.trailing == content.trailing - 16)
      scene.add(row.top == previousBottom + 8, row.height == 44)
      previousBottom = row.bottom
    }
    scene.add(content.bottom == previousBottom + 8)
    return scene
  }

  /// The seed post's setup: a scroll view (`scroll`) filling the root and a content view
  /// (`content`) pinned to its edges with the root's width, so it scrolls vertically only.
  private static func addVerticallyScrollingContent(to scene: inout Scene) throws(SceneError)
    -> ViewRef
  {
    let scroll = try scene.add(.scrollView, "scroll", in: scene.root)
    let content = try scene.add(.view, "content", in: scroll)
    scene.add(scroll.pinEdges(to: scene.root))
    scene.add(content.pinEdges(to: scroll))
    scene.add(content.width == scene.root.width)
    return content
  }
}
