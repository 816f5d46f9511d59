/// Judges a package's targets, their declared dependencies and their files' imports against the
/// rules. Each kind of finding has a check of its own beside this type (`ForbiddenImportCheck`,
/// `UnusedDependencyCheck`, ...); the checker runs them target by target.
public struct ArchitectureChecker: Sendable {
    /// The rules to apply.
    public let rules: ArchitectureRules
    /// The package to judge.
    public let package: PackageModel
    private let manifest: ManifestLocator
    private let packageModules: Set<String>
    private let moduleNames: ModuleNames
    private let executables: Set<String>

    /// Creates a checker; `manifest` locates manifest findings (read from the package when `nil`).
    public init(rules: ArchitectureRules, package: PackageModel, manifest: ManifestLocator? = nil) {
        self.rules = rules
        self.package = package
        self.manifest = manifest ?? ManifestLocator(manifestPath: package.manifestPath)
        self.packageModules = package.moduleNames
        self.moduleNames = ModuleNames(package)
        self.executables = Set(package.targets.filter { $0.kind == .executable }.map(\.name))
    }

    /// Checks the targets named in `targetNames` (all when `nil`) given their files' scans, keyed by
    /// target name. Independence contracts are checked for paths that start at a checked target;
    /// cycles when the whole package is checked, or, with `cyclesThroughTargets`, those through a
    /// checked target (exact when `scans` hold every target reachable from the checked ones).
    public func check(
        scans: [String: [SourceFileScan]],
        targets targetNames: Set<String>? = nil,
        cyclesThroughTargets: Bool = false
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for target in package.targets where targetNames?.contains(target.name) ?? true {
            diagnostics += check(target, scans: scans[target.name] ?? [])
        }
        let graph = DependencyEdges(package: package, scans: scans, manifest: manifest)
        let sources = targetNames.map { names in
            Set(package.targets.filter { names.contains($0.name) }.map(\.moduleName))
        }
        diagnostics += IndependenceContractCheck.findings(in: graph, package: package, rules: rules, sources: sources)
        if targetNames == nil || cyclesThroughTargets {
            diagnostics += CycleFinder.cycles(in: graph, package: package, rules: rules, through: sources)
        }
        return Diagnostic.sortedForReport(diagnostics)
    }

    /// The pattern context of `target`: for a test target, the module it tests and that module's
    /// declared dependencies. The tested module is the target named like the test target without
    /// `Tests`, or else the one whose module name that is.
    public func context(for target: PackageTarget) -> PatternContext {
        guard target.kind == .test, target.name.hasSuffix("Tests") else { return PatternContext() }
        let subjectName = String(target.name.dropLast("Tests".count))
        let candidates = package.targets.filter { $0.kind != .test }
        guard
            let subject = candidates.first(where: { $0.name == subjectName })
                ?? candidates.first(where: { $0.moduleName == subjectName })
        else {
            return PatternContext()
        }
        return PatternContext(subject: subject.moduleName, subjectDependencies: subject.dependencies.flatMap(\.modules))
    }

    /// `target` with the rule that covers it and everything its checks need, or `nil` when no rule
    /// covers it.
    func checkedTarget(_ target: PackageTarget) -> CheckedTarget? {
        guard let rule = rules.rule(for: target) else { return nil }
        return CheckedTarget(
            target: target,
            rule: rule,
            forbidden: rules.forbiddenRules(for: target),
            patterns: context(for: target),
            declaredModules: Set(target.dependencies.flatMap(\.modules)),
            rules: rules,
            package: package,
            manifest: manifest,
            moduleNames: moduleNames
        )
    }

    private func check(_ target: PackageTarget, scans: [SourceFileScan]) -> [Diagnostic] {
        guard let checked = checkedTarget(target) else {
            return [UncoveredTargetCheck.finding(for: target, package: package, manifest: manifest)]
        }
        var diagnostics: [Diagnostic] = []
        if target.kind != .plugin {
            diagnostics += ForbiddenDependencyCheck.findings(of: checked)
        }
        var importedModules = Set<String>()
        for scan in scans {
            var suppressions = SuppressionCheck(scan.suppressions)
            for declaration in scan.imports {
                importedModules.insert(declaration.module)
                guard declaration.module != target.moduleName else { continue }
                let found =
                    [
                        ForbiddenImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        TestableImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        ExposedImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        ImplementationOnlyImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        UndeclaredDependencyCheck.finding(
                            for: declaration, in: scan.path, of: checked, packageModules: packageModules),
                    ].compactMap { $0 }
                    + LayerContractCheck.findings(for: declaration, in: scan.path, of: checked)
                guard !found.isEmpty, !suppressions.suppresses(line: declaration.location.line) else { continue }
                diagnostics += found
            }
            diagnostics += suppressions.findings(target: target.name, file: scan.path)
        }
        if target.kind != .plugin {
            diagnostics += UnusedDependencyCheck.findings(
                of: checked, importedModules: importedModules, executables: executables)
        }
        return diagnostics
    }
}
