import ArchitectureCheckCore
import Foundation

/// `arch-check init`: writes `architecture-rules.json` from the package as it is (and a baseline of
/// what already breaks the manifest checks), so that `arch-check` passes right after it and fails on
/// the next new violation.
enum InitCommand {
    static let baselineFileName = "architecture-baseline.json"

    static func run(_ raw: [String]) async throws -> Int32 {
        guard
            let arguments = try ArgumentList.forCommand(
                raw, options: ["--package-path", "--package-model", "--define"],
                flags: PackageInput.flags.union(["--force", "--layers"]),
                help: Usage.initialize)
        else { return 0 }
        let input = try PackageInput(arguments, readingRules: false)
        let rulesPath = input.package.directory + "/" + ArchitectureRules.defaultFileName
        let baselinePath = input.package.directory + "/" + baselineFileName
        guard input.rulesFileFound == false || arguments.has("--force") else {
            throw ArchitectureCheckError.usage("\(rulesPath) exists; pass --force to replace it (and its baseline)")
        }
        let scans = try await CheckRunner.scan(input.package.targets)
        var rules = RulesProposal.rules(for: input.package, scans: scans, layers: arguments.has("--layers"))
        let findings = ArchitectureChecker(rules: rules, package: input.package).check(scans: scans)
        let baseline = Baseline(accepting: findings)
        if baseline.entries.isEmpty {
            try? FileManager.default.removeItem(atPath: baselinePath)
        } else {
            rules.baseline = baselineFileName
            try Output.write(String(decoding: try baseline.encoded(), as: UTF8.self), to: baselinePath)
        }
        try Output.write(try encoded(rules), to: rulesPath)
        let sets = rules.moduleSets?.count ?? 0
        Output.standard(
            "arch-check: wrote \(ArchitectureRules.defaultFileName): \(rules.rules.count) rule\(rules.rules.count == 1 ? "" : "s")"
                + (sets == 0 ? "" : ", \(sets) module \(sets == 1 ? "set" : "sets")")
                + (rules.contracts == nil ? "" : ", a layers contract")
                + (baseline.entries.isEmpty
                    ? "\n"
                    : "; \(baselineFileName) accepts \(baseline.entries.count) \(baseline.entries.count == 1 ? "finding" : "findings") of today\n")
        )
        return 0
    }

    /// The rules as JSON with sorted keys, as a person would edit them.
    private static func encoded(_ rules: ArchitectureRules) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(rules), as: UTF8.self) + "\n"
    }
}
