import LayoutDiff
import LayoutEngine
import LayoutReport

/// Report entries from real engine results: drift, clean, new, and hostile names.
enum ReportFixtures {
  static func environment(
    _ orientation: Orientation, keyboard: KeyboardState = .hidden
  ) throws -> Environment {
    Environment(
      device: try DeviceCatalog.standard["iphone-se-2nd-gen"], orientation: orientation,
      keyboard: keyboard)
  }

  static func form(
    _ environment: Environment, imageHeight: Double = 100
  ) throws -> LayoutResult {
    var scene = try SeedScenes.form()
    try scene.update(ViewRef("image")) { $0.imageSize = Size(width: 100, height: imageHeight) }
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: environment)
  }

  /// A login screen whose email field sits at the top, or at the bottom under the keyboard.
  static func login(_ environment: Environment, emailAtBottom: Bool) throws -> LayoutResult {
    var scene = Scene(name: "Login")
    let email = try scene.add(.textField, "email", in: scene.root) {
      $0.intrinsicContentSize = IntrinsicSize(width: nil, height: 34)
    }
    scene.add(email.leading == scene.root.leading + 20, email.trailing == scene.root.trailing - 20)
    scene.add(
      emailAtBottom
        ? email.bottom == scene.root.bottom - 20 : email.top == scene.root.safeArea.top + 20)
    var engine = try AutoLayoutEngine(scene: scene)
    return try engine.layout(in: environment)
  }

  /// A result with markup in its scene name, a view id and a diagnostic.
  static func hostile(_ environment: Environment) -> LayoutResult {
    let id = "<img src=x onerror=alert(1)>"
    let frame = Rect(x: 10, y: 10, width: 100, height: 40)
    return LayoutResult(
      scene: "\"><script>alert('scene')</script>", environment: environment,
      views: [
        ViewLayout(
          id: "root", path: "root", kind: .view, isHidden: false,
          frame: Rect(origin: .zero, size: environment.screenSize),
          windowFrame: Rect(origin: .zero, size: environment.screenSize)),
        ViewLayout(
          id: id, path: "root/\(id)", kind: .label, isHidden: false, frame: frame,
          windowFrame: frame),
      ],
      scrollViews: [],
      diagnostics: [
        Diagnostic(kind: .notModelled, message: "<b>bold</b> & \"quoted\"", views: [id])
      ])
  }

  /// Five entries, in report order: Form drifting (portrait), Form clean (landscape), Login
  /// with the field under the keyboard, a new scene, and the hostile one drifting.
  static func entries() throws -> [ReportEntry] {
    let portrait = try environment(.portrait)
    let landscape = try environment(.landscape)
    let shown = try environment(.landscape, keyboard: .shown)
    let hostileBaseline = hostile(portrait)
    var hostileCurrent = hostileBaseline
    hostileCurrent.views[1].frame.y += 12
    hostileCurrent.views[1].windowFrame.y += 12
    let baselines = [
      try form(portrait), try form(landscape), try login(shown, emailAtBottom: false),
      hostileBaseline,
    ]
    let currents = [
      try form(portrait, imageHeight: 120), try form(landscape),
      try login(shown, emailAtBottom: true), try login(portrait, emailAtBottom: false),
      hostileCurrent,
    ]
    return ReportEntry.entries(baselines: baselines, currents: currents)
  }

  /// The demo's story (`layoutdb demo`): the form loses `content.width == root.width`, so its
  /// content shrinks to its widest label, in portrait and landscape with the keyboard hidden
  /// and shown; and a login screen that stays clean.
  static func demo() throws -> [ReportEntry] {
    var broken = try SeedScenes.form()
    let count = broken.constraints.count
    broken.constraints.removeAll { $0.description.hasPrefix("content.width == root.width") }
    guard broken.constraints.count == count - 1 else {
      throw FixtureError(description: "the form has no `content.width == root.width` to remove")
    }
    var baselines: [LayoutResult] = []
    var currents: [LayoutResult] = []
    for orientation in [Orientation.portrait, .landscape] {
      for keyboard in [KeyboardState.hidden, .shown] {
        let environment = try environment(orientation, keyboard: keyboard)
        baselines.append(try form(environment))
        var engine = try AutoLayoutEngine(scene: broken)
        currents.append(try engine.layout(in: environment))
      }
    }
    let login = try login(try environment(.portrait), emailAtBottom: false)
    return ReportEntry.entries(baselines: baselines + [login], currents: currents + [login])
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }
}
