import Foundation

/// Runs a whole check: scans the checked targets' files, judges them, applies the baseline.
public enum CheckRunner {
    /// Checks `targets` of `package` (all when `nil`).
    /// - Parameter baselinePath: the baseline file to apply, if any.
    public static func run(
        package: PackageModel,
        rules: ArchitectureRules,
        targets: Set<String>? = nil,
        baselinePath: String? = nil
    ) async throws -> CheckResult {
        if let targets {
            let known = Set(package.targets.map(\.name))
            for name in targets.sorted() where !known.contains(name) {
                throw ArchitectureCheckError.usage("the package has no target named '\(name)'")
            }
        }
        let checked = package.targets.filter { targets?.contains($0.name) ?? true }
        let paths = checked.flatMap(\.sources)
        let scanned = try await ImportScanner.scan(filesAt: paths)
        var scans: [String: [SourceFileScan]] = [:]
        var offset = 0
        for target in checked {
            scans[target.name] = Array(scanned[offset..<offset + target.sources.count])
            offset += target.sources.count
        }
        var diagnostics = ArchitectureChecker(rules: rules, package: package).check(scans: scans, targets: targets)
        if let baselinePath {
            let baseline = try Baseline.load(from: baselinePath)
            diagnostics = baseline.apply(
                to: diagnostics,
                checkedTargets: Set(checked.map(\.name)),
                path: baselinePath
            )
        }
        return CheckResult(
            packageDirectory: package.directory,
            diagnostics: Diagnostic.sortedForReport(diagnostics),
            targetCount: checked.count,
            fileCount: paths.count,
            importCount: scanned.reduce(0) { $0 + $1.imports.count },
            targetNames: checked.map(\.name)
        )
    }

    /// The baseline file the rules name, resolved against the rules file's directory.
    public static func baselinePath(for rules: ArchitectureRules, rulesPath: String) -> String? {
        guard let baseline = rules.baseline, !baseline.isEmpty else { return nil }
        if baseline.hasPrefix("/") { return baseline }
        return URL(fileURLWithPath: rulesPath).deletingLastPathComponent().appendingPathComponent(baseline).path
    }
}
