// swift-tools-version:6.1
// layoutdb: a layout regression database for iOS Auto Layout that runs on Linux.
//
// One target per layer, depending downward only (see ARCHITECTURE.md):
//   TextFormats (numbers and JSON as layoutdb writes them, no dependencies) <- every module
//   Cassowary (solver) <- ConstraintScript ("lcs 1" scripts) <- layoutdb-bench
//   Cassowary <- LayoutEngine (UIKit's rules) <- SceneReading (what the readers share)
//     <- InterfaceBuilder (storyboards, xibs), SceneScript (YAML scenes, VFL), FrameDump
//     <- SceneSource (the one entry: picks the reader from the path)
//   LayoutEngine <- LayoutStore (SQLite), LayoutDiff <- LayoutReport (HTML)
//   SceneSource, LayoutStore, LayoutDiff, LayoutReport <- LayoutWorkflow <- layoutdb (the CLI)
//   VisualFormat (VFL syntax, no dependencies) <- SceneScript
//   FileLocations (file:line:column, no dependencies) <- the readers, LayoutDiff
import PackageDescription

// `Scripts/fuzz` builds with LAYOUTDB_FUZZING set: the readers' modules get libFuzzer's coverage
// instrumentation and `layoutdb-fuzz` links libFuzzer. (`-Xswiftc -sanitize=fuzzer` would reach
// the `embed-files` build tool too, whose `main` then clashes with libFuzzer's.)
let fuzzing = Context.environment["LAYOUTDB_FUZZING"] != nil
let fuzzed: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []

let package = Package(
  name: "layoutdb",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "LayoutStore", targets: ["LayoutStore"]),
    .library(name: "LayoutDiff", targets: ["LayoutDiff"]),
    .executable(name: "layoutdb", targets: ["layoutdb"]),
    .executable(name: "layoutdb-bench", targets: ["layoutdb-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // How layoutdb writes numbers (`NumberText`) and JSON (`JSONText`), so that every output is
    // stable text. Imports nothing, not even Foundation.
    .target(
      name: "TextFormats",
      swiftSettings: fuzzed,
      // `Double.rounded()` calls libm's round/floor, which Glibc links only when imported.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The linear constraint solver: an incremental simplex in the Cassowary family with
    // UIKit's priority model. Imports nothing but TextFormats, not even Foundation.
    .target(
      name: "Cassowary",
      dependencies: ["TextFormats"],
      swiftSettings: fuzzed,
      // `Double.rounded()` calls libm's round/floor, which Glibc links only when imported.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The "lcs 1" constraint script format: parser, conformance runner, benchmark protocol.
    .target(name: "ConstraintScript", dependencies: ["Cassowary", "TextFormats"]),
    // UIKit's layout rules over the solver: views, anchors, guides, scroll views, stack views,
    // intrinsic sizes, devices and environments -> frames, scroll metrics and diagnostics.
    .target(
      name: "LayoutEngine",
      dependencies: ["Cassowary", "TextFormats"],
      exclude: ["Embedded"],
      swiftSettings: fuzzed,
      plugins: ["EmbedFiles"]
    ),
    // Apple's Visual Format Language: strings to syntax trees only (no views). Imports nothing.
    .target(name: "VisualFormat", swiftSettings: fuzzed),
    // Positions in text input files (file:line:column and a caret under the line), shared by
    // the scene readers and the diff configuration reader. Imports nothing.
    .target(name: "FileLocations", swiftSettings: fuzzed),
    // What every scene reader shares: the `SceneDocument` they produce, the `SceneFileError`
    // they throw, the environment vocabulary (`layoutdb.yaml`'s environments, direction and
    // text-size names) and YAML read with locations (scene files, and frame dumps, JSON being
    // YAML).
    .target(
      name: "SceneReading",
      dependencies: [
        "LayoutEngine", "FileLocations", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: fuzzed
    ),
    // The readers, one module per input family; none imports another.
    // Storyboards and xibs: IB's XML to scenes, with the frames Xcode stored.
    .target(
      name: "InterfaceBuilder",
      dependencies: ["SceneReading", "LayoutEngine", "FileLocations"],
      swiftSettings: fuzzed
    ),
    // Scene files: YAML scenes with constraints as anchor equations or VFL.
    .target(
      name: "SceneScript",
      dependencies: [
        "SceneReading", "LayoutEngine", "VisualFormat", "FileLocations",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: fuzzed
    ),
    // Frame dumps: layouts captured on a device, as JSON.
    .target(
      name: "FrameDump",
      dependencies: ["SceneReading", "LayoutEngine", "FileLocations"],
      swiftSettings: fuzzed
    ),
    // The one entry to the readers: picks the reader from a path, once.
    .target(
      name: "SceneSource",
      dependencies: [
        "SceneReading", "InterfaceBuilder", "SceneScript", "FrameDump", "LayoutEngine",
        "FileLocations",
      ],
      swiftSettings: fuzzed
    ),
    // The layout run database: runs, environments, frames and baselines in one SQLite file,
    // schema in the top-level Migrations/ folder (compiled into the binary by EmbedFiles).
    .target(
      name: "LayoutStore",
      dependencies: [
        "LayoutEngine", "TextFormats", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      plugins: ["EmbedFiles"]
    ),
    // Baseline vs new result: per-view drift with tolerances, ignore rules and sentences.
    .target(
      name: "LayoutDiff",
      dependencies: [
        "LayoutEngine", "FileLocations", "TextFormats", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: fuzzed
    ),
    // Self-contained HTML/SVG pages of results and their drift.
    .target(name: "LayoutReport", dependencies: ["LayoutDiff", "LayoutEngine"]),
    // The workflows the CLI runs (record, check, approve, history, demo) over the layers above:
    // solve with SceneSource, store with LayoutStore, compare with LayoutDiff, render with
    // LayoutReport; JUnit and GitHub Actions output. The Examples are compiled in for `demo`.
    // Corpus tooling, not part of the product: agreement with the frames Xcode stored in real
    // documents (Scripts/ib-agreement is the user-facing yardstick; these serve the tests).
    .target(
      name: "CorpusTools",
      dependencies: ["InterfaceBuilder", "SceneReading", "LayoutEngine", "TextFormats"]
    ),
    .target(
      name: "LayoutWorkflow",
      dependencies: [
        "TextFormats", "FileLocations", "LayoutEngine", "SceneReading", "SceneSource",
        "LayoutStore", "LayoutDiff", "LayoutReport",
      ],
      plugins: ["EmbedFiles"]
    ),
    // Build plugin + tool that compile data files into a module (see EmbedFilesPlugin).
    .executableTarget(name: "embed-files", path: "Sources/embed-files"),
    .plugin(
      name: "EmbedFiles",
      capability: .buildTool(),
      dependencies: ["embed-files"],
      path: "Sources/EmbedFilesPlugin"
    ),
    .executableTarget(
      name: "layoutdb-bench",
      dependencies: ["ConstraintScript", "LayoutEngine", "LayoutStore", "LayoutWorkflow"]
    ),
    // Fuzz targets for every reader (libFuzzer with `Scripts/fuzz`; a replay tool otherwise).
    .executableTarget(
      name: "layoutdb-fuzz",
      dependencies: [
        "SceneSource", "SceneReading", "InterfaceBuilder", "SceneScript", "FrameDump",
        "LayoutEngine", "LayoutDiff", "LayoutWorkflow", "VisualFormat",
      ],
      swiftSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"]), .define("FUZZING")] : [],
      linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []
    ),
    .executableTarget(
      name: "layoutdb",
      dependencies: [
        "LayoutEngine", "LayoutStore", "LayoutDiff", "LayoutReport", "LayoutWorkflow",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "TextFormatsTests", dependencies: ["TextFormats"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TextFormats", "TestSupport"]),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: ["LayoutEngine", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "TestSupport"]),
    .testTarget(
      name: "LayoutStoreTests",
      dependencies: ["LayoutStore", "LayoutEngine", "CommandLineTesting", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "LayoutDiffTests",
      dependencies: ["LayoutDiff", "LayoutEngine"],
      resources: [.copy("Fixtures")]
    ),
    // Test support shared by the test targets: expectNear, the package's root, a seeded
    // generator, Interface Builder documents built from values (one copy instead of one per
    // target).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // Test support: runs the built `layoutdb` binary in end-to-end tests.
    .target(
      name: "CommandLineTesting", dependencies: ["TestSupport"], path: "Tests/CommandLineTesting"),
    .testTarget(
      name: "LayoutWorkflowTests",
      dependencies: [
        "LayoutWorkflow", "LayoutStore", "LayoutDiff", "LayoutEngine", "SceneReading",
        "SceneSource", "CommandLineTesting", "TestSupport",
      ]
    ),
    .testTarget(
      name: "LayoutReportTests",
      dependencies: ["LayoutReport", "LayoutDiff", "LayoutEngine"]
    ),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "SceneReading", "FileLocations", "LayoutEngine", "LayoutWorkflow",
        "CorpusTools", "CommandLineTesting", "TestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SceneScriptTests",
      dependencies: [
        "SceneScript", "SceneReading", "SceneSource", "LayoutEngine", "VisualFormat",
        "TestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "FrameDumpTests",
      dependencies: ["FrameDump", "SceneReading", "SceneSource", "LayoutEngine", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SceneSourceTests",
      dependencies: [
        "SceneSource", "SceneReading", "FileLocations", "CommandLineTesting", "TestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    // The benchmark suite's CI smoke run, through the built `layoutdb-bench`.
    .testTarget(name: "BenchSmokeTests", dependencies: ["CommandLineTesting", "TestSupport"]),
    .testTarget(
      name: "ConstraintScriptTests",
      dependencies: ["ConstraintScript", "Cassowary", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
