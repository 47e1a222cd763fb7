import ArgumentParser

/// `--env ENV` (repeatable): which stored environments a command looks at.
struct EnvironmentFilterOptions: ParsableArguments {
  @Option(
    name: .customLong("env"),
    help: ArgumentHelp(
      "Only environments matching this (repeatable): a key, a prefix of one "
        + "(iphone-se-2nd-gen/landscape) or a glob (*/keyboard-shown).", valueName: "ENV"))
  var environments: [String] = []

  /// The filters, nil for all.
  var filters: [String]? { environments.isEmpty ? nil : environments }
}
