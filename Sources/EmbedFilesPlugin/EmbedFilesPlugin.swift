import Foundation
import PackagePlugin

/// Compiles data files into a target as Swift string literals, so the built binary carries them.
///
/// Why not SwiftPM resources: on Linux `Bundle.module` looks for a `*.resources` folder next to
/// the executable and traps when it is missing, and the issue asks that a `layoutdb` binary
/// copied alone to another directory still knows its devices, font metrics and migrations.
///
/// What is embedded, per target: every file under the target's `Embedded/` folder, plus the
/// package folders `packageFolders` names for that target (the schema lives at the top level in
/// `Migrations/`, where people look for it, not inside a Swift target).
@main
struct EmbedFilesPlugin: BuildToolPlugin {
  /// Package-level folders embedded into a target, by target name.
  static let packageFolders: [String: [String]] = [
    "LayoutStore": ["Migrations"],
    "LayoutWorkflow": ["Examples"],  // `layoutdb demo` writes them out and records them
  ]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    var folders = [target.directoryURL.appending(path: "Embedded")]
    for folder in Self.packageFolders[target.name] ?? [] {
      folders.append(context.package.directoryURL.appending(path: folder))
    }
    let files = try folders.flatMap(Self.regularFiles(in:)).sorted { $0.path < $1.path }
    guard !files.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) file(s) into \(target.name)",
        executable: try context.tool(named: "embed-files").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output]
      )
    ]
  }

  private static func regularFiles(in folder: URL) throws -> [URL] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return [] }
    return try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { !$0.lastPathComponent.hasPrefix(".") && !$0.hasDirectoryPath }
  }
}
