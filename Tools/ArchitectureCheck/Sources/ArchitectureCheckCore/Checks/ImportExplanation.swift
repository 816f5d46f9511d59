/// Why a target may or may not import a module, as `arch-check explain` prints it: the rule that
/// covers the target and the `mayImport` entry that allows the module, the forbidden rules and the
/// contracts that forbid it, whether the manifest declares the dependency, and the shortest path of
/// declared dependencies from the target to the module. Judged by the same rules engine as the check.
public struct ImportExplanation: Sendable, Hashable {
    /// The importing target's name.
    public var target: String
    /// The imported module's name.
    public var module: String
    /// The target that is `module`, when it is a module of the package.
    public var moduleTarget: String?
    /// The rule that covers the target; `nil` when none does (so nothing is allowed).
    public var rule: TargetRule?
    /// The rule's `mayImport` entry that allows the module; `nil` when none does.
    public var allowingEntry: String?
    /// For an `@set` entry, the member pattern that matches the module.
    public var allowingMember: String?
    /// Whether the rule's `mayTestableImport` allows `@testable import` of the module.
    public var testableAllowed: Bool = false
    /// The forbidden rules that forbid the target to import the module.
    public var forbiddenBy: [ForbiddenRule]
    /// The contracts that forbid the import, each with its reason.
    public var contracts: [ContractVerdict]
    /// Whether the rules file has contracts at all (the explanation mentions them only then).
    public var hasContracts: Bool
    /// Whether the target declares a dependency that makes the module importable.
    public var declared: Bool
    /// The declared product that makes the module importable, when a product does (`Core`, which
    /// holds `CoreModels` and `CoreNetworking`).
    public var declaringProduct: PackageDependency?
    /// The declared module that re-exports the module (`@_exported import`), when the target reaches
    /// it only so.
    public var reexportedBy: String?
    /// The shortest path of declared dependencies from the target to the module (target names for
    /// the package's modules), both ends included; `nil` when the target does not reach it.
    public var path: [String]?

    /// Whether the rules allow the import: a rule covers the target, its `mayImport` lists the module,
    /// and no forbidden rule and no contract forbids it.
    public var isAllowed: Bool { rule != nil && allowingEntry != nil && forbiddenBy.isEmpty && contracts.isEmpty }

    /// The explanation for people, a verdict line then one line per aspect.
    public func render() -> String {
        var lines = ["'\(target)' importing '\(module)': \(isAllowed ? "allowed" : "not allowed")"]
        if let rule {
            let description = rule.description.map { " (\($0))" } ?? ""
            lines.append("  rule: '\(rule.name)' covers '\(target)'\(description)")
            if let allowingEntry {
                let member = allowingMember.map { $0 == allowingEntry ? "" : ", through its member '\($0)'" } ?? ""
                lines.append("  mayImport: entry '\(allowingEntry)' allows '\(module)'\(member)")
            } else {
                lines.append("  mayImport: nothing allows '\(module)' (the rule \(rule.allowedSummary))")
            }
            if let testable = rule.mayTestableImport {
                lines.append(
                    testableAllowed
                        ? "  mayTestableImport: '@testable import \(module)' is allowed too"
                        : "  mayTestableImport: '@testable import \(module)' is not allowed (the rule allows it of "
                            + "\(testable.isEmpty ? "no module" : testable.joined(separator: ", ")))")
            }
        } else {
            lines.append("  rule: no rule covers '\(target)': the rules deny by default")
        }
        if forbiddenBy.isEmpty {
            lines.append("  forbidden: no forbidden rule forbids it")
        }
        for rule in forbiddenBy {
            lines.append("  forbidden: rule '\(rule.name)' forbids it\(rule.reasonSuffix)")
        }
        if hasContracts, contracts.isEmpty {
            lines.append("  contracts: no contract forbids it")
        }
        for verdict in contracts {
            let contract = verdict.contract
            lines.append(
                "  contract: \(contract.kind) contract '\(contract.name)' forbids it: \(verdict.reason)\(contract.reasonSuffix)"
            )
        }
        if let product = declaringProduct {
            let modules = product.modules.map { "'\($0)'" }.joined(separator: ", ")
            let brings =
                product.modules.contains(module)
                ? "" : " and brings '\(module)', a module its targets depend on in their package"
            lines.append(
                "  manifest: '\(target)' declares a dependency on product '\(product.name)', which holds \(modules)\(brings)"
            )
        } else if let reexportedBy {
            lines.append(
                "  manifest: '\(target)' reaches '\(module)' through '\(reexportedBy)', which re-exports it (@_exported import)"
            )
        } else if declared {
            lines.append("  manifest: '\(target)' declares a dependency on '\(module)'")
        } else if let moduleTarget {
            lines.append(
                "  manifest: '\(target)' does not declare a dependency on '\(moduleTarget)' (an import of it is an undeclared-dependency error)"
            )
        } else {
            lines.append(
                "  manifest: '\(target)' declares no dependency that provides '\(module)' (none is needed for a toolchain or system module)"
            )
        }
        if let path, path.count > 2 {
            lines.append("  path: \(path.joined(separator: " -> ")) (through declared dependencies)")
        } else if path == nil {
            lines.append("  path: '\(target)' does not reach '\(module)' through declared dependencies")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ArchitectureChecker {
    /// Explains whether target `from` (a target name or module name) may import module `to` (a module
    /// name, or the name of a target of the package). `scans` hold the files of the targets `from`
    /// depends on, read for what they re-export, as ``check(scans:targets:cyclesThroughTargets:)``
    /// reads them.
    /// - Throws: `ArchitectureCheckError.usage` when the package has no target `from`, or when `to` is
    ///   a module that neither the package (its targets and their dependencies), nor the toolchain, nor
    ///   the rules know: a misspelling, named with the closest known names.
    public func explain(from: String, importing to: String, scans: [String: [SourceFileScan]] = [:]) throws
        -> ImportExplanation
    {
        guard
            let target = package.targets.first(where: { $0.name == from })
                ?? package.targets.first(where: { $0.moduleName == from })
        else {
            throw ArchitectureCheckError.usage("the package has no target named '\(from)'")
        }
        let known = KnownModules(package: package, rules: rules)
        if !known.contains(to), let product = target.dependencies.first(where: { $0.kind == .product && $0.name == to })
        {
            // A product is no module: its modules are what a file imports.
            throw ArchitectureCheckError.usage(
                "'\(to)' is a product, not a module: files import its modules, "
                    + product.modules.map { "'\($0)'" }.joined(separator: ", ") + "; explain one of them")
        }
        guard known.contains(to) else {
            let closest = known.closest(to: to)
            let suggestion =
                closest.isEmpty ? "" : "; did you mean \(closest.map { "'\($0)'" }.joined(separator: ", "))?"
            throw ArchitectureCheckError.usage(
                "no module named '\(to)': neither a target of the package, a module its targets depend on, a "
                    + "toolchain module, nor a module the rules name\(suggestion)")
        }
        let moduleTarget =
            package.targets.first(where: { $0.name == to }) ?? package.targets.first(where: { $0.moduleName == to })
        let module = moduleTarget?.moduleName ?? to
        let checked = checkedTarget(target, exported: exportedModules(in: scans))
        let directly = target.dependencies.contains { $0.importableModules.contains(module) }
        let reexported = !directly && checked?.declaredModules.contains(module) == true
        let allowing = checked?.mayImportEntry(for: module)
        let forbidden =
            checked?.forbiddenRules(for: module)
            ?? rules.forbiddenRules(for: target).filter {
                $0.applies(toFile: nil) && rules.matches($0.imports, anyOf: package.names(ofModule: module))
            }
        return ImportExplanation(
            target: target.name,
            module: module,
            moduleTarget: moduleTarget?.name,
            rule: checked?.rule,
            allowingEntry: allowing?.entry,
            allowingMember: allowing?.member,
            testableAllowed: checked?.mayTestableImport(module) ?? false,
            forbiddenBy: forbidden,
            contracts: contractVerdicts(for: target, importing: module),
            hasContracts: !(rules.contracts ?? []).isEmpty,
            declared: directly || reexported,
            declaringProduct: target.dependencies.first {
                $0.kind == .product && $0.importableModules.contains(module) && $0.name != module
            },
            reexportedBy: reexported ? reexporter(of: module, for: target, scans: scans) : nil,
            path: dependencyPath(from: target, to: module)
        )
    }

    /// The module among `target`'s declared ones (or those they re-export) that re-exports `module`.
    private func reexporter(of module: String, for target: PackageTarget, scans: [String: [SourceFileScan]])
        -> String?
    {
        let exported = exportedModules(in: scans)
        var seen = Set(target.dependencies.flatMap(\.importableModules))
        var frontier = Array(seen)
        while let current = frontier.popLast() {
            for next in exported[current] ?? [] {
                if next == module { return current }
                if seen.insert(next).inserted { frontier.append(next) }
            }
        }
        return nil
    }

    /// The shortest path of declared dependencies from `start` to `module`, breadth first, in
    /// declaration order; target names for the package's modules.
    private func dependencyPath(from start: PackageTarget, to module: String) -> [String]? {
        var previous: [String: String] = [start.moduleName: start.moduleName]
        var queue = [start.moduleName]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if current == module { break }
            guard let target = package.target(module: current) else { continue }
            for next in target.dependencies.flatMap(\.importableModules) where previous[next] == nil {
                previous[next] = current
                queue.append(next)
            }
        }
        guard previous[module] != nil, module != start.moduleName else { return nil }
        var path = [module]
        while let last = path.last, last != start.moduleName, let before = previous[last] {
            path.append(before)
        }
        return path.reversed().map { package.target(module: $0)?.name ?? $0 }
    }
}
