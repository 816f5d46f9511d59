import ArchitectureCheckCore
import Foundation

/// `arch-check check`: checks the package and writes the reports.
enum CheckCommand {
    static let options = PackageInput.options.union(["--target", "--affected", "--reporter", "--baseline", "--stamp"])
    static let flags = PackageInput.flags.union(["--help", "--no-baseline", "--warnings-as-errors"])

    static func run(_ raw: [String]) async throws -> Int32 {
        guard let arguments = try ArgumentList.forCommand(raw, options: options, flags: flags, help: Usage.check)
        else { return 0 }
        let reporters = try arguments.all("--reporter").map(parseReporter)
        let input = try PackageInput(arguments)
        if let note = input.zeroConfigurationNote ?? input.governingRulesNote, arguments.value("--stamp") == nil {
            Output.error(note)
        }
        let baseline =
            arguments.has("--no-baseline")
            ? nil
            : arguments.value("--baseline") ?? CheckRunner.baselinePath(for: input.rules, rulesPath: input.rulesPath)
        let named = arguments.all("--target")
        var targets: [String]? = named.isEmpty ? nil : named
        if let revision = arguments.value("--affected") {
            guard named.isEmpty else {
                throw ArchitectureCheckError.usage("use either --target or --affected, not both")
            }
            targets = try affectedTargets(since: revision, input: input, baseline: baseline)
        }
        let result = try await CheckRunner.run(
            package: input.package,
            rules: input.rules,
            targets: targets.map(Set.init),
            baselinePath: baseline,
            throughDependencies: arguments.has("--affected")
        )
        for (format, path) in reporters.isEmpty ? [(ReportFormat.text, nil)] : reporters {
            let text = format.render(result)
            if let path {
                try Output.write(text, to: path)
            } else {
                Output.standard(text)
            }
        }
        let failed = !result.passed || (arguments.has("--warnings-as-errors") && !result.warnings.isEmpty)
        if !failed, let stamp = arguments.value("--stamp") {
            let names = targets?.joined(separator: ", ") ?? "all targets"
            try Output.write("// arch-check passed for \(names). Generated; do not edit.\n", to: stamp)
        }
        return failed ? 1 : 0
    }

    static func writeBaseline(_ raw: [String]) async throws -> Int32 {
        let arguments = try ArgumentList(
            raw, options: PackageInput.options.union(["--output"]), flags: PackageInput.flags.union(["--help"]))
        if arguments.has("--help") {
            Output.standard(Usage.baseline + "\n")
            return 0
        }
        guard let output = arguments.value("--output") else {
            throw ArchitectureCheckError.usage("baseline needs --output <file>")
        }
        let input = try PackageInput(arguments)
        let result = try await CheckRunner.run(package: input.package, rules: input.rules)
        let baseline = Baseline(accepting: result.diagnostics)
        try Output.write(String(decoding: try baseline.encoded(), as: UTF8.self), to: output)
        Output.standard("arch-check: wrote \(baseline.entries.count) baseline entries to \(output)\n")
        return 0
    }

    /// The names of the targets that changed since `revision`, with their dependents, in package
    /// order; `nil` (every target) when the manifest, the rules or the baseline changed. Says which
    /// on standard error, so that reports on standard output stay machine-readable.
    private static func affectedTargets(since revision: String, input: PackageInput, baseline: String?) throws
        -> [String]?
    {
        let changed = try ChangedFiles.since(revision, in: input.package.directory)
        let affected = AffectedTargets(
            package: input.package,
            changedFiles: changed,
            wholePackageFiles: [input.rulesPath, baseline].compactMap { $0 }.map(absolutePath)
        )
        let all = input.package.targets.map(\.name)
        guard let names = affected.names else {
            let root = input.package.directory + "/"
            let reasons = affected.reasons.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
            Output.error(
                "arch-check: \(reasons.joined(separator: ", ")) changed since \(revision): checking all \(all.count) targets\n"
            )
            return nil
        }
        let selected = all.filter(names.contains)
        Output.error(
            "arch-check: \(selected.count) of \(all.count) targets affected since \(revision)"
                + (selected.isEmpty ? "\n" : ": \(selected.joined(separator: ", "))\n"))
        return selected
    }

    private static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    private static func parseReporter(_ text: String) throws -> (ReportFormat, String?) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, let format = ReportFormat(rawValue: name) else {
            throw ArchitectureCheckError.usage(
                "unknown reporter '\(text)'; use one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), optionally followed by :<file>"
            )
        }
        return (format, parts.count > 1 ? parts[1] : nil)
    }
}
