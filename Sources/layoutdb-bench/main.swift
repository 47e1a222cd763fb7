// layoutdb-bench: benchmarks and conformance checks. Each subcommand lives in its own file;
// BenchCommandLine only dispatches.
import Foundation

exit(BenchCommandLine.run(Array(CommandLine.arguments.dropFirst())))
