import Foundation
import PackagePlugin

/// The build-tool plugin: checks one target's imports and declared dependencies against the
/// package's `architecture-rules.json` (or, in a local package without one, the rules of the package
/// in its repository that depends on it: ``RulesFileLocator``) whenever the target's sources, the rules or the manifest
/// change, and fails the build at the offending import. In a package without a rules file it checks
/// what needs no rules (undeclared and unused dependencies, `@testable import` outside tests).
///
/// It uses a build command (a prebuild command cannot run a tool built from source on Linux) whose
/// only output is a comment-only Swift stamp file, so the build system caches the check.
@main
struct ArchitectureCheckPlugin: BuildToolPlugin {
    static let rulesFileName = "architecture-rules.json"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // The package's own rules file, or else that of the package in its repository that depends on
        // it through local packages, as the tool finds it when it runs.
        let found = RulesFileLocator.rulesFile(forPackageAt: context.package.directoryURL.standardizedFileURL.path)
        let rules =
            found.map { URL(fileURLWithPath: $0) } ?? context.package.directoryURL.appending(path: Self.rulesFileName)
        let hasRules = found != nil
        let work = context.pluginWorkDirectoryURL
        let model = work.appending(path: "package-model.json")
        // The files of the targets it depends on are read too, for what they re-export (`@_exported
        // import`), as a check of the whole package reads them: one answer in every mode.
        let dependencies = target.recursiveTargetDependencies.compactMap(\.sourceModule)
        let read = Set([target.id] + dependencies.map(\.id))
        try PluginPackageModel(package: context.package) { read.contains($0.id) }.write(to: model)
        let stamp = work.appending(path: "ArchitectureCheckStamp.swift")
        var inputs = ([module] + dependencies).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) } + [model]
        if hasRules { inputs += [rules] + Self.baselineFiles(rules: rules) }
        return [
            .buildCommand(
                displayName: "Checking the architecture of \(target.name)",
                executable: try context.tool(named: "arch-check").url,
                arguments: [
                    "check",
                    "--package-model", model.path,
                    // No --rules: the tool reads the rules file of the model's package when it runs, so a
                    // rules file added after SwiftPM planned this command still counts.
                    "--target", target.name,
                    "--reporter", "xcode",
                    "--stamp", stamp.path,
                ],
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }

    /// The baseline file the rules name, if it exists, so that editing it reruns the check.
    static func baselineFiles(rules: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: rules.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let baseline = object["baseline"] as? String
        else { return [] }
        let url =
            baseline.hasPrefix("/")
            ? URL(fileURLWithPath: baseline) : rules.deletingLastPathComponent().appending(path: baseline)
        return FileManager.default.fileExists(atPath: url.path) ? [url] : []
    }
}
