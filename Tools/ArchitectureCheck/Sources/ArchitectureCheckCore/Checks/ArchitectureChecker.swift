/// Judges a package's targets, their declared dependencies and their files' imports against the
/// rules. Each kind of finding has a check of its own beside this type (`ForbiddenImportCheck`,
/// `UnusedDependencyCheck`, ...); the checker runs them target by target.
public struct ArchitectureChecker: Sendable {
    /// The rules to apply, bound to the package (`ArchitectureRules.bound(to:)`).
    public let rules: ArchitectureRules
    /// The package to judge.
    public let package: PackageModel
    private let manifests: PackageManifests
    private let packageModules: Set<String>
    private let moduleNames: ModuleNames
    private let executables: Set<String>
    /// What `canImport(…)` gives for modules outside the package on this platform (``ModuleProbe``).
    private let importable: [String: Bool]
    /// The package's modules and those its targets' dependencies provide: `canImport(…)` of one of
    /// them stays unknown.
    private let reachableModules: Set<String>

    /// Creates a checker; `manifest` locates manifest findings in the package's own manifest (read from
    /// the package when `nil`; a local package's targets are located in that package's manifest);
    /// `importable` answers `canImport(…)` for modules outside the package (unknown when absent).
    public init(
        rules: ArchitectureRules, package: PackageModel, manifest: ManifestLocator? = nil,
        importable: [String: Bool] = [:]
    ) {
        self.rules = rules.bound(to: package)
        self.package = package
        self.manifests = PackageManifests(package: package, root: manifest)
        self.packageModules = package.moduleNames
        self.moduleNames = ModuleNames(package)
        self.executables = Set(package.targets.filter { $0.kind == .executable }.map(\.name))
        self.importable = importable
        self.reachableModules = package.moduleNames.union(
            package.targets.flatMap { $0.dependencies.flatMap(\.importableModules) })
    }

    /// The modules whose `canImport(…)` the `#if` conditions of `scans` ask about, outside the package
    /// and its dependencies: those ``ModuleProbe`` should answer.
    public static func probedModules(in scans: [String: [SourceFileScan]], package: PackageModel) -> Set<String> {
        let reachable = package.moduleNames.union(
            package.targets.flatMap { $0.dependencies.flatMap(\.importableModules) })
        var modules = Set<String>()
        for scan in scans.values.joined() {
            for declaration in scan.imports {
                for branch in declaration.branches {
                    for text in branch.conditions {
                        modules.formUnion(CompilationCondition.parse(text)?.canImportModules ?? [])
                    }
                }
            }
        }
        return modules.filter { !reachable.contains(String($0.split(separator: ".").first ?? "")) }
    }

    /// The build configuration `target`'s branches are judged in.
    func configuration(for target: PackageTarget) -> BuildConfiguration {
        BuildConfiguration(
            flags: target.compilationFlags,
            packageModules: reachableModules,
            importable: importable
        )
    }

    /// The modules each target of `scans` re-exports (`@_exported import`, in a branch its build may
    /// compile), by module name.
    func exportedModules(in scans: [String: [SourceFileScan]]) -> [String: Set<String>] {
        var exported: [String: Set<String>] = [:]
        for target in package.targets {
            guard let targetScans = scans[target.name] else { continue }
            let configuration = configuration(for: target)
            // A scoped re-export (`@_exported import struct M.X`) re-exports that declaration, not M.
            for declaration in targetScans.flatMap(\.imports)
            where declaration.attributes.contains("_exported") && declaration.kind == nil
                && configuration.isActive(declaration.branches) != .false
            {
                exported[target.moduleName, default: []].insert(declaration.module)
            }
        }
        return exported
    }

    /// The modules `target` may import as declared: its dependencies' modules, and what those
    /// re-export, and what that re-exports, through every module of the package whose files were read.
    private func declaredModules(of target: PackageTarget, exported: [String: Set<String>]) -> Set<String> {
        var declared = Set(target.dependencies.flatMap(\.importableModules))
        var frontier = Array(declared)
        while let module = frontier.popLast() {
            for reexported in exported[module] ?? [] where declared.insert(reexported).inserted {
                frontier.append(reexported)
            }
        }
        return declared
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
        let exported = exportedModules(in: scans)
        for target in package.targets where targetNames?.contains(target.name) ?? true {
            diagnostics += check(target, scans: scans[target.name] ?? [], exported: exported)
        }
        let graph = DependencyEdges(package: package, scans: scans, manifests: manifests)
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
    func checkedTarget(_ target: PackageTarget, exported: [String: Set<String>] = [:]) -> CheckedTarget? {
        guard let rule = rules.rule(for: target) else { return nil }
        return CheckedTarget(
            target: target,
            rule: rule,
            forbidden: rules.forbiddenRules(for: target),
            patterns: context(for: target),
            declaredModules: declaredModules(of: target, exported: exported),
            rules: rules,
            package: package,
            manifests: manifests,
            moduleNames: moduleNames,
            configuration: configuration(for: target)
        )
    }

    private func check(_ target: PackageTarget, scans: [SourceFileScan], exported: [String: Set<String>])
        -> [Diagnostic]
    {
        guard let checked = checkedTarget(target, exported: exported) else {
            return [UncoveredTargetCheck.finding(for: target, manifests: manifests)]
        }
        var diagnostics: [Diagnostic] = []
        // SwiftPM gives a snippet or a plugin its dependencies: they are not the user's to change.
        let hasImplicitDependencies = target.kind == .plugin || target.kind == .snippet
        if !hasImplicitDependencies {
            diagnostics += ForbiddenDependencyCheck.findings(of: checked)
        }
        var importedModules = Set<String>()
        for scan in scans {
            var suppressions = SuppressionCheck(scan.suppressions)
            for declaration in scan.imports {
                // Every branch counts for the rules; only the branches the build may compile count
                // for the manifest's dependencies, which is what the compiler sees.
                // An import compiled on some platform uses its dependency: a dependency that only
                // another platform's branch imports is not the user's to remove.
                let isCompiled = checked.configuration.isActive(declaration.branches) != .false
                if isCompiled || checked.configuration.onAnyPlatform.isActive(declaration.branches) != .false {
                    importedModules.insert(declaration.module)
                }
                guard declaration.module != target.moduleName else { continue }
                let found =
                    [
                        ForbiddenImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        TestableImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        ExposedImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        ImplementationOnlyImportCheck.finding(for: declaration, in: scan.path, of: checked),
                        isCompiled
                            ? UndeclaredDependencyCheck.finding(
                                for: declaration, in: scan.path, of: checked, packageModules: packageModules) : nil,
                    ].compactMap { $0 }
                    + LayerContractCheck.findings(for: declaration, in: scan.path, of: checked)
                guard !found.isEmpty, !suppressions.suppresses(line: declaration.location.line) else { continue }
                diagnostics += found
            }
            diagnostics += suppressions.findings(target: target.name, file: scan.path)
        }
        // A target without Swift files (a C target) includes headers, which no scan reads.
        let hasSwiftFiles = !target.sources.isEmpty || !scans.isEmpty
        if !hasImplicitDependencies && hasSwiftFiles {
            diagnostics += UnusedDependencyCheck.findings(
                of: checked, importedModules: importedModules, executables: executables)
        }
        return diagnostics
    }
}
