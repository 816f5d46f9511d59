import Foundation
import PackagePlugin

/// `swift package check-architecture [arch-check options]`: checks the whole package in one run.
/// `swift package check-architecture graph [options]` prints or updates the module graph. Relative
/// paths in the options are resolved against the package root.
@main
struct ArchitectureCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let model = context.pluginWorkDirectoryURL.appending(path: "package-model.json")
        // The local packages of its repository with it, as the command line tool reads them.
        try PluginPackageModel(package: context.package, localPackages: !arguments.contains("--root-only")) { _ in true
        }
        .write(to: model)
        var toolArguments = arguments
        let subcommands = ["check", "graph", "baseline"]
        let subcommand = toolArguments.first.flatMap { subcommands.contains($0) ? $0 : nil } ?? "check"
        if toolArguments.first == subcommand { toolArguments.removeFirst() }
        let process = Process()
        process.executableURL = try context.tool(named: "arch-check").url
        process.arguments = [subcommand, "--package-model", model.path] + toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("arch-check \(subcommand) failed (exit status \(process.terminationStatus))")
            throw CommandFailure(status: process.terminationStatus)
        }
    }
}

/// The tool's non-zero exit status, which fails the plugin.
struct CommandFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "arch-check exited with status \(status)" }
}
