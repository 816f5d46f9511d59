import ArchitectureCheckCore
import Foundation

/// `arch-check check`: checks the package and writes the reports.
enum CheckCommand {
    static let options = PackageInput.options.union(["--target", "--reporter", "--baseline", "--stamp"])
    static let flags: Set<String> = ["--help", "--no-baseline", "--warnings-as-errors"]

    static func run(_ raw: [String]) async throws -> Int32 {
        let arguments = try ArgumentList(raw, options: options, flags: flags)
        if arguments.has("--help") {
            Output.standard(Usage.check + "\n")
            return 0
        }
        guard arguments.positionals.isEmpty else {
            throw ArchitectureCheckError.usage("unexpected argument '\(arguments.positionals[0])'")
        }
        let reporters = try arguments.all("--reporter").map(parseReporter)
        let input = try PackageInput(arguments)
        let targets = arguments.all("--target")
        let baseline =
            arguments.has("--no-baseline")
            ? nil
            : arguments.value("--baseline") ?? CheckRunner.baselinePath(for: input.rules, rulesPath: input.rulesPath)
        let result = try await CheckRunner.run(
            package: input.package,
            rules: input.rules,
            targets: targets.isEmpty ? nil : Set(targets),
            baselinePath: baseline
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
            let names = targets.isEmpty ? "all targets" : targets.joined(separator: ", ")
            try Output.write("// arch-check passed for \(names). Generated; do not edit.\n", to: stamp)
        }
        return failed ? 1 : 0
    }

    static func writeBaseline(_ raw: [String]) async throws -> Int32 {
        let arguments = try ArgumentList(raw, options: PackageInput.options.union(["--output"]), flags: ["--help"])
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
