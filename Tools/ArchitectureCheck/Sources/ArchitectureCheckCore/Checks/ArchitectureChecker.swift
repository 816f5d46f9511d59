/// Judges a package's targets, their declared dependencies and their files' imports against the
/// rules.
public struct ArchitectureChecker: Sendable {
    /// The rules to apply.
    public let rules: ArchitectureRules
    /// The package to judge.
    public let package: PackageModel
    private let manifest: ManifestLocator
    private let packageModules: Set<String>

    /// Creates a checker; `manifest` locates manifest findings (read from the package when `nil`).
    public init(rules: ArchitectureRules, package: PackageModel, manifest: ManifestLocator? = nil) {
        self.rules = rules
        self.package = package
        self.manifest = manifest ?? ManifestLocator(manifestPath: package.manifestPath)
        self.packageModules = package.moduleNames
    }

    /// Checks the targets named in `targetNames` (all when `nil`) given their files' scans, keyed by
    /// target name. Cycles are looked for only when the whole package is checked.
    public func check(scans: [String: [SourceFileScan]], targets targetNames: Set<String>? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for target in package.targets where targetNames?.contains(target.name) ?? true {
            diagnostics += check(target, scans: scans[target.name] ?? [])
        }
        if targetNames == nil {
            diagnostics += CycleFinder.cycles(in: package, scans: scans, manifest: manifest)
        }
        return Diagnostic.sortedForReport(diagnostics)
    }

    /// The pattern context of `target`: for a test target, the module it tests and that module's
    /// declared dependencies.
    public func context(for target: PackageTarget) -> PatternContext {
        guard target.kind == "test", target.name.hasSuffix("Tests") else { return PatternContext() }
        let subjectName = String(target.name.dropLast("Tests".count))
        guard let subject = package.targets.first(where: { $0.name == subjectName && $0.kind != "test" }) else {
            return PatternContext()
        }
        return PatternContext(subject: subject.moduleName, subjectDependencies: subject.dependencies.flatMap(\.modules))
    }

    private func check(_ target: PackageTarget, scans: [SourceFileScan]) -> [Diagnostic] {
        guard let rule = rules.rule(for: target) else {
            return [
                Diagnostic(
                    severity: .error,
                    code: "uncovered-target",
                    message:
                        "target '\(target.name)' (\(target.kind), \(target.path)) is not covered by any rule; rules deny by default: add it to a rule in the rules file",
                    target: target.name,
                    file: package.manifestPath,
                    location: manifest.location(target: target.name)
                )
            ]
        }
        let context = context(for: target)
        let forbidden = rules.forbiddenRules(for: target)
        var diagnostics: [Diagnostic] = []
        if target.kind != "plugin" {
            diagnostics += checkManifest(target, rule: rule, context: context, forbidden: forbidden)
        }
        let declaredModules = Set(target.dependencies.flatMap(\.modules))
        var importedModules = Set<String>()
        for scan in scans {
            var usedSuppressions = Set<Int>()
            for declaration in scan.imports {
                let module = declaration.module
                importedModules.insert(module)
                guard module != target.moduleName else { continue }
                var found = judge(
                    declaration,
                    in: target,
                    rule: rule,
                    context: context,
                    forbidden: forbidden,
                    declaredModules: declaredModules
                )
                for index in found.indices {
                    found[index].file = scan.path
                    found[index].location = declaration.location
                }
                guard !found.isEmpty else { continue }
                if let suppressionIndex = scan.suppressions.firstIndex(where: {
                    $0.coveredLine == declaration.location.line
                }) {
                    let suppression = scan.suppressions[suppressionIndex]
                    if !suppression.reason.isEmpty {
                        usedSuppressions.insert(suppressionIndex)
                        continue
                    }
                }
                diagnostics += found
            }
            for (index, suppression) in scan.suppressions.enumerated() where !usedSuppressions.contains(index) {
                if suppression.reason.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error,
                            code: "suppression-without-reason",
                            message:
                                "'\(Suppression.marker)' needs a written reason after it, e.g. '// \(Suppression.marker) until #123 moves X'",
                            target: target.name,
                            file: scan.path,
                            location: suppression.location
                        )
                    )
                } else {
                    diagnostics.append(
                        Diagnostic(
                            severity: .warning,
                            code: "unused-suppression",
                            message:
                                "'\(Suppression.marker)' suppresses nothing on line \(suppression.coveredLine): remove it",
                            target: target.name,
                            file: scan.path,
                            location: suppression.location
                        )
                    )
                }
            }
        }
        if target.kind != "plugin" {
            // A dependency on an executable only orders the build (a test runs the built tool): not an import.
            let executables = Set(package.targets.filter { $0.kind == "executable" }.map(\.name))
            for dependency in target.dependencies
            where !dependency.modules.contains(where: importedModules.contains)
                && !(dependency.kind == .target && executables.contains(dependency.name))
            {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning,
                        code: "unused-dependency",
                        message:
                            "target '\(target.name)' declares a dependency on '\(dependency.name)' but no file imports \(dependency.modules.map { "'\($0)'" }.joined(separator: " or ")): remove it",
                        target: target.name,
                        module: dependency.modules.first,
                        file: package.manifestPath,
                        location: manifest.location(target: target.name, dependency: dependency.name)
                    )
                )
            }
        }
        return diagnostics
    }

    private func checkManifest(
        _ target: PackageTarget,
        rule: TargetRule,
        context: PatternContext,
        forbidden: [ForbiddenRule]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for dependency in target.dependencies {
            for module in dependency.modules {
                let location = manifest.location(target: target.name, dependency: dependency.name)
                if let forbiddenRule = forbidden.first(where: { rules.matches($0.imports, module) }) {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error,
                            code: "forbidden-dependency",
                            message:
                                "target '\(target.name)' must not depend on '\(module)': forbidden by rule '\(forbiddenRule.name)'\(reason(forbiddenRule.description))",
                            rule: forbiddenRule.name,
                            target: target.name,
                            module: module,
                            file: package.manifestPath,
                            location: location
                        )
                    )
                } else if !rules.matches(rule.mayImport, module, context: context) {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error,
                            code: "forbidden-dependency",
                            message:
                                "target '\(target.name)' must not depend on '\(module)': rule '\(rule.name)' allows only \(rule.mayImport.joined(separator: ", "))",
                            rule: rule.name,
                            target: target.name,
                            module: module,
                            file: package.manifestPath,
                            location: location
                        )
                    )
                }
            }
        }
        return diagnostics
    }

    private func judge(
        _ declaration: ImportDeclaration,
        in target: PackageTarget,
        rule: TargetRule,
        context: PatternContext,
        forbidden: [ForbiddenRule],
        declaredModules: Set<String>
    ) -> [Diagnostic] {
        let module = declaration.module
        var found: [Diagnostic] = []
        if let forbiddenRule = forbidden.first(where: { rules.matches($0.imports, module) }) {
            found.append(
                Diagnostic(
                    severity: .error,
                    code: "forbidden-import",
                    message:
                        "'\(target.name)' must not import '\(module)': forbidden by rule '\(forbiddenRule.name)'\(reason(forbiddenRule.description))",
                    rule: forbiddenRule.name,
                    target: target.name,
                    module: module
                )
            )
        } else if !rules.matches(rule.mayImport, module, context: context) {
            found.append(
                Diagnostic(
                    severity: .error,
                    code: "forbidden-import",
                    message:
                        "'\(target.name)' must not import '\(module)': rule '\(rule.name)' allows only \(rule.mayImport.joined(separator: ", "))",
                    rule: rule.name,
                    target: target.name,
                    module: module
                )
            )
        }
        if declaration.isTestable, !rules.matches(rule.mayTestableImport ?? [], module, context: context) {
            let allowed = rule.mayTestableImport ?? []
            found.append(
                Diagnostic(
                    severity: .error,
                    code: "testable-import",
                    message:
                        "'\(target.name)' must not '@testable import \(module)': rule '\(rule.name)' allows @testable only of \(allowed.isEmpty ? "no module" : allowed.joined(separator: ", "))",
                    rule: rule.name,
                    target: target.name,
                    module: module
                )
            )
        }
        if packageModules.contains(module), !declaredModules.contains(module) {
            found.append(
                Diagnostic(
                    severity: .error,
                    code: "undeclared-dependency",
                    message:
                        "'\(target.name)' imports '\(module)' without declaring it as a direct dependency in Package.swift",
                    target: target.name,
                    module: module
                )
            )
        }
        return found
    }

    private func reason(_ description: String?) -> String {
        guard let description, !description.isEmpty else { return "" }
        return " (\(description))"
    }
}
