import ArgumentParser

/// `--scene` and `--env`: which layouts of a run a command looks at (or approves).
struct SelectionOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Only this scene (repeatable).", valueName: "NAME"))
  var scene: [String] = []

  @OptionGroup var environmentFilter: EnvironmentFilterOptions

  /// The scenes selected, nil for all.
  var scenes: [String]? { scene.isEmpty ? nil : scene }
  /// The environment filters, nil for all.
  var environmentFilters: [String]? { environmentFilter.filters }
}
