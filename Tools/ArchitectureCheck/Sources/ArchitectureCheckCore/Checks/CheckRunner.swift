import Foundation

/// Runs a whole check: scans the checked targets' files, judges them, applies the baseline.
public enum CheckRunner {
    /// Checks `targets` of `package` (all when `nil`).
    /// - Parameters:
    ///   - baselinePath: the baseline file to apply, if any.
    ///   - throughDependencies: also scan every target the checked ones reach, through declared
    ///     dependencies and imports, so that their findings, cycles through them included, are those
    ///     of a whole-package check; otherwise only the checked targets' files are read.
    public static func run(
        package: PackageModel,
        rules: ArchitectureRules,
        targets: Set<String>? = nil,
        baselinePath: String? = nil,
        throughDependencies: Bool = false
    ) async throws -> CheckResult {
        if let targets {
            let known = Set(package.targets.map(\.name))
            for name in targets.sorted() where !known.contains(name) {
                throw ArchitectureCheckError.usage("the package has no target named '\(name)'")
            }
        }
        let checked = package.targets.filter { targets?.contains($0.name) ?? true }
        var scans = try await scan(checked)
        if targets != nil {
            // What the checked targets' dependencies re-export (`@_exported import`) is importable
            // through them, as in a whole-package check: their files are read, not judged.
            let dependencies = declaredTargetClosure(of: checked, in: package).filter { scans[$0.name] == nil }
            scans.merge(try await scan(dependencies)) { current, _ in current }
        }
        if throughDependencies, targets != nil {
            var frontier = reachedTargets(from: checked, scans: scans, in: package)
            while !frontier.isEmpty {
                scans.merge(try await scan(frontier)) { current, _ in current }
                frontier = reachedTargets(from: frontier, scans: scans, in: package)
            }
        }
        let probed = ArchitectureChecker.probedModules(in: scans, package: package)
        var diagnostics = ArchitectureChecker(
            rules: rules, package: package, importable: probed.isEmpty ? [:] : ModuleProbe.importable(probed)
        )
        .check(scans: scans, targets: targets, cyclesThroughTargets: throughDependencies)
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
            fileCount: checked.reduce(0) { $0 + $1.sources.count },
            importCount: checked.reduce(0) { $0 + (scans[$1.name] ?? []).reduce(0) { $0 + $1.imports.count } },
            targetNames: checked.map(\.name)
        )
    }

    /// The scans of `targets`' files, keyed by target name.
    public static func scan(_ targets: [PackageTarget]) async throws -> [String: [SourceFileScan]] {
        let scanned = try await ImportScanner.scan(filesAt: targets.flatMap(\.sources))
        var scans: [String: [SourceFileScan]] = [:]
        var offset = 0
        for target in targets {
            scans[target.name] = Array(scanned[offset..<offset + target.sources.count])
            offset += target.sources.count
        }
        return scans
    }

    /// The targets of `package` that `targets` depend on, directly or through other targets.
    public static func declaredTargetClosure(of targets: [PackageTarget], in package: PackageModel) -> [PackageTarget] {
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set(targets.map(\.name))
        var pending = targets
        var closure: [PackageTarget] = []
        while let target = pending.popLast() {
            for dependency in target.dependencies where dependency.kind == .target {
                guard let next = byName[dependency.name], seen.insert(next.name).inserted else { continue }
                closure.append(next)
                pending.append(next)
            }
        }
        return closure
    }

    /// The targets of `package` that `targets` depend on or import and that `scans` lacks.
    private static func reachedTargets(
        from targets: [PackageTarget],
        scans: [String: [SourceFileScan]],
        in package: PackageModel
    ) -> [PackageTarget] {
        var modules = Set<String>()
        for target in targets {
            modules.formUnion(target.dependencies.filter { $0.kind == .target }.flatMap(\.modules))
            modules.formUnion((scans[target.name] ?? []).flatMap { $0.imports.map(\.module) })
        }
        return package.targets.filter { modules.contains($0.moduleName) && scans[$0.name] == nil }
    }

    /// The baseline file the rules name, resolved against the rules file's directory.
    public static func baselinePath(for rules: ArchitectureRules, rulesPath: String) -> String? {
        guard let baseline = rules.baseline, !baseline.isEmpty else { return nil }
        if baseline.hasPrefix("/") { return baseline }
        return URL(fileURLWithPath: rulesPath).deletingLastPathComponent().appendingPathComponent(baseline).path
    }
}
