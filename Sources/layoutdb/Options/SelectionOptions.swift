import ArgumentParser

/// `--scene` and `--env`: which layouts of a run a command looks at (or approves).
struct SelectionOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Only this scene (repeatable).", valueName: "NAME"))
  var scene: [String] = []

  @Option(
    name: .customLong("env"),
    help: ArgumentHelp(
      "Only environments matching this (repeatable): a key, a prefix of one "
        + "(iphone-se-2nd-gen/landscape) or a glob (*/keyboard-shown).", valueName: "ENV"))
  var environments: [String] = []

  /// The scenes selected, nil for all.
  var scenes: [String]? { scene.isEmpty ? nil : scene }
  /// The environment filters, nil for all.
  var environmentFilters: [String]? { environments.isEmpty ? nil : environments }
}
